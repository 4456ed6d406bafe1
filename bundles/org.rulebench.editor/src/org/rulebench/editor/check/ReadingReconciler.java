package org.rulebench.editor.check;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.reconciler.MonoReconciler;

/**
 * Checks the reading in the background a moment after each change (Generic Editor's reconcilers extension):
 * problem markers, semantic colours and the outline come from that one parse.
 */
public final class ReadingReconciler extends MonoReconciler {
	/** Pause after the last keystroke before checking. */
	static final int DELAY_MS = 300;

	public ReadingReconciler() {
		super(new CheckStrategy(), false);
		setDelay(DELAY_MS);
	}

	@Override
	public void install(ITextViewer viewer) {
		((CheckStrategy) getReconcilingStrategy(IDocument.DEFAULT_CONTENT_TYPE)).setViewer(viewer);
		super.install(viewer);
	}
}
