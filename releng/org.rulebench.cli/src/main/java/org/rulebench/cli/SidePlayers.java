package org.rulebench.cli;

import java.util.List;

import org.rulebench.engine.game.Players;

/** `--players P[,P]`: the first side's player and the second's (one name: both sides). */
record SidePlayers(String first, String second) {

	static SidePlayers parse(String option) {
		String[] players = option.split(",");
		if (players.length > 2) {
			throw new Usage("--players names one player for each side, e.g. greedy,random");
		}
		String first = players[0].trim();
		String second = (players.length == 2 ? players[1] : players[0]).trim();
		for (String p : List.of(first, second)) {
			try {
				Players.named(p);
			} catch (IllegalArgumentException e) {
				throw new Usage(e.getMessage());
			}
		}
		return new SidePlayers(first, second);
	}
}
