package org.rulebench.engine.simulation;

import java.util.ArrayList;
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

	/** A summary read back without its rules ({@link #of(Map)}): it merges and gives statistics, but plays nothing. */
	private Summary(List<String> eventNames) {
		this.eventNames = List.copyOf(eventNames);
		this.hitEvent = -1;
		this.eventOfRule = null;
		eventTotals = new long[eventNames.size()][2];
		eventsPerGame = new Tally[eventNames.size()];
		for (int e = 0; e < eventsPerGame.length; e++) {
			eventsPerGame[e] = new Tally();
		}
		perGame = new int[eventNames.size()];
	}

	public void add(GameResult r) {
		if (eventOfRule == null) {
			throw new IllegalStateException("a summary read back without its rules cannot count games");
		}
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

	/**
	 * Every count of this summary as plain data (maps, lists, numbers and strings, as a JSON writer takes them), so
	 * that the summary of some games can be kept in a file or sent from another machine and merged exactly;
	 * {@link #of} reads it back.
	 */
	public Map<String, Object> data() {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("games", games);
		m.put("finished", finished);
		m.put("draws", draws);
		m.put("wins", List.of(wins[0], wins[1]));
		m.put("starts", List.of(starts[0], starts[1]));
		m.put("starters_won", startersWon);
		Map<String, Object> k = new LinkedHashMap<>();
		kinds.forEach((kind, n) -> k.put(kind.name(), n));
		m.put("kinds", k);
		m.put("turns", turns.data());
		m.put("chips", List.of(chips[0].data(), chips[1].data()));
		m.put("points", List.of(points[0].data(), points[1].data()));
		List<Object> events = new ArrayList<>();
		for (int e = 0; e < eventNames.size(); e++) {
			Map<String, Object> ev = new LinkedHashMap<>();
			ev.put("name", eventNames.get(e));
			ev.put("totals", List.of(eventTotals[e][0], eventTotals[e][1]));
			ev.put("per_game", eventsPerGame[e].data());
			events.add(ev);
		}
		m.put("events", events);
		return m;
	}

	/**
	 * The summary of these rules whose {@link #data()} this is; numbers may come as any {@link Number} (a JSON
	 * reader's doubles are exact below 2^53). Data of another variant (other events) is refused.
	 */
	public static Summary of(Variant rules, Map<String, ?> data) {
		return fill(new Summary(rules), data);
	}

	/**
	 * The summary whose {@link #data()} this is, without the rules that played it (its events are those the data
	 * names): for results read from a file, to merge and to give statistics.
	 */
	public static Summary of(Map<String, ?> data) {
		List<String> names = new ArrayList<>();
		for (Object e : list(data, "events")) {
			names.add(String.valueOf(map(e, "events").get("name")));
		}
		return fill(new Summary(names), data);
	}

	private static Summary fill(Summary s, Map<String, ?> data) {
		s.games = whole(data.get("games"), "games");
		s.finished = whole(data.get("finished"), "finished");
		s.draws = whole(data.get("draws"), "draws");
		s.startersWon = whole(data.get("starters_won"), "starters_won");
		List<?> wins = list(data, "wins");
		List<?> starts = list(data, "starts");
		List<?> chips = list(data, "chips");
		List<?> points = list(data, "points");
		for (int side = 0; side < 2; side++) {
			s.wins[side] = whole(wins.get(side), "wins");
			s.starts[side] = whole(starts.get(side), "starts");
			s.chips[side].merge(Tally.of(map(chips.get(side), "chips")));
			s.points[side].merge(Tally.of(map(points.get(side), "points")));
		}
		map(data.get("kinds"), "kinds").forEach((kind, n) -> s.kinds.put(WinKind.valueOf(kind), whole(n, "kinds")));
		s.turns.merge(Tally.of(map(data.get("turns"), "turns")));
		List<?> events = list(data, "events");
		List<String> names = new ArrayList<>();
		for (Object e : events) {
			names.add(String.valueOf(map(e, "events").get("name")));
		}
		if (!names.equals(s.eventNames)) {
			throw new IllegalArgumentException("a summary of other rules: events " + names + ", not " + s.eventNames);
		}
		for (int e = 0; e < events.size(); e++) {
			Map<String, ?> ev = map(events.get(e), "events");
			List<?> totals = list(ev, "totals");
			s.eventTotals[e][0] = whole(totals.get(0), "totals");
			s.eventTotals[e][1] = whole(totals.get(1), "totals");
			s.eventsPerGame[e].merge(Tally.of(map(ev.get("per_game"), "per_game")));
		}
		return s;
	}

	static long whole(Object n, String what) {
		if (!(n instanceof Number number)) {
			throw new IllegalArgumentException(what + ": a number expected, not " + n);
		}
		double d = number.doubleValue();
		if (d != Math.rint(d) || Math.abs(d) > 0x1p53) {
			throw new IllegalArgumentException(what + ": a whole number expected, not " + n);
		}
		return number.longValue();
	}

	static List<?> list(Map<String, ?> data, String key) {
		if (!(data.get(key) instanceof List<?> l)) {
			throw new IllegalArgumentException(key + ": a list expected, not " + data.get(key));
		}
		return l;
	}

	@SuppressWarnings("unchecked")
	static Map<String, ?> map(Object o, String what) {
		if (!(o instanceof Map<?, ?> m)) {
			throw new IllegalArgumentException(what + ": an object expected, not " + o);
		}
		return (Map<String, ?>) m;
	}

	List<String> eventNames() {
		return eventNames;
	}
}
