package org.rulebench.engine.position;

import java.util.Base64;

import org.rulebench.engine.rules.RuleSet;

/**
 * GNU Backgammon's Position ID: 80 bits, for the opponent and then the side on roll, one 1-bit per piece on
 * each of its points 1..24 and the bar followed by a 0-bit, packed least significant bit first into ten bytes and
 * written as 14 base64 characters. Borne-off pieces are implied by the missing ones.
 */
public final class PositionId {
	private static final int BYTES = 10;

	private PositionId() {
	}

	/** The ID of the position with its side to move on roll. */
	public static String encode(Position p) {
		requireShape(p.rules());
		byte[] key = new byte[BYTES];
		int bit = 0;
		int[] order = { 1 - p.sideToMove(), p.sideToMove() };
		for (int side : order) {
			for (int slot = 1; slot <= 25; slot++) {
				int n = slot == 25 ? p.onBar(side) : p.count(side, slot);
				for (int k = 0; k < n; k++, bit++) {
					key[bit >> 3] |= (byte) (1 << (bit & 7));
				}
				bit++;
			}
		}
		return Base64.getEncoder().withoutPadding().encodeToString(key);
	}

	/**
	 * The position an ID describes, the side on roll becoming {@code sideOnRoll}. Pieces missing from the 15 are
	 * borne off.
	 *
	 * @throws IllegalArgumentException if the text is not a well-formed Position ID for these rules
	 */
	public static Position decode(RuleSet rules, String id, int sideOnRoll) {
		requireShape(rules);
		byte[] key;
		try {
			key = Base64.getDecoder().decode(padded(id.trim()));
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("'" + id + "' is not a Position ID: not 14 base64 characters", e);
		}
		if (key.length != BYTES) {
			throw new IllegalArgumentException("'" + id + "' is not a Position ID: it decodes to " + key.length
					+ " bytes, not 10");
		}
		Position p = Position.empty(rules, sideOnRoll);
		int bit = 0;
		int[] order = { 1 - sideOnRoll, sideOnRoll };
		for (int side : order) {
			int total = 0;
			for (int slot = 1; slot <= 25; slot++) {
				int n = 0;
				while (bit < 80 && (key[bit >> 3] >> (bit & 7) & 1) == 1) {
					n++;
					bit++;
				}
				bit++;
				if (bit > 80) {
					throw new IllegalArgumentException("'" + id + "' is not a Position ID: it runs out of bits");
				}
				p.place(side, slot == 25 ? p.bar() : slot, n);
				total += n;
			}
			if (total > rules.pieces()) {
				throw new IllegalArgumentException("'" + id + "' has " + total + " pieces for one side; at most "
						+ rules.pieces() + " are allowed");
			}
			p.place(side, Track.OFF, rules.pieces() - total);
		}
		return p;
	}

	private static String padded(String id) {
		if (id.length() != 14) {
			throw new IllegalArgumentException("'" + id + "' is not a Position ID: it has " + id.length()
					+ " characters, not 14");
		}
		return id + "==";
	}

	private static void requireShape(RuleSet rules) {
		if (!rules.backgammonShaped()) {
			throw new IllegalArgumentException(rules.name()
					+ " is not backgammon-shaped (24 points, sides moving against each other, at most 15 pieces)"
					+ "; GNU Backgammon Position IDs cannot describe it");
		}
	}
}
