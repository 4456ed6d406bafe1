package org.rulebench.engine.grid.rules;

import java.util.List;
import java.util.Objects;

import org.rulebench.engine.grid.board.Zone;

/**
 * A kind's promotion: on a move that {@link Trigger ends in} the zone (chess, makruk) or {@link Trigger touches} it
 * (starts or ends there: shogi), into one of {@code into} (kind names), forced or at the player's choice.
 *
 * @param perSide the most pieces of a promoted kind a side may have on the board (makruk's Rua Gaai, one per side in
 *                some local rules); a move that would exceed it does not promote. 0: no limit
 */
public record Promotion(Zone zone, List<String> into, boolean mandatory, Trigger trigger, int perSide) {
	public enum Trigger {
		/** The move ends in the zone. */
		ENDS_IN,
		/** The move starts or ends in the zone. */
		TOUCHES
	}

	public Promotion {
		Objects.requireNonNull(zone, "zone");
		into = List.copyOf(into);
		if (into.isEmpty()) {
			throw new IllegalArgumentException("a promotion names at least one kind to promote into");
		}
		Objects.requireNonNull(trigger, "trigger");
		if (perSide < 0) {
			throw new IllegalArgumentException("a promotion limit is 0 (none) or more, not " + perSide);
		}
	}

	public Promotion(Zone zone, List<String> into, boolean mandatory, Trigger trigger) {
		this(zone, into, mandatory, trigger, 0);
	}

	/** The same promotion, allowed while the side has fewer than {@code most} pieces of the kind promoted into. */
	public Promotion atMostPerSide(int most) {
		return new Promotion(zone, into, mandatory, trigger, most);
	}

	public static Promotion forced(Zone zone, String... into) {
		return new Promotion(zone, List.of(into), true, Trigger.ENDS_IN);
	}

	public static Promotion optional(Zone zone, String... into) {
		return new Promotion(zone, List.of(into), false, Trigger.ENDS_IN);
	}

	public boolean applies(int side, int from, int to) {
		return zone.contains(side, to) || trigger == Trigger.TOUCHES && zone.contains(side, from);
	}
}
