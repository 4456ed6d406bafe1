package org.rulebench.publish.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.rulebench.publish.PublishedReading;
import org.rulebench.publish.Reproduction;
import org.rulebench.publish.charts.Forest;
import org.rulebench.publish.charts.ForestChart;
import org.rulebench.publish.document.Cite;
import org.rulebench.publish.document.Claim;
import org.rulebench.publish.document.ExpectationEntry;
import org.rulebench.publish.document.ReadingContents;
import org.rulebench.publish.document.RuleEntry;
import org.rulebench.publish.document.SourceRecord;
import org.rulebench.publish.figures.Carriers;
import org.rulebench.publish.figures.Cell;
import org.rulebench.publish.figures.ComparisonFigures;
import org.rulebench.publish.figures.Figures;
import org.rulebench.publish.figures.Table;
import org.rulebench.publish.figures.Unit;
import org.rulebench.publish.version.ReadingVersion;
import org.rulebench.readings.internal.Json;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheResolver;

/**
 * The document as HTML, filled into the Mustache template reading.mustache (and its partials) beside this class:
 * one file with its style sheet and its charts (SVG) inline, that opens offline and passes the Nu HTML Checker. The
 * PDF is laid out from the same HTML, written for print: its charts are objects that the PDF renderer draws as
 * vector graphics, and its fonts are the ones it embeds.
 */
public final class HtmlDocument {
	/** The fonts a browser is asked for, serif text first, then the CJK and Thai fonts the readings' sources need. */
	public static final String SERIF = "\"DejaVu Serif\", \"Noto Serif\", \"Noto Serif CJK JP\", \"Noto Serif CJK SC\", \"AR PL UMing TW\","
			+ " \"IPAMincho\", \"Noto Serif Thai\", \"Kinnari\", Georgia, serif";
	public static final String MONO = "\"DejaVu Sans Mono\", \"Noto Sans Mono CJK JP\", \"Droid Sans Fallback\", monospace";
	private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

	private HtmlDocument() {
	}

	/** The self-contained HTML document. */
	public static String html(PublishedReading r) {
		return render(r, false, SERIF, MONO);
	}

	/**
	 * The HTML the PDF is laid out from: well-formed XML, the charts as objects of type
	 * application/x-rulebench-chart with data "chart:ID", the fonts those the PDF embeds.
	 */
	public static String forPdf(PublishedReading r, String serif, String mono) {
		return render(r, true, serif, mono);
	}

	private static String render(PublishedReading r, boolean pdf, String serif, String mono) {
		Map<String, Object> view = view(r, pdf);
		Map<String, Object> style = new LinkedHashMap<>();
		style.put("serif", serif);
		style.put("mono", mono);
		style.put("pageHead", css(r.contents().game() + " — " + r.contents().name() + " — " + r.version().describe()));
		view.put("style", fill("style.css", style));
		return fill("reading.mustache", view);
	}

	private static String fill(String template, Map<String, Object> view) {
		Mustache m = FACTORY.compile(template);
		StringWriter out = new StringWriter();
		m.execute(out, view);
		return out.toString();
	}

	/** Templates from this bundle's class loader (a context class loader means nothing under OSGi). */
	private static final DefaultMustacheFactory FACTORY = new DefaultMustacheFactory(new MustacheResolver() {
		@Override
		public Reader getReader(String name) {
			String file = name.contains(".") ? name : name + ".mustache";
			InputStream in = HtmlDocument.class.getResourceAsStream(file);
			if (in == null) {
				return new StringReader(""); // the factory asks for names it then does not use
			}
			try (in) {
				return new StringReader(new String(in.readAllBytes(), StandardCharsets.UTF_8));
			} catch (IOException e) {
				throw new UncheckedIOException("the template " + file + " cannot be read", e);
			}
		}
	});

	private static Map<String, Object> view(PublishedReading r, boolean pdf) {
		ReadingContents c = r.contents();
		ReadingVersion v = r.version();
		Figures f = r.figures();
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("pdf", pdf);
		m.put("slash", pdf ? "/" : "");
		m.put("tool", r.reproduction().tool());
		m.put("game", c.game());
		m.put("reading", c.name());
		m.put("bases", c.bases().isEmpty() ? null : String.join(", extending ", c.bases()));
		m.put("versionLine", versionLine(v));
		m.put("published", DATE.format(r.published()));
		m.put("dirty", v.dirty());
		m.put("dirtyTitle", v.underVersionControl() ? "Not a committed version." : "Not under version control.");
		m.put("dirtyText", dirtyText(v));
		m.put("uncommitted", v.uncommitted().isEmpty() ? null : Map.of("files", v.uncommitted()));
		m.put("summary", summary(r));
		List<SourceRecord> sources = c.sources();
		m.put("settled", c.settled().stream().map(x -> rule(x, sources)).toList());
		m.put("open", c.openPoints().stream().map(x -> rule(x, sources)).toList());
		m.put("hasOpen", !c.openPoints().isEmpty());
		List<Object> expectations = new ArrayList<>();
		for (ExpectationEntry e : c.expectations()) {
			Map<String, Object> x = new LinkedHashMap<>();
			x.put("name", e.name());
			x.put("text", e.text());
			x.put("evidence", e.evidence());
			x.put("verdict", e.verdict());
			x.put("verdictClass", e.holds() ? "verdict-holds" : "verdict-fails");
			x.put("failures", e.failures());
			x.put("hasFailures", !e.failures().isEmpty());
			x.put("cites", cites(e.cites(), sources));
			x.put("hasCites", !e.cites().isEmpty());
			expectations.add(x);
		}
		m.put("expectations", expectations);
		m.put("hasExpectations", !expectations.isEmpty());
		m.put("claims", c.claims());
		List<Object> profile = new ArrayList<>();
		c.evidence().forEach((label, n) -> {
			if (n > 0 || !ReadingContents.LISTED_WHEN_USED.contains(label)) {
				profile.add(Map.of("label", label, "count", n, "share",
						String.format(Locale.ROOT, "%.0f %%", c.claims() == 0 ? 0.0 : 100.0 * n / c.claims())));
			}
		});
		m.put("profile", profile);
		m.put("carriers", carriers(r));
		m.put("hasCarriers", !r.carriers().isEmpty());
		m.put("games", String.format(Locale.ROOT, "%,d", f.settings().games()));
		Counters n = new Counters();
		m.put("settingsText", settingsText(f));
		m.put("tables", f.tables().stream().map(t -> table(t, n)).toList());
		m.put("charts", f.charts().stream().map(ch -> chart(ch, n, pdf)).toList());
		if (r.comparison() != null) {
			ComparisonFigures cf = r.comparison();
			Map<String, Object> cm = new LinkedHashMap<>();
			cm.put("old", cf.old());
			cm.put("now", cf.now());
			cm.put("changed", cf.rules().rows().size());
			cm.put("settingsText", String.format(Locale.ROOT, "%,d games of each on the same seeds (seed %s), %s against %s.",
					f.settings().games(), f.settings().seed(), f.settings().first(), f.settings().second()));
			cm.put("rules", table(cf.rules(), n));
			cm.put("tables", cf.tables().stream().filter(t -> !t.rows().isEmpty()).map(t -> table(t, n)).toList());
			cm.put("chart", cf.chart().isEmpty() ? null : chart(cf.chart(), n, pdf));
			m.put("comparison", cm);
		}
		Reproduction p = r.reproduction();
		m.put("path", v.path());
		m.put("checkout", p.checkout());
		m.put("seed", f.settings().seed());
		m.put("rowsText", f.rows() > 1 ? f.rows() + " combinations" : null);
		m.put("first", f.settings().first());
		m.put("second", f.settings().second());
		m.put("skill", f.settings().skill());
		m.put("turnCap", String.format(Locale.ROOT, "%,d", f.settings().turnCap()));
		m.put("turnUnit", f.turnUnit());
		m.put("playerFiles", p.players());
		m.put("hasPlayerFiles", !p.players().isEmpty());
		m.put("java", p.java());
		m.put("commands", p.commands());
		List<Object> srcs = new ArrayList<>();
		for (SourceRecord s : sources) {
			Map<String, Object> x = new LinkedHashMap<>();
			x.put("number", s.number());
			x.put("id", s.id());
			x.put("file", s.file());
			x.put("text", s.text());
			x.put("availability", s.availability());
			x.put("witnesses", s.witnesses());
			x.put("hasWitnesses", !s.witnesses().isEmpty());
			srcs.add(x);
		}
		m.put("sources", srcs);
		m.put("bibtex", r.citation().bibtex());
		m.put("csl", r.citation().csl());
		m.put("figuresJson", Json.write(f.json()).replace("</", "<\\/"));
		return m;
	}

	public static String versionLine(ReadingVersion v) {
		return (v.underVersionControl() ? "version: " + v.describe() + " of " + v.path() : v.describe() + ": " + v.path());
	}

	private static String dirtyText(ReadingVersion v) {
		if (!v.underVersionControl()) {
			return "The reading's file is not in a readings workspace (a Git repository), so nobody can check out the text"
					+ " this document publishes. Put it in one (rulebench readings init), commit it and publish it again before citing it.";
		}
		return "These files differ from commit " + v.shortCommit() + ", so the document publishes a text nobody can check out;"
				+ " commit them (rulebench readings commit) and publish again before citing it:";
	}

	/** The summary's paragraphs: what the reading states and what its figures show. */
	public static List<String> summary(PublishedReading r) {
		ReadingContents c = r.contents();
		Figures f = r.figures();
		List<String> s = new ArrayList<>();
		StringBuilder first = new StringBuilder();
		first.append(String.format(Locale.ROOT, "The reading %s states %d rules of %s", c.name(), c.rules().size(), c.game()));
		first.append(c.bases().isEmpty() ? "" : ", " + (c.rules().stream().filter(x -> x.origin() == null).count())
				+ " of them its own, the others those of " + String.join(" and ", c.bases()));
		first.append(". Of its ").append(c.claims()).append(" claims, ");
		List<String> parts = new ArrayList<>();
		c.evidence().forEach((l, n) -> {
			if (n > 0) {
				parts.add(n + " " + (n == 1 ? "is " : "are ") + l);
			}
		});
		first.append(String.join(", ", parts)).append('.');
		long open = c.openPoints().size();
		if (open > 0) {
			first.append(String.format(Locale.ROOT, " The sources leave %d rule%s open; the reading plays %d combination%s of the alternatives.",
					open, open == 1 ? "" : "s", f.rows(), f.rows() == 1 ? "" : "s"));
		}
		if (!c.expectations().isEmpty()) {
			long holding = c.expectations().stream().filter(ExpectationEntry::holds).count();
			first.append(String.format(Locale.ROOT, " %d of its %d expectations hold under every combination published.", holding,
					c.expectations().size()));
		}
		first.append(" It cites ").append(c.sources().size()).append(c.sources().size() == 1 ? " source." : " sources.");
		s.add(first.toString());
		Table outcomes = f.table("outcomes");
		Table length = f.table("length");
		StringBuilder figures = new StringBuilder(settingsText(f)).append(' ');
		if (f.rows() == 1) {
			figures.append("The first side wins ").append(outcomes.cell(0, 5)).append(" % of the finished games; a finished game lasts ")
					.append(length.cell(0, 1)).append(' ').append(f.turnUnit()).append(" on average (95 % intervals in brackets).");
		} else {
			figures.append("Across the combinations the first side wins from ").append(range(outcomes, 5, Unit.PERCENT)).append(" % of the finished games,")
					.append(" and a finished game lasts from ").append(range(length, 1, Unit.MEAN)).append(' ').append(f.turnUnit())
					.append(" on average.");
		}
		long carrying = r.carriers().stream().filter(Carriers.Carrier::carries).count();
		if (!r.carriers().isEmpty()) {
			figures.append(' ').append(carrying == 0 ? "No open point moves a measure beyond chance at this number of games."
					: carrying + " of the " + r.carriers().size() + " open points move the figures beyond chance: "
							+ String.join(", ", r.carriers().stream().filter(Carriers.Carrier::carries).map(Carriers.Carrier::rule).toList()) + ".");
		}
		s.add(figures.toString());
		if (r.comparison() != null) {
			long significant = r.comparison().tables().stream().flatMap(t -> t.rows().stream())
					.filter(row -> "yes".equals(row.get(5).text())).count();
			s.add("Against " + r.comparison().old() + ", " + r.comparison().rules().rows().size() + " rules differ and " + significant
					+ " measures differ significantly (section 4).");
		}
		return s;
	}

	private static String range(Table t, int column, Unit unit) {
		double lo = Double.POSITIVE_INFINITY;
		double hi = Double.NEGATIVE_INFINITY;
		for (List<Cell> row : t.rows()) {
			double v = row.get(column).value();
			if (!Double.isNaN(v)) {
				lo = Math.min(lo, v);
				hi = Math.max(hi, v);
			}
		}
		return lo > hi ? "n/a" : unit.format(lo) + " to " + unit.format(hi);
	}

	public static String settingsText(Figures f) {
		Figures.Settings s = f.settings();
		return String.format(Locale.ROOT, "%,d games %s, seed %d, %s (first side) against %s (second side), stopped as unfinished after %,d %s%s.",
				s.games(), f.rows() == 1 ? "played" : "per combination", s.seed(), s.first(), s.second(), s.turnCap(), f.turnUnit(),
				s.skill() == null ? "" : "; the skill gradient of " + s.skill() + " against the weaker players");
	}

	private static Map<String, Object> rule(RuleEntry rule, List<SourceRecord> sources) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("name", rule.name());
		m.put("origin", rule.origin());
		List<Object> claims = new ArrayList<>();
		for (Claim c : rule.claims()) {
			Map<String, Object> x = new LinkedHashMap<>();
			x.put("label", c.label());
			x.put("text", c.text());
			x.put("evidence", c.evidence());
			x.put("cites", cites(c.cites(), sources));
			x.put("hasCites", !c.cites().isEmpty());
			claims.add(x);
		}
		m.put("claims", claims);
		return m;
	}

	private static List<Object> cites(List<Cite> cites, List<SourceRecord> sources) {
		List<Object> out = new ArrayList<>();
		for (Cite c : cites) {
			Map<String, Object> x = new LinkedHashMap<>();
			x.put("where", c.where());
			x.put("source", c.source() == 0 ? null : c.source());
			x.put("sourceName", c.source() == 0 ? null : sources.get(c.source() - 1).shortName());
			x.put("quote", c.quote());
			x.put("before", c.before().isEmpty() ? null : c.before());
			x.put("after", c.after().isEmpty() ? null : c.after());
			x.put("notFound", c.hasQuote() && !c.found());
			out.add(x);
		}
		return out;
	}

	private static List<Object> carriers(PublishedReading r) {
		List<Object> out = new ArrayList<>();
		RuleEntry[] rules = r.contents().openPoints().toArray(RuleEntry[]::new);
		for (Carriers.Carrier c : r.carriers()) {
			Map<String, Object> x = new LinkedHashMap<>();
			x.put("rule", c.rule());
			List<Object> alternatives = new ArrayList<>();
			for (RuleEntry e : rules) {
				if (e.name().equals(c.rule())) {
					e.claims().forEach(a -> alternatives.add(Map.of("label", a.label(), "evidence", a.evidence())));
				}
			}
			x.put("alternatives", alternatives);
			x.put("carries", c.carries());
			List<Object> shifts = new ArrayList<>();
			c.shifts().forEach(s -> shifts.add(Map.of("measure", s.measure(), "apart", s.apart(), "pairs", s.pairs(), "largest", s.largest())));
			x.put("shifts", shifts);
			x.put("games", String.format(Locale.ROOT, "%,d", r.figures().settings().games()));
			out.add(x);
		}
		return out;
	}

	/** The numbers of tables and figures, counted through the document. */
	private static final class Counters {
		int tables;
		int figures;
	}

	private static Map<String, Object> table(Table t, Counters n) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("id", t.id());
		m.put("number", ++n.tables);
		m.put("caption", t.caption());
		m.put("note", t.note().isEmpty() ? null : t.note());
		List<Object> headers = new ArrayList<>();
		for (Table.Column c : t.columns()) {
			headers.add(Map.of("name", c.name(), "numeric", c.unit() != Unit.TEXT));
		}
		m.put("headers", headers);
		List<Object> rows = new ArrayList<>();
		for (int i = 0; i < t.rows().size(); i++) {
			List<Object> cells = new ArrayList<>();
			for (int j = 0; j < t.columns().size(); j++) {
				cells.add(Map.of("text", t.cell(i, j), "numeric", t.columns().get(j).unit() != Unit.TEXT));
			}
			rows.add(Map.of("cells", cells));
		}
		m.put("rows", rows);
		return m;
	}

	private static Map<String, Object> chart(Forest f, Counters n, boolean pdf) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("id", f.id());
		m.put("number", ++n.figures);
		m.put("title", f.title());
		m.put("caption", f.caption());
		if (pdf) {
			m.put("object", true);
			m.put("heightMm", String.format(Locale.ROOT, "%.1f", heightMm(f)));
		} else {
			m.put("svg", ForestChart.svg(f));
		}
		return m;
	}

	/** The chart's height on an A4 page whose text is 178 mm wide, keeping its proportions. */
	public static double heightMm(Forest f) {
		return 178.0 * ForestChart.height(f) / ForestChart.WIDTH;
	}

	/** A CSS string's content: quotes and backslashes escaped. */
	private static String css(String text) {
		return text.replace("\\", "\\\\").replace("\"", "\\\"");
	}
}
