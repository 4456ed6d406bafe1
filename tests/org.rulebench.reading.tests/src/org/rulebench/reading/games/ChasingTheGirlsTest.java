package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;
import org.rulebench.engine.testkit.Scripted;

/** Chasing the Girls (001, the Icelandic game 追い廻し is likened to): six pieces each, the same way round. */
class ChasingTheGirlsTest {
	private static final RuleSet GIRLS = Examples.game("iceland.chasing");

	private static Position white() {
		return Position.empty(GIRLS, 0);
	}

	/** Black's own point standing on white's point p. */
	private static int theirs(int p) {
		return Position.track(GIRLS).opposite(0, p);
	}

	@Test
	void sixPiecesEach() {
		// 001: 使用する駒は11個ではなく6個ずつ
		assertEquals(6, GIRLS.pieces());
		assertEquals("1@24 1@23 1@22 1@21 1@20 1@19", Plays.side(Position.start(GIRLS, 0), 0));
	}

	@Test
	void aDieEndingOnOnesOwnPieceGoesOnToTheNextPointIfItIsEmpty() {
		// 001: ひとつのマスに同時に自分の駒を2つ置くことはできません。自分の駒のいる場所の次の場所が空いている場合、
		// 本来その自分の駒の上で止まるような場所から駒を移動させることができます. 24 with the 3 ends on 21: it goes to 20.
		assertEquals(Set.of("1@20 1@19", "1@21 1@19", "1@23 1@18", "1@24 1@17", "1@21 1@20"),
				Plays.results(white().place(0, 24, 1).place(0, 21, 1), 3, 1));
	}

	@Test
	void ifTheNextPointIsNotEmptyThePieceCannotUseTheDie() {
		Position p = white().place(0, 24, 1).place(0, 21, 1).place(0, 20, 1);
		assertTrue(Plays.notations(p, 3, 1).stream().noneMatch(n -> n.matches("(.* )?24/(2[01]|19)( .*)?")),
				Plays.notations(p, 3, 1)::toString);
		assertTrue(Plays.results(p, 3, 1).stream().noneMatch(r -> r.matches(".*[2-9]@.*")), "never two on a point");
	}

	@Test
	void landingOnAnOpposingPieceRemovesItForGood() {
		// 001: 相手の駒のある所に自分の駒が進行するとその駒を取って盤上から取り去ります
		Position p = white().place(0, 24, 1).place(1, theirs(21), 1);
		assertEquals(Set.of("1@20 | lost 1", "1@20 | 1@" + theirs(21)), Plays.bothSides(p, 3, 1));
		assertTrue(Plays.notations(p, 3, 1).contains("24/21* 21/20"));
	}

	@Test
	void aSideWithNoPiecesLeftLoses() {
		// 001: 全部の駒を取り上げられたら負けです. Black's last piece stands just ahead of all six of white's.
		Game game = Scripted.arranged(GIRLS, new PlayGenerator(GIRLS), p -> {
			for (int point = 24; point >= 19; point--) {
				p.place(0, point, 1);
			}
			p.place(1, theirs(18), 1).place(1, p.trackTables().lost, 5);
			p.setSideToMove(0);
		}, Scripted.reaching(p -> p.lost(1) == 6), Scripted.first(), 1);
		GameResult r = game.playOut(1);
		assertEquals(0, r.winner());
		assertEquals(1, r.points());
	}
}
