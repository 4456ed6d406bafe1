package org.rulebench.sources.ui.citations;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The citation written at an offset of a reading's text, found in its line by the citation's syntax alone: cheap
 * enough for the UI thread (Ctrl-click, F3), and it works in a reading that does not parse.
 *
 * @param start     where {@code cites} starts
 * @param length    up to the end of the quote (or of the id)
 * @param passageId the id, without '#'
 * @param quote     the quote unescaped; null if none
 */
public record CitationAtOffset(int start, int length, String passageId, String quote) {
	private static final Pattern CITATION = Pattern.compile("cites\\s+#([^\\s\"]+)(?:\\s+\"((?:[^\"\\\\]|\\\\.)*)\")?");

	/** The citation of the text around the offset, if the offset is in one. */
	public static Optional<CitationAtOffset> find(String text, int offset) {
		int lineStart = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
		int lineEnd = text.indexOf('\n', offset);
		String line = text.substring(lineStart, lineEnd < 0 ? text.length() : lineEnd);
		Matcher m = CITATION.matcher(line);
		while (m.find()) {
			if (offset >= lineStart + m.start() && offset <= lineStart + m.end()) {
				String quote = m.group(2) == null ? null : m.group(2).replaceAll("\\\\(.)", "$1");
				return Optional.of(new CitationAtOffset(lineStart + m.start(), m.end() - m.start(), m.group(1), quote));
			}
		}
		return Optional.empty();
	}
}
