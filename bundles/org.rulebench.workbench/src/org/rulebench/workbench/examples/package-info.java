/** The default readings workspace: the example readings, copied on first start into the project "readings". */
package org.rulebench.workbench.examples;
