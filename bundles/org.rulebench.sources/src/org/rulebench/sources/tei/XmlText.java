package org.rulebench.sources.tei;

/**
 * The one XML escaper of Rulebench's TEI writers. What it writes reads back as the same characters: a parser turns
 * a literal carriage return into a line feed, and in an attribute a line feed or tab into a space, so those are
 * written as character references.
 */
public final class XmlText {
	private XmlText() {
	}

	/** Character data. */
	public static String text(String s) {
		StringBuilder b = new StringBuilder(s.length() + 16);
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			switch (c) {
			case '&' -> b.append("&amp;");
			case '<' -> b.append("&lt;");
			case '>' -> b.append("&gt;");
			case '\r' -> b.append("&#13;");
			default -> b.append(c);
			}
		}
		return b.toString();
	}

	/** An attribute value in double quotes. */
	public static String attribute(String s) {
		StringBuilder b = new StringBuilder(s.length() + 16);
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			switch (c) {
			case '&' -> b.append("&amp;");
			case '<' -> b.append("&lt;");
			case '>' -> b.append("&gt;");
			case '"' -> b.append("&quot;");
			case '\r' -> b.append("&#13;");
			case '\n' -> b.append("&#10;");
			case '\t' -> b.append("&#9;");
			default -> b.append(c);
			}
		}
		return b.toString();
	}
}
