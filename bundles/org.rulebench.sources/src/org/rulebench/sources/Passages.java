package org.rulebench.sources;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.rulebench.sources.model.Apparatus;
import org.rulebench.sources.model.Division;
import org.rulebench.sources.model.Inline;
import org.rulebench.sources.model.Markup;
import org.rulebench.sources.model.Paragraph;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Segment;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.model.TextRun;

/** What the model derives from a passage: its text, its canonical reference, and every passage of a source. */
public final class Passages {
	private Passages() {
	}

	/** The text as the transcription reads it: lemmata where witnesses differ, divisions' paragraphs one a line. */
	public static String text(Passage passage) {
		StringBuilder text = new StringBuilder();
		append(passage, text);
		return text.toString();
	}

	private static void append(Passage passage, StringBuilder text) {
		if (passage instanceof Division d) {
			for (Passage p : d.getPassages()) {
				if (!text.isEmpty() && text.charAt(text.length() - 1) != '\n') {
					text.append('\n');
				}
				append(p, text);
			}
		} else if (passage instanceof Paragraph p) {
			appendInline(p.getContent(), text);
		} else if (passage instanceof Segment s) {
			appendInline(s.getContent(), text);
		}
	}

	private static void appendInline(List<Inline> content, StringBuilder text) {
		for (Inline i : content) {
			if (i instanceof TextRun r && r.getValue() != null) {
				text.append(r.getValue());
			} else if (i instanceof Segment s) {
				appendInline(s.getContent(), text);
			} else if (i instanceof Markup m && m.getText() != null) {
				text.append(m.getText());
			} else if (i instanceof Apparatus a && a.getLemma() != null && a.getLemma().getText() != null) {
				text.append(a.getLemma().getText());
			}
		}
	}

	/** The n of the passage and of each division around it, outermost first, joined by dots; null if one has none. */
	public static String reference(Passage passage) {
		List<String> parts = new ArrayList<>();
		for (EObject o = passage; o instanceof Passage p; o = o.eContainer()) {
			if (p.getN() == null || p.getN().isBlank()) {
				return null;
			}
			parts.add(0, p.getN());
		}
		return String.join(".", parts);
	}

	/** Every passage of the source, divisions before what they contain, in document order. */
	public static List<Passage> all(Source source) {
		List<Passage> all = new ArrayList<>();
		source.eAllContents().forEachRemaining(o -> {
			if (o instanceof Passage p) {
				all.add(p);
			}
		});
		return all;
	}

	/** The passages that readings can cite: those with an id. */
	public static List<Passage> citable(Source source) {
		return all(source).stream().filter(p -> p.getId() != null).toList();
	}
}
