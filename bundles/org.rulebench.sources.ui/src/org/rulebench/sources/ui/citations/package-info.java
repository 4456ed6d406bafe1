/** The readings' citations of the sources: found in the workspace, inserted from the view, followed to the passage. */
package org.rulebench.sources.ui.citations;
