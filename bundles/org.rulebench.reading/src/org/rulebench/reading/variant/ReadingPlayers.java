package org.rulebench.reading.variant;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;

import org.rulebench.engine.game.Players;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.learning.PlayerFileProblem;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.learning.TrainedPlayers;
import org.rulebench.reading.compile.Choice;

/**
 * Before a reading on disk is played by name (command line, workbench): each combination's trained player loaded
 * from beside the reading file, and every named player checked against the rules.
 */
public final class ReadingPlayers {
	private ReadingPlayers() {
	}

	/**
	 * Readies the players for every combination of the reading. A trained player's file is read again each time, so
	 * a player trained since (by another program, or in the background) is the one that plays.
	 *
	 * @param file       the reading's file; trained players lie beside it ({@link TrainedPlayer#fileFor})
	 * @param reading    the reading's name, as the player files record it
	 * @param choices    the combinations of alternatives, in the order of {@code variants}
	 * @param howToTrain what to tell a person who has no trained player for a combination
	 * @return null if every player can play every combination, else what is wrong and what to do
	 */
	public static String prepare(Path file, String reading, List<Choice> choices, List<Variant> variants,
			Collection<String> players, Function<Choice, String> howToTrain) {
		for (int i = 0; i < variants.size(); i++) {
			Variant variant = variants.get(i);
			for (String p : players) {
				if (variant instanceof RaceVariant race && Players.trained(p)) {
					Choice choice = choices.get(i);
					Path player = TrainedPlayer.fileFor(file, choice.labels());
					if (!Files.exists(player)) {
						return "no trained player for " + reading + (choice.labels().isEmpty() ? "" : " (" + choice + ")")
								+ ": " + player + " does not exist; " + howToTrain.apply(choice);
					}
					try {
						TrainedPlayers.register(TrainedPlayer.load(player, race.rules(), reading, choice.labels()));
					} catch (PlayerFileProblem e) {
						return e.getMessage();
					}
				}
				String refusal = variant.refusal(p);
				if (refusal != null) {
					return refusal;
				}
			}
		}
		return null;
	}
}
