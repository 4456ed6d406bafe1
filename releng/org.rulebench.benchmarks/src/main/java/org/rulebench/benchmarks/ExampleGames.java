package org.rulebench.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.ReadingStandaloneSetup;
import org.rulebench.reading.cards.CardReadingCompiler;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Reading;

/**
 * The benchmarked games as the example readings state them (dsl-examples; first alternatives unless named): the
 * games of the sources have one statement, the readings, race, grid and card games alike.
 * {@code -Drulebench.examples=DIR} points elsewhere.
 */
final class ExampleGames {
	private static Map<String, Reading> readings;

	private ExampleGames() {
	}

	static synchronized RuleSet compile(String readingName) {
		return ReadingCompiler.compile(reading(readingName), Choice.FIRST);
	}

	/** A grid reading's rules, with the alternatives named ({@code rule=label}) and the first of the others. */
	static synchronized GridRules grid(String readingName, String... choices) {
		return GridReadingCompiler.compile(ReadingChain.of(reading(readingName)), choice(choices)).rules();
	}

	/** A card reading's rules, with the alternatives named ({@code rule=label}) and the first of the others. */
	static synchronized CardRules cards(String readingName, String... choices) {
		return CardReadingCompiler.compile(ReadingChain.of(reading(readingName)), choice(choices));
	}

	private static Choice choice(String... choices) {
		Map<String, String> labels = new LinkedHashMap<>();
		for (String c : choices) {
			labels.put(c.substring(0, c.indexOf('=')), c.substring(c.indexOf('=') + 1));
		}
		return new Choice(labels);
	}

	/** The example reading of this name, the workspace of readings and sources under the examples loaded once. */
	static synchronized Reading reading(String readingName) {
		if (readings == null) {
			readings = load();
		}
		Reading r = readings.get(readingName);
		if (r == null) {
			throw new IllegalArgumentException("no reading " + readingName + " under " + root().toAbsolutePath() + "; there are "
					+ readings.keySet());
		}
		return r;
	}

	private static Path root() {
		return Path.of(System.getProperty("rulebench.examples", "dsl-examples"));
	}

	private static Map<String, Reading> load() {
		XtextResourceSet set = new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(XtextResourceSet.class);
		try (Stream<Path> walk = Files.walk(root())) {
			walk.filter(f -> f.toString().endsWith(".reading") || f.toString().endsWith(".tei")).sorted()
					.forEach(f -> set.getResource(URI.createFileURI(f.toAbsolutePath().toString()), true));
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		EcoreUtil.resolveAll(set);
		Map<String, Reading> found = new LinkedHashMap<>();
		for (Resource r : set.getResources()) {
			if (!r.getContents().isEmpty() && r.getContents().get(0) instanceof Reading reading) {
				found.put(reading.getName(), reading);
			}
		}
		return found;
	}
}
