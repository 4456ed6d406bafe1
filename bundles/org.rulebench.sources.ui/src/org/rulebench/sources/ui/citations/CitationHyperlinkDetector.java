package org.rulebench.sources.ui.citations;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.ui.PlatformUI;

/** Ctrl-click on a citation of a reading: its passage in the Sources view. Reads only the line under the mouse. */
public final class CitationHyperlinkDetector extends AbstractHyperlinkDetector {
	@Override
	public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
		IDocument document = viewer.getDocument();
		if (document == null) {
			return null;
		}
		try {
			IRegion line = document.getLineInformationOfOffset(region.getOffset());
			String text = document.get(line.getOffset(), line.getLength());
			return CitationAtOffset.find(text, region.getOffset() - line.getOffset())
					.map(c -> new IHyperlink[] { link(new Region(line.getOffset() + c.start(), c.length()), c) }).orElse(null);
		} catch (BadLocationException e) {
			return null;
		}
	}

	private static IHyperlink link(IRegion region, CitationAtOffset c) {
		return new IHyperlink() {
			@Override
			public IRegion getHyperlinkRegion() {
				return region;
			}

			@Override
			public String getTypeLabel() {
				return "Cited passage";
			}

			@Override
			public String getHyperlinkText() {
				return "Show #" + c.passageId() + " in the Sources view";
			}

			@Override
			public void open() {
				ShowCitedPassageHandler.open(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), c);
			}
		};
	}
}
