package org.rulebench.readings.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rulebench.engine.simulation.Distribution;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Statistics;

/**
 * The measures of two simulations whose games were played apart (two sweeps' results, read from their files
 * instead of playing again): the same measures as a paired comparison, each difference tested without pairs
 * (two-proportion z for rates, Welch's t for means), which is valid whatever the seeds and less sensitive than the
 * paired tests of `rulebench compare` on the same seeds.
 */
public final class Unpaired {
	private static final String[] SIDES = { "first", "second" };

	private Unpaired() {
	}

	public static List<Measure> measures(Statistics a, Statistics b, String turnUnit) {
		List<Measure> list = new ArrayList<>();
		list.add(Significance.twoProportions("first side wins", a.winRate(0), b.winRate(0), a.wins(0), a.finished(), b.wins(0), b.finished()));
		list.add(Significance.twoProportions("side moving first wins", a.starterWinRate(), b.starterWinRate(), a.starterWins(),
				a.finished() - a.draws(), b.starterWins(), b.finished() - b.draws()));
		if (a.draws() + b.draws() > 0) {
			list.add(Significance.twoProportions("draws", Interval.wilson(a.draws(), a.finished()), Interval.wilson(b.draws(), b.finished()),
					a.draws(), a.finished(), b.draws(), b.finished()));
		}
		list.add(Significance.twoProportions("unfinished games", Interval.wilson(a.unfinished(), a.games()),
				Interval.wilson(b.unfinished(), b.games()), a.unfinished(), a.games(), b.unfinished(), b.games()));
		list.add(welch(turnUnit + " per game", a.turns(), b.turns()));
		for (int side = 0; side < 2; side++) {
			if (a.chips(side).anyNonZero() || b.chips(side).anyNonZero()) {
				list.add(welch("chips of the " + SIDES[side] + " side", a.chips(side), b.chips(side)));
			}
		}
		Set<String> events = new LinkedHashSet<>(a.events());
		events.addAll(b.events());
		for (String e : events) {
			list.add(welch(e + " per game", perGame(a, e), perGame(b, e)));
		}
		return list;
	}

	private static Measure welch(String name, Distribution a, Distribution b) {
		return Significance.welch(name, a.mean(), b.mean(), a.size(), variance(a), b.size(), variance(b));
	}

	/** The sample variance from the counts per value. */
	static double variance(Distribution d) {
		long n = 0;
		double sum = 0;
		for (Map.Entry<Integer, Integer> e : d.counts().entrySet()) {
			n += e.getValue();
			sum += (double) e.getKey() * e.getValue();
		}
		if (n < 2) {
			return Double.NaN;
		}
		double mean = sum / n;
		double squares = 0;
		for (Map.Entry<Integer, Integer> e : d.counts().entrySet()) {
			double dev = e.getKey() - mean;
			squares += dev * dev * e.getValue();
		}
		return squares / (n - 1);
	}

	/** Events a reading does not have happen zero times in each of its finished games. */
	private static Distribution perGame(Statistics s, String event) {
		return s.events().contains(event) ? s.eventPerGame(event) : new Distribution(new int[s.finished()]);
	}
}
