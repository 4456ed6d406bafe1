package org.rulebench.reading.games.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.game.GridPlayers;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.search.SearchGridPlayer;
import org.rulebench.reading.tests.Examples;

/** The search player: mates it must see, only legal moves, wins against random, and the same game for the same seed. */
class SearchGridPlayerTest {
	private static final GridRules XIANGQI = Examples.grid("xiangqi.standard");
	private static final GridRules MAKRUK = Examples.grid("makruk.standard");
	private static final GridRules DARK = Examples.grid("xiangqi.dark");
	private static final int PLY_CAP = 400;

	/** Black general on d10, red chariots on h9 and a1, red general on f1: a1a10 mates (d9, e9 and e10 are covered). */
	private static final String XIANGQI_MATE_IN_ONE = "3k5/7R1/9/9/9/9/9/9/9/R4K3 w - - 0 1";
	/** As above with the h9 chariot on b2: no mate in one, but b2b9 and then a1a10 mate whatever black does. */
	private static final String XIANGQI_MATE_IN_TWO = "3k5/9/9/9/9/9/9/9/1R7/R4K3 w - - 0 1";
	/** Black khun on a8, white khun on b6 (covering a7 and b7), rua on h1: h1h8 mates. */
	private static final String MAKRUK_MATE_IN_ONE = "k7/8/1K6/8/8/8/8/7R w - - 0 1";
	/** White khun on c6 instead: c6b6 leaves black only a8b8, then h1h8 mates. */
	private static final String MAKRUK_MATE_IN_TWO = "k7/8/2K5/8/8/8/8/7R w - - 0 1";

	@Test
	void findsAMateInOne() {
		for (String[] c : List.of(new String[] { "xiangqi", XIANGQI_MATE_IN_ONE }, new String[] { "makruk", MAKRUK_MATE_IN_ONE })) {
			GridPosition p = position(rules(c[0]), c[1]);
			int[] moves = p.legalMoves();
			assertTrue(Arrays.stream(moves).anyMatch(m -> mates(p, m)), c[1] + " has a mate in one");
			int chosen = moves[new SearchGridPlayer().choose(p, moves, moves.length, new Rng(1))];
			assertTrue(mates(p, chosen), Move.name(chosen, p.compiled()) + " does not mate in " + c[1]);
		}
	}

	@Test
	void findsAMateInTwo() {
		for (String[] c : List.of(new String[] { "xiangqi", XIANGQI_MATE_IN_TWO }, new String[] { "makruk", MAKRUK_MATE_IN_TWO })) {
			GridPosition p = position(rules(c[0]), c[1]);
			int[] moves = p.legalMoves();
			assertFalse(Arrays.stream(moves).anyMatch(m -> mates(p, m)), c[1] + " has no mate in one");
			assertTrue(Arrays.stream(moves).anyMatch(m -> matesInTwo(p, m)), c[1] + " has a mate in two");
			int chosen = moves[new SearchGridPlayer().choose(p, moves, moves.length, new Rng(1))];
			assertTrue(matesInTwo(p, chosen), Move.name(chosen, p.compiled()) + " does not mate in two in " + c[1]);
		}
	}

	@Test
	void choosesOnlyLegalMovesAndLeavesThePositionAsItWas() {
		for (GridRules rules : List.of(XIANGQI, MAKRUK, DARK)) {
			for (long seed = 1; seed <= 2; seed++) {
				Checked search = new Checked(new SearchGridPlayer(2_000));
				GridResult r = new GridGame(CompiledRules.of(rules), search, new RandomGridPlayer(), seed, false).playOut(PLY_CAP);
				assertTrue(search.calls > 0 && r.plies() > 0, rules.name());
			}
		}
	}

	@Test
	void winsNineGamesInTenAgainstRandomInXiangqiAndMakruk() {
		for (GridRules rules : List.of(XIANGQI, MAKRUK)) {
			int wins = 0;
			int games = 20;
			for (int g = 0; g < games; g++) {
				boolean first = g % 2 == 0;
				GridPlayer search = new SearchGridPlayer();
				GridPlayer random = new RandomGridPlayer();
				GridResult r = new GridGame(CompiledRules.of(rules), first ? search : random, first ? random : search, 1000 + g, false)
						.playOut(PLY_CAP);
				wins += r.winner() == (first ? 0 : 1) ? 1 : 0;
			}
			assertTrue(wins >= 18, rules.name() + ": search won " + wins + " of " + games + " against random");
		}
	}

	@Test
	void winsDarkXiangqiAgainstRandomKnowingOnlyItsSide() {
		int wins = 0;
		for (int g = 0; g < 6; g++) {
			boolean first = g % 2 == 0;
			GridPlayer search = new Checked(new SearchGridPlayer());
			GridPlayer random = new RandomGridPlayer();
			GridResult r = new GridGame(CompiledRules.of(DARK), first ? search : random, first ? random : search, 50 + g, false)
					.playOut(PLY_CAP);
			wins += r.winner() == (first ? 0 : 1) ? 1 : 0;
		}
		assertTrue(wins >= 5, "search won " + wins + " of 6 dark xiangqi games");
	}

	@Test
	void theSameSeedPlaysTheSameGame() {
		for (GridRules rules : List.of(XIANGQI, MAKRUK, DARK)) {
			CompiledRules c = CompiledRules.of(rules);
			List<Integer> a = game(c, 7);
			assertEquals(a, game(c, 7), rules.name());
			assertNotEquals(a, game(c, 8), rules.name());
		}
		// seated by the simulator: a fresh player every game, so a game does not depend on the games before it
		GridVariant variant = new GridVariant(MAKRUK);
		GameResult alone = variant.seat("search", "search").play(11, 60);
		var table = variant.seat("search", "search");
		table.play(10, 60);
		GameResult after = table.play(11, 60);
		assertEquals(alone.winner(), after.winner());
		assertEquals(alone.turns(), after.turns());
		assertEquals(Arrays.toString(alone.hits()), Arrays.toString(after.hits()));
	}

	@Test
	void isAGridPlayerByName() {
		assertTrue(org.rulebench.engine.game.PlayerNames.of(org.rulebench.engine.game.PlayerNames.Family.GRID).contains("search"));
		assertEquals("search", GridPlayers.named("search").get().name());
		assertEquals(null, new GridVariant(XIANGQI).refusal("search"));
	}

	private static List<Integer> game(CompiledRules c, long seed) {
		GridGame g = new GridGame(c, new SearchGridPlayer(3_000), new RandomGridPlayer(), seed, true);
		g.playOut(120);
		return g.moves();
	}

	/** A player that asserts the one it wraps chooses a legal move and leaves the position as it was given. */
	private static final class Checked implements GridPlayer {
		private final GridPlayer inner;
		int calls;

		Checked(GridPlayer inner) {
			this.inner = inner;
		}

		@Override
		public String name() {
			return inner.name();
		}

		@Override
		public int choose(GridPosition position, int[] moves, int count, Rng rng) {
			String fen = position.toString();
			long key = position.key();
			int[] legal = position.legalMoves();
			int chosen = inner.choose(position, moves, count, rng);
			assertTrue(chosen >= 0 && chosen < count);
			int m = moves[chosen];
			assertTrue(Arrays.stream(legal).anyMatch(x -> x == m), Move.name(m, position.compiled()) + " is not legal in " + fen);
			assertEquals(fen, position.toString());
			assertEquals(key, position.key());
			for (int s = 0; s < position.compiled().rules().board().squares(); s++) {
				assertEquals(-1, position.trueKind(s), "a player is never shown a face-down piece's kind");
			}
			calls++;
			return chosen;
		}

		@Override
		public void captured(int kind) {
			inner.captured(kind);
		}
	}

	private static GridRules rules(String name) {
		return name.equals("xiangqi") ? XIANGQI : MAKRUK;
	}

	private static GridPosition position(GridRules rules, String fen) {
		return GridPosition.of(CompiledRules.of(rules), fen);
	}

	/** Whether the move leaves the other side in check with no legal move. */
	static boolean mates(GridPosition p, int move) {
		p.make(move);
		boolean mate = p.legalMoves().length == 0 && p.inCheck(p.sideToMove());
		p.unmake(move);
		return mate;
	}

	/** Whether after the move every reply allows a mate in one. */
	static boolean matesInTwo(GridPosition p, int move) {
		p.make(move);
		int[] replies = p.legalMoves();
		boolean forced = replies.length > 0;
		for (int r : replies) {
			p.make(r);
			forced &= Arrays.stream(p.legalMoves()).anyMatch(m -> mates(p, m));
			p.unmake(r);
		}
		p.unmake(move);
		return forced;
	}
}
