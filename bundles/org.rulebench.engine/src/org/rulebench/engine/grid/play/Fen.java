package org.rulebench.engine.grid.play;

import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.PieceKind;

/**
 * Fairy-Stockfish FEN: ranks from the last to the first, files a.. within a rank, a number for empty points (more
 * than one digit on wide boards), upper case for the first side ('w'), lower case for the second ('b'); a kind
 * written {@code +X} (a shogi piece promoted from X) as its two characters. The pieces in hand follow the board in
 * brackets, the first side's in upper case ({@code …/LNSGKGSNL[Pb] w}); {@code [-]} and {@code []} are empty hands.
 * A '~' after a letter (a promoted piece) is read and ignored. After the side to move, chess's castling field
 * ({@code KQkq}: the first side may castle with its partner nearest the h side, the a side; {@code -}: nobody may)
 * and en-passant field (the point a double step passed over, or {@code -}) are read when present (a shogi FEN has
 * neither); the last two fields are the ply counter and the move number.
 */
public final class Fen {
	private Fen() {
	}

	/**
	 * The points' piece codes, the pieces in hand ({@code hand[side * kinds + kind]}), the side to move, the counters
	 * of a FEN, its castling field (null when it has none) and the point its en-passant field names (-1 for none).
	 */
	public record Placement(int[] pieces, int[] hand, int sideToMove, int halfmoves, int fullmoves, String castling,
			int enPassant) {
		/** Pieces on the board and none in hand. */
		public Placement(int[] pieces, int sideToMove, int halfmoves, int fullmoves) {
			this(pieces, new int[0], sideToMove, halfmoves, fullmoves);
		}

		public Placement(int[] pieces, int[] hand, int sideToMove, int halfmoves, int fullmoves) {
			this(pieces, hand, sideToMove, halfmoves, fullmoves, null, -1);
		}
	}

	public static Placement placement(GridRules rules, String fen) {
		GridBoard b = rules.board();
		String[] fields = fen.trim().split("\\s+");
		if (fields.length == 0 || fields[0].isEmpty()) {
			throw new IllegalArgumentException("empty FEN");
		}
		String board = fields[0];
		int[] hand = new int[2 * rules.kinds().size()];
		int open = board.indexOf('[');
		if (open >= 0) {
			if (!board.endsWith("]")) {
				throw new IllegalArgumentException("FEN '" + fen + "': the pieces in hand end with ']'");
			}
			holdings(rules, fen, board.substring(open + 1, board.length() - 1), hand);
			board = board.substring(0, open);
		}
		String[] rows = board.split("/");
		if (rows.length != b.ranks()) {
			throw new IllegalArgumentException("FEN '" + fen + "': " + rows.length + " ranks, but " + rules.name() + " has " + b.ranks());
		}
		int[] pieces = new int[b.squares()];
		for (int i = 0; i < rows.length; i++) {
			int rank = b.ranks() - 1 - i;
			int file = 0;
			String row = rows[i];
			for (int j = 0; j < row.length(); j++) {
				char c = row.charAt(j);
				if (Character.isDigit(c)) {
					int n = 0;
					while (j < row.length() && Character.isDigit(row.charAt(j))) {
						n = n * 10 + row.charAt(j++) - '0';
					}
					j--;
					file += n;
				} else if (c == '~') {
					continue;
				} else {
					boolean plus = c == '+';
					if (plus) {
						if (++j == row.length()) {
							throw new IllegalArgumentException("FEN '" + fen + "': '+' ends rank " + (rank + 1) + " without a letter");
						}
						c = row.charAt(j);
					}
					int kind = kindOf(rules, c, plus);
					if (kind < 0) {
						throw new IllegalArgumentException("FEN '" + fen + "': '" + (plus ? "+" : "") + c + "' is no piece of " + rules.name());
					}
					if (file >= b.files()) {
						throw new IllegalArgumentException("FEN '" + fen + "': rank " + (rank + 1) + " has more than " + b.files() + " files");
					}
					pieces[b.square(file, rank)] = CompiledRules.code(kind, Character.isUpperCase(c) ? 0 : 1);
					file++;
				}
			}
			if (file != b.files()) {
				throw new IllegalArgumentException("FEN '" + fen + "': rank " + (rank + 1) + " has " + file + " files, not " + b.files());
			}
		}
		int side = 0;
		if (fields.length > 1) {
			side = switch (fields[1]) {
			case "w" -> 0;
			case "b" -> 1;
			default -> throw new IllegalArgumentException("FEN '" + fen + "': side to move is 'w' or 'b', not '" + fields[1] + "'");
			};
		}
		int half = fields.length > 4 ? parse(fields[fields.length - 2], fen) : 0;
		int full = fields.length > 5 ? parse(fields[fields.length - 1], fen) : 1;
		String castling = null;
		int enPassant = -1;
		// chess's fields come before the counters; a shogi FEN ("… w 0 1") has none
		if (fields.length > 3 && fields[2].matches("-|[KQkqA-Za-z]+") && !fields[2].matches("\\d+")) {
			castling = fields[2];
			if (!fields[3].equals("-") && !fields[3].matches("\\d+")) {
				enPassant = b.parse(fields[3]);
				if (enPassant < 0) {
					throw new IllegalArgumentException("FEN '" + fen + "': the en-passant field '" + fields[3] + "' is no point of " + rules.name());
				}
			}
		}
		return new Placement(pieces, hand, side, half, full, castling, enPassant);
	}

	private static void holdings(GridRules rules, String fen, String held, int[] hand) {
		int kinds = rules.kinds().size();
		for (int j = 0; j < held.length(); j++) {
			char c = held.charAt(j);
			if (c == '-') {
				continue;
			}
			boolean plus = c == '+';
			if (plus && ++j < held.length()) {
				c = held.charAt(j);
			}
			int kind = kindOf(rules, c, plus);
			if (kind < 0) {
				throw new IllegalArgumentException("FEN '" + fen + "': '" + (plus ? "+" : "") + c + "' in hand is no piece of " + rules.name());
			}
			if (rules.hands() == null) {
				throw new IllegalArgumentException("FEN '" + fen + "': pieces in hand, but in " + rules.name() + " captured pieces go to no hand");
			}
			hand[(Character.isUpperCase(c) ? 0 : kinds) + kind]++;
		}
	}

	private static int parse(String n, String fen) {
		try {
			return Integer.parseInt(n);
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("FEN '" + fen + "': '" + n + "' is not a move counter");
		}
	}

	private static int kindOf(GridRules rules, char c, boolean plus) {
		char l = Character.toLowerCase(c);
		for (int k = 0; k < rules.kinds().size(); k++) {
			PieceKind kind = rules.kinds().get(k);
			if (kind.letter() == l && kind.plus() == plus) {
				return k;
			}
		}
		return -1;
	}

	/** The FEN of a position. */
	public static String of(GridPosition p) {
		CompiledRules c = p.compiled();
		GridRules rules = c.rules();
		GridBoard b = rules.board();
		StringBuilder s = new StringBuilder();
		for (int rank = b.ranks() - 1; rank >= 0; rank--) {
			int empty = 0;
			for (int file = 0; file < b.files(); file++) {
				int pc = p.pieceAt(b.square(file, rank));
				if (pc == 0) {
					empty++;
					continue;
				}
				if (empty > 0) {
					s.append(empty);
					empty = 0;
				}
				s.append(rules.kinds().get(CompiledRules.kindOf(pc)).fen(CompiledRules.sideOf(pc)));
			}
			if (empty > 0) {
				s.append(empty);
			}
			if (rank > 0) {
				s.append('/');
			}
		}
		if (rules.hands() != null) {
			s.append('[');
			for (int side = 0; side < 2; side++) {
				for (int k = 0; k < c.kinds; k++) {
					for (int i = p.inHand(side, k); i > 0; i--) {
						s.append(rules.kinds().get(k).fen(side));
					}
				}
			}
			s.append(']');
		}
		s.append(p.sideToMove() == 0 ? " w" : " b").append(" - - ").append(p.halfmoves()).append(' ').append(p.fullmoves());
		return s.toString();
	}
}
