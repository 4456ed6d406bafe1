package org.rulebench.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.ReadingStandaloneSetup;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.reading.Reading;

import com.google.inject.Injector;

/**
 * The reading language, warm: compiling a parsed reading, its extension chain resolved, into an engine RuleSet
 * (issue 3 asks for well under 100 ms). Run from the repository root: the readings come from dsl-examples/.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = { "-Xms1g", "-Xmx1g", "-Dguice_bytecode_gen_option=DISABLED" })
public class ReadingBenchmark {

	@Param({ "pushuang.qiliang", "backgammon" })
	public String reading;

	private ReadingChain chain;

	@Setup
	public void setUp() throws IOException {
		Injector injector = new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration();
		XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
		List<Path> files;
		try (Stream<Path> walk = Files.walk(Path.of(System.getProperty("rulebench.examples", "dsl-examples")))) {
			files = walk.filter(f -> f.toString().endsWith(".reading")).toList();
		}
		for (Path f : files) {
			set.getResource(URI.createFileURI(f.toAbsolutePath().toString()), true);
		}
		EcoreUtil.resolveAll(set);
		for (Resource r : set.getResources()) {
			if (((Reading) r.getContents().get(0)).getName().equals(reading)) {
				chain = ReadingChain.of((Reading) r.getContents().get(0));
			}
		}
	}

	@Benchmark
	public RuleSet compile() {
		return ReadingCompiler.compile(chain, Choice.FIRST);
	}
}
