package org.rulebench.reading.tests;

import org.rulebench.reading.compile.GameFamily;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.cards.CardReadingCompiler;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Reading;

/**
 * The games of the sources, as the example readings of dsl-examples state them: the one statement of each game that
 * tests and benchmarks compile, race, grid and card games alike. Loaded once, with the TEI sources they cite; compiled
 * rule sets are shared.
 */
public final class Examples {
	private static Map<String, Reading> readings;
	private static final Map<String, RuleSet> COMPILED = new LinkedHashMap<>();
	private static final Map<String, GridRules> GRIDS = new LinkedHashMap<>();
	private static final Map<String, CardRules> CARDS = new LinkedHashMap<>();

	private Examples() {
	}

	/** The example reading's rule set under the first alternative of every rule. */
	public static synchronized RuleSet game(String reading) {
		return COMPILED.computeIfAbsent(reading, r -> ReadingCompiler.compile(reading(r), Choice.FIRST));
	}

	/** The example reading's rule set with the named alternatives chosen ({@code rule=label}, others first). */
	public static synchronized RuleSet game(String reading, String... choices) {
		return ReadingCompiler.compile(ReadingChain.of(reading(reading)), choice(choices));
	}

	/** The example grid reading's rules with the named alternatives chosen ({@code rule=label}, others first). */
	public static synchronized GridRules grid(String reading, String... choices) {
		return GRIDS.computeIfAbsent(reading + " " + String.join(" ", choices),
				k -> GridReadingCompiler.compile(ReadingChain.of(reading(reading)), choice(choices)).rules());
	}

	/** The example card reading's rules with the named alternatives chosen ({@code rule=label}, others first). */
	public static synchronized CardRules cards(String reading, String... choices) {
		return CARDS.computeIfAbsent(reading + " " + String.join(" ", choices),
				k -> CardReadingCompiler.compile(ReadingChain.of(reading(reading)), choice(choices)));
	}

	/** The alternatives named {@code rule=label}, the first of every other rule. */
	public static Choice choice(String... choices) {
		Map<String, String> labels = new LinkedHashMap<>();
		for (String c : choices) {
			labels.put(c.substring(0, c.indexOf('=')), c.substring(c.indexOf('=') + 1));
		}
		return new Choice(labels);
	}

	/** Every example reading by name, in the order of the files. */
	public static synchronized Map<String, Reading> all() {
		if (readings == null) {
			readings = load();
		}
		return readings;
	}

	/** The names of the example readings of race games (grid and card readings compile to their own rules, not to a RuleSet). */
	public static synchronized List<String> races() {
		return all().entrySet().stream()
				.filter(e -> GameFamily.of(ReadingChain.of(e.getValue())) == GameFamily.RACE)
				.map(Map.Entry::getKey).toList();
	}

	public static Reading reading(String name) {
		Reading r = all().get(name);
		if (r == null) {
			throw new IllegalArgumentException("no example reading " + name + "; there are " + all().keySet());
		}
		return r;
	}

	/** The side's own rear point k (後k梁, home) on the 24-point board: 7−k pips from leaving. */
	public static int rear(int k) {
		return 7 - k;
	}

	/** The side's own front point k (前k梁), next to rear point 1: 6+k pips from leaving. */
	public static int front(int k) {
		return 6 + k;
	}

	/** Rear point k on the far side of the board, the opponent's 後k梁, as the start figures name it. */
	public static int farRear(int k) {
		return 25 - rear(k);
	}

	/** Front point k on the far side of the board, the opponent's 前k梁. */
	public static int farFront(int k) {
		return 25 - front(k);
	}

	private static Map<String, Reading> load() {
		// The language's registered services, not a second injector: creating one re-registers the validator and empties
		// the composite the tests' own injector restores, so later tests would validate with no checks at all.
		IResourceServiceProvider language = IResourceServiceProvider.Registry.INSTANCE
				.getResourceServiceProvider(URI.createURI("any.reading"));
		XtextResourceSet set = language != null ? language.get(XtextResourceSet.class)
				: new ReadingInjectorProvider().getInjector().getInstance(XtextResourceSet.class);
		Path root = Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"));
		List<Path> files;
		try (Stream<Path> walk = Files.walk(root)) {
			files = walk.filter(f -> f.toString().endsWith(".reading") || f.toString().endsWith(".tei")).sorted().toList();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		for (Path f : files) {
			set.getResource(URI.createFileURI(f.toAbsolutePath().toString()), true);
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
