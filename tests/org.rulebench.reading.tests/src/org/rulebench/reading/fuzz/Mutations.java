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
 * or old line endings, deep nesting. Deterministic for a seed.
 */
final class Mutations {
	private static final Pattern WORD = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_]*|\\d+|[^\\s\\p{L}\\p{N}]");
	private static final String[] NUMBERS = { "0", "1", "2", "3", "4", "5", "7", "8", "9", "10", "12", "13", "24", "52", "99", "100",
			"1000", "65536", "2147483647", "99999999999" };
	private static final String[] ODD = { "\"", "(", ")", "{", "}", "#", ":", ";", ",", ".", "-", "'s", "//", "/*", "\uFEFF", "\r",
			"\t", "\u3000", "七梁", "not", "or", "and" };

	private final String text;
	private final List<int[]> words = new ArrayList<>();
	private final List<String> vocabulary;

	/** @param vocabulary words of the language (and of the other readings) to put in place of a word */
	Mutations(String text, List<String> vocabulary) {
		this.text = text;
		this.vocabulary = vocabulary;
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
		int kind = r.nextInt(13);
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
