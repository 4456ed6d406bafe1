package org.rulebench.engine.simulation;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.rules.RuleSet;

/**
 * The running summary of games of one variant: counts and tallies only, so its memory does not grow with the
 * number of games, and summaries of disjoint games (other threads, other machines) merge into the summary of all.
 * Order does not matter: the same games give the same summary however they were split.
 */
public final class Summary {
	/** Event names: the hits' event first (if the family has one), then each row's of the results' events. */
	private final List<String> eventNames;
	/** The index of the hits' event in {@link #eventNames}, or -1. */
	private final int hitEvent;
	/** For each row of a result's events, the index of its event in {@link #eventNames}. */
	private final int[] eventOfRule;
	long games;
	long finished;
	long draws;
	final long[] wins = new long[2];
	final long[] starts = new long[2];
	long startersWon;
	final Map<WinKind, Long> kinds = new EnumMap<>(WinKind.class);
	final Tally turns = new Tally();
	final Tally[] chips = { new Tally(), new Tally() };
	final Tally[] points = { new Tally(), new Tally() };
	final long[][] eventTotals;
	final Tally[] eventsPerGame;
	private final int[] perGame;

	public Summary(RuleSet rules) {
		this(new RaceVariant(rules));
	}

	public Summary(Variant rules) {
		Map<String, Integer> names = new LinkedHashMap<>();
		if (rules.hitEvent() != null) {
			names.put(rules.hitEvent(), 0);
		}
		hitEvent = rules.hitEvent() == null ? -1 : 0;
		List<String> rows = rules.events();
		eventOfRule = new int[rows.size()];
		for (int i = 0; i < eventOfRule.length; i++) {
			eventOfRule[i] = names.computeIfAbsent(rows.get(i), n -> names.size());
		}
		eventNames = List.copyOf(names.keySet());
		eventTotals = new long[eventNames.size()][2];
		eventsPerGame = new Tally[eventNames.size()];
		for (int e = 0; e < eventsPerGame.length; e++) {
			eventsPerGame[e] = new Tally();
		}
		perGame = new int[eventNames.size()];
	}

	public void add(GameResult r) {
		games++;
		kinds.merge(r.kind(), 1L, Long::sum);
		if (!r.finished()) {
			return;
		}
		finished++;
		starts[r.starter()]++;
		if (r.winner() < 0) {
			draws++;
		} else {
			wins[r.winner()]++;
			if (r.winner() == r.starter()) {
				startersWon++;
			}
		}
		turns.add(r.turns());
		for (int s = 0; s < 2; s++) {
			chips[s].add(r.chips()[s]);
			points[s].add(r.winner() == s ? r.points() : r.winner() == 1 - s ? -r.points() : 0);
		}
		java.util.Arrays.fill(perGame, 0);
		if (hitEvent >= 0) {
			count(hitEvent, r.hits());
		}
		for (int i = 0; i < eventOfRule.length; i++) {
			count(eventOfRule[i], r.events()[i]);
		}
		for (int e = 0; e < perGame.length; e++) {
			eventsPerGame[e].add(perGame[e]);
		}
	}

	private void count(int event, int[] bySide) {
		eventTotals[event][0] += bySide[0];
		eventTotals[event][1] += bySide[1];
		perGame[event] += bySide[0] + bySide[1];
	}

	/** Adds the other's games (of the same variant) to this summary. */
	public Summary merge(Summary other) {
		if (!other.eventNames.equals(eventNames)) {
			throw new IllegalArgumentException("summaries of different variants: events " + eventNames + " and " + other.eventNames);
		}
		games += other.games;
		finished += other.finished;
		draws += other.draws;
		startersWon += other.startersWon;
		for (int s = 0; s < 2; s++) {
			wins[s] += other.wins[s];
			starts[s] += other.starts[s];
			chips[s].merge(other.chips[s]);
			points[s].merge(other.points[s]);
		}
		other.kinds.forEach((k, n) -> kinds.merge(k, n, Long::sum));
		turns.merge(other.turns);
		for (int e = 0; e < eventTotals.length; e++) {
			eventTotals[e][0] += other.eventTotals[e][0];
			eventTotals[e][1] += other.eventTotals[e][1];
			eventsPerGame[e].merge(other.eventsPerGame[e]);
		}
		return this;
	}

	public long games() {
		return games;
	}

	List<String> eventNames() {
		return eventNames;
	}
}
