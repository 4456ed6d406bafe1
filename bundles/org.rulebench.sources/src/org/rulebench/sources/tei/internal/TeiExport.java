package org.rulebench.sources.tei.internal;

import java.util.List;
import java.util.stream.Collectors;

import org.rulebench.sources.model.Apparatus;
import org.rulebench.sources.model.Division;
import org.rulebench.sources.model.Inline;
import org.rulebench.sources.model.Markup;
import org.rulebench.sources.model.Paragraph;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.ReferencePattern;
import org.rulebench.sources.model.Segment;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.model.TextRun;
import org.rulebench.sources.model.Variant;
import org.rulebench.sources.model.Witness;
import org.rulebench.sources.tei.Tei;
import org.rulebench.sources.tei.XmlText;

/**
 * A {@link Source} written as TEI P5, in the shape {@link TeiImport} reads back to the same model: header, then
 * the body with one element a line and each paragraph's text on its own line (whitespace inside a paragraph is
 * significant in the model, so nothing is indented there). A header read from a file is written back as it was;
 * one made from the model's fields has what TEI P5 requires (a publication statement naming who makes the file
 * available before its availability). A file read, written and read again gives the same model.
 */
public final class TeiExport {
	private final StringBuilder out = new StringBuilder();
	private int depth;

	private TeiExport() {
	}

	public static String write(Source source) {
		TeiExport export = new TeiExport();
		export.source(source);
		return export.out.toString();
	}

	private void source(Source s) {
		out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
		open("TEI", "xmlns", Tei.NAMESPACE, "xml:id", s.getId(), "xml:lang", s.getLanguage(), "version", s.getVersion());
		if (s.getHeader() != null) {
			indent();
			out.append(s.getHeader()).append('\n');
		} else {
			header(s);
		}
		open("text");
		open("body");
		s.getPassages().forEach(this::block);
		close("body");
		close("text");
		close("TEI");
	}

	private void header(Source s) {
		open("teiHeader");
		open("fileDesc");
		open("titleStmt");
		leaf("title", s.getTitle() == null ? "" : s.getTitle());
		s.getAuthors().forEach(a -> leaf("author", a));
		close("titleStmt");
		if (s.getEdition() != null) {
			open("editionStmt");
			leaf("edition", s.getEdition());
			close("editionStmt");
		}
		open("publicationStmt");
		if (s.getAvailability() == null) {
			leaf("p", "A transcription of a Rulebench workspace.");
		} else {
			leaf("authority", "A Rulebench workspace");
			open("availability");
			leaf("p", s.getAvailability());
			close("availability");
		}
		close("publicationStmt");
		open("sourceDesc");
		open("bibl");
		s.getAuthors().forEach(a -> leaf("author", a));
		leaf("title", s.getTitle());
		leaf("edition", s.getEdition());
		leaf("publisher", s.getPublisher());
		leaf("pubPlace", s.getPubPlace());
		leaf("date", s.getDate());
		if (s.getUrl() != null) {
			empty("ptr", "target", s.getUrl());
		}
		close("bibl");
		if (!s.getWitnesses().isEmpty()) {
			open("listWit");
			for (Witness w : s.getWitnesses()) {
				indent();
				tag("witness", false, "xml:id", w.getId(), "n", w.getSiglum());
				out.append(escape(w.getDescription() == null ? "" : w.getDescription())).append("</witness>\n");
			}
			close("listWit");
		}
		close("sourceDesc");
		close("fileDesc");
		if (!s.getReferencePatterns().isEmpty()) {
			open("encodingDesc");
			open("refsDecl");
			for (ReferencePattern r : s.getReferencePatterns()) {
				open("cRefPattern", "matchPattern", r.getMatchPattern(), "replacementPattern", r.getReplacementPattern());
				leaf("p", r.getDescription());
				close("cRefPattern");
			}
			close("refsDecl");
			close("encodingDesc");
		}
		close("teiHeader");
	}

	private void block(Passage p) {
		if (p instanceof Division d) {
			open("div", "xml:id", d.getId(), "n", d.getN(), "type", d.getType());
			leaf("head", d.getHead());
			d.getPassages().forEach(this::block);
			close("div");
		} else if (p instanceof Paragraph para) {
			indent();
			tag("p", false, "xml:id", para.getId(), "n", para.getN());
			inline(para.getContent());
			out.append("</p>\n");
		}
	}

	private void inline(List<Inline> content) {
		for (Inline i : content) {
			if (i instanceof TextRun r) {
				out.append(escape(r.getValue() == null ? "" : r.getValue()));
			} else if (i instanceof Segment s) {
				tag("seg", false, "xml:id", s.getId(), "n", s.getN(), "type", s.getType());
				inline(s.getContent());
				out.append("</seg>");
			} else if (i instanceof Markup m) {
				out.append(m.getXml() == null ? "" : m.getXml());
			} else if (i instanceof Apparatus a) {
				out.append("<app>");
				if (a.getLemma() != null) {
					variant("lem", a.getLemma());
				}
				a.getVariants().forEach(v -> variant("rdg", v));
				out.append("</app>");
			}
		}
	}

	private void variant(String name, Variant v) {
		String wit = v.getWitnesses().isEmpty() ? null
				: v.getWitnesses().stream().map(w -> "#" + w.getId()).collect(Collectors.joining(" "));
		tag(name, false, "wit", wit);
		out.append(escape(v.getText() == null ? "" : v.getText())).append("</").append(name).append('>');
	}

	private void open(String name, String... attributes) {
		indent();
		tag(name, false, attributes);
		out.append('\n');
		depth++;
	}

	private void close(String name) {
		depth--;
		indent();
		out.append("</").append(name).append(">\n");
	}

	private void leaf(String name, String text) {
		if (text == null) {
			return;
		}
		indent();
		tag(name, false);
		out.append(escape(text)).append("</").append(name).append(">\n");
	}

	private void empty(String name, String... attributes) {
		indent();
		tag(name, true, attributes);
		out.append('\n');
	}

	private void tag(String name, boolean empty, String... attributes) {
		out.append('<').append(name);
		for (int i = 0; i < attributes.length; i += 2) {
			if (attributes[i + 1] != null) {
				out.append(' ').append(attributes[i]).append("=\"").append(XmlText.attribute(attributes[i + 1])).append('"');
			}
		}
		out.append(empty ? "/>" : ">");
	}

	private void indent() {
		out.append("\t".repeat(depth));
	}

	private static String escape(String text) {
		return XmlText.text(text);
	}
}
