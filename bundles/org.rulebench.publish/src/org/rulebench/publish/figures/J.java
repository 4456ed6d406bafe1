package org.rulebench.publish.figures;

import java.util.List;
import java.util.Map;

/** Reading the figures' JSON (maps, lists, numbers as parsed): a number by its path, an interval beside it. */
final class J {
	private J() {
	}

	@SuppressWarnings("unchecked")
	static Map<String, Object> map(Object o, String... path) {
		Object at = o;
		for (String p : path) {
			at = at instanceof Map<?, ?> m ? m.get(p) : null;
		}
		return at instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
	}

	@SuppressWarnings("unchecked")
	static List<Object> list(Object o, String key) {
		Object at = o instanceof Map<?, ?> m ? m.get(key) : null;
		return at instanceof List<?> l ? (List<Object>) l : List.of();
	}

	/** The number at the path; NaN where the JSON has null (a figure of no games) or nothing. */
	static double num(Object o, String... path) {
		Object at = o;
		for (String p : path) {
			at = at instanceof Map<?, ?> m ? m.get(p) : null;
		}
		return at instanceof Number n ? n.doubleValue() : Double.NaN;
	}

	/** The cell of an estimate {@code name} and the "ci95" beside it in the map at the path. */
	static Cell interval(Object o, String name, String... path) {
		Map<String, Object> m = map(o, path);
		List<Object> ci = list(m, "ci95");
		double low = ci.size() == 2 && ci.get(0) instanceof Number n ? n.doubleValue() : Double.NaN;
		double high = ci.size() == 2 && ci.get(1) instanceof Number n ? n.doubleValue() : Double.NaN;
		return Cell.interval(num(m, name), low, high);
	}
}
