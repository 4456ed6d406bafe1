package org.rulebench.cli;

/**
 * `--players P[,P]`: the first side's player and the second's (one name: both sides); the names are checked against
 * the players of the reading's family once it is compiled.
 */
record SidePlayers(String first, String second) {

	static SidePlayers parse(String option) {
		String[] players = option.split(",");
		if (players.length > 2) {
			throw new Usage("--players names one player for each side, e.g. greedy,random");
		}
		String first = players[0].trim();
		String second = (players.length == 2 ? players[1] : players[0]).trim();
		return new SidePlayers(first, second);
	}
}
