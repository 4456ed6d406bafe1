package org.rulebench.reading.variant;

import org.rulebench.reading.compile.GameFamily;

import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.reading.cards.CardReadingCompiler;
import org.rulebench.reading.cards.ShowdownCompiler;
import org.rulebench.engine.cards.showdown.ShowdownVariant;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.grid.GridReadingCompiler;

/** Compiles a reading to what the simulator, its statistics and comparisons play, whatever its family. */
public final class Variants {
	private Variants() {
	}

	/**
	 * The reading with the chosen alternatives, as a race, grid or card variant as its claims say.
	 *
	 * @throws ReadingProblem if the reading does not make a playable game, naming the rules at fault
	 */
	public static Variant compile(ReadingChain chain, Choice choice) {
		return switch (GameFamily.of(chain)) {
		case CARDS -> ShowdownCompiler.isShowdown(chain) ? new ShowdownVariant(ShowdownCompiler.compile(chain, choice))
				: new CardVariant(CardReadingCompiler.compile(chain, choice));
		case GRID -> new GridVariant(GridReadingCompiler.compile(chain, choice).rules());
		case RACE -> new RaceVariant(ReadingCompiler.compile(chain, choice));
		};
	}
}
