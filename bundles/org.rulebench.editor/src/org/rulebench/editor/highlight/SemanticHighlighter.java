package org.rulebench.editor.highlight;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.BadPositionCategoryException;
import org.eclipse.jface.text.DefaultPositionUpdater;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextPresentationListener;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextViewerExtension4;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.widgets.Control;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.rulebench.editor.ReadingLanguage;

/**
 * The semantic colours of the last check, kept as positions of the document (so that they follow the text while
 * the next check runs) and merged into the viewer's presentation over the lexical colours.
 */
public final class SemanticHighlighter implements ITextPresentationListener {
	private static final String CATEGORY = "org.rulebench.editor.semantic";
	private static final String KEY = SemanticHighlighter.class.getName();
	private final ITextViewer viewer;

	private SemanticHighlighter(ITextViewer viewer) {
		this.viewer = viewer;
	}

	/** A styled region found by the semantic pass. */
	public record Styled(int offset, int length, String style) {
	}

	/** The highlighter of the viewer, installed on first use (UI thread). */
	public static SemanticHighlighter of(ITextViewer viewer) {
		Control control = viewer.getTextWidget();
		SemanticHighlighter h = (SemanticHighlighter) control.getData(KEY);
		if (h == null) {
			h = new SemanticHighlighter(viewer);
			control.setData(KEY, h);
			((ITextViewerExtension4) viewer).addTextPresentationListener(h);
		}
		return h;
	}

	/** The styled regions of a parsed reading (in the checking thread): Xtext's calculator, and comments. */
	public static List<Styled> compute(XtextResource resource, CancelIndicator cancel) {
		List<Styled> found = new ArrayList<>();
		ReadingLanguage.get(ISemanticHighlightingCalculator.class).provideHighlightingFor(resource,
				(offset, length, ids) -> {
					if (ids.length > 0) {
						found.add(new Styled(offset, length, ids[ids.length - 1]));
					}
				}, cancel);
		if (resource.getParseResult() != null) {
			for (ILeafNode leaf : resource.getParseResult().getRootNode().getLeafNodes()) {
				if (leaf.isHidden() && leaf.getText().startsWith("/*")) {
					found.add(new Styled(leaf.getOffset(), leaf.getLength(), Styles.COMMENT));
				}
			}
		}
		return found;
	}

	/** Replaces the styled regions if they were computed for the document's current text (UI thread). */
	public void update(long stamp, List<Styled> regions) {
		IDocument document = viewer.getDocument();
		if (document == null || ((IDocumentExtension4) document).getModificationStamp() != stamp) {
			return;
		}
		try {
			if (!document.containsPositionCategory(CATEGORY)) {
				document.addPositionCategory(CATEGORY);
				document.addPositionUpdater(new DefaultPositionUpdater(CATEGORY));
			}
			document.removePositionCategory(CATEGORY);
			document.addPositionCategory(CATEGORY);
			for (Styled s : regions) {
				document.addPosition(CATEGORY, new StyledPosition(s.offset(), s.length(), s.style()));
			}
		} catch (BadLocationException | BadPositionCategoryException e) {
			return; // the text changed under us: the next check brings fresh regions
		}
		viewer.invalidateTextPresentation();
	}

	@Override
	public void applyTextPresentation(TextPresentation presentation) {
		IDocument document = viewer.getDocument();
		if (document == null || !document.containsPositionCategory(CATEGORY)) {
			return;
		}
		IRegion extent = presentation.getExtent();
		try {
			for (Position p : document.getPositions(CATEGORY)) {
				if (p.isDeleted() || p.getOffset() + p.getLength() <= extent.getOffset()
						|| p.getOffset() >= extent.getOffset() + extent.getLength()) {
					continue;
				}
				TextAttribute a = Styles.of(((StyledPosition) p).style);
				if (a != null) {
					int start = Math.max(p.getOffset(), extent.getOffset());
					int end = Math.min(p.getOffset() + p.getLength(), extent.getOffset() + extent.getLength());
					StyleRange r = new StyleRange(start, end - start, a.getForeground(), null, a.getStyle());
					presentation.mergeStyleRange(r);
				}
			}
		} catch (BadPositionCategoryException e) {
			// removed meanwhile
		}
	}

	private static final class StyledPosition extends Position {
		final String style;

		StyledPosition(int offset, int length, String style) {
			super(offset, length);
			this.style = style;
		}
	}
}
