package org.rulebench.reading.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Mutants of a reading's text, the mistakes and oddities a historian's file can hold: a word dropped, doubled,
 * swapped with the next or replaced by another word of the language, a number changed (0, 1, a large one), a line
 * dropped or doubled, the file cut short, a quote, parenthesis or brace left open or closed twice, a byte-order mark
 * or old line endings, deep nesting; another reading's statement put in (another family's words, a part stated twice),
 * a rule's claim replaced by another's or by a hollow one (`one of { }`, a sentence cut after `when`), a range turned
 * round, two lines swapped. Deterministic for a seed.
 */
final class Mutations {
	private static final Pattern WORD = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_]*|\\d+|[^\\s\\p{L}\\p{N}]");
	private static final String[] NUMBERS = { "0", "1", "2", "3", "4", "5", "7", "8", "9", "10", "12", "13", "24", "52", "99", "100",
			"1000", "65536", "2147483647", "99999999999", "-1", "-7", "0.5", "00", "1e3" };
	/** Hollow alternatives and half-stated parts, put in place of a rule's claim. */
	private static final String[] HOLLOW = { "one of { }", "one of { a: }", "one of { a: assumed }", "one of { a: assumed a: assumed }",
			"one of {", "when", "when a side throws a double and", "a side may not", "a side must", "a side may", "expect", "after 0 turns" };
	private static final Pattern CLAIM = Pattern.compile("(?m)^rule [^:\\n]+:");

	private static final String[] ODD = { "\"", "(", ")", "{", "}", "#", ":", ";", ",", ".", "-", "'s", "//", "/*", "\uFEFF", "\r",
			"\t", "\u3000", "七梁", "not", "or", "and" };

	private final String text;
	private final List<int[]> words = new ArrayList<>();
	private final List<String> vocabulary;
	private final List<String> foreign;

	/**
	 * @param vocabulary words of the language (and of the other readings) to put in place of a word
	 * @param foreign statements of other readings, of every family (`rule …` and `expect …` with their lines), to put
	 *        in this one: another family's words, a part stated twice, an expectation about another game
	 */
	Mutations(String text, List<String> vocabulary, List<String> foreign) {
		this.text = text;
		this.vocabulary = vocabulary;
		this.foreign = foreign;
		Matcher m = WORD.matcher(text);
		while (m.find()) {
			words.add(new int[] { m.start(), m.end() });
		}
	}

	/** The {@code n}th mutant of this seed, with a line saying what was done. */
	Mutant mutant(long seed) {
		SplittableRandom r = new SplittableRandom(seed);
		int[] w = words.get(r.nextInt(words.size()));
		String word = text.substring(w[0], w[1]);
		int kind = r.nextInt(17);
		return switch (kind) {
		case 0 -> new Mutant("drop `" + word + "`", text.substring(0, w[0]) + text.substring(w[1]));
		case 1 -> new Mutant("double `" + word + "`", text.substring(0, w[1]) + " " + word + text.substring(w[1]));
		case 2 -> {
			int i = words.indexOf(w);
			if (i + 1 >= words.size()) {
				yield new Mutant("unchanged", text);
			}
			int[] v = words.get(i + 1);
			yield new Mutant("swap `" + word + "` and the next", text.substring(0, w[0]) + text.substring(v[0], v[1])
					+ text.substring(w[1], v[0]) + word + text.substring(v[1]));
		}
		case 3, 4 -> {
			String other = vocabulary.get(r.nextInt(vocabulary.size()));
			yield new Mutant("`" + word + "` to `" + other + "`", text.substring(0, w[0]) + other + text.substring(w[1]));
		}
		case 5, 6 -> {
			List<int[]> numbers = words.stream().filter(x -> Character.isDigit(text.charAt(x[0]))).toList();
			if (numbers.isEmpty()) {
				yield new Mutant("unchanged", text);
			}
			int[] n = numbers.get(r.nextInt(numbers.size()));
			String to = NUMBERS[r.nextInt(NUMBERS.length)];
			yield new Mutant("number " + text.substring(n[0], n[1]) + " to " + to, text.substring(0, n[0]) + to + text.substring(n[1]));
		}
		case 7 -> {
			List<String> lines = new ArrayList<>(text.lines().toList());
			int i = r.nextInt(lines.size());
			String dropped = lines.remove(i);
			yield new Mutant("drop line " + (i + 1) + " `" + cut(dropped) + "`", String.join("\n", lines) + "\n");
		}
		case 8 -> {
			List<String> lines = new ArrayList<>(text.lines().toList());
			int i = r.nextInt(lines.size());
			lines.add(i, lines.get(i));
			yield new Mutant("double line " + (i + 1), String.join("\n", lines) + "\n");
		}
		case 9 -> new Mutant("cut at " + w[0], text.substring(0, w[0]));
		case 10 -> {
			String odd = ODD[r.nextInt(ODD.length)];
			yield new Mutant("insert `" + odd + "` at " + w[0], text.substring(0, w[0]) + odd + text.substring(w[0]));
		}
		case 11 -> switch (r.nextInt(3)) {
		case 0 -> new Mutant("byte-order mark", "\uFEFF" + text);
		case 1 -> new Mutant("old Mac line endings", text.replace("\r\n", "\n").replace('\n', '\r'));
		default -> new Mutant("Windows line endings", text.replace("\r\n", "\n").replace("\n", "\r\n"));
		};
		case 13 -> {
			// another reading's statement (often another family's) before a line of this one
			String stranger = foreign.get(r.nextInt(foreign.size()));
			List<String> lines = new ArrayList<>(text.lines().toList());
			int i = r.nextInt(lines.size() + 1);
			lines.add(i, stranger);
			yield new Mutant("insert at line " + (i + 1) + " `" + cut(stranger) + "`", String.join("\n", lines) + "\n");
		}
		case 14 -> {
			// a rule's claim replaced by another reading's claim, or by a hollow one
			List<int[]> claims = new ArrayList<>();
			Matcher m = CLAIM.matcher(text);
			while (m.find()) {
				claims.add(new int[] { m.end(), text.indexOf('\n', m.end()) < 0 ? text.length() : text.indexOf('\n', m.end()) });
			}
			if (claims.isEmpty()) {
				yield new Mutant("unchanged", text);
			}
			int[] c = claims.get(r.nextInt(claims.size()));
			String by;
			if (r.nextBoolean()) {
				by = HOLLOW[r.nextInt(HOLLOW.length)];
			} else {
				String stranger = foreign.get(r.nextInt(foreign.size()));
				int colon = stranger.indexOf(':');
				by = colon < 0 ? stranger : stranger.substring(colon + 1);
			}
			yield new Mutant("claim `" + cut(text.substring(c[0], c[1]).strip()) + "` to `" + cut(by.strip()) + "`",
					text.substring(0, c[0]) + " " + by + text.substring(c[1]));
		}
		case 15 -> {
			// a range turned round, or both ends moved: `points 1 to 12`, `counts 0 to 4`, `ranks 6 to 10`
			Matcher m = Pattern.compile("(\\d+)( to )(\\d+)").matcher(text);
			List<int[]> ranges = new ArrayList<>();
			while (m.find()) {
				ranges.add(new int[] { m.start(1), m.end(1), m.start(3), m.end(3) });
			}
			if (ranges.isEmpty()) {
				yield new Mutant("unchanged", text);
			}
			int[] g = ranges.get(r.nextInt(ranges.size()));
			String a = text.substring(g[0], g[1]);
			String b = text.substring(g[2], g[3]);
			String to = r.nextBoolean() ? b + " to " + a : NUMBERS[r.nextInt(NUMBERS.length)] + " to " + NUMBERS[r.nextInt(NUMBERS.length)];
			yield new Mutant("range " + a + " to " + b + " to " + to, text.substring(0, g[0]) + to + text.substring(g[3]));
		}
		case 16 -> {
			List<String> lines = new ArrayList<>(text.lines().toList());
			if (lines.size() < 2) {
				yield new Mutant("unchanged", text);
			}
			int i = r.nextInt(lines.size() - 1);
			java.util.Collections.swap(lines, i, i + 1);
			yield new Mutant("swap lines " + (i + 1) + " and " + (i + 2), String.join("\n", lines) + "\n");
		}
		default -> {
			int depth = new int[] { 3, 40, 70, 1000 }[r.nextInt(4)];
			yield new Mutant("`" + word + "` nested " + depth + " deep", text.substring(0, w[0]) + "(".repeat(depth) + word
					+ ")".repeat(depth) + text.substring(w[1]));
		}
		};
	}

	private static String cut(String s) {
		return s.length() > 40 ? s.substring(0, 40) + "…" : s;
	}

	record Mutant(String what, String text) {
	}
}
