package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.Fen;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.grid.MakaByArticles.Piece;
import org.rulebench.reading.grid.MakaByArticles.Play;
import org.rulebench.reading.tests.Examples;

/**
 * The Maka Dai Dai readings, compiled, against a move generator written from seed 002's articles alone
 * ({@link MakaByArticles}): the same legal moves, with the same pieces taken on the way and the same kind after the
 * move, in the start position, in thousands of positions of random play and in random positions holding every kind,
 * under every alternative of the rules that change a move, and for the blog's own reading.
 */
class MakaDaiDaiByArticlesTest {
	private static final long SEED = 0x2_1976L;

	/** The compiled reading under a choice of labels, and the generator under the same choice. */
	private record Pair(CompiledRules engine, MakaByArticles articles) {
	}

	private static Pair pair(String reading, Map<String, String> labels, MakaByArticles.Options options) {
		GridRules rules = GridReadingCompiler.compile(ReadingChain.of(Examples.reading(reading)), new Choice(labels)).rules();
		return new Pair(CompiledRules.of(rules), new MakaByArticles(options));
	}

	private static Pair oecu(Map<String, String> labels) {
		return pair("maka.oecu", labels, MakaByArticles.Options.of(labels));
	}

	/** The engine's position of the generator's board. */
	private static GridPosition position(Pair pair) {
		GridRules rules = pair.engine().rules();
		GridBoard b = rules.board();
		int[] points = new int[b.squares()];
		for (int f = 0; f < MakaByArticles.SIZE; f++) {
			for (int r = 0; r < MakaByArticles.SIZE; r++) {
				Piece p = pair.articles().at(f, r);
				if (p != null) {
					int kind = rules.kindIndex(p.kind());
					assertTrue(kind >= 0, "the reading has no kind " + p.kind());
					points[b.square(f, r)] = CompiledRules.code(kind, p.side());
				}
			}
		}
		return GridPosition.of(pair.engine(), new Fen.Placement(points, pair.articles().sideToMove(), 0, 1));
	}

	/** The engine's legal moves as the generator writes them. */
	private static List<Play> engineMoves(Pair pair, GridPosition p) {
		GridRules rules = pair.engine().rules();
		GridBoard b = rules.board();
		List<Play> plays = new ArrayList<>();
		int[] way = new int[2];
		for (int m : p.legalMoves()) {
			int from = Move.from(m);
			int to = Move.to(m);
			TreeSet<String> taken = new TreeSet<>();
			for (int i = 0, n = p.takenOnTheWay(m, way); i < n; i++) {
				taken.add(b.name(way[i]));
			}
			if (to != from && p.pieceAt(to) != 0) {
				taken.add(b.name(to));
			}
			List<String> t = new ArrayList<>(taken);
			String becomes = Move.promotion(m) >= 0 ? rules.kinds().get(Move.promotion(m)).name() : rules.kinds().get(p.kindAt(from)).name();
			plays.add(new Play(b.name(from), b.name(to), t, pair.articles().bothExchanges(t) ? null : becomes));
		}
		return plays;
	}

	/** Compares the two in the position the generator holds; returns the generator's moves. */
	private static Set<Play> agree(Pair pair, String where) {
		GridPosition p = position(pair);
		List<Play> engine = engineMoves(pair, p);
		Set<Play> ours = pair.articles().legal();
		Set<Play> theirs = new LinkedHashSet<>(engine);
		if (theirs.size() != engine.size()) {
			fail(where + ": the engine lists a move twice in " + p);
		}
		if (!theirs.equals(ours)) {
			Set<Play> onlyEngine = new LinkedHashSet<>(theirs);
			onlyEngine.removeAll(ours);
			Set<Play> onlyArticles = new LinkedHashSet<>(ours);
			onlyArticles.removeAll(theirs);
			fail(where + ": " + p + "\n  only the reading: " + onlyEngine + "\n  only the articles: " + onlyArticles);
		}
		return ours;
	}

	/** Random games from the start, every position compared; returns the kinds that moved. */
	private static Set<String> playRandomGames(Pair pair, int games, int plies, Random random) {
		Set<String> moved = new HashSet<>();
		for (int g = 0; g < games; g++) {
			pair.articles().start();
			for (int ply = 0; ply < plies; ply++) {
				List<Play> moves = new ArrayList<>(agree(pair, "game " + g + ", ply " + ply));
				if (moves.isEmpty() || !pair.articles().alive(0) || !pair.articles().alive(1)) {
					break;
				}
				// captures more often than chance, so that pieces meet, promote and exchange
				List<Play> captures = moves.stream().filter(m -> !m.taken().isEmpty()).toList();
				Play m = !captures.isEmpty() && random.nextInt(3) == 0 ? captures.get(random.nextInt(captures.size()))
						: moves.get(random.nextInt(moves.size()));
				moved.add(kindOn(pair.articles(), m.from()));
				pair.articles().make(m);
			}
		}
		return moved;
	}

	/**
	 * Random positions: every kind once and the first ones twice (玉将 and 自在王 among them, so that two free movers
	 * meet), scattered over the board for either side, either side to move; returns the kinds placed.
	 */
	private static Set<String> scatter(Pair pair, int positions, int pieces, Random random) {
		List<String> kinds = new ArrayList<>(pair.articles().kinds());
		Set<String> placed = new HashSet<>();
		for (int i = 0; i < positions; i++) {
			MakaByArticles a = pair.articles();
			for (int f = 0; f < MakaByArticles.SIZE; f++) {
				for (int r = 0; r < MakaByArticles.SIZE; r++) {
					a.put(f, r, null);
				}
			}
			for (int k = 0; k < pieces; k++) {
				String kind = kinds.get((i * pieces + k) % kinds.size());
				int f = random.nextInt(MakaByArticles.SIZE);
				int r = random.nextInt(MakaByArticles.SIZE);
				a.put(f, r, new Piece(kind, random.nextInt(2)));
			}
			a.sideToMove(random.nextInt(2));
			for (int f = 0; f < MakaByArticles.SIZE; f++) {
				for (int r = 0; r < MakaByArticles.SIZE; r++) {
					if (a.at(f, r) != null) {
						placed.add(a.at(f, r).kind());
					}
				}
			}
			agree(pair, "random position " + i);
		}
		return placed;
	}

	private static String kindOn(MakaByArticles a, String point) {
		return a.at(point.charAt(0) - 'a', Integer.parseInt(point.substring(1)) - 1).kind();
	}

	@Test
	void theStartPositionForEitherSideToMove() {
		Pair pair = oecu(Map.of());
		pair.articles().start();
		assertEquals(position(pair).toString(), GridPosition.start(pair.engine()).toString(), "the reading's start is the articles'");
		Set<Play> first = agree(pair, "the start, the first side to move");
		assertTrue(first.contains(new Play("i4", "l7", List.of(), "力士")), "article 084: the 力士's dance over its own pieces");
		pair.articles().sideToMove(1);
		agree(pair, "the start, the second side to move");
	}

	@Test
	void thousandsOfPositionsOfRandomPlay() {
		Pair pair = oecu(Map.of());
		Set<String> moved = playRandomGames(pair, 12, 250, new Random(SEED));
		assertTrue(moved.size() >= 45, "kinds that moved: " + moved);
	}

	@Test
	void randomPositionsHoldingEveryKind() {
		Pair pair = oecu(Map.of());
		Set<String> placed = scatter(pair, 300, 100, new Random(SEED + 1));
		assertEquals(pair.articles().kinds(), placed, "every kind the articles name was placed");
		assertEquals(pair.engine().rules().kinds().size(), pair.articles().kinds().size(), "the reading's kinds are the articles'");
	}

	/** Each alternative of a rule that changes a move, the others first: the random positions again. */
	@Test
	void everyAlternativeThatChangesAMove() {
		Map<String, String> alternatives = new LinkedHashMap<>();
		alternatives.put("夜叉", "annotated_point");
		alternatives.put("桂馬", "knight");
		alternatives.put("仲人", "no_sideways");
		alternatives.put("山母", "forward_step");
		alternatives.put("promotion_玉将", "as_a_stepper");
		alternatives.put("摩羯", "bending_or_not");
		alternatives.put("自在王", "any_reach");
		alternatives.put("promotion_獅子", "gold");
		int i = 0;
		for (Map.Entry<String, String> e : alternatives.entrySet()) {
			Pair pair = oecu(Map.of(e.getKey(), e.getValue()));
			scatter(pair, 60, 100, new Random(SEED + 10 + i++));
		}
	}

	@Test
	void theBlogsReading() {
		Pair pair = pair("maka.chosan", Map.of(),
				MakaByArticles.Options.of(Map.of("桂馬", "knight", "仲人", "no_sideways")));
		pair.articles().start();
		assertEquals(position(pair).toString(), GridPosition.start(pair.engine()).toString(), "the blog's start is the articles'");
		agree(pair, "the blog's start");
		scatter(pair, 60, 100, new Random(SEED + 2));
	}

	/** Where two 自在王 face each other the two readings of article 022 part: a capture the literal reading allows. */
	@Test
	void article022ReadAsWrittenAndAsTheEngineFirstReadIt() {
		// the first side's 自在王 on a1 may take the 歩兵 on j10: the second side's 自在王 on s19 could take it back only
		// where the first side's 飛車 on j1 would take that one in turn, which article 022 forbids it
		for (String label : List.of("legal_retake", "any_reach")) {
			Pair pair = oecu(Map.of("自在王", label));
			MakaByArticles a = pair.articles();
			a.put(0, 0, new Piece("自在王", 0));
			a.put(9, 0, new Piece("飛車", 0));
			a.put(4, 4, new Piece("玉将", 0));
			a.put(9, 9, new Piece("歩兵", 1));
			a.put(18, 18, new Piece("自在王", 1));
			a.sideToMove(0);
			Set<Play> moves = agree(pair, "022, " + label);
			Play take = new Play("a1", "j10", List.of("j10"), "自在王");
			assertEquals(label.equals("legal_retake"), moves.contains(take), label + ": " + take);
		}
	}
}
