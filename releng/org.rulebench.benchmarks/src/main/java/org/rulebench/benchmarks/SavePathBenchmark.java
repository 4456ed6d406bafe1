package org.rulebench.benchmarks;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
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
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.simulation.Rounds;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.reading.ReadingStandaloneSetup;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.reading.Reading;
import org.rulebench.sources.tei.TeiResourceFactory;

import com.google.inject.Injector;

/**
 * The workbench's save-to-chart path without its UI, step by step, warm: what the simulator's job does after a
 * reading is saved. {@code parse}: the saved text with the project's other readings and its TEI sources beside
 * it (each read from disk again, as the workbench did on every save); {@code parseCached}: the same with the
 * neighbours kept parsed between saves (only the saved reading is parsed again, as the workbench does now);
 * {@code compile}: one rule set per combination of alternatives; {@code check}: parse (neighbours kept), every
 * check of the validator and compile, what the workbench does before the games;
 * {@code simulate}: 1,000 games of each combination (seed 1, random players, turn cap 2000, every core);
 * {@code savePath}: all of it, combination after combination, as the workbench ran it until issue 27;
 * {@code firstCombination}: {@code check} and the games of the first combination, when that workbench showed the first
 * row of statistics; {@code savePathInRounds}: all of it in {@link Rounds}, as the workbench runs it now;
 * {@code firstRound}: {@code check} and one game of every combination, when it now shows first figures of all of them.
 * ping has 2 combinations, 七梁 (qiliang) 48: divide by them for the figure per combination.
 * Run from the repository root (readings from dsl-examples/).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = { "-Xms1g", "-Xmx1g", "-Dguice_bytecode_gen_option=DISABLED" })
public class SavePathBenchmark {

	@Param({ "pu-shuang/ping.reading", "pu-shuang/qiliang.reading" })
	public String reading;

	private Injector injector;
	private Path root;
	private List<Path> readings;
	private List<Path> sources;
	private String text;
	private XtextResourceSet cached;
	private XtextResource parsed;
	private ReadingChain chain;
	private List<RuleSet> rules;

	@Setup
	public void setUp() throws IOException {
		injector = new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration();
		root = Path.of(System.getProperty("rulebench.examples", "dsl-examples")).toAbsolutePath().normalize();
		try (Stream<Path> walk = Files.walk(root)) {
			List<Path> all = walk.filter(Files::isRegularFile).toList();
			readings = all.stream().filter(f -> f.toString().endsWith(".reading")).toList();
			sources = all.stream().filter(f -> f.toString().endsWith(".tei")).toList();
		}
		text = Files.readString(root.resolve(reading));
		cached = neighbours();
		parsed = parse(neighbours());
		if (!errors(parsed).isEmpty()) {
			throw new IllegalStateException(reading + " has errors: " + errors(parsed));
		}
		chain = ReadingChain.of((Reading) parsed.getContents().get(0));
		rules = compile();
	}

	@Benchmark
	public XtextResource parse() throws IOException {
		return parse(neighbours());
	}

	@Benchmark
	public XtextResource parseCached() throws IOException {
		Resource old = cached.getResource(uri(root.resolve(reading)), false);
		if (old != null) {
			old.unload();
			cached.getResources().remove(old);
		}
		return parse(cached);
	}

	/** What the workbench does before the games: parse (neighbours kept), validate, compile every combination. */
	@Benchmark
	public List<RuleSet> check() throws IOException {
		XtextResource r = parseCached();
		if (!errors(r).isEmpty()) {
			throw new IllegalStateException();
		}
		ReadingChain c = ReadingChain.of((Reading) r.getContents().get(0));
		List<RuleSet> compiled = new ArrayList<>();
		for (Choice choice : Choice.all(c)) {
			compiled.add(ReadingCompiler.compile(c, choice));
		}
		return compiled;
	}

	@Benchmark
	public List<RuleSet> compile() {
		List<RuleSet> compiled = new ArrayList<>();
		for (Choice c : Choice.all(chain)) {
			compiled.add(ReadingCompiler.compile(chain, c));
		}
		return compiled;
	}

	@Benchmark
	public List<Statistics> simulate() {
		List<Statistics> all = new ArrayList<>();
		for (RuleSet r : rules) {
			all.add(new Simulation(r).games(1000).seed(1).players("random", "random").turnCap(2000).call());
		}
		return all;
	}

	@Benchmark
	public List<Statistics> savePath() throws IOException {
		List<Statistics> all = new ArrayList<>();
		for (RuleSet r : check()) {
			all.add(new Simulation(r).games(1000).seed(1).players("random", "random").turnCap(2000).call());
		}
		return all;
	}

	@Benchmark
	public List<Statistics> savePathInRounds() throws IOException {
		return new Rounds(check().stream().map(RaceVariant::new).toList()).games(1000).seed(1).players("random", "random").turnCap(2000)
				.call();
	}

	@Benchmark
	public List<Statistics> firstRound() throws IOException {
		return new Rounds(check().stream().map(RaceVariant::new).toList()).games(1).seed(1).players("random", "random").turnCap(2000)
				.call();
	}

	@Benchmark
	public Statistics firstCombination() throws IOException {
		return new Simulation(check().get(0)).games(1000).seed(1).players("random", "random").turnCap(2000).call();
	}

	private XtextResourceSet neighbours() throws IOException {
		XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
		for (Path s : sources) {
			Resource r = new TeiResourceFactory().createResource(uri(s));
			set.getResources().add(r);
			try (var in = Files.newInputStream(s)) {
				r.load(in, set.getLoadOptions());
			}
		}
		for (Path f : readings) {
			if (!f.equals(root.resolve(reading))) {
				Resource r = set.createResource(uri(f));
				try (var in = Files.newInputStream(f)) {
					r.load(in, Map.of(XtextResource.OPTION_ENCODING, "UTF-8"));
				}
			}
		}
		return set;
	}

	private XtextResource parse(XtextResourceSet set) throws IOException {
		XtextResource r = (XtextResource) set.createResource(uri(root.resolve(reading)));
		r.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
				Map.of(XtextResource.OPTION_ENCODING, "UTF-8"));
		return r;
	}

	private List<Issue> errors(XtextResource r) {
		return injector.getInstance(IResourceValidator.class).validate(r, CheckMode.ALL, CancelIndicator.NullImpl).stream()
				.filter(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR).toList();
	}

	private static URI uri(Path p) {
		return URI.createFileURI(p.toString());
	}
}
