package org.rulebench.engine.players;

import java.util.Arrays;

import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.EndCondition;
import org.rulebench.engine.rules.ExtraRoll;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Victory;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.TurnTrigger;

/**
 * What a play leads to, as {@link org.rulebench.engine.game.Game} plays it: the pieces moved, the turn's scoring
 * events and chips, who moves next (the mover again after an extra roll), and whether the game is over and who
 * won. Players look ahead with it; one instance per thread.
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
	private final EndCondition[] ends;
	private final boolean extraOnDoubles;
	private final boolean extraOnAceyDeucey;

	public Afterstates(PlayGenerator generator) {
		this.generator = generator;
		this.rules = generator.rules();
		this.stepRules = generator.stepRuleIndices();
		this.turnRules = java.util.stream.IntStream.range(0, rules.scoring().size())
				.filter(i -> rules.scoring().get(i).trigger() instanceof TurnTrigger).toArray();
		this.ends = rules.ends().stream().sorted().toArray(EndCondition[]::new);
		this.extraOnDoubles = rules.extraRolls().contains(ExtraRoll.DOUBLES);
		this.extraOnAceyDeucey = rules.extraRolls().contains(ExtraRoll.ACEY_DEUCEY);
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
		int end = end(after, side);
		if (end == GOES_ON && !again) {
			after.setSideToMove(1 - side);
		}
		return end;
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

	/** Whether the roll, played as listed, gives the mover another turn: doubles or 1-2 where the rules say so, 追い廻し. */
	public boolean rollsAgain(PlayList plays, int[] roll) {
		if (plays.isRunToFront()) {
			return true;
		}
		boolean doubles = roll.length == 2 && roll[0] == roll[1];
		return doubles && extraOnDoubles || extraOnAceyDeucey && ExtraRoll.isAceyDeucey(roll);
	}

	/** The game's end after the mover's turn, decided as the game decides it. */
	private int end(Position p, int mover) {
		int finisher = -1;
		boolean ended = false;
		for (EndCondition end : ends) {
			for (int k = 0; k < 2; k++) {
				int f = finishes(p, end, k == 0 ? mover : 1 - mover);
				if (f >= 0) {
					ended = true;
					finisher = finisher < 0 ? f : finisher;
				}
			}
			if (end == EndCondition.NO_SIDE_CAN_MOVE && !generator.canMove(p, 0) && !generator.canMove(p, 1)) {
				ended = true;
			}
		}
		if (!ended) {
			return GOES_ON;
		}
		Victory v = rules.victory();
		if (v == Victory.FIRST_TO_FINISH) {
			return finisher < 0 ? DRAWN : finisher;
		}
		int a = v == Victory.MOST_CHIPS ? p.chips(0) : p.borneOff(0) + p.taken(0);
		int b = v == Victory.MOST_CHIPS ? p.chips(1) : p.borneOff(1) + p.taken(1);
		return a == b ? DRAWN : a > b ? 0 : 1;
	}

	private int finishes(Position p, EndCondition end, int s) {
		return switch (end) {
		case ALL_BORNE_OFF -> p.borneOff(s) == rules.pieces() ? s : -1;
		case ALL_HOME -> p.allHome(s) && p.inPlay(s) > 0 ? s : -1;
		case MIRRORED_START -> p.standsMirrored(s) ? s : -1;
		case ALL_CAPTURED -> p.lost(s) == rules.pieces() ? 1 - s : -1;
		case NONE_LEFT_IN_PLAY -> p.inPlay(s) == 0 ? s : -1;
		case NO_SIDE_CAN_MOVE -> -1;
		};
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
