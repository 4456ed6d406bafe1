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
 */
public record PieceKind(String name, char letter, String betza, List<ZoneMoves> zoneMoves, Zone confinedTo,
		boolean royal, Promotion promotion, Zone firstMovesIn, List<Dance> dances) {

	/** Moves a piece has while it stands in {@code zone}, besides its own. */
	public record ZoneMoves(Zone zone, String betza) {
		public ZoneMoves {
			Objects.requireNonNull(zone, "zone");
			Betza.parse(betza);
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

	public static PieceKind of(String name, char letter, String betza) {
		return new PieceKind(name, letter, betza, List.of(), null, false, null, null, List.of());
	}

	public PieceKind alsoIn(Zone zone, String moreBetza) {
		List<ZoneMoves> z = new ArrayList<>(zoneMoves);
		z.add(new ZoneMoves(zone, moreBetza));
		return new PieceKind(name, letter, betza, z, confinedTo, royal, promotion, firstMovesIn, dances);
	}

	public PieceKind confinedTo(Zone zone) {
		return new PieceKind(name, letter, betza, zoneMoves, zone, royal, promotion, firstMovesIn, dances);
	}

	public PieceKind asRoyal() {
		return new PieceKind(name, letter, betza, zoneMoves, confinedTo, true, promotion, firstMovesIn, dances);
	}

	public PieceKind promotes(Promotion p) {
		return new PieceKind(name, letter, betza, zoneMoves, confinedTo, royal, p, firstMovesIn, dances);
	}

	public PieceKind moves(String newBetza) {
		return new PieceKind(name, letter, newBetza, zoneMoves, confinedTo, royal, promotion, firstMovesIn, dances);
	}

	public PieceKind firstMovesIn(Zone zone) {
		return new PieceKind(name, letter, betza, zoneMoves, confinedTo, royal, promotion, zone, dances);
	}

	/** The same kind with a dance (or hook or free move) besides its Betza moves. */
	public PieceKind dancing(Dance dance) {
		List<Dance> d = new ArrayList<>(dances);
		d.add(dance);
		return new PieceKind(name, letter, betza, zoneMoves, confinedTo, royal, promotion, firstMovesIn, d);
	}

	/** Its moves in XBetza, with the zone-bound ones named: {@code fW, in river: sW}. */
	public String xbetza() {
		StringBuilder b = new StringBuilder(betza);
		for (ZoneMoves z : zoneMoves) {
			b.append(", in ").append(z.zone().name()).append(": ").append(z.betza());
		}
		for (Dance d : dances) {
			b.append(b.isEmpty() ? "" : ", ").append(d.describe());
		}
		return b.toString();
	}
}
