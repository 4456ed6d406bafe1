package org.rulebench.reading.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.engine.testkit.GridMoves.moves;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.tests.ReadingInjectorProvider;

import org.rulebench.reading.tests.Examples;

/**
 * The example readings of seed 004 (世界遊戯博物館ブログ, 2013-10-12, 10-14, 10-21) play each point of the seed: dark
 * xiangqi's guards crossing the river and its open check rule, makruk's Met two-step and Rua Gaai.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class SeedFourTest {
	private GridReading compile(String reading, Map<String, String> choice) {
		return GridReadingCompiler.compile(ReadingChain.of(Examples.reading(reading)), new Choice(choice));
	}

	/** 「仕・士」や「象・相」は表向きになった状態で、河界を越えて、敵陣でも動く事が出来る (anxiangqi.guards, anxiangqi.river). */
	@Test
	void darkXiangqisAdvisorsAndElephantsCrossTheRiver() {
		String fen = "3k5/9/9/9/4B4/9/9/3A5/9/4K4 w - - 0 1";
		Set<String> dark = moves(compile("xiangqi.dark", Map.of()).rules(), fen);
		assertTrue(dark.containsAll(List.of("d3c4", "e6c8", "e6g8")), dark.toString());
		Set<String> standard = moves(compile("xiangqi.standard", Map.of()).rules(), "3k5/9/9/9/9/4B4/9/3A5/9/4K4 w - - 0 1");
		assertFalse(standard.contains("d3c4") || standard.contains("e5c7"), standard.toString());
	}

	/** 相手の王駒を取ったら勝ちとなる (anxiangqi.win): read as check not binding, a move may leave the general attacked. */
	@Test
	void capturingTheGeneralWinsUnlessCheckStillBinds() {
		String fen = "4k4/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1";
		assertFalse(compile("xiangqi.dark", Map.of("check", "capture")).rules().checkBinding());
		assertTrue(moves(compile("xiangqi.dark", Map.of("check", "capture")).rules(), fen).contains("d1e1"));
		assertFalse(moves(compile("xiangqi.dark", Map.of("check", "binding")).rules(), fen).contains("d1e1"));
	}

	/** 裏返してかき混ぜる, 移動が終わると同時に表向きになり, 裏向きでも表向きでも取る, 裏向きで相手に見えないように. */
	@Test
	void darkXiangqiStatesItsHiddenPieces() {
		assertEquals(new GridReading.FaceDown(true, true, true, true), compile("xiangqi.dark", Map.of()).faceDown());
		assertEquals(null, compile("xiangqi.standard", Map.of()).faceDown());
	}

	/** 裏返して … 配置の位置は、象棋の初期配置と同じで、「将・帥」だけは表向き (anxiangqi.setup, anxiangqi.placement). */
	@Test
	void darkXiangqiStartsWithEveryPieceButTheGeneralFaceDownOnItsStartPoint() {
		GridRules dark = compile("xiangqi.dark", Map.of()).rules();
		// the standard start with each piece but the generals face down: t u v w x y on the chariot, horse, elephant,
		// advisor, cannon and soldier points
		assertEquals("tuvwkwvut/9/1x5x1/y1y1y1y1y/9/9/Y1Y1Y1Y1Y/1X5X1/9/TUVWKWVUT w - - 0 1", dark.startFen());
		assertEquals(Map.of("face-down on chariot point", "chariot", "face-down on horse point", "horse",
				"face-down on elephant point", "elephant", "face-down on advisor point", "advisor", "face-down on cannon point",
				"cannon", "face-down on soldier point", "soldier"), dark.concealment().revealsAs());
		// face down, each piece moves as the piece of its point: the 44 moves of xiangqi's start
		assertEquals(44, GridPosition.start(CompiledRules.of(dark)).legalMoves().length);
	}

	/** メットの駒の前にあるビアを一歩進めた後、メットを前に2歩進める; 初手に限っては (makruk.met.opening, makruk.met.first). */
	@Test
	void theMetStepsTwoForwardOnItsFirstMoveOnceTheBiaInFrontHasMoved() {
		GridRules local = compile("makruk.local", Map.of("met", "two_step")).rules();
		String pushed = "rnsmksnr/8/ppp1pppp/3p4/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2";
		assertTrue(moves(local, pushed).contains("e1e3"));
		assertFalse(moves(local, local.startFen()).contains("e1e3"), "the bia still stands on e3");
		assertFalse(moves(local, "rnsmksnr/8/ppp1pppp/3pP3/8/PPPP1PPP/4M3/RNSK1SNR w - - 0 3").contains("e2e4"),
				"only from its start point");
		assertFalse(moves(compile("makruk.local", Map.of("met", "standard")).rules(), pushed).contains("e1e3"));
		// 初手に限って: in a start that is the opening already made, the Mets' first move is made
		GridRules made = compile("makruk.local", Map.of("start", "opening_made")).rules();
		assertFalse(moves(made, made.startFen()).contains("e3e5"), "the two-step is not made twice");
	}

	/** The generals kept apart as in xiangqi (anxiangqi.base): under check by capture, facing is still not allowed. */
	@Test
	void darkXiangqisGeneralsStayApartWhenCheckDoesNotBind() {
		String facing = "3k5/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1";
		GridRules kept = compile("xiangqi.dark", Map.of("check", "capture", "generals", "kept")).rules();
		Set<String> moves = moves(kept, facing);
		assertTrue(moves.contains("e2d3") && moves.contains("d1e1") && !moves.contains("e2f3") && !moves.contains("d1d2"), moves.toString());
		Set<String> free = moves(compile("xiangqi.dark", Map.of("check", "capture", "generals", "free")).rules(), facing);
		assertTrue(free.contains("e2f3") && free.contains("d1d2"), free.toString());
	}

	/** ルア・ガーイに成れるのは、お互い一つのルアだけでした / 両方とも裏返す方法がある (makruk.ruagaai.one, .variants). */
	@Test
	void aRuaReachingTheCampBecomesRuaGaaiForOneRuaPerSideOrForBoth() {
		String secondRua = "4k3/7G/8/R7/8/8/8/3K4 w - - 0 1";
		for (String once : new String[] { "one_ever", "one_at_a_time" }) {
			Set<String> one = moves(compile("makruk.local", Map.of("rua_promotion", once)).rules(), secondRua);
			assertTrue(one.contains("a5a6") && !one.contains("a5a6g"), once + ": " + one);
		}
		assertEquals("one_ever", Choice.FIRST.labelFor(Examples.reading("makruk.local").getRules().stream()
				.filter(r -> r.getName().equals("rua_promotion")).findFirst().orElseThrow()), "one Rua, and only one, is what the words say");
		Set<String> both = moves(compile("makruk.local", Map.of("rua_promotion", "both")).rules(), secondRua);
		assertTrue(both.contains("a5a6g") && !both.contains("a5a6"), both.toString());
		Set<String> none = moves(compile("makruk.local", Map.of("rua_promotion", "none")).rules(), secondRua);
		assertTrue(none.contains("a5a6") && !none.contains("a5a6g"), none.toString());
		assertEquals("RF", compile("makruk.local", Map.of()).rules().kind("rua_gaai").betza());
	}

	/** ビアが敵陣三段目に入ったら … 斜め四方向に進める (makruk.bia.promotion): a bia on the sixth rank becomes a met. */
	@Test
	void aBiaOnTheEnemyCampsThirdRankBecomesAMet() {
		Set<String> moves = moves(compile("makruk.standard", Map.of()).rules(), "4k3/8/8/P7/8/8/8/3K4 w - - 0 1");
		assertTrue(moves.contains("a5a6m") && !moves.contains("a5a6"), moves.toString());
	}
}
