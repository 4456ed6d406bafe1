package org.rulebench.reading.resource;

import java.util.ArrayList;
import java.util.List;

/**
 * A reading's text made ready for the parser, as every editor reads a text file: a UTF-8 byte-order mark dropped,
 * old Mac line endings (a carriage return alone) read as line ends. And the limits a reading must keep, so that a
 * text no historian writes (a condition nested ten thousand deep, a file of megabytes) gets a message instead of
 * exhausting the parser: a statement over a limit is blanked out (same length, so every position stays) and the
 * problem reported where the limit is crossed.
 */
public final class ReadingText {
	/** The most characters a reading may hold. */
	public static final int MAX_CHARACTERS = 1_000_000;
	/** The deepest a condition may nest parentheses and `not`s. */
	public static final int MAX_NESTING = 64;
	/** The most `and`s and `or`s one statement may join. */
	public static final int MAX_JOINS = 500;
	public static final String TOO_LONG = "reading.too-long";
	public static final String TOO_DEEP = "reading.too-deep";

	private final String text;
	private final List<TextDiagnostic> problems;

	private ReadingText(String text, List<TextDiagnostic> problems) {
		this.text = text;
		this.problems = List.copyOf(problems);
	}

	public String text() {
		return text;
	}

	public List<TextDiagnostic> problems() {
		return problems;
	}

	public static ReadingText of(String raw) {
		String t = raw.startsWith("\uFEFF") ? raw.substring(1) : raw;
		t = loneCarriageReturnsAsNewlines(t);
		List<TextDiagnostic> problems = new ArrayList<>();
		if (t.length() > MAX_CHARACTERS) {
			problems.add(new TextDiagnostic(String.format(java.util.Locale.ROOT, "this reading is %,d characters long; a reading holds"
					+ " at most %,d: split it into readings that extend one another", t.length(), MAX_CHARACTERS), TOO_LONG, 0, 1, 1, 1));
			return new ReadingText("", problems);
		}
		return new ReadingText(limitNesting(t, problems), problems);
	}

	private static String loneCarriageReturnsAsNewlines(String t) {
		if (t.indexOf('\r') < 0) {
			return t;
		}
		char[] c = t.toCharArray();
		for (int i = 0; i < c.length; i++) {
			if (c[i] == '\r' && (i + 1 == c.length || c[i + 1] != '\n')) {
				c[i] = '\n';
			}
		}
		return new String(c);
	}

	/**
	 * Walks the words of the text (strings and comments skipped) counting, per statement (a line starting `rule` or
	 * `expect`), the nesting of parentheses and `not`s and the `and`s and `or`s; a statement over a limit is blanked.
	 */
	private static String limitNesting(String t, List<TextDiagnostic> problems) {
		char[] c = null;
		int statement = 0;
		int depth = 0;
		int nots = 0;
		int joins = 0;
		boolean reported = false;
		int i = 0;
		while (i < t.length()) {
			char ch = t.charAt(i);
			if (ch == '"') {
				i = skipString(t, i);
				continue;
			}
			if (ch == '/' && i + 1 < t.length() && (t.charAt(i + 1) == '/' || t.charAt(i + 1) == '*')) {
				i = skipComment(t, i);
				continue;
			}
			if (Character.isLetter(ch)) {
				int end = i;
				while (end < t.length() && (Character.isLetterOrDigit(t.charAt(end)) || t.charAt(end) == '_')) {
					end++;
				}
				String word = t.substring(i, end);
				boolean lineStart = i == 0 || t.charAt(i - 1) == '\n';
				if (lineStart && (word.equals("rule") || word.equals("expect"))) {
					statement = i;
					depth = 0;
					nots = 0;
					joins = 0;
					reported = false;
				} else if (word.equals("not")) {
					nots++;
				} else {
					if (word.equals("and") || word.equals("or")) {
						joins++;
					}
					nots = 0;
				}
				String why = depth + nots > MAX_NESTING
						? "a condition nested more than " + MAX_NESTING + " deep (parentheses and `not`s); write it flatter"
						: joins > MAX_JOINS ? "more than " + MAX_JOINS + " `and`s and `or`s in one rule; split it into several rules"
								: null;
				if (why != null && !reported) {
					reported = true;
					problems.add(new TextDiagnostic(why, TOO_DEEP, i, end - i, line(t, i), column(t, i)));
					if (c == null) {
						c = t.toCharArray();
					}
					blank(c, statement, nextStatement(t, i));
				}
				i = end;
				continue;
			}
			if (ch == '(') {
				depth += nots + 1;
				nots = 0;
				if (depth > MAX_NESTING && !reported) {
					reported = true;
					problems.add(new TextDiagnostic("a condition nested more than " + MAX_NESTING + " deep (parentheses and `not`s);"
							+ " write it flatter", TOO_DEEP, i, 1, line(t, i), column(t, i)));
					if (c == null) {
						c = t.toCharArray();
					}
					blank(c, statement, nextStatement(t, i));
				}
			} else if (ch == ')') {
				depth = Math.max(0, depth - 1);
			}
			i++;
		}
		return c == null ? t : new String(c);
	}

	private static int skipString(String t, int i) {
		int j = i + 1;
		while (j < t.length() && t.charAt(j) != '"') {
			j += t.charAt(j) == '\\' ? 2 : 1;
		}
		return Math.min(t.length(), j + 1);
	}

	private static int skipComment(String t, int i) {
		if (t.charAt(i + 1) == '/') {
			int end = t.indexOf('\n', i);
			return end < 0 ? t.length() : end;
		}
		int end = t.indexOf("*/", i + 2);
		return end < 0 ? t.length() : end + 2;
	}

	/** Where the statement holding offset {@code i} ends: the next line starting `rule` or `expect`, or the end. */
	private static int nextStatement(String t, int i) {
		int at = i;
		while (true) {
			int nl = t.indexOf('\n', at);
			if (nl < 0) {
				return t.length();
			}
			if (t.startsWith("rule", nl + 1) || t.startsWith("expect", nl + 1)) {
				return nl + 1;
			}
			at = nl + 1;
		}
	}

	/** Spaces over [from, to), line ends kept, so that the lines and columns of the rest stay where they are. */
	private static void blank(char[] c, int from, int to) {
		for (int k = from; k < to; k++) {
			if (c[k] != '\n') {
				c[k] = ' ';
			}
		}
	}

	static int line(String t, int offset) {
		int line = 1;
		for (int k = 0; k < offset; k++) {
			if (t.charAt(k) == '\n') {
				line++;
			}
		}
		return line;
	}

	static int column(String t, int offset) {
		int nl = t.lastIndexOf('\n', offset - 1);
		return offset - nl;
	}
}
