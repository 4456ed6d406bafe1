package org.rulebench.engine.cards.hand;

import org.rulebench.engine.cards.deck.CardValues;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.draw.DrawTable;
import org.rulebench.engine.cards.draw.Sight;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;

/** Values hands of two or three cards under one set of rules, and says who draws on them. */
public final class Hands {
	private final CardRules rules;
	private final DrawTable player;
	private final DrawTable banker;
	/** The values of a ladder of hands defined by conditions; null under the fixed categories. */
	private final RankedValues ranked;

	public Hands(CardRules rules) {
		this.rules = rules;
		this.ranked = rules.hands() == null ? null : RankedValues.of(rules.hands());
		this.player = DrawTable.of(this, rules.player(), 1);
		this.banker = DrawTable.of(this, rules.banker(), rules.thirdCardShown() ? Sight.COUNT : 2);
	}

	public CardRules rules() {
		return rules;
	}

	/** The count of cards at the seed's values: the last digit of their points. */
	public static int total(int... cards) {
		return CardValues.SEED.count(cards);
	}

	/**
	 * Two cards dealt: a pok on 8 or 9; a deng if they share a rank or a suit. Under a ladder of conditions, the hand of
	 * the ladder they make, a pok if they count 8 or 9.
	 */
	public HandValue two(int a, int b) {
		distinct(a, b, b);
		if (ranked != null) {
			return ranked.two(a, b);
		}
		Multipliers m = rules.multipliers();
		int total = rules.values().count(a, b);
		Deng deng = Cards.rank(a) == Cards.rank(b) ? Deng.PAIR : Cards.suit(a) == Cards.suit(b) ? Deng.SUITED : Deng.NONE;
		int multiplier = switch (deng) {
		case PAIR -> m.pair();
		case SUITED -> m.suited();
		default -> 1;
		};
		return new HandValue(total >= 8 ? HandCategory.POK : HandCategory.TOTAL, total, total, false, multiplier, deng, 2);
	}

	/**
	 * Three cards: a deng only if the three make one, whatever the first two were (a two-card deng that draws and
	 * makes none is no deng).
	 */
	public HandValue three(int a, int b, int c) {
		distinct(a, b, c);
		if (ranked != null) {
			return ranked.three(a, b, c);
		}
		Multipliers m = rules.multipliers();
		int total = rules.values().count(a, b, c);
		boolean suited = Cards.suit(a) == Cards.suit(b) && Cards.suit(b) == Cards.suit(c);
		int ra = Cards.rank(a);
		if (rules.ranks(HandCategory.TRIPS) && ra == Cards.rank(b) && ra == Cards.rank(c)) {
			boolean court = Cards.court(a);
			int order = court ? ra - Cards.TEN : rules.values().points(a);
			return new HandValue(HandCategory.TRIPS, total, order, court, m.trips(), Deng.TRIPS, 3);
		}
		if (rules.ranks(HandCategory.RUN) && run(a, b, c)) {
			return new HandValue(HandCategory.RUN, total, 0, false, Math.max(m.run(), suited ? m.threeSuited() : 1), Deng.RUN, 3);
		}
		if (rules.ranks(HandCategory.COURTS) && Cards.court(a) && Cards.court(b) && Cards.court(c)) {
			return new HandValue(HandCategory.COURTS, total, 0, false, Math.max(m.courts(), suited ? m.threeSuited() : 1), Deng.COURTS,
					3);
		}
		return suited ? new HandValue(HandCategory.TOTAL, total, total, false, m.threeSuited(), Deng.THREE_SUITED, 3)
				: new HandValue(HandCategory.TOTAL, total, total, false, 1, Deng.NONE, 3);
	}

	/** Three ranks in a row with the ace high only: Q-K-A is a run, A-2-3 and K-A-2 are not. */
	public static boolean run(int a, int b, int c) {
		int x = Cards.runOrder(a);
		int y = Cards.runOrder(b);
		int z = Cards.runOrder(c);
		int lo = Math.min(x, Math.min(y, z));
		int hi = Math.max(x, Math.max(y, z));
		return hi - lo == 2 && x != y && y != z && x != z;
	}

	/** Whether a player holding these two cards must draw. */
	public boolean forcedToDraw(int a, int b) {
		return player.verdict(a, b, Sight.STOOD) == Verdict.MUST;
	}

	/** What the player's rule says of these two cards (a pok: it stands). */
	public Verdict playerVerdict(int a, int b) {
		return player.verdict(a, b, Sight.STOOD);
	}

	/** What the banker's rule says of these two cards when it sees {@code sight} of the player ({@link Sight}). */
	public Verdict bankerVerdict(int a, int b, int sight) {
		return banker.verdict(a, b, sight);
	}

	/** The player's drawing rule worked out for every hand. */
	public DrawTable playerTable() {
		return player;
	}

	/** The banker's drawing rule worked out for every hand and sight. */
	public DrawTable bankerTable() {
		return banker;
	}

	/**
	 * How the first hand stands to the second: positive if it is better, negative if worse, 0 if equal (poks of one
	 * count, hands of one rung and order, number and court trips; under a ladder of conditions, hands of one rung and,
	 * if one definition placed both, one order).
	 */
	public int compare(HandValue x, HandValue y) {
		if (ranked != null) {
			if (x.rung() != y.rung()) {
				return Integer.compare(y.rung(), x.rung());
			}
			return x.definition() != y.definition() ? 0 : Integer.compare(x.order(), y.order());
		}
		int rx = rules.rung(x.category());
		int ry = rules.rung(y.category());
		if (rx != ry) {
			return ry - rx;
		}
		if (x.category() == HandCategory.TRIPS && x.courtTrips() != y.courtTrips()) {
			return 0;
		}
		return Integer.compare(x.order(), y.order());
	}

	private void distinct(int a, int b, int c) {
		for (int x : new int[] { a, b, c }) {
			if (x < 0 || x >= Cards.DECK) {
				throw new IllegalArgumentException("no card " + x + " in a deck of 52");
			}
		}
		if (rules.decks() == 1 && (a == b || b != c && (a == c || b == c))) {
			throw new IllegalArgumentException("one deck holds each card once: " + Cards.name(a) + " " + Cards.name(b)
					+ (b == c ? "" : " " + Cards.name(c)));
		}
	}
}
