package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.Fen;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.rules.Dance;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Pressure;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.engine.grid.rules.Repetition;
import org.rulebench.engine.testkit.ScriptedGridPlayer;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.tests.ReadingInjectorProvider;

import org.rulebench.reading.tests.Examples;

/**
 * The readings of seed 002 (Maka Dai Dai Shogi, OECU old rules): article 141 as the reading chooses, and the blog's
 * reading differs where it says. Each kind's moves, counted by hand from its article, are MakaDaiDaiTest's.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class SeedTwoTest {
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
	void article141PressesByCheckAsTheReadingChoosesAndByThreats() {
		GridRules lifePieces = Examples.grid("maka.oecu");
		assertEquals(new Repetition(4, false, new Pressure(List.of("玉将", "自在王", "王子"), true)), lifePieces.repetition());
		GridRules kingOnly = GridReadingCompiler.compile(ReadingChain.of(Examples.reading("maka.oecu")),
				new Choice(Map.of("repetition", "king_only"))).rules();
		assertEquals(new Pressure(List.of("玉将"), true), kingOnly.repetition().pressure());
	}

	@Test
	void article141sDrawByAgreementIsAgreedOrNot() {
		for (String king : List.of("life_pieces", "king_only")) {
			Repetition agreed = Examples.grid("maka.oecu", "repetition=" + king).repetition();
			Repetition playOn = Examples.grid("maka.oecu", "repetition=" + king + "_play_on").repetition();
			assertTrue(agreed.endsTheGame(), king);
			assertFalse(playOn.endsTheGame(), king + "_play_on");
			assertEquals(agreed.pressure(), playOn.pressure(), "the pressing side must deviate either way");
			assertTrue(playOn.deviates());
		}
	}

	@Test
	void anOrdinaryRepetitionNotAgreedPlaysOn() {
		// the 飛車 (a19-a18, walled off by two 金将) and the answering 金将 (j18-j19) attack nothing: an ordinary
		// repetition, the start met the fourth time at ply 12
		String fen = "RG17/1G7g9/" + "19/".repeat(7) + "18k/" + "19/".repeat(8) + "18K w - - 0 1";
		for (String label : List.of("life_pieces", "life_pieces_play_on")) {
			CompiledRules c = CompiledRules.of(Examples.grid("maka.oecu", "repetition=" + label));
			GridGame game = new GridGame(c, GridPosition.of(c, fen), new ScriptedGridPlayer("a19a18", "a18a19"),
					new ScriptedGridPlayer("j18j19", "j19j18"), 1, false);
			for (int ply = 0; ply < 40 && !game.over(); ply++) {
				game.move();
			}
			if (label.equals("life_pieces")) {
				assertTrue(game.over(), "drawn the fourth time");
				assertEquals(12, game.result().plies());
			} else {
				assertFalse(game.over(), "not agreed: play goes on");
			}
		}
	}

	@Test
	void article022sRecaptureIsOneTheRulesAllowOrAnyReach() {
		assertEquals(List.of(Dance.anywhere()), Examples.grid("maka.oecu").kind("自在王").dances());
		assertEquals(List.of(Dance.anywhereUnlessReached()), Examples.grid("maka.oecu", "自在王=any_reach").kind("自在王").dances());
	}

	@Test
	void article003Promotesthe獅子IntoAKindTheSeedDoesNotName() {
		Promotion fiend = Examples.grid("maka.oecu").kind("獅子").promotion();
		assertEquals(List.of("奮迅"), fiend.into());
		assertEquals(Promotion.Trigger.CAPTURES_IN, fiend.trigger());
		assertEquals("camp", fiend.zone().name());
		assertEquals(List.of("金将"), Examples.grid("maka.oecu", "promotion_獅子=gold").kind("獅子").promotion().into());
		assertEquals(Examples.grid("maka.oecu").kind("獅子").dances(), Examples.grid("maka.oecu").kind("奮迅").dances(), "articles 008, 010");
		assertEquals(null, Examples.grid("maka.oecu").kind("奮迅").promotion());
	}

	@Test
	void article102Bends鉤行AlwaysAndArticle103Leaves摩羯Open() {
		assertEquals(List.of(Dance.hook("W", true)), Examples.grid("maka.oecu").kind("鉤行").dances());
		assertEquals(List.of(Dance.hook("F", true)), Examples.grid("maka.oecu").kind("摩羯").dances());
		assertEquals(List.of(Dance.hook("F", false)), Examples.grid("maka.oecu", "摩羯=bending_or_not").kind("摩羯").dances());
	}

	/**
	 * Two 自在王, four 奔王, two 龍王, two 飛車, a 法性 and a 教王 of one side make over a thousand moves (the independent generator's
	 * random positions first found the engine's lists of 1,024 too short): lists are sized by the position.
	 */
	@Test
	void aPositionOfMoreThanAThousandMoves() {
		CompiledRules c = CompiledRules.of(Examples.grid("maka.oecu"));
		String fen = "Б17Б/19/19/4W9W4/19/19/19/19/4Q9Q4/19/4Q9Q4/19/19/4Д9Г4/19/4R9R4/19/19/9K8k w - - 0 1";
		GridPosition p = GridPosition.of(c, fen);
		int legal = p.legalMoves().length;
		assertTrue(legal > 1024, legal + " moves");
		assertTrue(p.moveBound() >= legal);
		assertEquals(legal, new org.rulebench.engine.grid.play.Perft(p, 2).count(1));
		GridGame game = new GridGame(c, p, new org.rulebench.engine.grid.game.RandomGridPlayer(),
				new org.rulebench.engine.grid.game.RandomGridPlayer(), 1, false);
		assertEquals(legal, game.legalMoves().length);
		game.playOut(6);
	}

	@Test
	void theBlogsReadingTakesTheKnightsJumpAndNoSidewaysStepsOfThe仲人() {
		GridRules blog = Examples.grid("maka.chosan");
		assertEquals("ffN", blog.kind("桂馬").betza());
		assertEquals(2, moves(blog, "仲人"));
		assertEquals(4, moves(Examples.grid("maka.oecu"), "仲人"));
	}
}
