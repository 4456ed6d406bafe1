package org.rulebench.engine.simulation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.game.Variant;

/**
 * What a simulation found, over its finished games; unfinished games (stopped by the turn cap) are counted apart
 * and never as wins or draws. Built from a {@link Summary}, so it holds counts per value, never the games.
 */
public final class Statistics {
	private final String rules;
	private final List<String> players;
	private final long seed;
	private final int games;
	private final int finished;
	private final int[] wins = new int[2];
	private final int draws;
	private final int[] starts = new int[2];
	private final long startersWon;
	private final Map<WinKind, Integer> kinds = new LinkedHashMap<>();
	private final Distribution turns;
	private final Distribution[] chips = new Distribution[2];
	private final Distribution[] points = new Distribution[2];
	private final Map<String, long[]> eventTotals = new LinkedHashMap<>();
	private final Map<String, Distribution> eventsPerGame = new LinkedHashMap<>();
	private final double seconds;

	/** The statistics of the games summarised; {@code seconds} is how long they took to play. */
	public Statistics(Variant rules, List<String> players, long seed, Summary summary, double seconds) {
		this(rules.name(), players, seed, summary, seconds);
	}

	/** The same for rules known by name only (a summary read back from a file). */
	public Statistics(String rules, List<String> players, long seed, Summary summary, double seconds) {
		this.rules = rules;
		this.players = List.copyOf(players);
		this.seed = seed;
		this.games = Math.toIntExact(summary.games);
		this.finished = Math.toIntExact(summary.finished);
		this.draws = Math.toIntExact(summary.draws);
		this.startersWon = summary.startersWon;
		this.seconds = seconds;
		for (int s = 0; s < 2; s++) {
			wins[s] = Math.toIntExact(summary.wins[s]);
			starts[s] = Math.toIntExact(summary.starts[s]);
			chips[s] = summary.chips[s].distribution();
			points[s] = summary.points[s].distribution();
		}
		summary.kinds.forEach((k, n) -> kinds.put(k, Math.toIntExact(n)));
		turns = summary.turns.distribution();
		List<String> names = summary.eventNames();
		for (int e = 0; e < names.size(); e++) {
			eventTotals.put(names.get(e), summary.eventTotals[e].clone());
			eventsPerGame.put(names.get(e), summary.eventsPerGame[e].distribution());
		}
	}

	public String rules() { return rules; }
	public List<String> players() { return players; }
	public long seed() { return seed; }
	public int games() { return games; }
	public int finished() { return finished; }
	public int unfinished() { return games - finished; }
	public int draws() { return draws; }
	public int wins(int side) { return wins[side]; }
	public double seconds() { return seconds; }
	public double gamesPerSecond() { return seconds > 0 ? games / seconds : Double.POSITIVE_INFINITY; }

	/** The share of finished games the side won, with its 95% Wilson interval. */
	public Interval winRate(int side) {
		return Interval.wilson(wins[side], finished);
	}

	/** Finished, decided games won by the side that moved first. */
	public long starterWins() {
		return startersWon;
	}

	/** The share of finished, decided games won by the side that moved first. */
	public Interval starterWinRate() {
		return Interval.wilson(startersWon, finished - draws);
	}

	public int starts(int side) { return starts[side]; }
	public Map<WinKind, Integer> winKinds() { return Map.copyOf(kinds); }
	public Distribution turns() { return turns; }
	public Distribution chips(int side) { return chips[side]; }
	/** Points won (negative: lost) by the side per finished game. */
	public Distribution points(int side) { return points[side]; }
	/** Event names: the hits' event ("hit", "capture") and every other event the variant counts. */
	public List<String> events() { return List.copyOf(eventsPerGame.keySet()); }
	/** How often the event happened to the side in all finished games (a long: hits of 10^8 games pass 2^31). */
	public long eventTotal(String event, int side) { return eventTotals.get(event)[side]; }
	/** How often the event happened per finished game, both sides together. */
	public Distribution eventPerGame(String event) { return eventsPerGame.get(event); }
}
