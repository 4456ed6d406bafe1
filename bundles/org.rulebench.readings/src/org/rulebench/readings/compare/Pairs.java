package org.rulebench.readings.compare;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.simulation.Pairing;

/**
 * What the paired tests need of the pairs of games (game i of both readings, on the same seed): for each measure,
 * over the pairs where both games count for it (both finished; for the starter's wins, both decided; unfinished
 * games over all pairs), the disagreements of a yes-or-no measure and the sums of the differences of a count.
 */
final class Pairs implements Pairing<Pairs> {
	final Agreement firstWins = new Agreement();
	final Agreement starterWins = new Agreement();
	final Agreement draws = new Agreement();
	final Agreement unfinished = new Agreement();
	final Differences turns = new Differences();
	final Differences[] chips = { new Differences(), new Differences() };
	/** Per event name of either reading. */
	final Map<String, Differences> events = new LinkedHashMap<>();
	private final int[][] oldRules;
	private final int[][] newRules;
	/** Whether the first event counts the games' hits (both variants of one family, which has hits). */
	private final boolean hits;

	Pairs(Variant old, Variant now) {
		Set<String> names = new LinkedHashSet<>();
		hits = old.hitEvent() != null;
		if (hits) {
			names.add(old.hitEvent());
		}
		names.addAll(old.events());
		names.addAll(now.events());
		names.forEach(n -> events.put(n, new Differences()));
		oldRules = rulesOf(old, names);
		newRules = rulesOf(now, names);
	}

	/** For each event name, the indices of the result rows that count it (a name may be given twice). */
	private static int[][] rulesOf(Variant variant, Set<String> names) {
		List<String> order = List.copyOf(names);
		List<String> rows = variant.events();
		int[][] of = new int[order.size()][];
		for (int e = 0; e < of.length; e++) {
			String name = order.get(e);
			of[e] = java.util.stream.IntStream.range(0, rows.size()).filter(i -> rows.get(i).equals(name)).toArray();
		}
		return of;
	}

	@Override
	public void add(GameResult old, GameResult now) {
		unfinished.add(!old.finished(), !now.finished());
		if (!old.finished() || !now.finished()) {
			return;
		}
		firstWins.add(old.winner() == 0, now.winner() == 0);
		draws.add(old.winner() < 0, now.winner() < 0);
		if (old.winner() >= 0 && now.winner() >= 0) {
			starterWins.add(old.winner() == old.starter(), now.winner() == now.starter());
		}
		turns.add(old.turns(), now.turns());
		for (int side = 0; side < 2; side++) {
			chips[side].add(old.chips()[side], now.chips()[side]);
		}
		int e = 0;
		for (Differences d : events.values()) {
			d.add(count(old, e, oldRules, hits), count(now, e, newRules, hits));
			e++;
		}
	}

	private static int count(GameResult r, int event, int[][] rules, boolean hits) {
		int n = hits && event == 0 ? r.hits()[0] + r.hits()[1] : 0;
		for (int i : rules[event]) {
			n += r.events()[i][0] + r.events()[i][1];
		}
		return n;
	}

	@Override
	public void merge(Pairs other) {
		firstWins.merge(other.firstWins);
		starterWins.merge(other.starterWins);
		draws.merge(other.draws);
		unfinished.merge(other.unfinished);
		turns.merge(other.turns);
		chips[0].merge(other.chips[0]);
		chips[1].merge(other.chips[1]);
		events.forEach((name, d) -> d.merge(other.events.get(name)));
	}
}
