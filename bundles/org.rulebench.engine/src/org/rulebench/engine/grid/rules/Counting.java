package org.rulebench.engine.grid.rules;

import java.util.List;
import java.util.Objects;

/**
 * Counting rules that end a game the stronger side cannot finish, as makruk has them. Nothing is counted while a
 * {@code pawn} is on the board. A side that is not bare, facing a side that is, counts nothing; a weaker side with
 * more than its royal piece counts {@code boardsHonour} moves from 0 (board's honour); a side left with its royal
 * piece alone counts from the number of pieces on the board to the limit of the first row of {@code piecesHonour}
 * the stronger side's material meets, else {@code piecesHonourOtherwise} (pieces' honour). The count passing its
 * limit draws the game, unless the move that passed it mated.
 *
 * @param pawn the kind whose presence on the board stops all counting
 */
public record Counting(String pawn, int boardsHonour, List<Honour> piecesHonour, int piecesHonourOtherwise) {

	/** A row of pieces' honour: the stronger side has at least {@code atLeast} of {@code kind}: {@code moves}. */
	public record Honour(String kind, int atLeast, int moves) {
	}

	public Counting {
		Objects.requireNonNull(pawn, "pawn");
		piecesHonour = List.copyOf(piecesHonour);
	}

	/** Makruk's limits: two rua 8 moves, one rua 16, two khon 22, two ma 32, one khon 44, otherwise 64. */
	public static Counting makruk(String pawn, String rua, String khon, String ma) {
		return new Counting(pawn, 64, List.of(new Honour(rua, 2, 8), new Honour(rua, 1, 16), new Honour(khon, 2, 22),
				new Honour(ma, 2, 32), new Honour(khon, 1, 44)), 64);
	}
}
