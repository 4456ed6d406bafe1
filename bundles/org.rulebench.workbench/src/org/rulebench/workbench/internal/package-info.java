/** The workbench's advisors: window, menus, first start. */
package org.rulebench.workbench.internal;
