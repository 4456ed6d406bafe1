package org.rulebench.engine.grid.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;

/**
 * The grid family's search player, {@code search}: alpha-beta ({@link Search}) under a fixed budget of nodes per move,
 * pieces valued from the rules alone ({@link MaterialValues}); moves scored alike are chosen among with the player's
 * seeded stream, so a game stays a pure function of rules, seed and players. It searches only the position it is
 * given, so in dark xiangqi it knows what its side knows: face-down pieces are worth the mean of what they may be
 * ({@link FaceDownValues}). It remembers its game (the positions, for repetitions, and the captures); given a position
 * of an earlier ply than the last, it takes it for a new game and forgets the old one.
 */
public final class SearchGridPlayer implements GridPlayer {
	/** Nodes per move: a game of xiangqi or makruk against the random player in a few seconds. */
	public static final int NODES = 20_000;

	private final long budget;
	private Transpositions table = new Transpositions(16);
	/** Keys of the game's positions seen so far, one per ply from the first this player saw. */
	private final List<Long> seen = new ArrayList<>();
	/** Per side, the true kinds of its pieces this player knows were captured. */
	private final List<List<Integer>> taken = List.of(new ArrayList<>(), new ArrayList<>());
	private int side = -1;
	private int lastPly = -1;
	/** The board after this player's last move, to see which of its face-up pieces the other side took. */
	private int[] after;
	private long nodes;
	private int played;
	private long depths;

	public SearchGridPlayer() {
		this(NODES);
	}

	public SearchGridPlayer(long nodesPerMove) {
		if (nodesPerMove < 1) {
			throw new IllegalArgumentException("a search needs at least one node per move, not " + nodesPerMove);
		}
		this.budget = nodesPerMove;
	}

	@Override
	public String name() {
		return "search";
	}

	@Override
	public int choose(GridPosition position, int[] moves, int count, Rng rng) {
		int ply = 2 * (position.fullmoves() - 1) + position.sideToMove();
		if (ply <= lastPly) {
			forget();
		}
		lastPly = ply;
		side = position.sideToMove();
		boolean concealed = position.compiled().rules().concealment() != null;
		MaterialValues values = MaterialValues.of(position.compiled());
		int[] worth = values.table();
		if (concealed) {
			noteLosses(position);
			FaceDownValues.apply(worth, position, values, taken);
		}
		long[] earlier = seen.stream().mapToLong(Long::longValue).toArray();
		int[] inHand = new int[position.compiled().rules().kinds().size()];
		java.util.Arrays.setAll(inHand, values::inHand);
		Search search = new Search(position, worth, inHand, earlier, budget, table);
		int[] tied = search.best(moves, count);
		nodes += search.nodes();
		played++;
		depths += search.depth();
		int chosen = tied.length == 1 ? tied[0] : tied[rng.nextInt(tied.length)];
		seen.add(position.key());
		position.make(moves[chosen]);
		seen.add(position.key());
		if (concealed) {
			after = faceUp(position);
		}
		position.unmake(moves[chosen]);
		return chosen;
	}

	@Override
	public void captured(int kind) {
		if (side >= 0) {
			taken.get(1 - side).add(kind);
		}
	}

	/** Nodes searched in this game so far. */
	public long nodes() {
		return nodes;
	}

	/** Moves chosen in this game so far. */
	public int moves() {
		return played;
	}

	/** The mean depth its searches completed in this game so far. */
	public double meanDepth() {
		return played == 0 ? 0 : (double) depths / played;
	}

	/** A new game began: nothing of the last one is kept. */
	private void forget() {
		seen.clear();
		taken.get(0).clear();
		taken.get(1).clear();
		after = null;
		table = new Transpositions(16);
		nodes = 0;
		played = 0;
		depths = 0;
	}

	/** Face-up pieces of this side that stood after its last move and are gone now: taken, in sight of all. */
	private void noteLosses(GridPosition position) {
		if (after == null) {
			return;
		}
		for (int s = 0; s < after.length; s++) {
			if (after[s] != 0 && position.sideAt(s) != side) {
				taken.get(side).add(CompiledRules.kindOf(after[s]));
			}
		}
	}

	/** This side's face-up pieces on each point, 0 elsewhere. */
	private int[] faceUp(GridPosition p) {
		int[] b = new int[p.compiled().rules().board().squares()];
		Arrays.setAll(b, s -> p.sideAt(s) == side && !p.isFaceDown(s) ? p.pieceAt(s) : 0);
		return b;
	}

	@Override
	public String toString() {
		return "search (" + budget + " nodes a move)";
	}
}
