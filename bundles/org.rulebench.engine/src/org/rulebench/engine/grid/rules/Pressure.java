package org.rulebench.engine.grid.rules;

import java.util.List;

/**
 * What a move must do to press the other side, for a repetition rule that makes the pressing side deviate (seed 002,
 * article 141: 連続王手ないし、駒取り): check, an attack on a piece of one of the {@code checked} kinds, or, when
 * {@code threats}, a capture threat, the moved piece attacking any enemy piece from where it stands.
 */
public record Pressure(List<String> checked, boolean threats) {
	public Pressure {
		checked = List.copyOf(checked);
		if (checked.isEmpty() && !threats) {
			throw new IllegalArgumentException("a pressing move checks some kind of piece or threatens a capture");
		}
	}
}
