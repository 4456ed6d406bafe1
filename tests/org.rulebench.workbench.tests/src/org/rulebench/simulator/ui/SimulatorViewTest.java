package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.publish.figures.Cell;
import org.rulebench.publish.figures.Unit;
import org.rulebench.engine.measures.GameMeasures;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.simulator.ui.replay.Replay;
import org.rulebench.simulator.ui.statistics.StatisticsCharts;
import org.rulebench.workbench.tests.Ui;

/** The simulator as a historian uses it: the board of the open reading, a game turn by turn, the statistics. */
class SimulatorViewTest {
	private static final String PING = "pu-shuang/ping.reading";
	private SimulatorView view;

	@BeforeEach
	void openTheSimulator() throws Exception {
		view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
	}

	@AfterEach
	void closeEditors() {
		view.playAs(-1);
		Ui.page().closeAllEditors(false);
	}

	private void showing(IFile file) throws Exception {
		int before = view.simulations();
		IDE.openEditor(Ui.page(), file);
		view.showReading(file);
		Ui.waitUntil("the simulation of " + file.getName() + " is shown", () -> view.simulations() > before
				&& view.statistics().getItemCount() > 0 && view.replay() != null);
	}

	@Test
	void theStatisticsAreThoseOfTheEngineForTheSameSeed() throws Exception {
		IFile file = Ui.example(PING);
		showing(file);
		CompiledReading reading = CompiledReading.of(file);
		assertEquals(reading.choices().size(), view.statistics().getItemCount());
		Statistics expected = new Simulation(reading.rules().get(0)).games(1000).seed(RulebenchPreferences.seed())
				.players("random", "random").turnCap(2000).call();
		Interval first = expected.winRate(0);
		String cell = view.statistics().getItem(0).getText(2);
		assertEquals(Unit.PERCENT.format(first.estimate()) + " [" + Unit.PERCENT.bound(first.low(), Unit.PERCENT.decimals(first.estimate()))
				+ ", " + Unit.PERCENT.bound(first.high(), Unit.PERCENT.decimals(first.estimate())) + "]", cell, "as a published table writes it");
		assertEquals("1,000", view.statistics().getItem(0).getText(1));
		assertTrue(view.status().startsWith("1,000 games"), view.status());
		Interval decisive = GameMeasures.of(expected).decisiveness();
		assertEquals(Cell.interval(decisive.estimate(), decisive.low(), decisive.high()).format(Unit.PERCENT),
				view.statistics().getItem(0).getText(7), "the measures of docs/measures.md");
		assertEquals("turns", view.statistics().getColumn(5).getText());
	}

	@Test
	void oneLegendForTheViewLeavesThePlotsTheirRoomAndSelectedRowsAreCharted() throws Exception {
		showing(Ui.example(PING));
		StatisticsCharts charts = view.charts();
		int combinations = view.statistics().getItemCount();
		assertTrue(combinations > 1, "平雙陸 has uncertain rules");
		assertEquals(combinations, charts.legendLabels().size());
		assertEquals("", charts.legendNote(), "every combination charted, nothing to say");
		Point plot = charts.smallestPlot();
		assertTrue(plot.x >= 150 && plot.y >= 60, "every plot keeps its room: " + plot);
		view.chart(1);
		assertEquals(List.of(1), charts.charted());
		assertEquals(1, charts.legendLabels().size());
		assertTrue(charts.legendNote().startsWith("Charted: 1 of " + combinations + " combinations"), charts.legendNote());
		view.chart(0, 1);
		assertEquals(List.of(0, 1), charts.charted());
	}

	@Test
	void ninetySixCombinationsAreChartedAFewAtATimeWithAFoldedLegend() throws Exception {
		CompiledReading qiliang = CompiledReading.of(Ui.example("pu-shuang/qiliang.reading"));
		assertEquals(96, qiliang.choices().size());
		List<Statistics> rows = qiliang.rules().stream().map(r -> new Simulation(r).games(20).seed(1).call()).toList();
		List<String> labels = qiliang.choices().stream().map(Object::toString).toList();
		Shell shell = new Shell(Display.getCurrent());
		shell.setLayout(new FillLayout());
		try {
			StatisticsCharts charts = new StatisticsCharts(shell);
			shell.setSize(540, 420); // about the Simulator view's statistics at the perspective's size
			shell.open();
			charts.show(labels.subList(0, 1), rows.subList(0, 1)); // one combination: no legend at all
			Ui.settle();
			int alone = charts.smallestPlot().y;
			charts.show(labels, rows);
			Ui.settle();
			assertEquals(List.of(0, 1, 2, 3), charts.charted());
			assertEquals(StatisticsCharts.DEFAULT_CHARTED, charts.legendLabels().size());
			assertEquals("大彩=kishi, kaito=kishi", charts.legendLabels().get(0), "what sets it apart");
			assertTrue(charts.legendNote().startsWith("Charted: 4 of 96 combinations (select rows"), charts.legendNote());
			assertTrue(charts.legendNote().endsWith("They all have reentry=exact, end=notLess, sevenPairs=anywhere, mirrored=instead."), charts.legendNote());
			assertTrue(charts.legendHeight() <= 110, "the legend folds: " + charts.legendHeight() + " px");
			Point plot = charts.smallestPlot();
			assertTrue(plot.x >= 150 && plot.y >= 60, "every plot keeps its room: " + plot);
			assertTrue(plot.y >= alone - charts.legendHeight() / 2 - 8, "the legend's height is shared by the two rows of charts: "
					+ plot.y + " px of " + alone + " px without a legend, the legend " + charts.legendHeight() + " px");

			charts.chart(List.of(91, 48));
			assertEquals(List.of(48, 91), charts.charted());
			assertEquals(List.of("end=notLess, sevenPairs=anywhere, 大彩=kishi, kaito=kishi", "end=stops, sevenPairs=crossed, 大彩=doubles,"
					+ " kaito=crossed"), charts.legendLabels());
			charts.chart(java.util.stream.IntStream.range(0, 96).boxed().toList());
			assertEquals(StatisticsCharts.MAX_CHARTED, charts.charted().size(), "no more than the colours");
			charts.chart(List.of(91, 48));
			charts.show(labels, rows);
			assertEquals(List.of(48, 91), charts.charted(), "the same combinations stay charted when the reading is saved again");
		} finally {
			shell.dispose();
		}
	}

	@Test
	void theBoardStepsThroughAGameTurnByTurnAndJumpsToEvents() throws Exception {
		showing(Ui.example(PING));
		assertEquals(0, view.turn());
		assertTrue(view.board().caption().startsWith("start"), view.board().caption());
		view.step(1);
		assertEquals(1, view.turn());
		assertTrue(view.board().caption().startsWith("turn 1 of "), view.board().caption());
		assertNotEquals(view.replay().position(0), view.board().position());
		view.step(-1);
		assertEquals(0, view.turn());
		int event = view.replay().nextEvent(0, null);
		assertTrue(event > 0, "a game of 平雙陸 has a hit");
		view.nextEvent();
		assertEquals(event, view.turn());
		assertFalse(view.replay().events(event).isEmpty());
		assertTrue(view.board().caption().contains(view.replay().events(event).get(0)), view.board().caption());
	}

	@Test
	void savingTheReadingRunsTheSimulationAgain() throws Exception {
		IFile file = Ui.example(PING);
		showing(file);
		int before = view.simulations();
		String text = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
		file.setContents(new ByteArrayInputStream((text + "\n// saved again\n").getBytes(StandardCharsets.UTF_8)), true, true, null);
		Ui.waitUntil("a new simulation after the save", () -> view.simulations() > before);
		assertEquals("1,000", view.statistics().getItem(0).getText(1));
		file.setContents(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, true, null);
	}

	@Test
	void thePlayersOfferedAreThoseOfTheShownReadingsFamily() throws Exception {
		showing(Ui.example(PING));
		assertEquals(List.of("random", "greedy", "trained", "trained:2", "pubeval"), view.playerNames());
		view.players("greedy");
		IFile xiangqi = Ui.example("xiangqi/xiangqi.reading");
		int before = view.simulations();
		IDE.openEditor(Ui.page(), xiangqi);
		view.showReading(xiangqi);
		Ui.waitUntil("the simulation of xiangqi", () -> view.simulations() > before && view.heading().contains("xiangqi"), view::heading);
		assertEquals(List.of("random", "search"), view.playerNames());
		assertEquals("random", view.player(), "greedy plays no grid game");
		showing(Ui.example(PING));
		assertEquals("greedy", view.player(), "the person's choice comes back with a reading it plays");
		view.players("random");
	}

	@Test
	void aPersonPlaysTheFirstSideByChoosingAmongTheLegalPlays() throws Exception {
		showing(Ui.example(PING));
		view.playAs(0);
		Ui.waitUntil("the person's turn with several legal plays", () -> view.moves().getItemCount() > 1);
		String choice = view.moves().getItem(0);
		view.choose(0);
		Ui.waitUntil("the person's play is made", () -> !view.personsLastTurn().isEmpty());
		assertTrue(view.personsLastTurn().endsWith(" and played " + choice), view.personsLastTurn());
	}

	@Test
	void aPersonFindsAPlayByTypingPartOfIt() throws Exception {
		showing(Ui.example(PING));
		view.playAs(0);
		Ui.waitUntil("the person's turn with several legal plays", () -> view.moves().getItemCount() > 1);
		int all = view.moves().getItemCount();
		String wanted = view.moves().getItem(all - 1);
		String word = wanted.split(" ")[0];
		view.finder().find(word);
		assertTrue(view.moves().getItemCount() >= 1 && view.moves().getItemCount() <= all);
		for (String play : view.moves().getItems()) {
			assertTrue(play.contains(word), play + " does not contain " + word);
		}
		view.finder().find(wanted);
		int row = java.util.Arrays.asList(view.moves().getItems()).indexOf(wanted);
		assertTrue(row >= 0, wanted + " is listed");
		view.moves().setSelection(row);
		view.moves().notifyListeners(org.eclipse.swt.SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
		assertTrue(!view.finder().text().getVisible(), "the field goes with the person's turn");
		Ui.waitUntil("the person's play is made", () -> !view.personsLastTurn().isEmpty());
		assertTrue(view.personsLastTurn().endsWith(" and played " + wanted), view.personsLastTurn());
	}

	@Test
	void aReadingTakesTheBoardAsSoonAsItIsCompiledNotWhenItsGamesAreDone() throws Exception {
		showing(Ui.example(PING));
		Replay ping = view.replay();
		int before = view.simulations();
		IFile acey = Ui.example("backgammon/acey-deucey.reading"); // a thousand games take the better part of a minute
		view.showReading(acey);
		try {
			Ui.waitUntil("acey-deucey's board, while its games are played", () -> view.heading().contains("backgammon.aceydeucey")
					&& view.replay() != null && view.replay() != ping, view::heading);
			assertEquals(before, view.simulations(), "the simulation is still running");
			assertEquals(15, view.replay().position(0).waiting(0), "acey-deucey starts with every piece off the board");
			assertTrue(view.status().equals("simulating 1,000 games…")
					|| view.status().matches("[0-9,]+ of 1,000 games of each of 1 combination so far.*"), view.status());
		} finally {
			org.eclipse.core.runtime.jobs.Job.getJobManager().cancel(org.rulebench.simulator.ui.statistics.SimulationJob.FAMILY);
		}
	}
}
