package org.rulebench.engine.grid.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.grid.betza.Betza;
import org.rulebench.engine.grid.board.Zone;

/**
 * A kind of piece: its moves in Betza notation ({@link Betza}), moves it gains on the points of a zone (the xiangqi
 * soldier's sideways step across the river), the zone it may not leave (palace, own half), whether it is royal,
 * its promotion, and where its first-move privileges ({@code i} moves) apply.
 *
 * @param letter       its letter in FEN, upper case for the first side
 * @param zoneMoves    moves added while the piece stands in a zone
 * @param confinedTo   the zone its moves may end in; null for the whole board
 * @param firstMovesIn the points from which its {@code i} moves are allowed; null for its points in the start
 *                     position (so: while it stands where it started)
 * @param dances       its moves beyond Betza's atoms (the large shogi games' dances, hook and free moves)
 * @param plus         written in FEN as {@code +} and its letter, as Fairy-Stockfish writes a shogi piece promoted
 *                     from the kind of that letter ({@code +P}, と金)
 */
public record PieceKind(String name, char letter, String betza, List<ZoneMoves> zoneMoves, Zone confinedTo,
		boolean royal, Promotion promotion, Zone firstMovesIn, List<Dance> dances, boolean plus) {

	/**
	 * Moves a piece has while it stands in {@code zone}, besides its own; with {@code within}, they end only in that
	 * zone (janggi's palace diagonals: from a point of the lines, along them, inside the palaces).
	 */
	public record ZoneMoves(Zone zone, String betza, Zone within) {
		public ZoneMoves {
			Objects.requireNonNull(zone, "zone");
			Betza.parse(betza);
		}

		public ZoneMoves(Zone zone, String betza) {
			this(zone, betza, null);
		}
	}

	public PieceKind {
		Objects.requireNonNull(name, "name");
		// the case of a FEN letter tells the side, so the letter needs both cases (Latin, Greek, Cyrillic, ...)
		if (!Character.isLetter(letter) || Character.toUpperCase(letter) == Character.toLowerCase(letter)) {
			throw new IllegalArgumentException("piece kind " + name + ": its FEN letter must be a letter with an upper and a lower case, not '" + letter + "'");
		}
		letter = Character.toLowerCase(letter);
		try {
			Betza.parse(betza);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("piece kind " + name + ": " + e.getMessage(), e);
		}
		zoneMoves = List.copyOf(zoneMoves);
		dances = dances == null ? List.of() : List.copyOf(dances);
	}

	public PieceKind(String name, char letter, String betza, List<ZoneMoves> zoneMoves, Zone confinedTo, boolean royal,
			Promotion promotion, Zone firstMovesIn, List<Dance> dances) {
		this(name, letter, betza, zoneMoves, confinedTo, royal, promotion, firstMovesIn, dances, false);
	}

	public static PieceKind of(String name, char letter, String betza) {
		return new PieceKind(name, letter, betza, List.of(), null, false, null, null, List.of(), false);
	}

	/** The kind as FEN writes it for a side: {@code P} or {@code p}, {@code +P} or {@code +p}. */
	public String fen(int side) {
		char l = side == 0 ? Character.toUpperCase(letter) : letter;
		return plus ? "+" + l : String.valueOf(l);
	}

	/** The same kind written in FEN as {@code +} and its letter. */
	public PieceKind writtenWithPlus() {
		return new PieceKind(name, letter, betza, zoneMoves, confinedTo, royal, promotion, firstMovesIn, dances, true);
	}

	public PieceKind alsoIn(Zone zone, String moreBetza) {
		return alsoIn(zone, moreBetza, null);
	}

	/** Moves added while the piece stands in {@code zone}, ending only in {@code within} (null: anywhere). */
	public PieceKind alsoIn(Zone zone, String moreBetza, Zone within) {
		List<ZoneMoves> z = new ArrayList<>(zoneMoves);
		z.add(new ZoneMoves(zone, moreBetza, within));
		return new PieceKind(name, letter, betza, z, confinedTo, royal, promotion, firstMovesIn, dances, plus);
	}

	public PieceKind confinedTo(Zone zone) {
		return new PieceKind(name, letter, betza, zoneMoves, zone, royal, promotion, firstMovesIn, dances, plus);
	}

	public PieceKind asRoyal() {
		return new PieceKind(name, letter, betza, zoneMoves, confinedTo, true, promotion, firstMovesIn, dances, plus);
	}

	public PieceKind promotes(Promotion p) {
		return new PieceKind(name, letter, betza, zoneMoves, confinedTo, royal, p, firstMovesIn, dances, plus);
	}

	public PieceKind moves(String newBetza) {
		return new PieceKind(name, letter, newBetza, zoneMoves, confinedTo, royal, promotion, firstMovesIn, dances, plus);
	}

	public PieceKind firstMovesIn(Zone zone) {
		return new PieceKind(name, letter, betza, zoneMoves, confinedTo, royal, promotion, zone, dances, plus);
	}

	/** The same kind with a dance (or hook or free move) besides its Betza moves. */
	public PieceKind dancing(Dance dance) {
		List<Dance> d = new ArrayList<>(dances);
		d.add(dance);
		return new PieceKind(name, letter, betza, zoneMoves, confinedTo, royal, promotion, firstMovesIn, d, plus);
	}

	/** Its moves in XBetza, with the zone-bound ones named: {@code fW, in river: sW}. */
	public String xbetza() {
		StringBuilder b = new StringBuilder(betza);
		for (ZoneMoves z : zoneMoves) {
			b.append(", in ").append(z.zone().name()).append(": ").append(z.betza());
			if (z.within() != null) {
				b.append(" within ").append(z.within().name());
			}
		}
		for (Dance d : dances) {
			b.append(b.isEmpty() ? "" : ", ").append(d.describe());
		}
		return b.toString();
	}
}
