package org.rulebench.engine.game;

import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.EndCondition;
import org.rulebench.engine.rules.EndRule;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.StakeRule;
import org.rulebench.engine.rules.Stakes;
import org.rulebench.engine.rules.Victory;

/**
 * Whether a game is over after a turn, who won it and what the win counts: decided in one place for the game
 * ({@link Game}) and for players that look ahead ({@link org.rulebench.engine.players.Afterstates}).
 */
public final class Ending {
	/** {@link #judge}: the game goes on. */
	public static final int GOES_ON = -3;
	/** {@link #judge}: the game ended in a draw, whatever the winner rule says (an end rule says so). */
	public static final int DRAWN = -2;
	/** {@link #judge}: the game ended and no side brought it about. */
	public static final int NO_FINISHER = -1;

	private final RuleSet rules;
	private final PlayGenerator generator;
	private final EndCondition[] ends;
	private final EndRule[] endRules;

	public Ending(PlayGenerator generator) {
		this.rules = generator.rules();
		this.generator = generator;
		this.ends = rules.ends().stream().sorted().toArray(EndCondition[]::new);
		this.endRules = rules.endRules().toArray(EndRule[]::new);
	}

	/**
	 * The end after the mover's turn: {@link #GOES_ON}, {@link #DRAWN}, {@link #NO_FINISHER} or the side that ends
	 * the game (a side that scored an ending event this turn first, then the ends in their order, the mover before
	 * the other side).
	 *
	 * @param eventFinisher the side that scored an event ending the game, or -1
	 */
	public int judge(Position position, int mover, int eventFinisher) {
		int finisher = eventFinisher;
		boolean ended = finisher >= 0;
		for (EndCondition end : ends) {
			for (int k = 0; k < 2; k++) {
				int f = finishes(position, end, k == 0 ? mover : 1 - mover);
				if (f >= 0) {
					ended = true;
					finisher = finisher < 0 ? f : finisher;
				}
			}
			if (end == EndCondition.NO_SIDE_CAN_MOVE && !generator.canMove(position, 0) && !generator.canMove(position, 1)) {
				ended = true;
			}
		}
		for (EndRule r : endRules) {
			for (int k = 0; k < 2; k++) {
				int s = k == 0 ? mover : 1 - mover;
				if (r.condition().holds(position, s)) {
					if (r.draw()) {
						return DRAWN;
					}
					ended = true;
					finisher = finisher < 0 ? s : finisher;
				}
			}
		}
		return !ended ? GOES_ON : finisher;
	}

	/** The side that finished by this end on side {@code s}'s standing, or -1. */
	private int finishes(Position position, EndCondition end, int s) {
		return switch (end) {
		case ALL_BORNE_OFF -> position.borneOff(s) == rules.pieces() ? s : -1;
		case ALL_HOME -> position.allHome(s) && position.inPlay(s) > 0 ? s : -1;
		case MIRRORED_START -> position.standsMirrored(s) ? s : -1;
		case ALL_CAPTURED -> position.lost(s) == rules.pieces() ? 1 - s : -1;
		case NONE_LEFT_IN_PLAY -> position.inPlay(s) == 0 ? s : -1;
		case NO_SIDE_CAN_MOVE -> -1;
		};
	}

	/**
	 * The winner of an ended game as the winner rule decides it, -1 for a draw.
	 *
	 * @param judged what {@link #judge} said: not {@link #GOES_ON}
	 */
	public int winner(Position position, int judged) {
		Victory v = rules.victory();
		if (judged == DRAWN) {
			return -1;
		}
		if (v == Victory.FIRST_TO_FINISH) {
			return judged;
		}
		int a = count(position, 0);
		int b = count(position, 1);
		return a == b ? -1 : a > b ? 0 : 1;
	}

	/** What a count-decided victory compares: chips, pieces borne off and taken, or the rule's count. */
	int count(Position position, int side) {
		return switch (rules.victory()) {
		case MOST_CHIPS -> position.chips(side);
		case MOST_OF -> rules.winnerBy().of(position, side);
		default -> position.borneOff(side) + position.taken(side);
		};
	}

	/** How a side that finished first won: single, gammon or backgammon by the fixed stakes. */
	WinKind winKind(Position position, int winner) {
		int loser = 1 - winner;
		Stakes st = rules.stakes();
		if (!rules.bearOff().allowed() || st.gammon() == 0 || position.borneOff(loser) > 0) {
			return WinKind.SINGLE;
		}
		if (st.backgammon() > 0) {
			for (int p = 1; p <= rules.board().home(); p++) { // the winner's home, whichever way the sides travel
				if (position.opponentCount(winner, p) > 0) {
					return WinKind.BACKGAMMON;
				}
			}
			if (position.onBar(loser) > 0 || position.waiting(loser) > 0) {
				return WinKind.BACKGAMMON;
			}
		}
		return WinKind.GAMMON;
	}

	/** What the win counts before the cube: by its kind, or the most of the stake rules that hold. */
	int value(Position position, int winner, WinKind kind) {
		if (rules.stakeRules().isEmpty()) {
			Stakes st = rules.stakes();
			return switch (kind) {
			case GAMMON -> st.gammon();
			case BACKGAMMON -> st.backgammon();
			default -> st.single();
			};
		}
		int value = 0;
		for (StakeRule r : rules.stakeRules()) {
			if (r.value() > value && r.when().holds(position, winner)) {
				value = r.value();
			}
		}
		return value;
	}
}
