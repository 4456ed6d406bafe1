package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Consumer;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.testkit.Scripted;
import org.rulebench.reading.tests.Examples;

/**
 * 打間雙陸 (000 §3.5): 平雙陸 with a chip for pairs standing with gaps between them (図16). How many pairs is not in
 * the text: the reading assumes three pairs, one empty point between each.
 */
class DajianShuangluTest {
	private static final RuleSet DAJIAN = Examples.game("pushuang.dajian");

	/** White's pairs on 2, 4 and 6, with 3 and 5 empty. */
	private static final Predicate<Position> GAPPED = p -> p.count(0, 2) == 2 && p.count(0, 3) == 0
			&& p.count(0, 4) == 2 && p.count(0, 5) == 0 && p.count(0, 6) == 2;

	/** White: pairs on 2 and 4, one piece on 6 and one on 7 (a 1 makes the third pair), the rest far back. */
	private static void onePipShort(Position p) {
		p.place(0, 2, 2).place(0, 4, 2).place(0, 6, 1).place(0, 7, 1).place(0, 20, 5).place(0, 19, 4);
		p.place(1, 1, 5).place(1, 2, 5).place(1, 3, 5);
		p.setSideToMove(0);
	}

	@Test
	void makingPairsWithGapsWinsAChip() {
		// 000 §3.5: 馬を二つずつ並べ間隔を作れたら、1ポイントを獲得できる (図16)
		Game game = Scripted.oneTurn(DAJIAN, DajianShuangluTest::onePipShort, r -> r[0] == 1 || r[1] == 1,
				Scripted.reaching(GAPPED), Scripted.first());
		Position after = game.position();
		assertTrue(GAPPED.test(after));
		assertEquals(1, after.fired(0, "打間"));
		assertEquals(1, after.chips(0));
	}

	@Test
	void aPlayThatDoesNotMakeThemWinsNothing() {
		Game game = Scripted.oneTurn(DAJIAN, DajianShuangluTest::onePipShort, r -> r[0] == 1 || r[1] == 1,
				Scripted.reaching(GAPPED.negate()), Scripted.first());
		assertEquals(0, game.position().chips(0));
	}

	@Test
	void pairsThatAlreadyStoodWinNothingMore() {
		// the chip is for making them (作れたら), not for keeping them standing
		Consumer<Position> standing = p -> {
			p.place(0, 2, 2).place(0, 4, 2).place(0, 6, 2).place(0, 20, 5).place(0, 19, 4);
			p.place(1, 1, 5).place(1, 2, 5).place(1, 3, 5);
			p.setSideToMove(0);
		};
		Game game = Scripted.arranged(DAJIAN, new PlayGenerator(DAJIAN), standing, Scripted.reaching(GAPPED),
				Scripted.first(), 1);
		game.turn();
		assertTrue(GAPPED.test(game.position()));
		assertEquals(0, game.position().chips(0));
	}

	@Test
	void otherwiseItIsPlayedAs平雙陸() {
		// 000 §3.5: 初期配置が平雙陸と同様…その他の遊戯方法は平雙陸と同様
		RuleSet ping = Examples.game("pushuang.ping");
		assertEquals(ping.start(0), DAJIAN.start(0));
		assertEquals(ping.dice(), DAJIAN.dice());
		assertEquals(ping.occupancy(), DAJIAN.occupancy());
		assertEquals(ping.reEntry(), DAJIAN.reEntry());
		assertEquals(ping.bearOff(), DAJIAN.bearOff());
		assertEquals(ping.scoring().get(0), DAJIAN.scoring().get(0), "頭破 as in 平雙陸");
	}
}
