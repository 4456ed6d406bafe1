package org.rulebench.cli;

import java.util.Locale;
import java.util.Map;

/** Writes JSON by hand: objects from ordered maps, numbers, strings, nested lists and maps. */
final class Json {
	private Json() {
	}

	static String write(Object value) {
		StringBuilder b = new StringBuilder();
		write(b, value, 0);
		return b.toString();
	}

	private static void write(StringBuilder b, Object v, int indent) {
		if (v == null) {
			b.append("null");
		} else if (v instanceof Map<?, ?> m) {
			b.append('{');
			int i = 0;
			for (Map.Entry<?, ?> e : m.entrySet()) {
				b.append(i++ == 0 ? "\n" : ",\n").append("  ".repeat(indent + 1));
				string(b, String.valueOf(e.getKey()));
				b.append(": ");
				write(b, e.getValue(), indent + 1);
			}
			b.append(m.isEmpty() ? "" : "\n" + "  ".repeat(indent)).append('}');
		} else if (v instanceof Iterable<?> l) {
			b.append('[');
			int i = 0;
			for (Object o : l) {
				b.append(i++ == 0 ? "" : ", ");
				write(b, o, indent + 1);
			}
			b.append(']');
		} else if (v instanceof Double d) {
			b.append(d.isNaN() || d.isInfinite() ? "null" : String.format(Locale.ROOT, "%.6g", d).replaceAll("(\\.\\d*?)0+(e|$)", "$1$2").replaceAll("\\.(e|$)", "$1"));
		} else if (v instanceof Number || v instanceof Boolean) {
			b.append(v);
		} else {
			string(b, v.toString());
		}
	}

	private static void string(StringBuilder b, String s) {
		b.append('"');
		for (char c : s.toCharArray()) {
			switch (c) {
			case '"' -> b.append("\\\"");
			case '\\' -> b.append("\\\\");
			case '\n' -> b.append("\\n");
			case '\r' -> b.append("\\r");
			case '\t' -> b.append("\\t");
			default -> {
				if (c < 0x20) {
					b.append(String.format("\\u%04x", (int) c));
				} else {
					b.append(c);
				}
			}
			}
		}
		b.append('"');
	}
}
