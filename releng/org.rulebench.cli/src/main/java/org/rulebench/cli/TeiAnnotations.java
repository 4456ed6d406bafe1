package org.rulebench.cli;

import java.util.List;

import org.rulebench.reading.reading.Reading;

/**
 * A reading's citations as a TEI P5 document of stand-off annotations: one {@code <annotation>} per citation,
 * its target the passage in its TEI file, narrowed to the quote by TEI's string-range() pointer (offset and
 * length in characters, i.e. code points).
 */
final class TeiAnnotations {
	private TeiAnnotations() {
	}

	static String write(Reading reading, List<CitedRule> cited) {
		StringBuilder b = new StringBuilder();
		b.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
		b.append("<TEI xmlns=\"http://www.tei-c.org/ns/1.0\">\n");
		b.append("\t<teiHeader>\n\t\t<fileDesc>\n");
		b.append("\t\t\t<titleStmt>\n\t\t\t\t<title>Citations of reading ").append(escape(reading.getName())).append(" (")
				.append(escape(reading.getGame())).append(")</title>\n\t\t\t</titleStmt>\n");
		b.append("\t\t\t<publicationStmt>\n\t\t\t\t<p>Exported by rulebench sources export --format tei.</p>\n\t\t\t</publicationStmt>\n");
		b.append("\t\t\t<sourceDesc>\n\t\t\t\t<p>The reading ").append(escape(WebAnnotations.iri(reading)))
				.append(" and the TEI sources it cites.</p>\n\t\t\t</sourceDesc>\n");
		b.append("\t\t</fileDesc>\n\t</teiHeader>\n");
		b.append("\t<standOff>\n\t\t<listAnnotation>\n");
		for (CitedRule c : cited) {
			String target = WebAnnotations.iri(c.passage()) + "#" + (c.anchor() == null ? c.passageId()
					: "string-range(" + c.passageId() + "," + c.anchor().position().start() + "," + c.anchor().position().length() + ")");
			b.append("\t\t\t<annotation xml:id=\"").append(escape(id(c))).append("\" target=\"").append(escape(target))
					.append("\" motivation=\"describing\">\n");
			b.append("\t\t\t\t<note type=\"rule\">").append(escape("rule " + c.name() + ": " + c.claim())).append("</note>\n");
			if (!c.evidence().isEmpty()) {
				b.append("\t\t\t\t<note type=\"evidence\">").append(escape(c.evidence())).append("</note>\n");
			}
			if (c.quote() != null && !c.quote().isEmpty()) {
				b.append("\t\t\t\t<note type=\"quote\"><quote>").append(escape(c.quote())).append("</quote></note>\n");
			}
			b.append("\t\t\t</annotation>\n");
		}
		b.append("\t\t</listAnnotation>\n\t</standOff>\n</TEI>\n");
		return b.toString();
	}

	/** An xml:id (an XML name) for the citation: reading, rule, alternative and number. */
	private static String id(CitedRule c) {
		return (c.reading().getName() + "." + c.name().replace('/', '.') + "." + c.index()).replaceAll("[^\\p{L}\\p{N}._-]", "_");
	}

	private static String escape(String s) {
		return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
	}
}
