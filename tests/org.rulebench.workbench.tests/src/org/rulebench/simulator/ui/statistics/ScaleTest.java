package org.rulebench.simulator.ui.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** A chart's axis shows the differences between its values: ticks at round values, zoomed to the values where they stand far from zero. */
class ScaleTest {

	/** Where a value is drawn on a plot this many pixels high. */
	private static double pixel(Scale s, double v, int height) {
		return s.fraction(v) * height;
	}

	@Test
	void fourRatesAPointApartLookDifferent() {
		double[] rates = { 49, 50, 51, 52 };
		Scale s = Scale.of(47.5, 53.5, 4, 100); // the rates with their intervals
		assertFalse(s.fromZero(), "the axis is zoomed to the rates, not from zero: " + s);
		for (int i = 1; i < rates.length; i++) {
			double apart = pixel(s, rates[i], 60) - pixel(s, rates[i - 1], 60);
			assertTrue(apart >= 5, "a point apart is five pixels at least on a 60 px plot: " + apart + " on " + s);
		}
		assertTrue(s.ticks().size() >= 3, "more ticks than a lone 0: " + s.ticks());
	}

	@Test
	void aLowPlotKeepsItsZoom() {
		// 200 games: rates about 46 to 54 with intervals from 39 to 61, on a plot with room for two ticks
		Scale s = Scale.of(39.2, 60.8, 2, 100);
		assertFalse(s.fromZero(), "not 0 to 100, where the rates would stand alike: " + s);
		assertTrue(s.ticks().size() <= 5, "ticks at most twice the room's: " + s.ticks());
	}

	@Test
	void ticksAreRoundAndLabelledToTheDecimalsThatTellThemApart() {
		Scale s = Scale.of(0.52, 0.68, 4);
		assertEquals(List.of("0.50", "0.55", "0.60", "0.65", "0.70"), s.ticks().stream().map(s::label).toList());
		Scale counts = Scale.of(0, 17.3, 4);
		assertTrue(counts.fromZero());
		assertEquals(List.of("0", "5", "10", "15", "20"), counts.ticks().stream().map(counts::label).toList());
	}

	@Test
	void aShareNeverRunsPastItsLimit() {
		Scale s = Scale.of(88, 99.5, 4, 100);
		assertEquals(100, s.high(), 1e-9, "a share in percent ends at 100 % at most: " + s);
		assertTrue(s.ticks().stream().allMatch(t -> t <= 100), s.ticks().toString());
	}

	@Test
	void countsNearZeroStandOnZero() {
		Scale s = Scale.of(0.2, 6.1, 4);
		assertEquals(0, s.low(), "bars of events per game stand on zero");
		assertTrue(s.high() >= 6.1);
	}

	@Test
	void oneValueOrNoneStillGivesAnAxis() {
		Scale one = Scale.of(50, 50, 4);
		assertTrue(one.low() < 50 && one.high() > 50, one.toString());
		Scale none = Scale.of(Double.NaN, Double.NaN, 4);
		assertTrue(none.high() > none.low(), none.toString());
	}
}
