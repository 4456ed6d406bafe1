package org.rulebench.engine.players;

import org.rulebench.engine.game.Player;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;

/**
 * Chooses the play whose result an {@link Evaluator} likes best. At 1 ply each result is judged as it stands; at
 * 2 ply the most promising results (within {@link #FILTER} of the best, at most {@link #CANDIDATES}) are judged
 * by expectiminimax over the next roll: the side to move then answers each of the distinct rolls with its own
 * 1-ply choice, and the answers' values are averaged with the rolls' probabilities. Ties go to the first play.
 * One instance per thread.
 */
public final class SearchPlayer implements Player {
	/** 2 ply: results whose 1-ply value trails the best by more than this are not searched further. */
	public static final double FILTER = 0.12;
	public static final int CANDIDATES = 8;

	private final String name;
	private final Evaluator evaluator;
	private final int ply;
	private Afterstates top;
	private Afterstates reply;
	private Rolls rolls;
	private Position[] after;
	private Position replyAfter;
	private double[] values = new double[64];
	private int[] order = new int[64];

	public SearchPlayer(String name, Evaluator evaluator, int ply) {
		if (ply < 1 || ply > 2) {
			throw new IllegalArgumentException("the search looks 1 or 2 ply ahead, not " + ply);
		}
		if (ply == 2 && !evaluator.probabilities()) {
			throw new IllegalArgumentException(name + ": a 2-ply search averages probabilities; this evaluator only ranks plays");
		}
		this.name = name;
		this.evaluator = evaluator;
		this.ply = ply;
	}

	@Override
	public String name() {
		return name;
	}

	public int ply() {
		return ply;
	}

	@Override
	public int choose(Position position, PlayList plays, Rng rng) {
		if (plays.size() == 1) {
			return 0;
		}
		bind(position);
		int side = position.sideToMove();
		int n = plays.size();
		if (values.length < n) {
			values = new double[n];
			order = new int[n];
		}
		int[] roll = plays.roll();
		boolean again = top.rollsAgain(plays, roll, position);
		evaluator.prepare(position, side);
		Position scratch = after[0];
		int best = 0;
		for (int i = 0; i < n; i++) {
			int end = top.apply(position, plays, i, scratch, again);
			values[i] = end == Afterstates.GOES_ON ? evaluator.value(scratch, side)
					: evaluator.outcome(Afterstates.won(end, side));
			if (values[i] > values[best]) {
				best = i;
			}
		}
		if (ply == 1) {
			return best;
		}
		return deeper(position, plays, again, side, best);
	}

	/** The 2-ply choice among the 1-ply candidates. */
	private int deeper(Position position, PlayList plays, boolean again, int side, int best) {
		int n = plays.size();
		int kept = 0;
		double bar = values[best] - FILTER;
		for (int i = 0; i < n; i++) {
			if (values[i] >= bar) {
				order[kept++] = i;
			}
		}
		// the best CANDIDATES by 1-ply value, in play order among equals
		for (int a = 1; a < kept; a++) {
			int x = order[a];
			int b = a - 1;
			while (b >= 0 && values[order[b]] < values[x]) {
				order[b + 1] = order[b];
				b--;
			}
			order[b + 1] = x;
		}
		kept = Math.min(kept, CANDIDATES);
		int chosen = order[0];
		double chosenValue = Double.NEGATIVE_INFINITY;
		Position state = after[1];
		for (int c = 0; c < kept; c++) {
			int i = order[c];
			int end = top.apply(position, plays, i, state, again);
			double v = end == Afterstates.GOES_ON ? expected(state, side) : Afterstates.won(end, side);
			if (v > chosenValue) {
				chosenValue = v;
				chosen = i;
			}
		}
		return chosen;
	}

	/** The value for {@code side} of a position that goes on, averaged over the rolls of the side to move. */
	public double expected(Position state, int side) {
		bind(state);
		int mover = state.sideToMove();
		double sum = 0;
		PlayGenerator gen = reply.generator();
		for (int r = 0; r < rolls.size(); r++) {
			int[] roll = rolls.roll(r);
			PlayList answers = gen.generate(state, roll);
			boolean again = reply.rollsAgain(answers, roll, state);
			evaluator.prepare(state, mover);
			double bestForMover = Double.NEGATIVE_INFINITY;
			for (int k = 0; k < answers.size(); k++) {
				int end = reply.apply(state, answers, k, replyAfter, again);
				double v = end == Afterstates.GOES_ON ? evaluator.value(replyAfter, mover) : Afterstates.won(end, mover);
				bestForMover = Math.max(bestForMover, v);
			}
			sum += rolls.weight(r) * (mover == side ? bestForMover : 1 - bestForMover);
		}
		return sum;
	}

	private void bind(Position position) {
		if (top == null || top.rules() != position.rules()) {
			top = new Afterstates(new PlayGenerator(position.rules()));
			reply = new Afterstates(new PlayGenerator(position.rules()));
			rolls = Rolls.of(position.rules().dice());
			after = Afterstates.scratch(position, 2);
			replyAfter = position.copy();
		}
	}
}
