package org.rulebench.engine.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the JSON of the oracle files: objects as maps, arrays as lists, numbers as Long or Double. */
public final class Json {
	private final String s;
	private int i;

	private Json(String s) {
		this.s = s;
	}

	public static Object parse(String text) {
		Json j = new Json(text);
		Object v = j.value();
		j.ws();
		if (j.i != text.length()) {
			throw j.error("trailing text");
		}
		return v;
	}

	private Object value() {
		ws();
		char c = s.charAt(i);
		return switch (c) {
		case '{' -> object();
		case '[' -> array();
		case '"' -> string();
		case 't' -> literal("true", Boolean.TRUE);
		case 'f' -> literal("false", Boolean.FALSE);
		case 'n' -> literal("null", null);
		default -> number();
		};
	}

	private Map<String, Object> object() {
		Map<String, Object> m = new LinkedHashMap<>();
		i++;
		ws();
		if (s.charAt(i) == '}') {
			i++;
			return m;
		}
		while (true) {
			ws();
			String k = string();
			ws();
			expect(':');
			m.put(k, value());
			ws();
			if (s.charAt(i) == ',') {
				i++;
			} else {
				expect('}');
				return m;
			}
		}
	}

	private List<Object> array() {
		List<Object> l = new ArrayList<>();
		i++;
		ws();
		if (s.charAt(i) == ']') {
			i++;
			return l;
		}
		while (true) {
			l.add(value());
			ws();
			if (s.charAt(i) == ',') {
				i++;
			} else {
				expect(']');
				return l;
			}
		}
	}

	private String string() {
		expect('"');
		StringBuilder b = new StringBuilder();
		while (s.charAt(i) != '"') {
			char c = s.charAt(i++);
			if (c == '\\') {
				char e = s.charAt(i++);
				switch (e) {
				case 'n' -> b.append('\n');
				case 't' -> b.append('\t');
				case 'r' -> b.append('\r');
				case 'b' -> b.append('\b');
				case 'f' -> b.append('\f');
				case 'u' -> {
					b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
					i += 4;
				}
				default -> b.append(e);
				}
			} else {
				b.append(c);
			}
		}
		i++;
		return b.toString();
	}

	private Object number() {
		int start = i;
		while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
			i++;
		}
		String t = s.substring(start, i);
		if (t.isEmpty()) {
			throw error("unexpected character");
		}
		return t.contains(".") || t.contains("e") || t.contains("E") ? (Object) Double.valueOf(t) : (Object) Long.valueOf(t);
	}

	private Object literal(String word, Object v) {
		if (!s.startsWith(word, i)) {
			throw error("expected " + word);
		}
		i += word.length();
		return v;
	}

	private void expect(char c) {
		if (i >= s.length() || s.charAt(i) != c) {
			throw error("expected '" + c + "'");
		}
		i++;
	}

	private void ws() {
		while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
			i++;
		}
	}

	private IllegalArgumentException error(String what) {
		return new IllegalArgumentException(what + " at offset " + i);
	}
}
