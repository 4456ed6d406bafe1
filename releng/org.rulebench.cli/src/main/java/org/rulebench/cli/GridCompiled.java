package org.rulebench.cli;

import org.rulebench.reading.compile.GameFamily;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.grid.GridReading;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Rule;

/**
 * A checked grid reading compiled with one choice: the alternatives named with --choose, the first alternative of
 * every other uncertain rule.
 */
record GridCompiled(Reading reading, ReadingChain chain, Choice choice, GridReading grid) {

	/** Null after printing the problems if the file has errors or is not a grid reading. */
	static GridCompiled of(Path file, List<String> chosen, PrintStream err) {
		Readings readings = new Readings().load(List.of(file));
		boolean failed = false;
		for (Problem p : readings.check(file)) {
			if (p.error()) {
				err.println(p);
				failed = true;
			}
		}
		Reading reading = readings.reading(file);
		if (failed || reading == null) {
			return null;
		}
		ReadingChain chain = ReadingChain.of(reading);
		if (GameFamily.of(chain) != GameFamily.GRID) {
			err.println(file + ":1:1: error: " + reading.getName() + " is not a grid reading (it states no board of files and"
					+ " ranks) [cli.not-a-grid-reading]");
			return null;
		}
		Map<String, String> labels = new LinkedHashMap<>();
		for (String c : chosen) {
			int eq = c.indexOf('=');
			if (eq <= 0) {
				throw new Usage("--choose takes RULE=LABEL, not '" + c + "'");
			}
			String rule = c.substring(0, eq);
			String label = c.substring(eq + 1);
			Rule r = chain.effectiveRules().get(rule);
			if (r == null || r.getAlternatives().stream().map(Alternative::getLabel).noneMatch(label::equals)) {
				throw new Usage("no alternative " + c + "; the reading's alternatives are " + alternatives(chain));
			}
			labels.put(rule, label);
		}
		Choice choice = new Choice(labels);
		return new GridCompiled(reading, chain, choice, GridReadingCompiler.compile(chain, choice));
	}

	/** RULE=LABEL|LABEL for each uncertain rule. */
	static List<String> alternatives(ReadingChain chain) {
		return chain.effectiveRules().values().stream().filter(r -> !r.getAlternatives().isEmpty())
				.map(r -> r.getName() + "=" + String.join("|", r.getAlternatives().stream().map(Alternative::getLabel).toList()))
				.toList();
	}

	/** The choice in full: every uncertain rule with the label it takes. */
	String choiceInFull() {
		Map<String, String> all = new LinkedHashMap<>();
		for (Rule r : chain.effectiveRules().values()) {
			if (!r.getAlternatives().isEmpty()) {
				all.put(r.getName(), choice.labelFor(r));
			}
		}
		return new Choice(all).toString();
	}
}
