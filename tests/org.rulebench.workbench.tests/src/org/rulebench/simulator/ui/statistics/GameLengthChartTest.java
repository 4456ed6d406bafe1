package org.rulebench.simulator.ui.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The game-length chart as a person reads it: shares of games on an axis from zero (a card round's 47 % and 53 % are
 * not a cliff), and curves lying on one another said to coincide, each colour still showing.
 */
class GameLengthChartTest {
	/** Records what is drawn: the texts, and the widths lines are drawn in, by colour. */
	private static final class Recording implements Pen {
		final List<String> texts = new ArrayList<>();
		final List<int[]> lines = new ArrayList<>();

		@Override
		public void line(int x1, int y1, int x2, int y2, int width, int rgb) {
			lines.add(new int[] { width, rgb });
		}

		@Override
		public void rectangle(int x, int y, int width, int height, int rgb) {
		}

		@Override
		public void dot(int x, int y, int radius, int rgb) {
		}

		@Override
		public void text(String text, int x, int y, boolean bold, int rgb) {
			texts.add(text);
		}

		@Override
		public int[] extent(String text, boolean bold) {
			return new int[] { 7 * text.length(), 14 };
		}

		int widest(int rgb) {
			return lines.stream().filter(l -> l[1] == rgb).mapToInt(l -> l[0]).max().orElse(0);
		}
	}

	private static ChartModel.Series series(String name, int colour, double... y) {
		double[] x = { 4, 5, 6, 7 };
		double[] none = { Double.NaN, Double.NaN, Double.NaN };
		return new ChartModel.Series(name, colour, x, y, none, none);
	}

	private static ChartModel lengths(ChartModel.Series... s) {
		return new ChartModel("Game length: % of games", "cards dealt", "% of games", List.of(), List.of(s), true, 100);
	}

	@Test
	void sharesOfGamesStandOnZero() {
		Recording pen = new Recording();
		ChartPainter.Drawn d = ChartPainter.paint(lengths(series("old", 0x1f77b4, 47, 53, 0), series("new", 0xff7f0e, 48, 52, 0)), pen, 0, 0, 300, 200);
		assertEquals(0, d.y().low(), "a histogram's axis starts at 0, not zoomed to 45-55 %: " + d.y());
		assertTrue(pen.texts.stream().noneMatch(t -> t.contains("coincide")), pen.texts.toString());
	}

	@Test
	void twoReadingsWhoseCurvesCoincideAreSaidToAndBothShow() {
		Recording pen = new Recording();
		ChartModel m = lengths(series("old", 0x1f77b4, 47.2, 52.8, 0), series("new", 0xff7f0e, 47.2, 52.8, 0));
		assertEquals("the 2 curves coincide", m.coincide());
		ChartPainter.paint(m, pen, 0, 0, 300, 200);
		assertTrue(pen.texts.contains("the 2 curves coincide"), pen.texts.toString());
		assertTrue(pen.widest(0x1f77b4) > pen.widest(0xff7f0e), "the curve underneath is drawn wider, so that it shows around the other");
	}

	@Test
	void someOfSeveralCurvesCoincideNamedByTheirColours() {
		ChartModel m = lengths(series("a", SimulationCharts.PALETTE[0], 10, 90, 0), series("b", SimulationCharts.PALETTE[1], 30, 70, 0),
				series("c", SimulationCharts.PALETTE[2], 10, 90, 0));
		assertEquals("the blue and green curves coincide", m.coincide());
		assertNull(lengths(series("a", SimulationCharts.PALETTE[0], 10, 90, 0)).coincide(), "one curve coincides with none");
	}
}
