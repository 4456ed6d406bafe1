package org.rulebench.engine.simulation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.rules.RuleSet;

/**
 * What a simulation found, over its finished games; unfinished games (stopped by the turn cap) are counted apart
 * and never as wins or draws.
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
	private final int[] startersWon = new int[1];
	private final Map<WinKind, Integer> kinds = new LinkedHashMap<>();
	private final Distribution turns;
	private final Distribution[] chips = new Distribution[2];
	private final Distribution[] points = new Distribution[2];
	private final Map<String, int[]> eventTotals = new LinkedHashMap<>();
	private final Map<String, Distribution> eventsPerGame = new LinkedHashMap<>();
	private final double seconds;

	Statistics(RuleSet rules, List<String> players, long seed, GameResult[] results, double seconds) {
		this.rules = rules.name();
		this.players = List.copyOf(players);
		this.seed = seed;
		this.games = results.length;
		this.seconds = seconds;
		int done = 0;
		int drawn = 0;
		for (GameResult r : results) {
			kinds.merge(r.kind(), 1, Integer::sum);
			if (!r.finished()) {
				continue;
			}
			done++;
			starts[r.starter()]++;
			if (r.winner() < 0) {
				drawn++;
			} else {
				wins[r.winner()]++;
				if (r.winner() == r.starter()) {
					startersWon[0]++;
				}
			}
		}
		finished = done;
		draws = drawn;
		int[] length = new int[done];
		int[][] chip = new int[2][done];
		int[][] pts = new int[2][done];
		int k = 0;
		for (GameResult r : results) {
			if (!r.finished()) {
				continue;
			}
			length[k] = r.turns();
			for (int s = 0; s < 2; s++) {
				chip[s][k] = r.chips()[s];
				pts[s][k] = r.winner() == s ? r.points() : r.winner() == 1 - s ? -r.points() : 0;
			}
			k++;
		}
		turns = new Distribution(length);
		for (int s = 0; s < 2; s++) {
			chips[s] = new Distribution(chip[s]);
			points[s] = new Distribution(pts[s]);
		}
		addEvent("hit", results, r -> r.hits());
		for (int i = 0; i < rules.scoring().size(); i++) {
			int rule = i;
			addEvent(rules.scoring().get(i).event(), results, r -> r.events()[rule]);
		}
	}

	private void addEvent(String name, GameResult[] results, java.util.function.Function<GameResult, int[]> bySide) {
		int[] perGame = new int[finished];
		int[] totals = eventTotals.computeIfAbsent(name, n -> new int[2]);
		int k = 0;
		for (GameResult r : results) {
			if (r.finished()) {
				int[] e = bySide.apply(r);
				totals[0] += e[0];
				totals[1] += e[1];
				perGame[k++] += e[0] + e[1];
			}
		}
		eventsPerGame.merge(name, new Distribution(perGame), (a, b) -> b);
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

	/** The share of finished, decided games won by the side that moved first. */
	public Interval starterWinRate() {
		return Interval.wilson(startersWon[0], finished - draws);
	}

	public int starts(int side) { return starts[side]; }
	public Map<WinKind, Integer> winKinds() { return Map.copyOf(kinds); }
	public Distribution turns() { return turns; }
	public Distribution chips(int side) { return chips[side]; }
	/** Points won (negative: lost) by the side per finished game. */
	public Distribution points(int side) { return points[side]; }
	/** Event names: "hit" and every scoring rule's event. */
	public List<String> events() { return List.copyOf(eventsPerGame.keySet()); }
	public int eventTotal(String event, int side) { return eventTotals.get(event)[side]; }
	/** How often the event happened per finished game, both sides together. */
	public Distribution eventPerGame(String event) { return eventsPerGame.get(event); }
}
