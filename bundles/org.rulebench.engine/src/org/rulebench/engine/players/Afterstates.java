package org.rulebench.engine.players;

import java.util.Arrays;

import org.rulebench.engine.game.Ending;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.parts.TurnSoFar;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.ExtraRoll;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.ThrowRule;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.TurnTrigger;

/**
 * What a play leads to, as {@link org.rulebench.engine.game.Game} plays it: the pieces moved, the turn's scoring
 * events and chips, the turn ended (or a run of doubles going on), who moves next (the mover again after an extra
 * roll or within a run), and whether the game is over and who won. Players look ahead with it; one instance per thread.
 */
public final class Afterstates {
	/** {@link #apply} of a play after which the game goes on. */
	public static final int GOES_ON = -2;
	/** {@link #apply} of a play that ends the game with nobody winning. */
	public static final int DRAWN = -1;

	private final RuleSet rules;
	private final PlayGenerator generator;
	private final int[] stepRules;
	private final int[] turnRules;
	private final Ending ending;
	private final boolean extraOnDoubles;
	private final boolean extraOnAceyDeucey;
	/** The rules play a run of higher doubles after a double (Gul bara). */
	private final boolean runs;

	public Afterstates(PlayGenerator generator) {
		this.generator = generator;
		this.rules = generator.rules();
		this.stepRules = generator.stepRuleIndices();
		this.turnRules = java.util.stream.IntStream.range(0, rules.scoring().size())
				.filter(i -> rules.scoring().get(i).trigger() instanceof TurnTrigger).toArray();
		this.ending = new Ending(generator);
		this.extraOnDoubles = rules.extraRolls().contains(ExtraRoll.DOUBLES);
		this.extraOnAceyDeucey = rules.extraRolls().contains(ExtraRoll.ACEY_DEUCEY);
		this.runs = rules.throwRules().stream().anyMatch(r -> r.effect().playsARun());
	}

	public RuleSet rules() {
		return rules;
	}

	public PlayGenerator generator() {
		return generator;
	}

	/**
	 * Writes into {@code after} the position play {@code i} of {@code plays} leads to from {@code before}.
	 *
	 * @param again the roll gives the mover another turn ({@link #rollsAgain})
	 * @return the winner (0 or 1) if the play ends the game, {@link #DRAWN}, or {@link #GOES_ON}
	 */
	public int apply(Position before, PlayList plays, int i, Position after, boolean again) {
		int side = before.sideToMove();
		after.copyFrom(before);
		plays.apply(after, i);
		for (int r = 0; r < stepRules.length; r++) {
			score(after, side, stepRules[r], plays.events(i, r));
		}
		if (plays.stepCount(i) > 0) {
			for (int rule : turnRules) {
				if (((TurnTrigger) rules.scoring().get(rule).trigger()).fires(before, after, side)) {
					score(after, side, rule, 1);
				}
			}
		}
		boolean runGoesOn = nextOfRun(before, plays, i) != null;
		if (!runGoesOn) {
			after.endTurn(side); // as the game: the turns played and the frontier, before the end is judged
		}
		int end = end(after, side);
		if (end == GOES_ON && !again && !runGoesOn) {
			after.setSideToMove(1 - side);
		}
		return end;
	}

	/**
	 * The double the mover plays next in the same turn after play {@code i} from {@code before}, as the game plays a
	 * run of higher doubles; null when the turn's run ends there or there is none. The run's rule is read on
	 * {@code before} with this double thrown; the game reads it once, at the run's first double: the same for a
	 * condition on the turns played (a run is one turn), not always for one on the pieces.
	 */
	public int[] nextOfRun(Position before, PlayList plays, int i) {
		if (!runs) {
			return null;
		}
		int[] roll = plays.roll();
		int side = before.sideToMove();
		ThrowRule run = rules.throwRule(roll, before, side, TurnSoFar.atStart(roll, before.turnsPlayed(side) == 0), ThrowRule.RUNS);
		return run == null ? null : run.nextOfRun(roll, rules.dice().faces(), plays.stepCount(i) < (rules.dice().doublesTwice() ? 4 : 2));
	}

	private void score(Position p, int side, int rule, int times) {
		if (times == 0) {
			return;
		}
		ScoringRule r = rules.scoring().get(rule);
		for (int k = 0; k < times; k++) {
			p.fire(side, rule);
		}
		p.addChips(side, r.chips() * times);
	}

	/**
	 * Whether the roll, played as listed from {@code before}, gives the mover another turn: doubles or 1-2 where the
	 * rules say so, 追い廻し, a throw rule whose condition holds at the start of the turn.
	 */
	public boolean rollsAgain(PlayList plays, int[] roll, Position before) {
		if (plays.isRunToFront()) {
			return true;
		}
		boolean doubles = roll.length == 2 && roll[0] == roll[1];
		int side = before.sideToMove();
		return doubles && extraOnDoubles || extraOnAceyDeucey && ExtraRoll.isAceyDeucey(roll) || !rules.throwRules().isEmpty()
				&& rules.rollsAgainByRule(roll, before, side, TurnSoFar.atStart(roll, before.turnsPlayed(side) == 0));
	}

	/** The game's end after the mover's turn, decided as the game decides it. */
	private int end(Position p, int mover) {
		int judged = ending.judge(p, mover, -1);
		if (judged == Ending.GOES_ON) {
			return GOES_ON;
		}
		int winner = ending.winner(p, judged);
		return winner < 0 ? DRAWN : winner;
	}

	/** 1 if {@code side} won, 0.5 for a draw, 0 if it lost. */
	public static double won(int end, int side) {
		return end == DRAWN ? 0.5 : end == side ? 1 : 0;
	}

	static Position[] scratch(Position like, int n) {
		Position[] p = new Position[n];
		Arrays.setAll(p, k -> like.copy());
		return p;
	}
}
