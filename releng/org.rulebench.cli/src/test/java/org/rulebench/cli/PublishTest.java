package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.publish.figures.Cell;
import org.rulebench.publish.figures.Unit;

import com.google.gson.Gson;

/**
 * `rulebench publish`: a document whose every figure is the command line's own for the same seed, in three formats
 * that agree, and nothing written when the input is bad.
 */
class PublishTest {
	private static final Path QILIANG = ExamplesTest.examples().resolve("pu-shuang/qiliang.reading");
	private static final String[] PLAY = { "--games", "120", "--seed", "7", "--choose", "end=notLess", "--choose", "reentry=exact" };

	@TempDir
	static Path shared;
	private static Path html;
	private static Path pdf;
	private static Path tex;

	@BeforeAll
	static void publishQiliangInEveryFormat() {
		List<String> args = new ArrayList<>(List.of("publish", QILIANG.toString(), "--format", "html,pdf,tex", "-o", shared.toString()));
		args.addAll(List.of(PLAY));
		String printed = Cli.expect(0, args.toArray(String[]::new)).printed();
		html = shared.resolve("pushuang.qiliang.html");
		pdf = shared.resolve("pushuang.qiliang.pdf");
		tex = shared.resolve("pushuang.qiliang.tex");
		for (Path p : List.of(html, pdf, tex, shared.resolve("pushuang.qiliang.bib"), shared.resolve("pushuang.qiliang.csl.json"),
				shared.resolve("pushuang.qiliang-tex/table-outcomes.tex"), shared.resolve("pushuang.qiliang-tex/figure-wins.tex"))) {
			assertTrue(Files.isRegularFile(p), p + " is not written; the command printed:\n" + printed);
			assertTrue(printed.contains(p.toString()), printed);
		}
	}

	/** The cells of an HTML table of the document, row by row. */
	static List<List<String>> cells(String document, String table) {
		int at = document.indexOf("id=\"table-" + table + "\"");
		assertTrue(at >= 0, "no table " + table);
		String body = document.substring(document.indexOf("<tbody>", at), document.indexOf("</tbody>", at));
		List<List<String>> rows = new ArrayList<>();
		for (String tr : body.split("<tr>")) {
			Matcher m = Pattern.compile("<td[^>]*>(.*?)</td>").matcher(tr);
			List<String> row = new ArrayList<>();
			while (m.find()) {
				row.add(m.group(1).replace("&#x27;", "'").replace("&amp;", "&"));
			}
			if (!row.isEmpty()) {
				rows.add(row);
			}
		}
		return rows;
	}

	@SuppressWarnings("unchecked")
	private static Cell cell(Object json, String name, String... path) {
		Object at = json;
		for (String p : path) {
			at = ((Map<String, Object>) at).get(p);
		}
		Map<String, Object> m = (Map<String, Object>) at;
		List<Double> ci = (List<Double>) m.get("ci95");
		return Cell.interval(((Number) m.get(name)).doubleValue(), ci.get(0), ci.get(1));
	}

	@Test
	@SuppressWarnings("unchecked")
	void everyFigureOfTheDocumentIsTheCommandLinesJsonForTheSameSeed() throws IOException {
		List<String> args = new ArrayList<>(List.of("simulate", QILIANG.toString(), "--format", "json"));
		args.addAll(List.of(PLAY));
		Map<String, Object> json = new Gson().fromJson(Cli.expect(0, args.toArray(String[]::new)).out(), Map.class);
		List<Object> rows = (List<Object>) json.get("rows");
		String document = Files.readString(html);
		List<List<String>> outcomes = cells(document, "outcomes");
		List<List<String>> length = cells(document, "length");
		List<List<String>> measures = cells(document, "measures");
		assertEquals(rows.size(), outcomes.size());
		for (int i = 0; i < rows.size(); i++) {
			Object r = rows.get(i);
			List<String> o = outcomes.get(i);
			assertEquals(Unit.COUNT.format(((Number) ((Map<String, Object>) r).get("games")).doubleValue()), o.get(1));
			assertEquals(Unit.COUNT.format(((Number) ((Map<String, Object>) r).get("finished")).doubleValue()), o.get(2));
			assertEquals(cell(r, "rate", "wins", "first").format(Unit.PERCENT), o.get(5), "row " + (i + 1));
			assertEquals(cell(r, "rate", "wins", "second").format(Unit.PERCENT), o.get(6), "row " + (i + 1));
			assertEquals(cell(r, "rate", "starter_wins").format(Unit.PERCENT), o.get(7), "row " + (i + 1));
			assertEquals(cell(r, "mean", "turns").format(Unit.MEAN), length.get(i).get(1), "row " + (i + 1));
			assertEquals(cell(r, "rate", "measures", "decisiveness").format(Unit.PERCENT), measures.get(i).get(1), "row " + (i + 1));
			assertEquals(cell(r, "value", "measures", "balance").format(Unit.MEAN), measures.get(i).get(4), "row " + (i + 1));
		}
		// the figures' JSON the document carries is the command line's, less how long the games took
		Matcher m = Pattern.compile("(?s)<script type=\"application/json\" id=\"figures-json\">(.*?)</script>").matcher(document);
		assertTrue(m.find());
		Map<String, Object> carried = new Gson().fromJson(m.group(1).replace("<\\/", "</"), Map.class);
		assertEquals(withoutTimes(json), withoutTimes(carried));
	}

	@SuppressWarnings("unchecked")
	private static Object withoutTimes(Object json) {
		if (json instanceof Map<?, ?> m) {
			Map<String, Object> copy = new java.util.LinkedHashMap<>();
			((Map<String, Object>) m).forEach((k, v) -> {
				if (!k.equals("games_per_second") && !k.equals("seconds")) {
					copy.put(k, withoutTimes(v));
				}
			});
			return copy;
		}
		if (json instanceof List<?> l) {
			return l.stream().map(PublishTest::withoutTimes).toList();
		}
		return json;
	}

	@Test
	void theDocumentStatesEachRuleWithItsQuoteSourceAndEvidence() throws IOException {
		String document = Files.readString(html);
		assertTrue(document.contains("<h1>"), document);
		assertTrue(document.contains("譜雙"), "the bibliographic record of Pu Shuang");
		assertTrue(document.contains("class=\"quote\""), "quoted words");
		assertTrue(document.contains("ev ev-described"), "evidence labels");
		assertTrue(document.contains("id=\"open-points\""));
		assertTrue(document.contains("<svg"), "the charts inline as SVG");
		assertTrue(document.contains("@misc{rulebench-pushuang.qiliang-"), "BibTeX");
		assertTrue(document.contains("rulebench simulate "), "the command that gives the figures again");
		assertFalse(document.contains("<img") || document.contains("<link") || document.contains("src=\"http"), "one file, offline");
	}

	@Test
	void thePdfsTextHasTheNumbersOfTheHtml() throws IOException {
		String text;
		try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
			text = new PDFTextStripper().getText(doc);
		}
		String flat = text.replaceAll("\\s+", " ");
		String document = Files.readString(html);
		for (String table : List.of("outcomes", "length", "measures")) {
			for (List<String> row : cells(document, table)) {
				for (String c : row.subList(1, row.size())) {
					assertTrue(flat.contains(c), "the PDF lacks " + c + " of table " + table);
				}
			}
		}
		assertTrue(flat.contains("譜雙"), "the CJK of the sources is in the PDF's text");
	}

	@Test
	void theLatexTablesHaveTheNumbersOfTheHtmlAndTheDocumentCompiles() throws IOException, InterruptedException {
		String document = Files.readString(html);
		String outcomes = Files.readString(shared.resolve("pushuang.qiliang-tex/table-outcomes.tex"));
		for (List<String> row : cells(document, "outcomes")) {
			for (String c : row.subList(1, row.size())) {
				assertTrue(outcomes.contains(c), "the LaTeX table lacks " + c);
			}
		}
		assumeTrue(onPath("xelatex"), "no xelatex on this machine: the LaTeX is not compiled (install texlive-xetex to check it)");
		// in a folder of its own, so that its PDF does not take the place of the published one
		Path latex = Files.createDirectories(shared.resolve("latex"));
		Files.copy(tex, latex.resolve(tex.getFileName()));
		Path parts = Files.createDirectories(latex.resolve("pushuang.qiliang-tex"));
		try (Stream<Path> files = Files.list(shared.resolve("pushuang.qiliang-tex"))) {
			for (Path f : files.toList()) {
				Files.copy(f, parts.resolve(f.getFileName()));
			}
		}
		Process p = new ProcessBuilder("xelatex", "-interaction=nonstopmode", "-halt-on-error", tex.getFileName().toString())
				.directory(latex.toFile()).redirectErrorStream(true).redirectOutput(latex.resolve("xelatex.out").toFile()).start();
		assertTrue(p.waitFor(5, TimeUnit.MINUTES), "xelatex did not finish");
		assertEquals(0, p.exitValue(), Files.readString(latex.resolve("xelatex.out")));
		assertTrue(Files.size(latex.resolve("pushuang.qiliang.pdf")) > 0);
	}

	private static boolean onPath(String command) {
		return Stream.of(System.getenv().getOrDefault("PATH", "").split(":")).anyMatch(d -> Files.isExecutable(Path.of(d, command)));
	}

	@Test
	void theHtmlPassesTheNuHtmlChecker() throws IOException, InterruptedException {
		Path vnu = Path.of(System.getProperty("rulebench.vnu", ".ci/tools/node_modules/vnu-jar/build/dist/vnu.jar"));
		assumeTrue(Files.isRegularFile(vnu), "no Nu HTML Checker at " + vnu + ": the HTML is not validated (.ci/run installs it with"
				+ " `npm install --prefix .ci/tools vnu-jar`)");
		Path java = Path.of(System.getProperty("java.home"), "bin", "java");
		Process p = new ProcessBuilder(java.toString(), "-jar", vnu.toString(), "--errors-only", "--also-check-svg", html.toString())
				.redirectErrorStream(true).redirectOutput(shared.resolve("vnu.out").toFile()).start();
		assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the Nu HTML Checker did not finish");
		assertEquals(0, p.exitValue(), Files.readString(shared.resolve("vnu.out")));
	}

	/** Every example reading publishes in the three formats (two games per combination: the document, not the figures, is checked). */
	@ParameterizedTest(name = "{0}")
	@MethodSource("org.rulebench.cli.ExamplesTest#readings")
	void everyExampleReadingPublishesInEveryFormat(Path reading, @TempDir Path dir) throws IOException {
		String printed = Cli.expect(0, "publish", reading.toString(), "--games", "2", "--turn-cap", "300", "--format", "html,pdf,tex", "-o",
				dir.toString()).printed();
		List<Path> written = printed.lines().map(Path::of).toList();
		assertEquals(3, written.stream().filter(p -> p.getParent().equals(dir) && p.toString().matches(".*\\.(html|pdf|tex)$")).count(),
				printed);
		for (Path p : written) {
			assertTrue(Files.size(p) > 0, p + " is empty");
		}
		Path pdfFile = written.stream().filter(p -> p.toString().endsWith(".pdf")).findFirst().orElseThrow();
		try (PDDocument doc = Loader.loadPDF(pdfFile.toFile())) {
			assertTrue(new PDFTextStripper().getText(doc).contains("Reproducing the figures"));
		}
	}

	/**
	 * A showdown's document has its exact house edges beside the simulated figures, the ones a historian cites: the ante
	 * with the play bet and ante bonus (3.37 % with the best reply, which plays Q-6-4 and better), Pair Plus (2.32 %).
	 */
	@Test
	void aShowdownsDocumentHasItsExactHouseEdges(@TempDir Path dir) throws IOException {
		Path reading = ExamplesTest.examples().resolve("three-card-poker/three-card-poker.reading");
		Cli.expect(0, "publish", reading.toString(), "--games", "200", "--choose", "decision=free", "--format", "html", "-o",
				dir.toString());
		String document = Files.readString(dir.resolve("threecardpoker.casino.html")).replace("&#61;", "=");
		List<List<String>> rows = cells(document, "house-edge");
		assertEquals(1, rows.size(), rows.toString());
		assertEquals(List.of("53.83", "27395899/50896300", "2.32", "128/5525", "3.37", "686689/20358520", "Q-6-4 and better"),
				rows.get(0).subList(1, 8));
		assertTrue(document.contains("rulebench edge ") && document.contains(" --best --players random --choose decision=free --format json"),
				"the command that gives the same edges");
	}

	@Test
	void aComparisonNamesTheRulesThatDifferAndEachTest(@TempDir Path dir) throws IOException {
		String printed = Cli.expect(0, "publish", QILIANG.toString(), "--compare", QILIANG.resolveSibling("ping.reading").toString(),
				"--games", "20",
				"--choose", "end=notLess", "--choose", "reentry=exact", "--choose", "kaito=kishi", "--choose", "sevenPairs=anywhere",
				"--choose", "大彩=kishi", "-o", dir.toString()).printed();
		String document = Files.readString(dir.resolve("pushuang.qiliang.html"));
		assertTrue(document.contains("id=\"comparison\""), printed);
		List<List<String>> rules = cells(document, "rule-differences");
		assertTrue(rules.stream().anyMatch(r -> r.get(0).equals("limit") && r.get(2).contains("5 pieces") && r.get(4).contains("2 pieces")), rules.toString());
		assertTrue(cells(document, "comparison-rates").stream().allMatch(r -> r.get(6).startsWith("McNemar")), document);
		assertTrue(cells(document, "comparison-means").stream().allMatch(r -> r.get(6).contains("t-test") || r.get(6).contains("t test")), document);
		assertTrue(document.contains("rulebench compare "), "the command that gives the comparison again");
	}

	@Test
	void theVersionIsTheWorkspacesCommitAndAChangeNotCommittedIsShown(@TempDir Path dir) throws Exception {
		Path reading = workspaceCopy(dir, tei -> tei).resolve("pu-shuang/qiliang.reading");
		String[] publish = { "publish", reading.toString(), "--games", "2", "--choose", "end=notLess", "--choose", "reentry=exact", "--choose",
				"kaito=kishi", "--choose", "sevenPairs=anywhere", "-o", dir.resolve("out").toString() };
		String outside = published(publish, dir);
		assertTrue(outside.contains("Not under version control."), "a reading outside a workspace says so");
		String commit;
		try (org.eclipse.jgit.api.Git git = org.eclipse.jgit.api.Git.init().setDirectory(dir.toFile()).call()) {
			git.add().addFilepattern("pu-shuang").addFilepattern("sources").call();
			commit = git.commit().setAuthor("A. Historian", "a@example.org").setCommitter("A. Historian", "a@example.org")
					.setMessage("qiliang").setSign(false).call().getName();
			git.tag().setName("published/qiliang/v1").call();
		}
		String committed = published(publish, dir);
		assertTrue(committed.contains("commit " + commit.substring(0, 7) + " (tag published/qiliang/v1)"), "the commit and its tag");
		assertFalse(committed.contains("class=\"dirty\""), "a committed reading has no warning");
		assertTrue(Files.readString(dir.resolve("out/pushuang.qiliang.bib")).contains("A. Historian"), "the author is cited");
		Files.writeString(reading, Files.readString(reading) + "\n// a change\n");
		String changed = published(publish, dir);
		assertTrue(changed.contains("Not a committed version.") && changed.contains("pu-shuang/qiliang.reading (modified)"), "the change is shown");
		assertTrue(Files.readString(dir.resolve("out/pushuang.qiliang.bib")).contains("NOT A COMMITTED VERSION"));
	}

	private static String published(String[] publish, Path dir) throws IOException {
		Cli.expect(0, publish).printed();
		return Files.readString(dir.resolve("out/pushuang.qiliang.html"));
	}

	@Test
	void aReadingThatDoesNotCheckIsNotPublished(@TempDir Path dir) throws IOException {
		Path bad = dir.resolve("bad.reading");
		Files.writeString(bad, "reading bad of \"Nothing\"\nrule board: the board has seventy points\n");
		Path out = dir.resolve("out");
		String text = Cli.expect(1, "publish", bad.toString(), "-o", out.toString()).printed();
		assertTrue(text.contains("bad.reading:1:"), text);
		assertTrue(text.contains("Nothing was written"), text);
		assertFalse(Files.exists(out) && Files.list(out).findAny().isPresent(), "nothing is written");
	}

	@Test
	void aMissingPlayerFileNamesTheCommandThatMakesIt(@TempDir Path dir) throws IOException {
		Path copy = workspaceCopy(dir, tei -> tei).resolve("pu-shuang/qiliang.reading");
		Path out = dir.resolve("out");
		Files.createDirectories(out);
		String text = Cli.expect(1, "publish", copy.toString(), "--players", "trained,random", "--games", "10", "-o",
				out.toString()).printed();
		assertTrue(text.contains("rulebench train"), text);
		assertTrue(text.contains("nothing was written"), text);
		try (Stream<Path> written = Files.list(out)) {
			assertEquals(List.of(), written.toList());
		}
	}

	/** The Pu Shuang readings (no player files) and every source, each source's text as {@code edit} makes it. */
	private static Path workspaceCopy(Path dir, java.util.function.UnaryOperator<String> edit) throws IOException {
		Path examples = ExamplesTest.examples();
		for (String folder : List.of("pu-shuang", "sources")) {
			Files.createDirectories(dir.resolve(folder));
			try (Stream<Path> files = Files.list(examples.resolve(folder))) {
				for (Path f : files.toList()) {
					String name = f.getFileName().toString();
					if (name.endsWith(".reading")) {
						Files.copy(f, dir.resolve(folder).resolve(name));
					} else if (name.endsWith(".tei")) {
						Files.writeString(dir.resolve(folder).resolve(name), name.equals("pushuang.tei") ? edit.apply(Files.readString(f)) : Files.readString(f));
					}
				}
			}
		}
		return dir;
	}

	@Test
	void aSourceWithoutABibliographicRecordNamesTheSourceToFix(@TempDir Path dir) throws IOException {
		workspaceCopy(dir, tei -> tei.replaceAll("(?s)<bibl>.*?</bibl>", ""));
		Path out = dir.resolve("out");
		String text = Cli.expect(1, "publish", dir.resolve("pu-shuang/qiliang.reading").toString(), "--games", "10", "--choose",
				"end=notLess",
				"-o", out.toString()).printed();
		assertTrue(text.contains("pushuang.tei"), text);
		assertTrue(text.contains("no bibliographic record"), text);
		assertTrue(text.contains("<bibl>"), text);
		assertFalse(Files.exists(out) && Files.list(out).findAny().isPresent(), "nothing is written");
	}
}
