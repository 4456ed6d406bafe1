package org.rulebench.workbench.help;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.widgets.Display;

/**
 * The Markdown of the docs shown in a StyledText as a reader expects it: headings large and bold, `code` and fenced
 * blocks and tables in a fixed-width font, **bold**, links as their text, pictures named by their caption.
 */
final class MarkdownText {
	private static final Pattern INLINE = Pattern.compile("`([^`]+)`|\\*\\*([^*]+)\\*\\*|!\\[([^\\]]*)\\]\\([^)]*\\)|\\[([^\\]]+)\\]\\([^)]*\\)");

	private final StyledText text;
	private final Font mono;
	private final Font[] headings = new Font[4];
	private final Color codeBackground;
	private final Color headingColour;

	MarkdownText(StyledText text) {
		this.text = text;
		Display d = text.getDisplay();
		FontData base = text.getFont().getFontData()[0];
		mono = new Font(d, "Monospace", base.getHeight(), SWT.NORMAL);
		for (int i = 0; i < headings.length; i++) {
			headings[i] = new Font(d, base.getName(), base.getHeight() + 6 - 2 * i, SWT.BOLD);
		}
		codeBackground = new Color(242, 242, 238);
		headingColour = new Color(40, 60, 110);
		text.addDisposeListener(e -> {
			mono.dispose();
			for (Font f : headings) {
				f.dispose();
			}
		});
	}

	/** Shows the Markdown; returns where each line of it starts in the shown text. */
	void show(String markdown) {
		StringBuilder out = new StringBuilder();
		List<StyleRange> styles = new ArrayList<>();
		boolean fenced = false;
		for (String line : markdown.split("\n", -1)) {
			if (line.startsWith("```")) {
				fenced = !fenced;
				continue;
			}
			int start = out.length();
			if (fenced || line.startsWith("|") || line.startsWith("    ")) {
				out.append(line).append('\n');
				StyleRange r = new StyleRange(start, line.length() + 1, null, codeBackground);
				r.font = mono;
				styles.add(r);
				continue;
			}
			Matcher h = Pattern.compile("^(#{1,4}) (.*)").matcher(line);
			if (h.matches()) {
				String title = h.group(2).strip();
				out.append(title).append('\n');
				StyleRange r = new StyleRange(start, title.length(), headingColour, null);
				r.font = headings[h.group(1).length() - 1];
				styles.add(r);
				continue;
			}
			String shown = line.startsWith("- ") || line.startsWith("* ") ? "• " + line.substring(2) : line;
			inline(shown, out, styles);
			out.append('\n');
		}
		text.setText(out.toString());
		text.setStyleRanges(styles.toArray(StyleRange[]::new));
		text.setTopIndex(0);
	}

	private void inline(String line, StringBuilder out, List<StyleRange> styles) {
		Matcher m = INLINE.matcher(line);
		int at = 0;
		while (m.find()) {
			out.append(line, at, m.start());
			int start = out.length();
			if (m.group(1) != null) {
				out.append(m.group(1));
				StyleRange r = new StyleRange(start, m.group(1).length(), null, codeBackground);
				r.font = mono;
				styles.add(r);
			} else if (m.group(2) != null) {
				out.append(m.group(2));
				styles.add(new StyleRange(start, m.group(2).length(), null, null, SWT.BOLD));
			} else if (m.group(3) != null) {
				String caption = "[picture: " + (m.group(3).isBlank() ? "see docs/" : m.group(3)) + "]";
				out.append(caption);
				styles.add(new StyleRange(start, caption.length(), headingColour, null, SWT.ITALIC));
			} else {
				out.append(m.group(4));
				StyleRange r = new StyleRange(start, m.group(4).length(), headingColour, null);
				r.underline = true;
				styles.add(r);
			}
			at = m.end();
		}
		out.append(line.substring(at));
	}
}
