package org.rulebench.engine.learning;

import org.rulebench.engine.rules.Board;
import org.rulebench.engine.rules.Dice;
import org.rulebench.engine.rules.DiceUse;
import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Travel;

/** Small rule sets built in memory: games short enough to learn in a test. */
final class TinyGame {
	private TinyGame() {
	}

	/** Backgammon's rules on 12 points (3 home), 4 pieces a side, two dice of four faces: hitting and blocking matter. */
	static RuleSet rules() {
		return RuleSet.builder("tiny").board(new Board(12, 3, Travel.OPPOSITE, 0, false)).pieces(4)
				.start(Layout.of(12, 12, 2, 7, 2)).dice(new Dice(2, 4, true, DiceUse.STEPS, true, true)).build();
	}

	/** The same with 5 pieces a side: other rules. */
	static RuleSet otherRules() {
		return RuleSet.builder("tiny").board(new Board(12, 3, Travel.OPPOSITE, 0, false)).pieces(5)
				.start(Layout.of(12, 12, 2, 7, 3)).dice(new Dice(2, 4, true, DiceUse.STEPS, true, true)).build();
	}
}
