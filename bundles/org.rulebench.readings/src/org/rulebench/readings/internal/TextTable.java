package org.rulebench.readings.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table for a terminal: columns padded by display width (a CJK character takes two columns), long
 * cells wrapped at word boundaries, lines within a cell kept.
 */
public final class TextTable {
	private final String[] header;
	private final int[] maxWidths;
	private final List<String[]> rows = new ArrayList<>();
	private boolean spaced;

	/** @param maxWidths the widest each column may be before its cells wrap; 0 for no limit */
	public TextTable(String[] header, int[] maxWidths) {
		this.header = header.clone();
		this.maxWidths = maxWidths.clone();
	}

	/** A blank line between rows: for rows of several lines each. */
	public TextTable spaced() {
		spaced = true;
		return this;
	}

	public TextTable row(String... cells) {
		rows.add(cells.clone());
		return this;
	}

	@Override
	public String toString() {
		List<List<List<String>>> wrapped = new ArrayList<>();
		int[] widths = new int[header.length];
		List<String[]> all = new ArrayList<>();
		all.add(header);
		all.addAll(rows);
		for (String[] row : all) {
			List<List<String>> cells = new ArrayList<>();
			for (int c = 0; c < header.length; c++) {
				List<String> lines = wrap(c < row.length && row[c] != null ? row[c] : "", maxWidths[c]);
				for (String l : lines) {
					widths[c] = Math.max(widths[c], width(l));
				}
				cells.add(lines);
			}
			wrapped.add(cells);
		}
		StringBuilder b = new StringBuilder();
		for (int r = 0; r < wrapped.size(); r++) {
			List<List<String>> cells = wrapped.get(r);
			int height = cells.stream().mapToInt(List::size).max().orElse(1);
			for (int k = 0; k < height; k++) {
				StringBuilder line = new StringBuilder();
				for (int c = 0; c < cells.size(); c++) {
					String text = k < cells.get(c).size() ? cells.get(c).get(k) : "";
					line.append(text);
					if (c < cells.size() - 1) {
						line.append(" ".repeat(widths[c] - width(text) + 2));
					}
				}
				b.append(line.toString().stripTrailing()).append('\n');
			}
			if (r == 0) {
				int total = 0;
				for (int w : widths) {
					total += w + 2;
				}
				b.append("-".repeat(Math.max(0, total - 2))).append('\n');
			} else if (spaced && r < wrapped.size() - 1) {
				b.append('\n');
			}
		}
		return b.toString();
	}

	static List<String> wrap(String text, int max) {
		List<String> lines = new ArrayList<>();
		for (String paragraph : text.split("\n", -1)) {
			if (max <= 0 || width(paragraph) <= max) {
				lines.add(paragraph);
				continue;
			}
			StringBuilder line = new StringBuilder();
			for (String word : paragraph.split(" ")) {
				while (width(word) > max) {
					if (!line.isEmpty()) {
						lines.add(line.toString());
						line.setLength(0);
					}
					int cut = cut(word, max);
					lines.add(word.substring(0, cut));
					word = word.substring(cut);
				}
				if (!line.isEmpty() && width(line) + 1 + width(word) > max) {
					lines.add(line.toString());
					line.setLength(0);
				}
				line.append(line.isEmpty() ? "" : " ").append(word);
			}
			lines.add(line.toString());
		}
		return lines;
	}

	private static int cut(String word, int max) {
		int w = 0;
		for (int i = 0; i < word.length(); i = word.offsetByCodePoints(i, 1)) {
			w += columns(word.codePointAt(i));
			if (w > max) {
				return Math.max(1, i);
			}
		}
		return word.length();
	}

	/** Terminal columns: East Asian wide and full-width characters take two. */
	public static int width(CharSequence s) {
		return s.codePoints().map(TextTable::columns).sum();
	}

	private static int columns(int cp) {
		return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) || (cp >= 0xAC00 && cp <= 0xD7A3)
				|| (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60)
				|| (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD) ? 2 : 1;
	}
}
