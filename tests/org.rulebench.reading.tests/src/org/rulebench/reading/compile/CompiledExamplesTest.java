package org.rulebench.reading.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.GreedyPlayer;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.games.Games;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * Each example reading of dsl-examples (its first alternatives) compiles to the game the engine's built-in rule
 * set of that game plays: for the same seeds and players, both play the very same games.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class CompiledExamplesTest {
	static final Map<String, String> FIXTURES = new LinkedHashMap<>();
	static {
		FIXTURES.put("pushuang.ping", "平雙陸");
		FIXTURES.put("pushuang.huihui", "回回雙陸");
		FIXTURES.put("pushuang.sanliang", "三梁雙陸");
		FIXTURES.put("pushuang.qiliang", "七梁雙陸");
		FIXTURES.put("pushuang.dajian", "打間雙陸");
		FIXTURES.put("sugoroku.yamato", "大和双六");
		FIXTURES.put("sugoroku.hon", "本双六");
		FIXTURES.put("sugoroku.oriha", "折葉");
		FIXTURES.put("sugoroku.oimawashi", "追い廻し");
		FIXTURES.put("iceland.chasing", "Chasing the Girls");
		FIXTURES.put("sugoroku.yanagi", "柳");
		FIXTURES.put("backgammon", "backgammon");
		FIXTURES.put("backgammon.cube", "backgammon-cube");
		FIXTURES.put("backgammon.aceydeucey", "acey-deucey");
		FIXTURES.put("backgammon.hypergammon", "hypergammon");
		FIXTURES.put("backgammon.nackgammon", "nackgammon");
	}

	@Inject
	private Provider<XtextResourceSet> resourceSets;
	private final Map<String, Reading> readings = new LinkedHashMap<>();

	static Stream<String> names() {
		return FIXTURES.keySet().stream();
	}

	@BeforeEach
	void loadExamples() throws IOException {
		XtextResourceSet set = resourceSets.get();
		Path root = Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"));
		List<Path> files;
		try (Stream<Path> walk = Files.walk(root)) {
			files = walk.filter(f -> f.toString().endsWith(".reading")).toList();
		}
		for (Path f : files) {
			set.getResource(URI.createFileURI(f.toAbsolutePath().toString()), true);
		}
		EcoreUtil.resolveAll(set);
		for (Resource r : set.getResources()) {
			Reading reading = (Reading) r.getContents().get(0);
			readings.put(reading.getName(), reading);
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("names")
	void playsAsTheEngineFixtureDoes(String name) {
		Reading reading = readings.get(name);
		assertNotNull(reading, name + " is not among the examples");
		RuleSet compiled = ReadingCompiler.compile(reading, Choice.FIRST);
		RuleSet fixture = Games.all().get(FIXTURES.get(name)).get();
		int games = name.contains("aceydeucey") ? 3 : 30;
		PlayGenerator a = new PlayGenerator(compiled);
		PlayGenerator b = new PlayGenerator(fixture);
		for (int seed = 0; seed < games; seed++) {
			GameResult mine = new Game(compiled, a, new GreedyPlayer(), new RandomPlayer(), seed, false).playOut(3000);
			GameResult theirs = new Game(fixture, b, new GreedyPlayer(), new RandomPlayer(), seed, false).playOut(3000);
			assertEquals(describe(theirs), describe(mine), name + " seed " + seed);
		}
	}

	private static String describe(GameResult r) {
		return r.winner() + " " + r.kind() + " " + r.points() + " after " + r.turns() + " turns, chips "
				+ r.chips()[0] + "/" + r.chips()[1] + ", hits " + r.hits()[0] + "/" + r.hits()[1];
	}
}
