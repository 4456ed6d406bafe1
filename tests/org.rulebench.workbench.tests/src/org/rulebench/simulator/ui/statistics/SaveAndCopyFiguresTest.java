package org.rulebench.simulator.ui.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.publish.figures.Unit;
import org.rulebench.publish.tex.TexDocument;
import org.rulebench.readings.compare.Measure;
import org.rulebench.readings.ui.CompareView;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.simulator.ui.SimulatorView;
import org.rulebench.workbench.tests.Ui;
import org.w3c.dom.Document;

/**
 * Figures taken out of the workbench for a paper: a chart of the Simulator or Compare view saved as SVG (which
 * parses) or PNG (which decodes, at the print scale), the tables copied as CSV and LaTeX with the numbers shown and
 * those of `simulate --format json` (the same statistics, written by publish's writers).
 */
class SaveAndCopyFiguresTest {
	private static final String PING = "pu-shuang/ping.reading";
	@TempDir
	Path dir;
	private SimulatorView view;

	@BeforeEach
	void simulate() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		IFile file = Ui.example(PING);
		int before = view.simulations();
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("the simulation of ping is shown", () -> view.simulations() > before && view.lastOutcome() != null
				&& view.lastOutcome().complete() && view.statistics().getItemCount() > 0);
		view.showCharts();
		Ui.settle();
	}

	@AfterEach
	void closeEditors() {
		Ui.page().closeAllEditors(false);
	}

	private static List<String> texts(org.eclipse.swt.widgets.Menu menu) {
		List<String> t = new ArrayList<>();
		for (MenuItem i : menu.getItems()) {
			t.add(i.getText());
		}
		return t;
	}

	/** RFC 4180 lines without quoted commas or line breaks inside cells (what these tables hold, bar quoted names). */
	private static List<List<String>> csv(String text) {
		List<List<String>> rows = new ArrayList<>();
		for (String line : text.split("\r\n")) {
			List<String> cells = new ArrayList<>();
			StringBuilder cell = new StringBuilder();
			boolean quoted = false;
			for (int i = 0; i < line.length(); i++) {
				char c = line.charAt(i);
				if (c == '"') {
					if (quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
						cell.append('"');
						i++;
					} else {
						quoted = !quoted;
					}
				} else if (c == ',' && !quoted) {
					cells.add(cell.toString());
					cell.setLength(0);
				} else {
					cell.append(c);
				}
			}
			cells.add(cell.toString());
			rows.add(cells);
		}
		return rows;
	}

	@Test
	void everyChartSavesAsAnSvgThatParsesAndAPngAtPrintScale() throws Exception {
		for (ChartCanvas chart : view.charts().canvases()) {
			assertEquals(List.of("Save as &SVG…", "Save as &PNG…"), texts(chart.getMenu()), "the chart's context menu");
		}
		ChartCanvas wins = view.charts().canvases().get(0);
		Path svg = dir.resolve("wins.svg");
		wins.save(svg);
		Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
		assertEquals("svg", doc.getDocumentElement().getNodeName());
		String text = Files.readString(svg);
		assertTrue(text.contains(wins.model().title().replace("&", "&amp;")), "its title is in it as text");
		for (ChartModel.Series s : wins.model().series()) {
			assertTrue(text.contains(s.name()), "the legend names " + s.name());
		}
		Path png = dir.resolve("wins.png");
		wins.save(png);
		ImageData image = new ImageData(png.toString());
		Point size = wins.savedSize();
		assertEquals(size.x * ChartFiles.PRINT_SCALE, image.width, "drawn at " + ChartFiles.PRINT_SCALE + "× the screen's pixels");
		assertTrue(image.height > size.y * ChartFiles.PRINT_SCALE, "the chart and its legend under it: " + image.height);
		Set<Integer> colours = new HashSet<>();
		for (int y = 0; y < image.height; y += 7) {
			for (int x = 0; x < image.width; x += 7) {
				colours.add(image.getPixel(x, y));
			}
		}
		assertTrue(colours.size() > 8, "a drawing, not a blank: " + colours.size() + " colours");
		try (var left = Files.list(dir)) {
			assertEquals(List.of("wins.png", "wins.svg"), left.map(p -> p.getFileName().toString()).sorted().toList(), "no part file left");
		}
	}

	@Test
	void theSimulatorsTableCopiesAsCsvAndLatexWithTheNumbersShown() throws Exception {
		Table table = view.statistics();
		assertEquals(List.of("Copy as &CSV\tCtrl+C", "Copy as &LaTeX"), texts(table.getMenu()));
		TableCopy copy = view.tableCopy();
		List<List<String>> rows = csv(copy.csv());
		assertEquals(table.getItemCount() + 1, rows.size(), "a header and a line per row");
		List<String> header = rows.get(0);
		int firstWins = header.indexOf("first wins, %");
		assertTrue(firstWins > 0, header.toString());
		assertEquals("first wins, % low", header.get(firstWins + 1));
		for (int i = 0; i < table.getItemCount(); i++) {
			List<String> r = rows.get(i + 1);
			assertEquals(table.getItem(i).getText(0), r.get(0));
			assertEquals(table.getItem(i).getText(1).replace(",", ""), r.get(1), "games, without a thousands separator");
			assertEquals(table.getItem(i).getText(2), r.get(firstWins) + " [" + r.get(firstWins + 1) + ", " + r.get(firstWins + 2) + "]",
					"the first side's wins as shown");
			// the numbers of `simulate --format json`: the same statistics
			Statistics s = view.lastOutcome().rows().get(i);
			Interval w = s.winRate(0);
			assertEquals(100 * w.estimate(), Double.parseDouble(r.get(firstWins)), 0.005 + 1e-9);
			assertEquals(100 * w.low(), Double.parseDouble(r.get(firstWins + 1)), 0.005 + 1e-9);
			assertEquals(s.games(), Long.parseLong(r.get(1)));
		}
		String latex = copy.latex();
		assertTrue(latex.contains("\\begin{tabular}") && latex.contains("\\toprule"), "a booktabs table as publish writes it");
		assertEquals(TexDocument.table(view.statisticsTable().table(), "pushuang.ping"), latex, "publish's own writer");
		assertTrue(latex.contains(TexDocument.tex(table.getItem(0).getText(2))), "the cells as shown");
		copy.copy(true);
		Clipboard clipboard = new Clipboard(table.getDisplay());
		try {
			assertEquals(latex, clipboard.getContents(TextTransfer.getInstance()));
			// Edit > Copy (Ctrl+C) while the table has the focus: the CSV
			Ui.page().activate(view);
			table.setFocus();
			Ui.settle();
			PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(IWorkbenchCommandConstants.EDIT_COPY, null);
			assertEquals(copy.csv(), clipboard.getContents(TextTransfer.getInstance()));
		} finally {
			clipboard.dispose();
		}
	}

	@Test
	void theCompareViewsMeasuresCopyAndItsChartsSave() throws Exception {
		CompareView compare = (CompareView) Ui.page().showView(CompareView.ID);
		compare.compare(ReadingsFolder.defaultProject(), "pu-shuang/ping.reading", "pu-shuang/qiliang.reading");
		Ui.waitUntil("the comparison ends", () -> compare.comparison() != null || compare.problem() != null);
		Table measures = compare.measures();
		assertEquals(List.of("Copy as &CSV\tCtrl+C", "Copy as &LaTeX"), texts(measures.getMenu()));
		List<List<String>> rows = csv(compare.measuresCopy().csv());
		assertEquals(List.of("measure", "other reading", "other reading low", "other reading high", "this reading", "this reading low",
				"this reading high", "this − other", "this − other low", "this − other high", "p", "significant", "test", "pairs of games"),
				rows.get(0));
		assertEquals(measures.getItemCount() + 1, rows.size(), "every measure shown");
		for (List<String> r : rows.subList(1, rows.size())) {
			Measure m = compare.comparison().measure(r.get(0));
			if (r.get(1).isEmpty() || r.get(7).isEmpty()) {
				continue; // n/a: a figure of no games
			}
			double scale = m.kind() == Measure.Kind.RATE ? 100 : 1;
			assertEquals(scale * m.old().estimate(), Double.parseDouble(r.get(1)), 0.005 * Math.max(1, Math.abs(scale * m.old().estimate())),
					m.name());
			assertEquals(scale * m.difference().estimate(), Double.parseDouble(r.get(7)), 0.01 * Math.max(1, Math.abs(scale * m.difference().estimate())),
					m.name());
		}
		assertTrue(compare.measuresCopy().latex().contains("\\label{tab:comparison:comparison-rates}"), compare.measuresCopy().latex());
		compare.showCharts();
		Ui.settle();
		ChartCanvas chart = compare.charts().canvases().get(0);
		assertEquals(List.of("Save as &SVG…", "Save as &PNG…"), texts(chart.getMenu()));
		Path svg = dir.resolve("compare.svg");
		chart.save(svg);
		assertEquals("svg", DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile()).getDocumentElement().getNodeName());
		assertTrue(Files.readString(svg).contains("old: "), "the legend names both readings");
		assertTrue(Unit.PERCENT.format(0.5).equals("50.00"));
	}
}
