package org.rulebench.cli;

import java.nio.file.Path;

import org.rulebench.engine.game.Players;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.learning.PlayerFileProblem;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.learning.TrainedPlayers;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.compile.Choice;

/** Before a reading is played by name: the trained players beside it loaded, and every player fit for its rules. */
final class PlayerFiles {
	private PlayerFiles() {
	}

	/** Null if the players can play every compiled combination, else what is wrong and what to do. */
	static String prepare(Path file, Compiled compiled, String... players) {
		for (int i = 0; i < compiled.variants().size(); i++) {
			Variant variant = compiled.variants().get(i);
			if (!(variant instanceof RaceVariant race)) {
				for (String p : players) {
					String refusal = variant.refusal(p);
					if (refusal != null) {
						return refusal;
					}
				}
				continue;
			}
			RuleSet rules = race.rules();
			Choice choice = compiled.choices().get(i);
			for (String p : players) {
				if (Players.trained(p) && TrainedPlayers.forRules(rules) == null) {
					Path player = TrainedPlayer.fileFor(file, choice.labels());
					if (!player.toFile().exists()) {
						return "no trained player for " + compiled.reading().getName()
								+ (choice.labels().isEmpty() ? "" : " (" + choice + ")") + ": " + player
								+ " does not exist; make it with `rulebench train " + file
								+ choice.labels().entrySet().stream().map(e -> " --choose " + e.getKey() + "=" + e.getValue())
										.reduce("", String::concat)
								+ "`";
					}
					try {
						TrainedPlayers.register(TrainedPlayer.load(player, rules, compiled.reading().getName(), choice.labels()));
					} catch (PlayerFileProblem e) {
						return e.getMessage();
					}
				}
				String refusal = Players.refusal(p, rules);
				if (refusal != null) {
					return refusal;
				}
			}
		}
		return null;
	}
}
