package org.rulebench.cli;

import org.rulebench.reading.compile.GameFamily;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.cards.CardReadingCompiler;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.variant.Variants;

/**
 * A checked reading compiled for every combination of its alternatives (or the ones chosen with --choose), as the
 * variants the simulator plays.
 */
record Compiled(Reading reading, List<Choice> choices, List<Variant> variants) {

	/** The race rule sets of a race reading (see {@link #of}). */
	List<RuleSet> rules() {
		return variants.stream().map(v -> ((RaceVariant) v).rules()).toList();
	}

	/** A race reading, for the commands that play race games only; null after printing the problems. */
	static Compiled of(Path file, List<String> chosen, PrintStream out) {
		return of(file, chosen, out, false);
	}

	/** A reading of any family; null after printing the problems if the file has errors. */
	static Compiled ofAnyFamily(Path file, List<String> chosen, PrintStream out) {
		return of(file, chosen, out, true);
	}

	private static Compiled of(Path file, List<String> chosen, PrintStream out, boolean anyFamily) {
		Readings readings = new Readings().load(List.of(file));
		boolean failed = false;
		for (Problem p : readings.check(file)) {
			if (p.error()) {
				out.println(p);
				failed = true;
			}
		}
		Reading reading = readings.reading(file);
		if (failed || reading == null) {
			return null;
		}
		ReadingChain chain = ReadingChain.of(reading);
		if (!anyFamily && GameFamily.of(chain) == GameFamily.GRID) {
			out.println(file + ":1:1: error: " + reading.getName() + " is a grid reading; this command plays race games"
					+ " (`rulebench perft` and `rulebench pieces` take grid readings) [cli.grid-reading]");
			return null;
		}
		if (!anyFamily && GameFamily.of(chain) == GameFamily.CARDS) {
			out.println(file + ":1:1: error: " + reading.getName() + " is a card reading; this command plays race games"
					+ " (`rulebench simulate` and `rulebench edge` take card readings) [cli.card-reading]");
			return null;
		}
		List<Choice> all = Choice.all(chain);
		Map<String, String> fixed = new LinkedHashMap<>();
		for (String c : chosen) {
			int eq = c.indexOf('=');
			if (eq <= 0) {
				throw new Usage("--choose takes RULE=LABEL, not '" + c + "'");
			}
			fixed.put(c.substring(0, eq), c.substring(eq + 1));
		}
		List<Choice> choices = new ArrayList<>();
		for (Choice c : all) {
			if (fixed.entrySet().stream().allMatch(e -> e.getValue().equals(c.labels().get(e.getKey())))) {
				choices.add(c);
			}
		}
		if (choices.isEmpty()) {
			throw new Usage("no alternative matches " + chosen + "; the reading's alternatives are "
					+ all.stream().map(Choice::toString).toList());
		}
		List<Variant> variants = new ArrayList<>();
		for (Choice c : choices) {
			variants.add(Variants.compile(chain, c));
		}
		return new Compiled(reading, choices, variants);
	}
}
