package org.rulebench.simulator.ui.replay;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.game.GridPlayers;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;

/**
 * A person plays one side of a grid game against a computer player: a piece and its target are chosen by the
 * person, the computer answers at once (random in well under a millisecond, search within its node budget: tens of
 * milliseconds, docs/performance.md).
 * Runs on the caller's thread.
 */
public final class GridPersonGame {
	private final GridRules rules;
	private final GridGame game;
	private final int side;
	private final Seat person = new Seat();
	private String last = "";

	/** The person's seat: plays the move the person chose. */
	private static final class Seat implements GridPlayer {
		int next = -1;

		@Override
		public String name() {
			return "person";
		}

		@Override
		public int choose(GridPosition position, int[] moves, int count, Rng rng) {
			return next;
		}
	}

	public GridPersonGame(GridRules rules, long seed, int side, String computer) {
		this.rules = rules;
		this.side = side;
		GridPlayer other = GridPlayers.named(computer).get();
		this.game = new GridGame(CompiledRules.of(rules), side == 0 ? person : other, side == 0 ? other : person, seed, true);
		answer();
	}

	public GridRules rules() {
		return rules;
	}

	/** The position as the person's side knows it (a face-down piece's kind is hidden). */
	public GridPosition position() {
		return game.position().publicCopy();
	}

	public boolean over() {
		return game.over();
	}

	public String outcome() {
		return Outcomes.describe(game.result());
	}

	/** The last move of each side, in words. */
	public String last() {
		return last;
	}

	/** The points the last move (the computer's reply, as a rule) went from and to; null before any. */
	public int[] lastMove() {
		List<Integer> played = game.moves();
		if (played.isEmpty()) {
			return null;
		}
		int m = played.getLast();
		return new int[] { Move.from(m), Move.to(m) };
	}

	/** Whether the person is to move. */
	public boolean personToMove() {
		return !game.over() && game.position().sideToMove() == side;
	}

	/** The points the piece on {@code from} may move to now; empty if it is not the person's or cannot move. */
	public Set<Integer> targets(int from) {
		Set<Integer> to = new LinkedHashSet<>();
		if (!personToMove()) {
			return to;
		}
		for (int m : game.legalMoves()) {
			if (!Move.isDrop(m) && Move.from(m) == from) {
				to.add(Move.to(m));
			}
		}
		return to;
	}

	/** The points a piece of this kind in the person's hand may be dropped on now; empty if none. */
	public Set<Integer> dropTargets(int kind) {
		Set<Integer> to = new LinkedHashSet<>();
		if (!personToMove()) {
			return to;
		}
		for (int m : game.legalMoves()) {
			if (Move.dropped(m) == kind) {
				to.add(Move.to(m));
			}
		}
		return to;
	}

	/** Plays the person's drop of a piece of this kind from its hand on {@code to}, and the answer. */
	public boolean drop(int kind, int to) {
		if (!personToMove()) {
			return false;
		}
		int[] legal = game.legalMoves();
		for (int i = 0; i < legal.length; i++) {
			if (Move.dropped(legal[i]) == kind && Move.to(legal[i]) == to) {
				person.next = i;
				game.move();
				last = "you played " + game.moveNames().getLast();
				answer();
				return true;
			}
		}
		return false;
	}

	/**
	 * One of the person's moves from a point to another, in words: the pieces it takes, by kind and point (a dance
	 * may take the enemy pieces it passes or leave them, seed 002 article 006), and what the piece becomes.
	 */
	public record Choice(String move, String words) {
	}

	/** The person's moves from one point to another: more than one when they differ in what they take or become. */
	public List<Choice> choices(int from, int to) {
		List<Choice> out = new ArrayList<>();
		if (!personToMove()) {
			return out;
		}
		GridPosition p = game.position();
		CompiledRules c = p.compiled();
		for (int m : game.legalMoves()) {
			if (!Move.isDrop(m) && Move.from(m) == from && Move.to(m) == to) {
				out.add(new Choice(p.name(m), GridPosition.isPass(m) ? "passes" : Move.isTurn(m) ? "turns it face up" : words(p, m)));
			}
		}
		return out;
	}

	private String words(GridPosition p, int m) {
		List<String> taken = new ArrayList<>();
		int[] way = new int[1024]; // a chain of captures by jumping over may take many
		for (int i = 0, k = p.takenOnTheWay(m, way); i < k; i++) {
			taken.add(piece(p, way[i]));
		}
		int to = Move.to(m);
		if (to != Move.from(m) && p.sideAt(to) >= 0) {
			taken.add(piece(p, to));
		}
		String words = taken.isEmpty() ? "takes nothing" : "takes " + String.join(", ", taken);
		int into = Move.promotion(m);
		return into < 0 ? words : words + ", becomes " + rules.kinds().get(into).name();
	}

	private String piece(GridPosition p, int square) {
		String kind = p.isFaceDown(square) ? "a face-down piece" : rules.kinds().get(p.kindAt(square)).name();
		return kind + " " + rules.board().name(square);
	}

	/** Plays the person's move from one point to another (the first of its {@link #choices}) and the answer. */
	public boolean play(int from, int to) {
		return play(from, to, 0);
	}

	/** Plays the person's move from one point to another, the {@code choice}-th of its {@link #choices}, and the answer. */
	public boolean play(int from, int to, int choice) {
		if (!personToMove()) {
			return false;
		}
		int[] legal = game.legalMoves();
		for (int i = 0, seen = 0; i < legal.length; i++) {
			if (!Move.isDrop(legal[i]) && Move.from(legal[i]) == from && Move.to(legal[i]) == to && seen++ == choice) {
				person.next = i;
				game.move();
				last = "you played " + game.moveNames().getLast();
				answer();
				return true;
			}
		}
		return false;
	}

	private void answer() {
		while (!game.over() && game.position().sideToMove() != side) {
			int before = game.moves().size();
			game.move();
			if (game.moves().size() > before) {
				last = (last.isEmpty() ? "" : last + "; ") + "the computer played " + game.moveNames().getLast();
			}
		}
		if (!game.over() && game.legalMoves().length == 0) {
			game.move(); // no move left for the person: the game's end rules say how it ends
		}
	}
}
