/** Annotating the sources from the view: the dialog, and saving into the workspace's annotation sets. */
package org.rulebench.sources.ui.annotate;
