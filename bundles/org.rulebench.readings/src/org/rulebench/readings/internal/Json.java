package org.rulebench.readings.internal;

import java.util.Locale;
import java.util.Map;

/** JSON text from ordered maps, lists, strings, numbers, booleans and null: what the reports need, no more. */
public final class Json {
	private Json() {
	}

	public static String write(Object value) {
		StringBuilder b = new StringBuilder();
		value(b, value, 0);
		return b.toString();
	}

	private static void value(StringBuilder b, Object v, int depth) {
		if (v == null) {
			b.append("null");
		} else if (v instanceof Map<?, ?> map) {
			if (map.isEmpty()) {
				b.append("{}");
				return;
			}
			b.append("{\n");
			int i = 0;
			for (Map.Entry<?, ?> e : map.entrySet()) {
				b.append("  ".repeat(depth + 1));
				string(b, String.valueOf(e.getKey()));
				b.append(": ");
				value(b, e.getValue(), depth + 1);
				b.append(++i < map.size() ? ",\n" : "\n");
			}
			b.append("  ".repeat(depth)).append('}');
		} else if (v instanceof Iterable<?> list) {
			boolean nested = false;
			for (Object o : list) {
				nested |= o instanceof Map<?, ?> || o instanceof Iterable<?>;
			}
			b.append('[');
			int i = 0;
			for (Object o : list) {
				b.append(i++ == 0 ? "" : ",");
				if (nested) {
					b.append('\n').append("  ".repeat(depth + 1));
				} else if (i > 1) {
					b.append(' ');
				}
				value(b, o, depth + 1);
			}
			if (nested && i > 0) {
				b.append('\n').append("  ".repeat(depth));
			}
			b.append(']');
		} else if (v instanceof Double || v instanceof Float) {
			double d = ((Number) v).doubleValue();
			b.append(Double.isFinite(d) ? number(d) : "null");
		} else if (v instanceof Number || v instanceof Boolean) {
			b.append(v);
		} else {
			string(b, v.toString());
		}
	}

	/** Six significant digits, without trailing zeros. */
	private static String number(double d) {
		if (d == Math.rint(d) && Math.abs(d) < 1e15) {
			return Long.toString((long) d);
		}
		String s = String.format(Locale.ROOT, "%.6g", d);
		if (s.contains("e")) {
			return s.replaceAll("\\.?0+e", "e");
		}
		return s.contains(".") ? s.replaceAll("\\.?0+$", "") : s;
	}

	private static void string(StringBuilder b, String s) {
		b.append('"');
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			switch (c) {
			case '"' -> b.append("\\\"");
			case '\\' -> b.append("\\\\");
			case '\n' -> b.append("\\n");
			case '\r' -> b.append("\\r");
			case '\t' -> b.append("\\t");
			default -> {
				if (c < 0x20) {
					b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
				} else {
					b.append(c);
				}
			}
			}
		}
		b.append('"');
	}
}
