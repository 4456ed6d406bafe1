package org.rulebench.cli;

import java.nio.file.Path;
import java.util.List;

import org.rulebench.reading.variant.ReadingPlayers;

/** Before a reading is played by name: the trained players beside it loaded, and every player fit for its rules. */
final class PlayerFiles {
	private PlayerFiles() {
	}

	/** Null if the players can play every compiled combination, else what is wrong and what to do. */
	static String prepare(Path file, Compiled compiled, String... players) {
		return ReadingPlayers.prepare(file, compiled.reading().getName(), compiled.choices(), compiled.variants(),
				List.of(players), choice -> "make it with `rulebench train " + file
						+ choice.labels().entrySet().stream().map(e -> " --choose " + e.getKey() + "=" + e.getValue())
								.reduce("", String::concat)
						+ "`");
	}
}
