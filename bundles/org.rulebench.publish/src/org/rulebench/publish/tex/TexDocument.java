package org.rulebench.publish.tex;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.rulebench.publish.PublishedReading;
import org.rulebench.publish.charts.Forest;
import org.rulebench.publish.document.Cite;
import org.rulebench.publish.document.Claim;
import org.rulebench.publish.document.ExpectationEntry;
import org.rulebench.publish.document.ReadingContents;
import org.rulebench.publish.document.RuleEntry;
import org.rulebench.publish.document.SourceRecord;
import org.rulebench.publish.figures.Carriers;
import org.rulebench.publish.figures.ComparisonFigures;
import org.rulebench.publish.figures.Figures;
import org.rulebench.publish.figures.Table;
import org.rulebench.publish.figures.Unit;
import org.rulebench.publish.version.ReadingVersion;

/**
 * The document as LaTeX: NAME.tex, a whole document for XeLaTeX, and beside it the folder NAME-tex/ with each table
 * (booktabs) and each chart (pgfplots, the numbers in the file) as a file a paper can {@code \input}; the document
 * inputs the same files, so paper and document give the same numbers. A paper's preamble needs booktabs, adjustbox
 * and pgfplots.
 */
public final class TexDocument {
	/** What a paper that inputs the tables and figures needs in its preamble. */
	public static final String PREAMBLE = "\\usepackage{booktabs}\n\\usepackage{adjustbox}\n\\usepackage{pgfplots}\n\\pgfplotsset{compat=1.16}\n";

	private TexDocument() {
	}

	/** @return the document, then its tables and figures */
	public static List<Path> write(PublishedReading r, Path dir, String base) throws IOException {
		Path parts = dir.resolve(base + "-tex");
		Files.createDirectories(parts);
		List<Path> written = new ArrayList<>();
		Path main = dir.resolve(base + ".tex");
		written.add(main);
		StringBuilder figures = new StringBuilder();
		for (Table t : r.figures().tables()) {
			figures.append(input(part(parts, "table-" + t.id(), table(t, base), written), base));
		}
		for (Forest f : r.figures().charts()) {
			figures.append(input(part(parts, "figure-" + f.id(), figure(f, base), written), base));
		}
		StringBuilder comparison = new StringBuilder();
		ComparisonFigures c = r.comparison();
		if (c != null) {
			comparison.append(input(part(parts, "table-" + c.rules().id(), table(c.rules(), base), written), base));
			for (Table t : c.tables()) {
				if (!t.rows().isEmpty()) {
					comparison.append(input(part(parts, "table-" + t.id(), table(t, base), written), base));
				}
			}
			if (!c.chart().isEmpty()) {
				comparison.append(input(part(parts, "figure-" + c.chart().id(), figure(c.chart(), base), written), base));
			}
		}
		Files.writeString(main, document(r, figures.toString(), comparison.toString()), StandardCharsets.UTF_8);
		return written;
	}

	private static Path part(Path dir, String name, String text, List<Path> written) throws IOException {
		Path p = dir.resolve(name + ".tex");
		Files.writeString(p, text, StandardCharsets.UTF_8);
		written.add(p);
		return p;
	}

	private static String input(Path part, String base) {
		return "\\input{" + base + "-tex/" + part.getFileName().toString().replaceFirst("\\.tex$", "") + "}\n";
	}

	/** A table as a booktabs tabular in a table float, scaled down to the text width where it is wider. */
	public static String table(Table t, String base) {
		StringBuilder b = new StringBuilder();
		b.append("% ").append(t.caption()).append(" -- written by Rulebench; needs booktabs and adjustbox\n");
		b.append("\\begin{table}[htbp]\n\\centering\\small\n\\caption{").append(tex(t.caption())).append("}\n");
		b.append("\\label{tab:").append(label(base)).append(':').append(t.id()).append("}\n");
		b.append("\\begin{adjustbox}{max width=\\linewidth}\n\\begin{tabular}{");
		t.columns().forEach(col -> b.append(col.unit() == Unit.TEXT ? 'l' : 'r'));
		b.append("}\n\\toprule\n");
		List<String> heads = new ArrayList<>();
		t.columns().forEach(col -> heads.add(tex(col.name())));
		b.append(String.join(" & ", heads)).append(" \\\\\n\\midrule\n");
		for (int i = 0; i < t.rows().size(); i++) {
			List<String> cells = new ArrayList<>();
			for (int j = 0; j < t.columns().size(); j++) {
				cells.add(tex(t.cell(i, j)));
			}
			b.append(String.join(" & ", cells)).append(" \\\\\n");
		}
		b.append("\\bottomrule\n\\end{tabular}\n\\end{adjustbox}\n");
		if (!t.note().isEmpty()) {
			b.append("\\par\\smallskip\\footnotesize ").append(tex(t.note())).append('\n');
		}
		b.append("\\end{table}\n");
		return b.toString();
	}

	/**
	 * A chart as a pgfplots axis: each row a mark with its interval as horizontal error bars, series told apart by the
	 * mark (filled circle, open square, filled triangle, open diamond), the reference value as a dashed line; black
	 * on white.
	 */
	public static String figure(Forest f, String base) {
		StringBuilder b = new StringBuilder();
		int n = f.rows().size();
		b.append("% ").append(f.title()).append(" -- written by Rulebench; needs pgfplots\n");
		b.append("\\begin{figure}[htbp]\n\\centering\n\\begin{tikzpicture}\n\\begin{axis}[\n");
		b.append("  width=0.92\\linewidth, height=").append(String.format(Locale.ROOT, "%.1f", 2.6 + 0.55 * Math.max(2, n))).append("cm,\n");
		b.append("  y dir=reverse, ymin=-0.6, ymax=").append(String.format(Locale.ROOT, "%.1f", n - 0.4)).append(",\n");
		b.append("  ytick={");
		for (int i = 0; i < n; i++) {
			b.append(i == 0 ? "" : ",").append(i);
		}
		b.append("}, yticklabels={");
		for (int i = 0; i < n; i++) {
			b.append(i == 0 ? "" : ",").append('{').append(tex(f.rows().get(i))).append('}');
		}
		b.append("},\n  yticklabel style={font=\\footnotesize}, xticklabel style={font=\\footnotesize},\n");
		b.append("  xlabel={").append(tex(f.axis())).append("}, xlabel style={font=\\footnotesize},\n");
		b.append("  xmajorgrids, major grid style={densely dotted, gray!60}, tick align=outside, tick pos=left,\n");
		b.append("  legend style={font=\\footnotesize, draw=none, at={(0.5,1.02)}, anchor=south}, legend columns=-1,\n");
		b.append("  error bars/error bar style={black, line width=0.6pt}, error bars/error mark options={rotate=90, mark size=2pt, black}]\n");
		String[] marks = { "mark=*, mark options={fill=black}", "mark=square, mark options={fill=white}",
				"mark=triangle*, mark options={fill=black}", "mark=diamond, mark options={fill=white}" };
		int k = f.series().size();
		for (int s = 0; s < k; s++) {
			Forest.Series series = f.series().get(s);
			double offset = k == 1 ? 0 : (s - (k - 1) / 2.0) * Math.min(0.22, 0.6 / k);
			b.append("\\addplot[black, only marks, ").append(marks[s % marks.length])
					.append(", error bars/.cd, x dir=both, x explicit] coordinates {\n");
			for (int i = 0; i < n; i++) {
				double v = series.value()[i];
				if (Double.isNaN(v)) {
					continue;
				}
				double lo = Double.isNaN(series.low()[i]) ? v : series.low()[i];
				double hi = Double.isNaN(series.high()[i]) ? v : series.high()[i];
				b.append(String.format(Locale.ROOT, "  (%.6g,%.2f) += (%.6g,0) -= (%.6g,0)%n", v, i + offset, hi - v, v - lo));
			}
			b.append("};\n");
			if (k > 1) {
				b.append("\\addlegendentry{").append(tex(series.name())).append("}\n");
			}
		}
		if (!Double.isNaN(f.reference())) {
			b.append(String.format(Locale.ROOT, "\\draw[densely dashed, black!70] (axis cs:%s,-0.6) -- (axis cs:%s,%.1f);%n",
					f.reference(), f.reference(), n - 0.4));
		}
		b.append("\\end{axis}\n\\end{tikzpicture}\n\\caption{").append(tex(f.title())).append(". ").append(tex(f.caption())).append("}\n");
		b.append("\\label{fig:").append(label(base)).append(':').append(f.id()).append("}\n\\end{figure}\n");
		return b.toString();
	}

	private static String document(PublishedReading r, String figures, String comparison) {
		ReadingContents c = r.contents();
		ReadingVersion v = r.version();
		StringBuilder b = new StringBuilder();
		b.append("% ").append(c.game()).append(": the reading ").append(c.name()).append(", published with Rulebench ")
				.append(r.reproduction().tool()).append("\n% Compile with xelatex (twice, for the references).\n");
		b.append("\\documentclass[a4paper,10pt]{article}\n\\usepackage[margin=20mm]{geometry}\n\\usepackage{fontspec}\n");
		b.append("\\IfFontExistsTF{DejaVu Serif}{\\setmainfont{DejaVu Serif}}{}\n");
		b.append("\\IfFontExistsTF{DejaVu Sans Mono}{\\setmonofont[Scale=0.85]{DejaVu Sans Mono}}{}\n");
		// the sources' Chinese and Japanese, and Thai, in fonts that have them: tex() sets each run of those scripts in \\rbcjk or \\rbthai
		b.append("\\IfFontExistsTF{Noto Serif CJK JP}{\\newfontfamily\\rbcjk{Noto Serif CJK JP}}{\\IfFontExistsTF{IPAexMincho}")
				.append("{\\newfontfamily\\rbcjk{IPAexMincho}}{\\IfFontExistsTF{AR PL UMing TW}{\\newfontfamily\\rbcjk{AR PL UMing TW}}{\\let\\rbcjk\\relax}}}\n");
		b.append("\\XeTeXlinebreaklocale \"ja\"\\XeTeXlinebreakskip=0pt plus 1pt\n"); // lines break between CJK characters
		b.append("\\IfFontExistsTF{Norasi}{\\newfontfamily\\rbthai{Norasi}}{\\let\\rbthai\\relax}\n");
		b.append("\\IfFontExistsTF{NanumMyeongjo}{\\newfontfamily\\rbhangul{NanumMyeongjo}}{\\let\\rbhangul\\relax}\n");
		b.append(PREAMBLE);
		b.append("\\usepackage{enumitem}\n");
		b.append("\\setlength{\\parindent}{0pt}\\setlength{\\parskip}{0.4em}\n");
		b.append("\\newcommand{\\evidence}[1]{\\fbox{\\footnotesize #1}}\n");
		b.append("\\title{").append(tex(c.game())).append("\\\\\\large the reading \\texttt{").append(tex(c.name())).append("}");
		if (!c.bases().isEmpty()) {
			b.append(", extending \\texttt{").append(tex(String.join(", ", c.bases()))).append("}");
		}
		b.append("}\n\\author{").append(tex(v.authors().isEmpty() ? "" : String.join(", ", v.authors()))).append("}\n");
		b.append("\\date{").append(tex(versionLine(v))).append("; published ").append(tex(r.published().toString().substring(0, 10)))
				.append(" with Rulebench ").append(tex(r.reproduction().tool())).append("}\n");
		b.append("\\begin{document}\n\\maketitle\n");
		if (v.dirty()) {
			b.append("\\begin{center}\\fbox{\\parbox{0.9\\linewidth}{\\textbf{")
					.append(v.underVersionControl() ? "Not a committed version." : "Not under version control.").append("} ");
			b.append(v.underVersionControl()
					? "These files differ from commit " + tex(v.shortCommit()) + "; commit them and publish again before citing this document: "
							+ tex(String.join("; ", v.uncommitted())) + "."
					: "Nobody can check out the text this document publishes; commit it to a readings workspace and publish again before citing it.");
			b.append("}}\\end{center}\n");
		}
		b.append("\\section*{Summary}\n");
		for (String s : org.rulebench.publish.html.HtmlDocument.summary(r)) {
			b.append(tex(s)).append("\n\n");
		}
		b.append("\\section{The reading}\nEach rule in the words of the reading, with the passages it rests on (the quoted words in bold,"
				+ " the source's number in brackets, as the Sources section lists them) and its evidence label: \\evidence{described} the passage"
				+ " states it, \\evidence{reconstructed} it follows by argument, \\evidence{suggested} the source hints at it,"
				+ " \\evidence{assumed} the source is silent, \\evidence{contradicted} the passage says otherwise (kept for comparison).\n");
		b.append("\\subsection{Rules}\n");
		rules(b, c.settled(), c.sources());
		b.append("\\subsection{Open points}\n");
		if (c.openPoints().isEmpty()) {
			b.append("The reading states every rule once.\n");
		} else {
			b.append("Where the sources leave a rule open, each defensible alternative with its own support; the figures are played for every combination.\n");
			rules(b, c.openPoints(), c.sources());
		}
		b.append("\\subsection{Expectations}\n");
		if (c.expectations().isEmpty()) {
			b.append("The reading states no expectations.\n");
		} else {
			b.append("\\begin{description}[style=nextline]\n");
			for (ExpectationEntry e : c.expectations()) {
				b.append("\\item[\\texttt{").append(tex(e.name())).append("} \\evidence{").append(tex(e.evidence())).append("} \\textbf{")
						.append(tex(e.verdict())).append("}] ").append(tex(e.text())).append('\n');
				for (String f : e.failures()) {
					b.append("\\\\ --- ").append(tex(f)).append('\n');
				}
				cites(b, e.cites(), c.sources());
			}
			b.append("\\end{description}\n");
		}
		b.append("\\section{Evidence profile}\nHow the reading's ").append(c.claims()).append(" claims are labelled: ");
		List<String> profile = new ArrayList<>();
		for (Map.Entry<String, Integer> e : c.evidence().entrySet()) {
			if (e.getValue() > 0) {
				profile.add(e.getValue() + " " + tex(e.getKey()));
			}
		}
		b.append(String.join(", ", profile)).append(".\n\n");
		if (!r.carriers().isEmpty()) {
			b.append("Which open points carry the differences in the figures: for each, the measures whose 95\\,\\% intervals lie apart"
					+ " between combinations that differ in that rule alone (same seeds), and the largest such difference.\n");
			b.append("\\begin{description}\n");
			for (Carriers.Carrier carrier : r.carriers()) {
				b.append("\\item[\\texttt{").append(tex(carrier.rule())).append("}] ");
				if (!carrier.carries()) {
					b.append("no measure's intervals lie apart between its alternatives.\n");
				}
				for (Carriers.Shift s : carrier.shifts()) {
					b.append(tex(s.measure())).append(": apart in ").append(s.apart()).append(" of ").append(s.pairs()).append(" pairs; ")
							.append(tex(s.largest())).append(".\\\\\n");
				}
			}
			b.append("\\end{description}\n");
		}
		Figures f = r.figures();
		b.append("\\section{Figures}\n").append(tex(org.rulebench.publish.html.HtmlDocument.settingsText(f))).append("\n\n").append(figures);
		if (r.comparison() != null) {
			b.append("\\clearpage\n\\section{Against another reading}\nThis reading: ").append(tex(r.comparison().now()))
					.append(".\\\\\nThe other reading: ").append(tex(r.comparison().old())).append(".\n\n").append(comparison);
		}
		b.append("\\clearpage\n\\section{Reproducing the figures}\n\\begin{description}[style=nextline]\n");
		b.append("\\item[Reading] \\texttt{").append(tex(v.path())).append("}, ").append(tex(versionLine(v))).append('\n');
		if (r.reproduction().checkout() != null) {
			b.append("\\item[Files as published] \\texttt{").append(tex(r.reproduction().checkout())).append("}\n");
		}
		b.append("\\item[Seed, games, players] seed ").append(f.settings().seed()).append(", ")
				.append(String.format(Locale.ROOT, "%,d", f.settings().games())).append(" games per combination, ").append(tex(f.settings().first()))
				.append(" (first side) against ").append(tex(f.settings().second())).append(" (second side), turn cap ")
				.append(String.format(Locale.ROOT, "%,d", f.settings().turnCap())).append(' ').append(tex(f.turnUnit())).append('\n');
		for (var p : r.reproduction().players()) {
			b.append("\\item[Player file] \\texttt{").append(tex(p.file())).append("} (").append(tex(p.player())).append("), SHA-256 \\texttt{\\small ")
					.append(p.sha256()).append("}\n");
		}
		b.append("\\item[Rulebench] ").append(tex(r.reproduction().tool())).append(", on Java ").append(tex(r.reproduction().java())).append('\n');
		b.append("\\end{description}\nThese commands give the same figures again:\n");
		b.append(code(String.join("\n", r.reproduction().commands())));
		b.append("\\section{Sources}\\label{sec:sources}\n");
		if (c.sources().isEmpty()) {
			b.append("The reading cites no source.\n");
		} else {
			b.append("\\begin{enumerate}[label={[\\arabic*]}]\n");
			for (SourceRecord s : c.sources()) {
				b.append("\\item ").append(tex(s.text())).append(" Transcription \\texttt{").append(tex(s.file())).append("} (\\texttt{")
						.append(tex(s.id())).append("}).");
				if (!s.witnesses().isEmpty()) {
					b.append(" Witnesses: ").append(tex(String.join("; ", s.witnesses()))).append('.');
				}
				if (s.availability() != null) {
					b.append(' ').append(tex(s.availability()));
				}
				b.append('\n');
			}
			b.append("\\end{enumerate}\n");
		}
		b.append("\\section{Citing this reading}\n").append(code(r.citation().bibtex()));
		b.append("\\end{document}\n");
		return b.toString();
	}

	private static void rules(StringBuilder b, List<RuleEntry> rules, List<SourceRecord> sources) {
		b.append("\\begin{description}[style=nextline]\n");
		for (RuleEntry rule : rules) {
			b.append("\\item[\\texttt{").append(tex(rule.name())).append("}");
			if (rule.origin() != null) {
				b.append(" {\\normalfont\\small (stated by \\texttt{").append(tex(rule.origin())).append("})}");
			}
			b.append("]\n");
			for (Claim claim : rule.claims()) {
				if (claim.label() != null) {
					b.append("\\fbox{\\texttt{").append(tex(claim.label())).append("}} ");
				}
				b.append(tex(claim.text())).append(" \\evidence{").append(tex(claim.evidence())).append("}\n");
				if (claim.cites().isEmpty()) {
					b.append("\\\\ {\\small\\itshape cites no passage}\n");
				}
				cites(b, claim.cites(), sources);
				b.append("\\par\n");
			}
		}
		b.append("\\end{description}\n");
	}

	private static void cites(StringBuilder b, List<Cite> cites, List<SourceRecord> sources) {
		for (Cite cite : cites) {
			b.append("\\\\ {\\small $\\rightarrow$ \\texttt{").append(tex(cite.where())).append('}');
			if (cite.source() > 0) {
				b.append(" [").append(cite.source()).append("] ").append(tex(sources.get(cite.source() - 1).shortName()));
			}
			if (cite.hasQuote()) {
				b.append(": ").append(cite.before().isEmpty() ? "" : "\\ldots " + tex(cite.before())).append("\\textbf{").append(tex(cite.quote()))
						.append('}').append(cite.after().isEmpty() ? "" : tex(cite.after()) + "\\ldots");
				if (!cite.found()) {
					b.append(" \\textit{(these words are not in the passage as transcribed)}");
				}
			}
			b.append("}\n");
		}
	}

	private static String versionLine(ReadingVersion v) {
		return org.rulebench.publish.html.HtmlDocument.versionLine(v);
	}

	private static String label(String base) {
		return base.replaceAll("[^A-Za-z0-9.-]", "-");
	}

	/** Lines of code (commands, BibTeX) in the typewriter font, each line as written, long ones broken where they must. */
	private static String code(String text) {
		StringBuilder b = new StringBuilder("{\\ttfamily\\footnotesize\\raggedright\n");
		for (String line : text.strip().split("\n")) {
			String indent = line.substring(0, line.length() - line.stripLeading().length());
			b.append(indent.isEmpty() ? "" : "\\hspace*{" + indent.length() + "ex}").append(tex(line.strip()).replace(" ", "\\ ")).append("\\\\\n");
		}
		return b.append("\\par}\n").toString();
	}

	/**
	 * LaTeX's special characters escaped, for text set in any mode but verbatim; each run of Chinese, Japanese or Thai
	 * set in a font that has it (\\rbcjk, \\rbthai of the document's preamble, which a paper defines too).
	 */
	public static String tex(String s) {
		if (s == null) {
			return "";
		}
		StringBuilder b = new StringBuilder();
		String run = null;
		for (int i = 0; i < s.length();) {
			int cp = s.codePointAt(i);
			String font = script(cp);
			if (!java.util.Objects.equals(font, run)) {
				if (run != null) {
					b.append('}');
				}
				if (font != null) {
					b.append('{').append(font).append(' ');
				}
				run = font;
			}
			if (font != null) {
				b.appendCodePoint(cp);
				i += Character.charCount(cp);
				continue;
			}
			i += Character.charCount(cp);
			char c = (char) cp;
			if (cp > 0xffff) {
				b.appendCodePoint(cp);
				continue;
			}
			switch (c) {
			case '\\' -> b.append("\\textbackslash{}");
			case '{', '}', '%', '&', '#', '_', '$' -> b.append('\\').append(c);
			case '~' -> b.append("\\textasciitilde{}");
			case '^' -> b.append("\\textasciicircum{}");
			case '<' -> b.append("\\textless{}");
			case '>' -> b.append("\\textgreater{}");
			case '|' -> b.append("\\textbar{}");
			case '\n' -> b.append(' ');
			default -> b.append(c);
			}
		}
		if (run != null) {
			b.append('}');
		}
		return b.toString();
	}

	/**
	 * The font command of a character's script: \\rbcjk for Chinese and Japanese, \\rbhangul for Korean, \\rbthai for
	 * Thai; null for the main font.
	 */
	private static String script(int cp) {
		Character.UnicodeScript sc = Character.UnicodeScript.of(cp);
		if (sc == Character.UnicodeScript.HAN || sc == Character.UnicodeScript.HIRAGANA || sc == Character.UnicodeScript.KATAKANA) {
			return "\\rbcjk";
		}
		Character.UnicodeBlock block = Character.UnicodeBlock.of(cp);
		if (block == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION || block == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS
				|| block == Character.UnicodeBlock.ENCLOSED_ALPHANUMERICS || block == Character.UnicodeBlock.KATAKANA
				|| block == Character.UnicodeBlock.HIRAGANA || block == Character.UnicodeBlock.KATAKANA_PHONETIC_EXTENSIONS) {
			return "\\rbcjk";
		}
		if (sc == Character.UnicodeScript.HANGUL) {
			return "\\rbhangul"; // janggi's piece names
		}
		return sc == Character.UnicodeScript.THAI ? "\\rbthai" : null;
	}
}
