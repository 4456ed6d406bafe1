/** The Rulebench workbench: the application, its window and the "Readings" perspective. */
package org.rulebench.workbench;
