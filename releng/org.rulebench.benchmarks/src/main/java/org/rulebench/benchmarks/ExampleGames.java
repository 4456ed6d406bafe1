package org.rulebench.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.ReadingStandaloneSetup;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.reading.Reading;

/**
 * The benchmarked games as the example readings state them (dsl-examples, first alternatives): the games of the
 * sources have one statement, the readings. {@code -Drulebench.examples=DIR} points elsewhere.
 */
final class ExampleGames {
	private ExampleGames() {
	}

	static synchronized RuleSet compile(String readingName) {
		return ReadingCompiler.compile(reading(readingName), Choice.FIRST);
	}

	/** The example reading of this name, its workspace loaded (the readings and sources under the examples). */
	static synchronized Reading reading(String readingName) {
		XtextResourceSet set = new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(XtextResourceSet.class);
		Path root = Path.of(System.getProperty("rulebench.examples", "dsl-examples"));
		try (Stream<Path> walk = Files.walk(root)) {
			walk.filter(f -> f.toString().endsWith(".reading") || f.toString().endsWith(".tei")).sorted()
					.forEach(f -> set.getResource(URI.createFileURI(f.toAbsolutePath().toString()), true));
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		EcoreUtil.resolveAll(set);
		for (Resource r : set.getResources()) {
			if (!r.getContents().isEmpty() && r.getContents().get(0) instanceof Reading reading && readingName.equals(reading.getName())) {
				return reading;
			}
		}
		throw new IllegalArgumentException("no reading " + readingName + " under " + root.toAbsolutePath());
	}
}
