package org.rulebench.reading.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rulebench.reading.tests.Examples.rear;

import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.tests.Examples;
import org.rulebench.engine.testkit.Plays;

/**
 * Bear-off priority ranks the dice (000 §3.1 (5) A>B>C, figures 4 and 5), 頭破 needs a pair that stood when the
 * turn began (§3.1 (6)), and acey-deucey's 1-2 lets the player choose any double (003).
 */
class DicePriorityAndStandingPairsTest {

	/**
	 * 000 §3.1 (5)(6), 図4: black [4,2] with one piece on rear 3 and a pair on rear 2. The priority A > B > C orders
	 * the dice: the 4 (A, exact) bears off rear 3, then the 2 (C) can only move a rear-2 piece to rear 4 (後四梁に置く
	 * ことしかできず). Playing the short 2 first is not allowed: it could leave the 4 nothing to bear off.
	 */
	@Test
	void figure4HasExactlyOneLegalPlay() {
		RuleSet ping = Examples.game("pushuang.ping");
		Position p = Position.empty(ping, 1).place(1, rear(3), 1).place(1, rear(2), 2).place(1, 0, 12).place(0, 0, 15);
		assertEquals(Set.of("1@5 1@3 off 13"), Plays.results(p, 4, 2));
	}

	/**
	 * 000 §3.1 (6), 図5: a 6 bears a rear-1 piece off directly, so there is no 頭破. With a pair on rear 1 and [6,2],
	 * the 6 comes first (A), and the 2 then moves the single piece left: no pair is broken, one result.
	 */
	@Test
	void figure5NoPlayFiresToupo() {
		RuleSet ping = Examples.game("pushuang.ping");
		Position p = Position.empty(ping, 1).place(1, rear(1), 2).place(1, 0, 13).place(0, 0, 15);
		PlayGenerator g = new PlayGenerator(ping);
		PlayList plays = g.generate(p, 6, 2);
		int toupo = Plays.stepEvent(g, "頭破");
		for (int i = 0; i < plays.size(); i++) {
			assertEquals(0, plays.events(i, toupo), plays.notation(i, 24));
		}
		assertEquals(1, plays.size());
	}

	/**
	 * backgammon.aceydeucey (003): 1-2 plays the 1 and the 2 and then any double the player picks. The larger-die rule
	 * compares plays of one chosen double only, so every double stays a choice.
	 */
	@Test
	void aceyDeuceyOneTwoLetsThePlayerChooseAnyDouble() {
		RuleSet acey = Examples.game("backgammon.aceydeucey");
		PlayList plays = new PlayGenerator(acey).generate(Position.start(acey, 0), 1, 2);
		Set<Integer> chosen = new TreeSet<>();
		for (int i = 0; i < plays.size(); i++) {
			chosen.add(plays.stepPips(i, 2));
		}
		assertEquals(Set.of(1, 2, 3, 4, 5, 6), chosen);
	}

	/**
	 * A pair made during the play is not a standing pair (頭破: 馬が常に二つ並んでいる状態を破った). Bearing off with
	 * 1@6 1@5 1@3 and [1,2]: 6/5 then 5/3 breaks a pair made a moment before, not a standing one; no 頭破, as with
	 * 5/3 then 6/5, which reaches the same board.
	 */
	@Test
	void toupoNeedsAPairThatStoodBeforeThePlay() {
		RuleSet ping = Examples.game("pushuang.ping");
		Position p = Position.empty(ping, 0).place(0, 6, 1).place(0, 5, 1).place(0, 3, 1).place(0, 0, 12);
		PlayGenerator g = new PlayGenerator(ping);
		PlayList plays = g.generate(p, 1, 2);
		int toupo = Plays.stepEvent(g, "頭破");
		for (int i = 0; i < plays.size(); i++) {
			assertEquals(0, plays.events(i, toupo), plays.notation(i, 24));
		}
		assertTrue(plays.size() > 0);
	}
}
