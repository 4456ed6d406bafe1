package org.rulebench.engine.game;

/**
 * The outcome of one game.
 *
 * @param winner   0 or 1, or -1 for a draw or an unfinished game
 * @param kind     how it was won
 * @param points   what the winner gains: stakes × cube, or the chip or count difference
 * @param turns    turns played (a turn is one side's roll and play; extra rolls count as turns)
 * @param chips    chips each side ended with
 * @param events   how often each scoring rule fired per side: {@code events[rule][side]}
 * @param hits     hits made by each side
 * @param starter  the side that moved first
 */
public record GameResult(int winner, WinKind kind, int points, int turns, int[] chips, int[][] events, int[] hits,
		int starter) {

	public boolean finished() {
		return kind != WinKind.UNFINISHED;
	}
}
