package org.rulebench.reading.golden;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;

/**
 * The printed form of compiled rules: every value the engine was given, spelt out field by field (records by their
 * components, arrays by their elements, sets sorted), so that two compilations print alike exactly when they hold
 * equal values, and no identity hash leaks in. Static fields are left out: they are shared tables, not the rules.
 */
public final class Printed {
	private final IdentityHashMap<Object, Boolean> open = new IdentityHashMap<>();
	private final StringBuilder out = new StringBuilder();

	private Printed() {
	}

	public static String of(Object value) {
		Printed p = new Printed();
		p.print(value);
		return p.out.toString();
	}

	private void print(Object v) {
		if (v == null || v instanceof Number || v instanceof Boolean || v instanceof CharSequence || v instanceof Character
				|| v instanceof Enum<?> || v instanceof Class<?>) {
			out.append(v instanceof Class<?> c ? c.getName() : String.valueOf(v));
			return;
		}
		if (open.containsKey(v)) {
			out.append("<cycle ").append(v.getClass().getSimpleName()).append('>');
			return;
		}
		open.put(v, true);
		try {
			if (v.getClass().isArray()) {
				out.append('[');
				for (int i = 0; i < Array.getLength(v); i++) {
					out.append(i > 0 ? "," : "");
					print(Array.get(v, i));
				}
				out.append(']');
			} else if (v instanceof Set<?> s && !(v instanceof java.util.SortedSet<?>) && !(v instanceof java.util.LinkedHashSet<?>)) {
				List<String> items = new ArrayList<>();
				for (Object o : s) {
					items.add(of(o));
				}
				items.sort(null);
				out.append(items);
			} else if (v instanceof Collection<?> c) {
				out.append('[');
				boolean first = true;
				for (Object o : c) {
					out.append(first ? "" : ",");
					first = false;
					print(o);
				}
				out.append(']');
			} else if (v instanceof Map<?, ?> m) {
				Map<String, Object> entries = new LinkedHashMap<>();
				m.forEach((k, x) -> entries.put(of(k), x));
				List<String> keys = new ArrayList<>(entries.keySet());
				if (!(m instanceof LinkedHashMap<?, ?>) && !(m instanceof SortedMap<?, ?>)) {
					keys.sort(null);
				}
				out.append('{');
				for (String k : keys) {
					out.append(k).append('=');
					print(entries.get(k));
					out.append(';');
				}
				out.append('}');
			} else if (v.getClass().isRecord()) {
				out.append(v.getClass().getSimpleName()).append('(');
				for (RecordComponent rc : v.getClass().getRecordComponents()) {
					out.append(rc.getName()).append('=');
					try {
						rc.getAccessor().setAccessible(true);
						print(rc.getAccessor().invoke(v));
					} catch (ReflectiveOperationException e) {
						throw new IllegalStateException(e);
					}
					out.append(' ');
				}
				out.append(')');
			} else if (v.getClass().getName().startsWith("java.")) {
				out.append(v);
			} else {
				fields(v);
			}
		} finally {
			open.remove(v);
		}
	}

	private static boolean absent(Object value) {
		return value == null || value instanceof Collection<?> c && c.isEmpty() || value instanceof Map<?, ?> m && m.isEmpty()
				|| value.getClass().isArray() && Array.getLength(value) == 0;
	}

	private void fields(Object v) {
		String name = v.getClass().getName();
		// a lambda's class name carries an address that changes from run to run; what it captured does not
		out.append(name.contains("$$Lambda") ? name.substring(name.lastIndexOf('.') + 1, name.indexOf("$$Lambda")) + ".lambda"
				: name.substring(name.lastIndexOf('.') + 1)).append('{');
		for (Class<?> c = v.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
			for (Field f : c.getDeclaredFields()) {
				if (Modifier.isStatic(f.getModifiers()) || Modifier.isTransient(f.getModifiers()) || f.isSynthetic()) {
					continue;
				}
				Object value;
				try {
					f.setAccessible(true);
					value = f.get(v);
				} catch (ReflectiveOperationException | RuntimeException e) {
					value = "<unreadable>";
				}
				if (absent(value)) {
					continue; // a field a later version adds prints nothing while it is not used
				}
				out.append(f.getName()).append('=');
				print(value);
				out.append(' ');
			}
		}
		out.append('}');
	}
}
