package org.rulebench.publish;

import java.util.List;

/**
 * What a reader needs to get the same figures again.
 *
 * @param tool     the Rulebench version that published the document
 * @param java     the Java it ran on
 * @param checkout how to get the reading's files as published ("git checkout 1a2b3c4" in the workspace), null outside version control
 * @param commands the exact commands that give the same figures (simulate, compare) and the same document
 * @param players  the player files the figures were played with, each with its SHA-256
 */
public record Reproduction(String tool, String java, String checkout, List<String> commands, List<PlayerFile> players) {

	public Reproduction {
		commands = List.copyOf(commands);
		players = List.copyOf(players);
	}

	/**
	 * A file a player of the figures was read from.
	 *
	 * @param player the player's name, e.g. trained
	 * @param file   the file, as the workspace names it
	 * @param sha256 its SHA-256 in hex
	 */
	public record PlayerFile(String player, String file, String sha256) {
	}
}
