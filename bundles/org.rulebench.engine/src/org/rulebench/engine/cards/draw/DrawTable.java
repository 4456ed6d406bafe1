package org.rulebench.engine.cards.draw;

import java.util.Arrays;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.hand.Hands;

/**
 * A drawing rule worked out once for every two cards and every sight of the other side, so that a round and an
 * enumeration read a verdict from an array. Two tables are equal when the rules they come from say the same for every
 * hand: that is how a shorthand and its definition are compared.
 */
public final class DrawTable {
	private static final Verdict[] VERDICTS = Verdict.values();
	private final byte[] verdicts;
	private final int sights;

	private DrawTable(byte[] verdicts, int sights) {
		this.verdicts = verdicts;
		this.sights = sights;
	}

	/**
	 * @param sights how many sights of the other side matter: 1 for the side that draws first (it sees nothing), 2 where
	 *               a third card is dealt face down (stood or drew), {@link Sight#COUNT} where it is dealt face up
	 */
	public static DrawTable of(Hands hands, DrawRule rule, int sights) {
		byte[] v = new byte[Cards.DECK * Cards.DECK * sights];
		boolean shoe = hands.rules().decks() > 1; // two of one card are dealt from a shoe of several decks
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = 0; b < Cards.DECK; b++) {
				if (a == b && !shoe) {
					continue;
				}
				boolean pok = hands.two(a, b).pok(); // shown and settled at once: it never draws
				for (int s = 0; s < sights; s++) {
					v[(a * Cards.DECK + b) * sights + s] = (byte) (pok ? Verdict.STAND : rule.verdict(hands, a, b, s)).ordinal();
				}
			}
		}
		return new DrawTable(v, sights);
	}

	/**
	 * The verdict for two cards and a sight; a sight this table does not tell apart reads as a face-down draw (a table
	 * of one sight reads every sight as {@link Sight#STOOD}).
	 */
	public Verdict verdict(int first, int second, int sight) {
		int s = sight < sights ? sight : sights == 1 ? Sight.STOOD : Sight.DREW;
		return VERDICTS[verdicts[(first * Cards.DECK + second) * sights + s]];
	}

	public int sights() {
		return sights;
	}

	/** Whether some two cards leave the side a choice, whatever it sees (a pok never chooses). */
	public boolean chooses() {
		for (byte v : verdicts) {
			if (v == Verdict.MAY.ordinal()) {
				return true;
			}
		}
		return false;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof DrawTable t && t.sights == sights && Arrays.equals(t.verdicts, verdicts);
	}

	@Override
	public int hashCode() {
		return Arrays.hashCode(verdicts);
	}
}
