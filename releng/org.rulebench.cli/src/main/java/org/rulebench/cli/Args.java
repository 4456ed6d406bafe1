package org.rulebench.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Options (--name value, --flag) and the rest, in order. */
final class Args {
	final List<String> positional = new ArrayList<>();
	private final Map<String, List<String>> options = new LinkedHashMap<>();

	/** @param flags options without a value; {@code arity} how many values others take (1 unless listed) */
	Args(String[] args, int from, Set<String> flags, Map<String, Integer> arity) {
		for (int i = from; i < args.length; i++) {
			String a = args[i];
			if (a.startsWith("--")) {
				String name = a.substring(2);
				int eq = name.indexOf('=');
				if (eq > 0) {
					options.computeIfAbsent(name.substring(0, eq), k -> new ArrayList<>()).add(name.substring(eq + 1));
					continue;
				}
				if (flags.contains(name)) {
					options.computeIfAbsent(name, k -> new ArrayList<>());
					continue;
				}
				if (!arity.containsKey(name)) {
					throw new Usage("unknown option --" + name);
				}
				int n = arity.get(name);
				if (i + n >= args.length) {
					throw new Usage("--" + name + " needs " + n + (n == 1 ? " value" : " values"));
				}
				for (int k = 0; k < n; k++) {
					options.computeIfAbsent(name, x -> new ArrayList<>()).add(args[++i]);
				}
			} else {
				positional.add(a);
			}
		}
	}

	boolean has(String name) {
		return options.containsKey(name);
	}

	String get(String name, String fallback) {
		List<String> v = options.get(name);
		return v == null || v.isEmpty() ? fallback : v.get(v.size() - 1);
	}

	List<String> all(String name) {
		return options.getOrDefault(name, List.of());
	}

	long number(String name, long fallback, long min, long max) {
		String v = get(name, null);
		if (v == null) {
			return fallback;
		}
		try {
			long n = Long.parseLong(v.replace("_", "").replace(",", ""));
			if (n < min || n > max) {
				throw new Usage("--" + name + " must be between " + min + " and " + max + ", not " + v);
			}
			return n;
		} catch (NumberFormatException e) {
			throw new Usage("--" + name + " needs a whole number, not '" + v + "'");
		}
	}
}
