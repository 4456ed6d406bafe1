package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.Fen;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Pressure;
import org.rulebench.engine.grid.rules.Repetition;
import org.rulebench.engine.grid.variants.MakaDaiDai;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * The readings of seed 002 (Maka Dai Dai Shogi, OECU old rules): the reading in words, compiled, plays as the
 * engine's data ({@link MakaDaiDai}, whose tests count each kind by hand from its article), and the blog's reading
 * differs where it says.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class SeedTwoTest {
	@Inject
	private Provider<XtextResourceSet> resourceSets;
	private final Map<String, Reading> readings = new LinkedHashMap<>();

	@BeforeEach
	void loadExamples() throws IOException {
		XtextResourceSet set = resourceSets.get();
		Path root = Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"));
		try (Stream<Path> walk = Files.walk(root)) {
			for (Path f : walk.filter(f -> f.toString().endsWith(".reading")).toList()) {
				set.getResource(URI.createFileURI(f.toAbsolutePath().toString()), true);
			}
		}
		EcoreUtil.resolveAll(set);
		for (Resource r : set.getResources()) {
			Reading reading = (Reading) r.getContents().get(0);
			readings.put(reading.getName(), reading);
		}
	}

	private GridRules compile(String reading) {
		return GridReadingCompiler.compile(ReadingChain.of(readings.get(reading)), new Choice(Map.of())).rules();
	}

	/** The moves of a lone piece of the kind on j10, the board's middle, with an enemy piece on j11 and l12. */
	private static int moves(GridRules rules, String kind) {
		CompiledRules c = CompiledRules.of(rules);
		int[] points = new int[rules.board().squares()];
		int j10 = rules.board().parse("j10");
		points[j10] = CompiledRules.code(rules.kindIndex(kind), 0);
		points[rules.board().parse("j11")] = CompiledRules.code(rules.kindIndex("歩兵"), 1);
		points[rules.board().parse("l12")] = CompiledRules.code(rules.kindIndex("金将"), 1);
		int n = 0;
		for (int m : GridPosition.of(c, new Fen.Placement(points, 0, 0, 1)).legalMoves()) {
			n += Move.from(m) == j10 ? 1 : 0;
		}
		return n;
	}

	@Test
	void theReadingInWordsPlaysAsTheEnginesData() {
		GridRules reading = compile("maka.oecu");
		GridRules data = MakaDaiDai.RULES;
		assertEquals(data.kinds().size(), reading.kinds().size());
		for (PieceKind k : data.kinds()) {
			assertEquals(k.letter(), reading.kind(k.name()).letter(), k.name());
			assertEquals(moves(data, k.name()), moves(reading, k.name()), k.name() + ": " + reading.kind(k.name()).xbetza());
			assertEquals(k.promotion() == null ? null : k.promotion().into(),
					reading.kind(k.name()).promotion() == null ? null : reading.kind(k.name()).promotion().into(), k.name());
		}
		assertEquals(data.startFen(), reading.startFen());
		assertEquals(data.lifeKinds(), reading.lifeKinds());
		assertEquals(data.exchanges(), reading.exchanges());
		assertEquals(data.repetition(), reading.repetition());
	}

	@Test
	void article141PressesByCheckAsTheReadingChoosesAndByThreats() {
		GridRules lifePieces = compile("maka.oecu");
		assertEquals(new Repetition(4, false, new Pressure(List.of("玉将", "自在王", "王子"), true)), lifePieces.repetition());
		GridRules kingOnly = GridReadingCompiler.compile(ReadingChain.of(readings.get("maka.oecu")),
				new Choice(Map.of("repetition", "king_only"))).rules();
		assertEquals(new Pressure(List.of("玉将"), true), kingOnly.repetition().pressure());
	}

	@Test
	void theBlogsReadingTakesTheKnightsJumpAndNoSidewaysStepsOfThe仲人() {
		GridRules blog = compile("maka.chosan");
		assertEquals("ffN", blog.kind("桂馬").betza());
		assertEquals(2, moves(blog, "仲人"));
		assertEquals(4, moves(compile("maka.oecu"), "仲人"));
	}
}
