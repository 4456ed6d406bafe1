package org.rulebench.annotations;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Properties of an imported annotation that Rulebench's model has no place for (Hypothesis' "group", Recogito's
 * per-body "creator"): kept as they were written, name to JSON text, in order, and written back unchanged.
 */
final class Extras {
	private Extras() {
	}

	static Map<String, String> copy(Map<String, String> extras) {
		return extras == null || extras.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(extras));
	}
}
