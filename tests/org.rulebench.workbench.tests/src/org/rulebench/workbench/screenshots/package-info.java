/** Screenshots of the editor's and the help's features for docs/, taken when RULEBENCH_SCREENSHOTS names a folder. */
package org.rulebench.workbench.screenshots;
