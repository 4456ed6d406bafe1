/** A source laid out as text for the view, and the map between that text and its passages' texts. */
package org.rulebench.sources.ui.transcription;
