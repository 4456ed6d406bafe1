package org.rulebench.engine.grid.rules;

import java.util.List;
import java.util.Objects;

import org.rulebench.engine.grid.board.Zone;

/**
 * A kind's promotion: on a move that {@link Trigger ends in} the zone (chess, makruk) or {@link Trigger touches} it
 * (starts or ends there: shogi), into one of {@code into} (kind names), forced or at the player's choice; with a
 * {@code limit}, only while the side has fewer than that many pieces of the kind promoted into (seed 004's
 * ルア・ガーイ for one Rua per side; 0: no limit); or {@link Trigger on capturing} a piece that stands in the zone.
 */
public record Promotion(Zone zone, List<String> into, boolean mandatory, Trigger trigger, int limit) {
	public enum Trigger {
		/** The move ends in the zone. */
		ENDS_IN,
		/** The move starts or ends in the zone. */
		TOUCHES,
		/** The move captures a piece standing in the zone (Maka Dai Dai Shogi, seed 002 articles 003-004). */
		CAPTURES_IN
	}

	public Promotion {
		Objects.requireNonNull(zone, "zone");
		into = List.copyOf(into);
		if (into.isEmpty()) {
			throw new IllegalArgumentException("a promotion names at least one kind to promote into");
		}
		Objects.requireNonNull(trigger, "trigger");
		if (limit < 0) {
			throw new IllegalArgumentException("a promotion limit is 0 (none) or more, not " + limit);
		}
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
		return new Promotion(zone, into, mandatory, trigger, n);
	}

	/** For the moves' triggers; a capture trigger is looked at by the captured points. */
	public boolean applies(int side, int from, int to) {
		return trigger != Trigger.CAPTURES_IN &&  (zone.contains(side, to) || trigger == Trigger.TOUCHES && zone.contains(side, from));
	}
}
