package org.rulebench.engine.measures;

import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Statistics;

/**
 * Measures of a game in the sense of Browne's and Ludii's game metrics, from one simulation's statistics, each with
 * its 95% interval (docs/measures.md defines each and the literature it follows).
 *
 * @param decisiveness the share of games won by a side (Ludii's Completion)
 * @param drawishness  the share of games that ended drawn (Ludii's Drawishness)
 * @param timeouts     the share of games stopped by the turn cap (Ludii's Timeouts)
 * @param advantage    the share of decided games won by the side that moved first: 0.5 is no advantage
 * @param balance      1 - |w1 - w2|, w1 and w2 each side's share of all games (Ludii's Balance): 1 when even
 * @param duration     the mean length of a game, in turns (plies on a grid)
 */
public record GameMeasures(Interval decisiveness, Interval drawishness, Interval timeouts, Interval advantage,
		Interval balance, Interval duration) {

	public static GameMeasures of(Statistics s) {
		int decided = s.finished() - s.draws();
		return new GameMeasures(Interval.wilson(decided, s.games()), Interval.wilson(s.draws(), s.games()),
				Interval.wilson(s.unfinished(), s.games()), s.starterWinRate(), balance(s.wins(0), s.wins(1), s.games()),
				s.turns().mean());
	}

	/**
	 * Ludii's balance of two sides' wins among n games, with a normal interval for the difference of two shares of
	 * one multinomial sample, mapped through d → 1 - |d| (which is 1 when the interval holds 0).
	 */
	public static Interval balance(long a, long b, long n) {
		if (n == 0) {
			return new Interval(Double.NaN, Double.NaN, Double.NaN);
		}
		double p = (double) a / n;
		double q = (double) b / n;
		double d = p - q;
		double half = 1.959964 * Math.sqrt(Math.max(0, p + q - d * d) / n);
		double low = Math.max(-1, d - half);
		double high = Math.min(1, d + half);
		double worst = Math.max(Math.abs(low), Math.abs(high));
		double best = low <= 0 && high >= 0 ? 0 : Math.min(Math.abs(low), Math.abs(high));
		return new Interval(1 - Math.abs(d), 1 - worst, 1 - best);
	}
}
