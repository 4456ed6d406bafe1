package org.rulebench.engine.play;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.position.Track;

/**
 * The random player's draw without the search, on a board whose steps {@link PlayGenerator} takes on masks (mirrored,
 * no point limit, blocking by at most two, no placing, no step events, no parts, the free bear-off): the same distinct
 * results in the same order and the same reservoir draws as {@link PlayGenerator#sample}'s search, so a seeded game is
 * the same. What it saves: results that share all steps but the last are one mask (a row), drawn over without being
 * built; no result's key is computed unless the result may have been met before; only the play drawn is spelled out;
 * a double's pieces move on an array of counts, not on the position.
 *
 * <p>
 * The order is the search's. One die's steps: from the bar only while the side has pieces there; else destinations
 * upwards, then bear-offs from the highest point. Two different dice on a plain turn (nothing to enter, no bearing off
 * before the turn ends): the first die's steps, each followed by the second die's steps (a piece moved on by both dice
 * is skipped when the other order reached it before: the side stood on x-b and x-a held no blot); then the second
 * die's steps, each followed only by the same piece moved on (skipped when the side stood on x-b, or x-a is open and
 * neither x-a nor x-b held a blot). Otherwise every play of the first die then the second, then of the second then the
 * first, each result kept the first time it is met, as the search's lookup keeps it. A step after which the other die
 * cannot be used is a play of one die. Equal dice: sources in non-increasing order (the bar above every point); a
 * shorter play counts only where no step at all is left. Results are drawn as the search draws them: a better class
 * (more dice, then more pips under the larger-die rule) starts afresh, a worse one is dropped, and the n-th result of
 * the best class so far replaces the kept one when {@code rng.nextInt(n)} is 0.
 */
final class PlainTurns {
	private static final int MAX_STEPS = 8;

	private final Track t;
	private final boolean mostPips;
	private final boolean canBearOff;
	private final boolean needsAllHome;
	private final boolean overFromFarthest;
	/** The side's pieces per slot (points, and the bar) as the play so far leaves them. */
	private final int[] counts;
	private final int[][] buffers;
	private final ResultSet seen = new ResultSet();
	private final int[] stack = new int[MAX_STEPS];
	private final int[] stackPips = new int[MAX_STEPS];
	private final int[] chosen = new int[MAX_STEPS];
	private final int[] chosenPips = new int[MAX_STEPS];
	private final int[] noEvents = new int[0];

	private Position pos;
	private int side;
	private Rng rng;
	/** Not null: every result is added to it in order, none drawn (for checking the order against the search). */
	private PlayList listing;
	private long open;
	private long rootOwn;
	private long rootBlots;
	private long closed;
	private int bestUsed;
	private int bestPips;
	private int count;
	private int chosenSteps;
	private int chosenUsed;
	private int chosenPipsUsed;

	PlainTurns(Track t, boolean mostPips, boolean canBearOff, boolean needsAllHome, boolean overFromFarthest) {
		this.t = t;
		this.mostPips = mostPips;
		this.canBearOff = canBearOff;
		this.needsAllHome = needsAllHome;
		this.overFromFarthest = overFromFarthest;
		this.counts = new int[t.bar + 1];
		this.buffers = new int[MAX_STEPS][2 * t.points + 2];
	}

	/**
	 * Draws the play into {@code out} (reset for the roll).
	 *
	 * @param own    the side's points
	 * @param blots  the opposing blots on the side's numbering (0 if nothing is hit)
	 * @param closed the points the opponent closes, on the side's numbering
	 */
	void draw(Position position, int who, int[] dice, int diceCount, long own, long blots, long closed, Rng random, PlayList out) {
		start(position, who, own, blots, closed);
		rng = random;
		listing = null;
		play(dice, diceCount);
		out.replace(chosen, chosenPips, chosenSteps, key(chosen, chosenSteps, chosenUsed, chosenPipsUsed), chosenUsed,
				chosenPipsUsed, noEvents);
	}

	/** Every result {@link #draw} draws among, in its order, all classes, added to {@code list}. */
	void list(Position position, int who, int[] dice, int diceCount, long own, long blots, long closed, PlayList list) {
		start(position, who, own, blots, closed);
		rng = null;
		listing = list;
		try {
			play(dice, diceCount);
		} finally {
			listing = null;
		}
	}

	private void start(Position position, int who, long own, long blots, long closedPoints) {
		pos = position;
		side = who;
		rootOwn = own;
		rootBlots = blots;
		closed = closedPoints;
		open = ~closedPoints & ~1L;
		bestUsed = -1;
		bestPips = -1;
		count = 0;
		chosenSteps = 0;
	}

	private void play(int[] dice, int diceCount) {
		int outside = pos.outsideHome(side);
		boolean plainPair = pos.onBar(side) == 0 && (!canBearOff || needsAllHome && outside >= 2);
		if (dice[0] != dice[1] && plainPair) {
			pair(dice[0], dice[1]);
			return;
		}
		for (int p = 1; p <= t.bar; p++) {
			counts[p] = pos.slot(side, p);
		}
		if (dice[0] != dice[1]) {
			pairChecked(dice[0], dice[1]);
		} else {
			equal(0, rootOwn, rootBlots, outside, Integer.MAX_VALUE, dice[0], diceCount);
		}
	}

	/** Two different dice, {@code a} the first (group 1), {@code b} the second (group 2). */
	private void pair(int a, int b) {
		long own = rootOwn;
		boolean any = false;
		stackPips[0] = a;
		stackPips[1] = b;
		for (long l1 = own >>> a & open; l1 != 0; l1 &= l1 - 1) {
			any = true;
			int to = Long.numberOfTrailingZeros(l1);
			int from = to + a;
			stack[0] = Step.of(from, to, 1, (rootBlots >>> to & 1) != 0, 0);
			long own1 = own & (pos.count(side, from) == 1 ? ~(1L << from) : -1L) | 1L << to;
			long l2 = own1 >>> b & open;
			if (l2 == 0) {
				offer(1, 1, a);
				continue;
			}
			if (to > b && (rootOwn >>> from - b & 1) != 0 && (rootBlots >>> to & 1) == 0) {
				l2 &= ~(1L << to - b); // the piece moved on: found before from x-b, by b then a
			}
			row(1, l2, 2, b, rootBlots & ~(1L << to), 2, a + b);
		}
		stackPips[0] = b;
		stackPips[1] = a;
		for (long l1 = own >>> b & open; l1 != 0; l1 &= l1 - 1) {
			any = true;
			int to = Long.numberOfTrailingZeros(l1);
			int from = to + b;
			stack[0] = Step.of(from, to, 2, (rootBlots >>> to & 1) != 0, 0);
			int to2 = to - a;
			if (to2 >= 1 && (closed >>> to2 & 1) == 0) {
				int xa = from - a;
				boolean before = (rootOwn >>> to & 1) != 0
						|| (closed >>> xa & 1) == 0 && ((rootBlots >>> xa | rootBlots >>> to) & 1) == 0;
				if (!before) {
					stack[1] = Step.of(to, to2, 1, (rootBlots >>> to2 & 1) != 0, 0);
					offer(2, 2, a + b);
				}
				continue;
			}
			long own1 = own & (pos.count(side, from) == 1 ? ~(1L << from) : -1L) | 1L << to;
			if ((own1 >>> a & open) == 0) {
				offer(1, 1, b); // no piece can use the other die after this step
			}
		}
		if (!any) {
			offer(0, 0, 0);
		}
	}

	/**
	 * Equal dice, the {@code k}-th (0-based) of {@code n}: the play so far is {@code stack[0..k)}, the side stands on
	 * {@code own} ({@link #counts}) with {@code outside} pieces not home, the opposing blots are {@code blots}, and the
	 * step leaves no point above {@code bound} (the search's non-increasing order of sources; the bar ranks above
	 * every point). A shorter play counts only where no step at all is left.
	 */
	private void equal(int k, long own, long blots, int outside, int bound, int d, int n) {
		boolean bearing = bearingOff(outside);
		long sources = bound <= t.points ? (2L << bound) - 1 : -1L;
		int group = 1 << k;
		stackPips[k] = d;
		if (k == n - 1 && counts[t.bar] == 0 && !bearing) {
			long landing = (own & sources) >>> d & open;
			if (landing != 0) {
				row(k, landing, group, d, blots, n, n * d);
			} else if (sources == -1L || (own >>> d & open) == 0) {
				offer(k, k, k * d);
			}
			return;
		}
		int[] buf = buffers[k];
		int m = steps(d, group, own, sources, blots, bearing, buf);
		if (m == 0) {
			if (sources == -1L || steps(d, group, own, -1L, blots, bearing, buf) == 0) {
				offer(k, k, k * d);
			}
			return;
		}
		for (int i = 0; i < m; i++) {
			int s = buf[i];
			stack[k] = s;
			if (k == n - 1) {
				offer(n, n, n * d);
				continue;
			}
			int from = Step.from(s);
			int to = Step.to(s);
			int left = --counts[from];
			counts[to]++;
			long after = own & (left == 0 ? ~(1L << from) : -1L) | 1L << to & ~1L;
			equal(k + 1, after, blots & ~(1L << to), outside - beyond(from) + beyond(to), from, d, n);
			counts[from]++;
			counts[to]--;
		}
	}

	/**
	 * Two different dice where a piece enters or bearing off may come this turn: every play in the search's order,
	 * each result kept the first time it is met ({@link #seen}), as the search keeps it.
	 */
	private void pairChecked(int a, int b) {
		seen.clear();
		boolean any = firstDie(a, 1, b, 2);
		any |= firstDie(b, 2, a, 1);
		if (!any) {
			offerChecked(0, 0, 0);
		}
	}

	/** The plays whose first step uses {@code x} (dice {@code gx}), then {@code y}; whether there was such a step. */
	private boolean firstDie(int x, int gx, int y, int gy) {
		int outside = pos.outsideHome(side);
		int m = steps(x, gx, rootOwn, -1L, rootBlots, bearingOff(outside), buffers[0]);
		for (int i = 0; i < m; i++) {
			int s = buffers[0][i];
			int from = Step.from(s);
			int to = Step.to(s);
			stack[0] = s;
			stackPips[0] = x;
			stackPips[1] = y;
			int left = --counts[from];
			counts[to]++;
			long own = rootOwn & (left == 0 ? ~(1L << from) : -1L) | 1L << to & ~1L;
			int m2 = steps(y, gy, own, -1L, rootBlots & ~(1L << to), bearingOff(outside - beyond(from) + beyond(to)), buffers[1]);
			if (m2 == 0) {
				offerChecked(1, 1, x);
			}
			for (int j = 0; j < m2; j++) {
				stack[1] = buffers[1][j];
				offerChecked(2, 2, x + y);
			}
			counts[from]++;
			counts[to]--;
		}
		return m > 0;
	}

	/**
	 * The steps of one die from the sources, in the search's order: from the bar only, while the side has pieces
	 * there; else the steps landing on a point, destinations upwards, then the bear-offs, from the highest point.
	 */
	private int steps(int d, int group, long own, long sources, long blots, boolean bearing, int[] buf) {
		int n = 0;
		if (counts[t.bar] > 0) {
			int to = t.points + 1 - d;
			if (to >= 1 && (closed >>> to & 1) == 0) {
				buf[n++] = Step.of(t.bar, to, group, (blots >>> to & 1) != 0, 0);
			}
			return n;
		}
		long pending = own & sources;
		for (long l = pending >>> d & open; l != 0; l &= l - 1) {
			int to = Long.numberOfTrailingZeros(l);
			buf[n++] = Step.of(to + d, to, group, (blots >>> to & 1) != 0, 0);
		}
		if (bearing) {
			int farthest = 63 - Long.numberOfLeadingZeros(own);
			for (long l = pending & (2L << d) - 1; l != 0; l &= ~Long.highestOneBit(l)) {
				int p = 63 - Long.numberOfLeadingZeros(l);
				if (p == d || !overFromFarthest || p == farthest) {
					buf[n++] = Step.of(p, 0, group, false, 0);
				}
			}
		}
		return n;
	}

	private boolean bearingOff(int outside) {
		return canBearOff && (!needsAllHome || outside == 0);
	}

	/** 1 for a slot whose pieces are not home: a point beyond home or the bar. */
	private int beyond(int slot) {
		return slot > t.home ? 1 : 0;
	}

	/** Where a result of this class stands: below the best so far (-1), in it (0) or above it (1, starting afresh). */
	private int compare(int used, int pips) {
		if (used > bestUsed || used == bestUsed && mostPips && pips > bestPips) {
			bestUsed = used;
			bestPips = pips;
			count = 0;
			return 1;
		}
		return used < bestUsed || mostPips && pips < bestPips ? -1 : 0;
	}

	/** The play {@code stack[0..steps)} as one result. */
	private void offer(int steps, int used, int pips) {
		if (listing != null) {
			listing.add(stack, stackPips, steps, key(stack, steps, used, pips), used, pips, noEvents, 0);
			return;
		}
		if (compare(used, pips) < 0 || count++ > 0 && rng.nextInt(count) != 0) {
			return;
		}
		keep(steps, used, pips);
	}

	/** {@link #offer} for a result that may have been met before: the search's order of class, lookup, draw. */
	private void offerChecked(int steps, int used, int pips) {
		long key = key(stack, steps, used, pips);
		if (listing != null) {
			if (seen.add(key)) {
				listing.add(stack, stackPips, steps, key, used, pips, noEvents, 0);
			}
			return;
		}
		boolean better = used > bestUsed || used == bestUsed && mostPips && pips > bestPips;
		if (!better && (used < bestUsed || mostPips && pips < bestPips) || !seen.add(key)) {
			return;
		}
		if (better) {
			bestUsed = used;
			bestPips = pips;
			count = 1;
		} else if (rng.nextInt(++count) != 0) {
			return;
		}
		keep(steps, used, pips);
	}

	/**
	 * A row of results: {@code stack[0..prefix)} and then one step of {@code value} (dice {@code group}) landing on
	 * each point of {@code landing}, upwards, hitting the blots of {@code blots}.
	 */
	private void row(int prefix, long landing, int group, int value, long blots, int used, int pips) {
		if (listing != null) {
			for (; landing != 0; landing &= landing - 1) {
				int to = Long.numberOfTrailingZeros(landing);
				stack[prefix] = Step.of(to + value, to, group, (blots >>> to & 1) != 0, 0);
				offer(prefix + 1, used, pips);
			}
			return;
		}
		if (landing == 0 || compare(used, pips) < 0) {
			return;
		}
		int kept = -1;
		for (; landing != 0; landing &= landing - 1) {
			if (count++ == 0 || rng.nextInt(count) == 0) {
				kept = Long.numberOfTrailingZeros(landing);
			}
		}
		if (kept >= 0) {
			stack[prefix] = Step.of(kept + value, kept, group, (blots >>> kept & 1) != 0, 0);
			keep(prefix + 1, used, pips);
		}
	}

	private void keep(int steps, int used, int pips) {
		System.arraycopy(stack, 0, chosen, 0, steps);
		System.arraycopy(stackPips, 0, chosenPips, 0, steps);
		chosenSteps = steps;
		chosenUsed = used;
		chosenPipsUsed = pips;
	}

	/** The search's key of the result: the position's key after the steps, with the dice and pips used. */
	private long key(int[] steps, int n, int used, int pips) {
		int other = 1 - side;
		long hash = pos.hash();
		for (int i = 0; i < n; i++) {
			int to = Step.to(steps[i]);
			hash += pos.moveKey(side, Step.from(steps[i]), to);
			if (Step.hit(steps[i])) {
				hash += pos.hashDelta(other, t.points + 1 - to, -1) + pos.hashDelta(other, t.hitSlot, 1);
			}
		}
		return hash ^ ((long) used << 56 | (long) pips << 40);
	}
}
