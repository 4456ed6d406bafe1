package org.rulebench.readings.ui.compare;

import java.util.Locale;

import org.rulebench.engine.measures.GameMeasures;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.readings.compare.Comparison;

/**
 * Why a comparison under random play may say little: where most games of random players end drawn or unfinished
 * (a grid game: random moves seldom mate), the figures describe how random moves play, not the game as people play
 * it, and a competent player (search) should be compared instead.
 */
public final class RandomPlay {
	/** Beyond this share of drawn or unfinished games, random play is said to tell little. */
	static final double UNDECIDED = 0.5;

	private RandomPlay() {
	}

	/** The caution a comparison needs, or an empty text. */
	public static String caution(Comparison c) {
		if (!c.players().stream().allMatch("random"::equals)) {
			return "";
		}
		double old = undecided(c.before());
		double now = undecided(c.after());
		if (Math.max(old, now) < UNDECIDED) {
			return "";
		}
		return String.format(Locale.ROOT, "Under random play %.0f%% of the old reading's games and %.0f%% of the new's end drawn or"
				+ " unfinished: random moves seldom win, so these figures say little about the games as played. Choose search"
				+ " players (slower) to compare how the readings play.", 100 * old, 100 * now);
	}

	private static double undecided(Statistics s) {
		GameMeasures m = GameMeasures.of(s);
		return m.drawishness().estimate() + m.timeouts().estimate();
	}
}
