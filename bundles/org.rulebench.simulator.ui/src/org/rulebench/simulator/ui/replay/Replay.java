package org.rulebench.simulator.ui.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Players;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * One game played to its end by computer players and recorded turn by turn, with the events of each turn (the
 * reading's scoring events such as 掲頭, and hits), so that it can be stepped through and searched for events.
 */
public final class Replay {
	private static final String[] SIDES = { "first", "second" };
	private final Position start;
	private final List<Game.Turn> turns;
	private final List<List<String>> events;
	private final GameResult result;

	private Replay(Position start, List<Game.Turn> turns, List<List<String>> events, GameResult result) {
		this.start = start;
		this.turns = turns;
		this.events = events;
		this.result = result;
	}

	/** Plays a game of the rules with the seed, both sides by the named players (random, greedy). */
	public static Replay play(RuleSet rules, long seed, String first, String second, int turnCap) {
		Game game = new Game(rules, new PlayGenerator(rules), Players.named(first).get(), Players.named(second).get(), seed, true);
		Position start = game.position().copy();
		GameResult result = game.playOut(turnCap);
		List<Game.Turn> turns = game.turns();
		List<List<String>> events = new ArrayList<>();
		Position before = start;
		for (Game.Turn t : turns) {
			events.add(eventsOf(rules, before, t.after(), t.side()));
			before = t.after();
		}
		return new Replay(start, turns, events, result);
	}

	/** What happened in a turn: scoring events that fired for the mover, and hits on the opponent. */
	static List<String> eventsOf(RuleSet rules, Position before, Position after, int side) {
		List<String> found = new ArrayList<>();
		for (int i = 0; i < rules.scoring().size(); i++) {
			int n = after.fired(side, i) - before.fired(side, i);
			if (n > 0) {
				found.add(rules.scoring().get(i).event() + (n > 1 ? " ×" + n : ""));
			}
		}
		int other = 1 - side;
		int hits = after.onBar(other) - before.onBar(other) + after.lost(other) - before.lost(other);
		if (hits > 0) {
			found.add(hits > 1 ? hits + " hits" : "hit");
		}
		return found;
	}

	/** Number of turns; position 0 is the start, position k the board after turn k. */
	public int turnCount() {
		return turns.size();
	}

	public Position position(int k) {
		return k == 0 ? start : turns.get(k - 1).after();
	}

	/** The roll of turn k (1-based), or null for the start. */
	public int[] roll(int k) {
		return k == 0 ? null : turns.get(k - 1).roll();
	}

	public int roller(int k) {
		return k == 0 ? start.sideToMove() : turns.get(k - 1).side();
	}

	public List<String> events(int k) {
		return k == 0 ? List.of() : events.get(k - 1);
	}

	/** The first turn after k in which an event happened, or -1; with a name, only that event. */
	public int nextEvent(int k, String name) {
		for (int i = k + 1; i <= turns.size(); i++) {
			for (String e : events(i)) {
				if (name == null || e.equals(name) || e.startsWith(name + " ")) {
					return i;
				}
			}
		}
		return -1;
	}

	/** "turn 12 of 87: second side rolled 5-3 and played 13/8 6/3; 掲頭" */
	public String describe(int k) {
		if (k == 0) {
			return String.format(Locale.ROOT, "start: the %s side moves first; %d turns to the end", SIDES[start.sideToMove()], turns.size());
		}
		Game.Turn t = turns.get(k - 1);
		StringBuilder roll = new StringBuilder();
		for (int d : t.roll()) {
			roll.append(roll.isEmpty() ? "" : "-").append(d);
		}
		String play = t.play() == null || t.play().isBlank() ? "could not move" : "played " + t.play();
		String ev = events(k).isEmpty() ? "" : "; " + String.join(", ", events(k));
		String end = k == turns.size() ? "; " + outcome() : "";
		return String.format(Locale.ROOT, "turn %d of %d: %s side rolled %s and %s%s%s", k, turns.size(), SIDES[t.side()], roll, play, ev, end);
	}

	public String outcome() {
		if (!result.finished()) {
			return "unfinished (turn cap)";
		}
		return result.winner() < 0 ? "a draw" : "the " + SIDES[result.winner()] + " side wins (" + result.kind().name().toLowerCase(Locale.ROOT) + ")";
	}

	public GameResult result() {
		return result;
	}
}
