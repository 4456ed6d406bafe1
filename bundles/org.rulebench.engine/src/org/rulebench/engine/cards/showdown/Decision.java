package org.rulebench.engine.cards.showdown;

import java.util.List;
import java.util.Objects;

import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.RankedHand;

/**
 * A player's decision rule: lines tried in order, the first whose condition holds deciding, then what it does otherwise
 * (`the player plays when it is "pair" or better, and plays when it is "Q-6-4" or better; otherwise it folds`).
 */
public record Decision(List<Line> lines, Move otherwise) {
	/** Whatever the cards, the player chooses. */
	public static final Decision CHOICE = new Decision(List.of(), Move.MAY);

	public record Line(Move move, Standing when) {
		public Line {
			Objects.requireNonNull(move, "move");
			Objects.requireNonNull(when, "when");
		}
	}

	public Decision {
		lines = List.copyOf(lines);
		Objects.requireNonNull(otherwise, "otherwise");
	}

	public Move move(Ladder ladder, int[] cards, RankedHand hand) {
		Line l = deciding(ladder, cards, hand);
		return l == null ? otherwise : l.move();
	}

	/** The first line whose condition holds for these cards; null where none does and {@link #otherwise} decides. */
	public Line deciding(Ladder ladder, int[] cards, RankedHand hand) {
		for (Line l : lines) {
			if (l.when().holds(ladder, cards, hand)) {
				return l;
			}
		}
		return null;
	}
}
