package org.rulebench.engine.grid.rules;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Maka Dai Dai Shogi's exchange (入れ替わり, seed 002 article 005): a piece that captures one of {@code taken} becomes
 * {@code into}, forced; the captor kinds in {@code instead} become the kind mapped to them instead (玉将 becomes 自在王;
 * mapped to itself, a kind stays as it is). A move taking several such pieces is ruled by the last one taken.
 */
public record Exchange(List<String> taken, String into, Map<String, String> instead) {
	public Exchange {
		taken = List.copyOf(taken);
		Objects.requireNonNull(into, "into");
		instead = Map.copyOf(instead);
		if (taken.isEmpty()) {
			throw new IllegalArgumentException("an exchange names at least one kind whose capture changes the captor");
		}
	}
}
