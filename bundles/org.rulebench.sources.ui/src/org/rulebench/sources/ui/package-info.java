/** The Sources view: the TEI transcriptions of the workspace with what cites and annotates them. */
package org.rulebench.sources.ui;
