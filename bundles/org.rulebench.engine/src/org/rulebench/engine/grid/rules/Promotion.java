package org.rulebench.engine.grid.rules;

import java.util.List;
import java.util.Objects;

import org.rulebench.engine.grid.board.Zone;

/**
 * A kind's promotion: on a move that {@link Trigger enters} the zone, moves {@link Trigger within} it or
 * {@link Trigger leaves} it, in any combination ({@link Trigger#ENDS_IN}: chess, makruk; {@link Trigger#TOUCHES}:
 * shogi), into one of {@code into} (kind names), forced or at the player's choice; with a {@code limit}, only while
 * the side has fewer than that many pieces of the kind promoted into (seed 004's ルア・ガーイ, one Rua Gaai at a time;
 * 0: no limit; {@link #AS_AT_START}: fewer than at the start); or {@link Trigger on capturing} a piece that stands in the zone. Not when {@code unless} holds of the
 * move (null: always), such as "unless it has been promoted" (its history, {@link GridRules#tracksHistory}), or a
 * limit over the game: unless the side's pieces of the kind have made that many promotions
 * ({@link MoveCondition.PromotionsMade}: one Rua Gaai ever).
 * A piece is also made to promote where, unpromoted, it could never move again when the rules say so
 * ({@link MoveCondition.Stuck}).
 * <p>
 * A promotion may also be a move of its own ({@link Trigger#IN_PLACE}, {@link Trigger#IN_PLACE_OR_STEP}: sittuyin): a
 * piece standing in the zone, or anywhere {@code orWhen} holds of it (null: only in the zone), becomes the new kind
 * where it stands, or makes one of the new kind's moves that capture nothing and becomes it; always at the player's
 * choice. Its other moves promote nothing.
 */
public record Promotion(Zone zone, List<String> into, boolean mandatory, Trigger trigger, int limit, MoveCondition unless,
		MoveCondition orWhen) {
	/** Which moves promote: by where they start and end, inside or outside the zone. */
	public enum Trigger {
		/** The move ends in the zone (enters it or moves within it). */
		ENDS_IN(true, true, false),
		/** The move starts or ends in the zone. */
		TOUCHES(true, true, true),
		/** The move captures a piece standing in the zone (Maka Dai Dai Shogi, seed 002 articles 003-004). */
		CAPTURES_IN(false, false, false),
		/** The move enters the zone from outside. */
		ENTERS(true, false, false),
		/** The move leaves the zone. */
		LEAVES(false, false, true),
		/** The move starts and ends in the zone. */
		WITHIN(false, true, false),
		ENTERS_OR_LEAVES(true, false, true),
		LEAVES_OR_WITHIN(false, true, true),
		/** A move of its own: the piece becomes the new kind where it stands. */
		IN_PLACE(false, false, false),
		/** A move of its own: where it stands, or by one of the new kind's moves that capture nothing. */
		IN_PLACE_OR_STEP(false, false, false);

		private final boolean enters;
		private final boolean within;
		private final boolean leaves;

		Trigger(boolean enters, boolean within, boolean leaves) {
			this.enters = enters;
			this.within = within;
			this.leaves = leaves;
		}

		public boolean enters() {
			return enters;
		}

		public boolean within() {
			return within;
		}

		public boolean leaves() {
			return leaves;
		}

		/** The promotion is a move of its own, not made by the piece's other moves. */
		public boolean asAMove() {
			return this == IN_PLACE || this == IN_PLACE_OR_STEP;
		}

		/** The trigger of moves that enter, stay within and/or leave the zone (at least one). */
		public static Trigger of(boolean enters, boolean within, boolean leaves) {
			for (Trigger t : values()) {
				if (t != CAPTURES_IN && !t.asAMove() && t.enters == enters && t.within == within && t.leaves == leaves) {
					return t;
				}
			}
			throw new IllegalArgumentException("a promotion happens on entering, within or on leaving its zone");
		}
	}

	/**
	 * A {@code limit} kind by kind: only into a kind of which the side has fewer on the board than in the start position
	 * (grand chess: a pawn becomes only a piece its side has lost).
	 */
	public static final int AS_AT_START = -1;

	public Promotion {
		Objects.requireNonNull(zone, "zone");
		into = List.copyOf(into);
		if (into.isEmpty()) {
			throw new IllegalArgumentException("a promotion names at least one kind to promote into");
		}
		Objects.requireNonNull(trigger, "trigger");
		if (limit < AS_AT_START) {
			throw new IllegalArgumentException("a promotion limit is 0 (none) or more, or AS_AT_START, not " + limit);
		}
		if (orWhen != null && !trigger.asAMove()) {
			throw new IllegalArgumentException("only a promotion that is a move of its own may be made outside its zone");
		}
		if (mandatory && trigger.asAMove()) {
			throw new IllegalArgumentException("a promotion that is a move of its own is the player's choice, never forced");
		}
	}

	public Promotion(Zone zone, List<String> into, boolean mandatory, Trigger trigger, int limit, MoveCondition unless) {
		this(zone, into, mandatory, trigger, limit, unless, null);
	}

	public Promotion(Zone zone, List<String> into, boolean mandatory, Trigger trigger, int limit) {
		this(zone, into, mandatory, trigger, limit, null, null);
	}

	public static Promotion forced(Zone zone, String... into) {
		return new Promotion(zone, List.of(into), true, Trigger.ENDS_IN, 0);
	}

	public static Promotion optional(Zone zone, String... into) {
		return new Promotion(zone, List.of(into), false, Trigger.ENDS_IN, 0);
	}

	/** Forced on every move that captures a piece standing in the zone. */
	public static Promotion onCapture(Zone zone, String... into) {
		return new Promotion(zone, List.of(into), true, Trigger.CAPTURES_IN, 0);
	}

	/** The same promotion, allowed only while the side has fewer than {@code n} pieces promoted into. */
	public Promotion limitedTo(int n) {
		return new Promotion(zone, into, mandatory, trigger, n, unless, orWhen);
	}

	/** The same promotion, on moves triggered so. */
	public Promotion on(Trigger t) {
		return new Promotion(zone, into, mandatory, t, limit, unless, t.asAMove() ? orWhen : null);
	}

	/** The same promotion, not when the condition holds of the move. */
	public Promotion unless(MoveCondition c) {
		return new Promotion(zone, into, mandatory, trigger, limit, c, orWhen);
	}

	/** For the moves' triggers; a capture trigger is looked at by the captured points. */
	public boolean applies(int side, int from, int to) {
		if (trigger == Trigger.CAPTURES_IN || trigger.asAMove()) {
			return false;
		}
		boolean in = zone.contains(side, from);
		return zone.contains(side, to) ? in ? trigger.within() : trigger.enters() : in && trigger.leaves();
	}
}
