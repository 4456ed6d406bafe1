package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.library.Shorthands;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Rule;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * `rulebench explain FILE [--rule NAME]`: the reading's rules (its own and those it inherits), each fixed sentence
 * expanded into the parts the shipped shorthand library defines it by, with the reading's numbers.
 */
@Command(name = "explain", mixinStandardHelpOptions = true,
		description = "The reading's rules, each sentence that is shorthand expanded into the parts it is made of"
				+ " (constraints, effects, conditions), as the shipped shorthand library defines it.")
final class ExplainCommand implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(paramLabel = "FILE", description = "the .reading file")
	Path file;

	@Option(names = "--rule", paramLabel = "NAME", description = "explain only this rule")
	String rule;

	ExplainCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
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
			return 1;
		}
		ReadingChain chain = ReadingChain.of(reading);
		if (rule != null && !chain.effectiveRules().containsKey(rule)) {
			throw new Usage("the reading has no rule " + rule + "; its rules are " + chain.effectiveRules().keySet());
		}
		Shorthands library = Shorthands.load(reading.eResource().getResourceSet());
		for (Rule r : chain.effectiveRules().values()) {
			if (rule != null && !rule.equals(r.getName())) {
				continue;
			}
			String from = chain.origin(r) == reading ? "" : "  (from " + chain.origin(r).getName() + ")";
			if (r.getClaim() != null) {
				print(r.getName(), r.getClaim(), from, library);
			}
			for (Alternative a : r.getAlternatives()) {
				print(r.getName() + " [" + a.getLabel() + "]", a.getClaim(), from, library);
			}
		}
		return 0;
	}

	private void print(String name, Claim claim, String from, Shorthands library) {
		out.println("rule " + name + ": " + sentence(claim) + from);
		List<String> parts = library.expand(claim);
		if (parts.isEmpty() && Dimension.of(claim).startsWith("what a side")) {
			out.println("    a constraint (a part)");
		} else if (parts.isEmpty()) {
			out.println("    a part itself");
		}
		for (String p : parts) {
			out.println("    = " + p);
		}
	}

	private static String sentence(Claim claim) {
		return Shorthands.sentence(Shorthands.words(claim));
	}
}
