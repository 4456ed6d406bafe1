package org.rulebench.editor.highlight;

import java.util.Map;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.rulebench.reading.ide.ReadingHighlighting;

/** The text attributes of a reading's words, by the style ids of the lexical scanner and of {@link ReadingHighlighting}. */
public final class Styles {
	public static final String KEYWORD = "reading.keyword";
	public static final String COMMENT = "reading.comment";
	public static final String NUMBER = "reading.number";

	private static final Map<String, TextAttribute> BY_ID = Map.ofEntries(
			Map.entry(KEYWORD, attr(new Color(127, 0, 85), SWT.BOLD)),
			Map.entry(COMMENT, attr(new Color(63, 127, 95), SWT.ITALIC)),
			Map.entry(NUMBER, attr(new Color(0, 0, 192), SWT.NORMAL)),
			Map.entry(ReadingHighlighting.RULE, attr(new Color(0, 80, 160), SWT.BOLD)),
			Map.entry(ReadingHighlighting.ALTERNATIVE, attr(new Color(0, 110, 110), SWT.BOLD)),
			Map.entry(ReadingHighlighting.EVENT, attr(new Color(170, 60, 0), SWT.BOLD)),
			Map.entry(ReadingHighlighting.POINT, attr(new Color(0, 0, 192), SWT.NORMAL)),
			Map.entry(ReadingHighlighting.PASSAGE, attr(new Color(110, 60, 150), SWT.NORMAL)),
			Map.entry(ReadingHighlighting.QUOTE, attr(new Color(42, 110, 0), SWT.NORMAL)),
			Map.entry(ReadingHighlighting.EVIDENCE, attr(new Color(150, 90, 0), SWT.ITALIC)),
			Map.entry(ReadingHighlighting.PIECE, attr(new Color(150, 0, 40), SWT.BOLD)),
			Map.entry(ReadingHighlighting.ZONE, attr(new Color(0, 120, 60), SWT.NORMAL)));

	private Styles() {
	}

	private static TextAttribute attr(Color color, int style) {
		return new TextAttribute(color, null, style);
	}

	/** The attribute of a style id, or null for text in the default style. */
	public static TextAttribute of(String id) {
		return BY_ID.get(id);
	}
}
