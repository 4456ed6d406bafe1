package org.rulebench.engine.cards.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.cards.deck.CardValues;
import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.draw.CardCondition;
import org.rulebench.engine.cards.draw.DrawLine;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.ranking.Ace;
import org.rulebench.engine.cards.ranking.HandCondition;
import org.rulebench.engine.cards.ranking.HandDefinition;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.Order;
import org.rulebench.engine.cards.ranking.Pay;
import org.rulebench.engine.cards.wager.Wagers;

/**
 * The rules of one banking round of the Pok Deng kind: a player against the banker, two cards each from a shoe of
 * one or more 52-card decks, a hand counting the last digit of its points, a third card drawn as each side's drawing
 * rule says, deng multipliers, a ladder of hand categories, and what the round pays (Pok Deng's one stake against the
 * banker, or punto banco's bets with a commission). Checked when built.
 *
 * @param multipliers    the deng multipliers
 * @param ladder         the categories, best first: POK first (it is settled before any draw), TOTAL among them, each
 *                       at most once; a category left out is no hand (three such cards are a total)
 * @param player         when the player draws; it draws first, so its rule cannot depend on the banker
 * @param banker         when the banker draws, seeing whether the player drew (and the card, if dealt face up)
 * @param thirdCardShown whether a third card is dealt face up, so that the banker sees the player's
 * @param equal          what equal hands do
 * @param payment        whose multiplier the loser pays
 * @param decks          how many 52-card decks the shoe holds, dealt without replacement (each round from a full shoe)
 * @param wagers         what the round pays
 * @param hands          the hands defined by conditions, their order and pays, in place of {@code multipliers} and
 *                       {@code ladder} (then empty); null where the fixed categories rank the hands. A pok is then two
 *                       cards counting 8 or 9 whichever hand of the ladder they are, and it is settled before any draw
 * @param ranks          the ranks each deck holds, four suits of each ({@link Deck#ranks}: bit r for the rank r of
 *                       {@link org.rulebench.engine.cards.deck.Cards}; {@link Deck#ALL_RANKS} for the 52-card deck)
 */
public record CardRules(String name, Multipliers multipliers, List<HandCategory> ladder, DrawRule player, DrawRule banker,
		boolean thirdCardShown, EqualHands equal, DengPayment payment, int decks, Wagers wagers, Ladder hands, int ranks,
		CardValues values) {
	/** The most decks a shoe holds. */
	public static final int MAX_DECKS = 16;

	public CardRules {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(multipliers, "multipliers");
		Objects.requireNonNull(player, "player");
		Objects.requireNonNull(banker, "banker");
		Objects.requireNonNull(equal, "equal");
		Objects.requireNonNull(payment, "payment");
		Objects.requireNonNull(wagers, "wagers");
		if (decks < 1 || decks > MAX_DECKS) {
			throw new IllegalArgumentException("a shoe holds 1 to " + MAX_DECKS + " decks, not " + decks);
		}
		Deck.checkRanks(ranks);
		Objects.requireNonNull(values, "values");
		if (hands != null && !hands.values().equals(values)) {
			throw new IllegalArgumentException("the hands count the cards " + hands.values() + ", the rules " + values);
		}
		ladder = List.copyOf(ladder);
		if (hands != null && !ladder.isEmpty()) {
			throw new IllegalArgumentException("hands are ranked either by the fixed categories or by conditions, not both: " + ladder);
		}
		if (player.readsOther()) {
			throw new IllegalArgumentException("the player draws first, so its drawing rule cannot depend on what the banker did");
		}
		if (banker.readsShownCard() && !thirdCardShown) {
			throw new IllegalArgumentException("the banker's drawing rule looks at the player's third card, but third cards are"
					+ " dealt face down");
		}
		if (hands == null && (ladder.isEmpty() || EnumSet.copyOf(ladder).size() != ladder.size() || !ladder.contains(HandCategory.TOTAL))) {
			throw new IllegalArgumentException("the ladder names each category at most once, a total among them: " + ladder);
		}
		if (hands == null && ladder.get(0) != HandCategory.POK) {
			throw new IllegalArgumentException("a pok is shown and settled before anyone draws, so it must head the ladder");
		}
	}

	/** Cards counting the seed's values. */
	public CardRules(String name, Multipliers multipliers, List<HandCategory> ladder, DrawRule player, DrawRule banker,
			boolean thirdCardShown, EqualHands equal, DengPayment payment, int decks, Wagers wagers, Ladder hands, int ranks) {
		this(name, multipliers, ladder, player, banker, thirdCardShown, equal, payment, decks, wagers, hands, ranks,
				hands == null ? CardValues.SEED : hands.values());
	}

	/** A shoe of full 52-card decks. */
	public CardRules(String name, Multipliers multipliers, List<HandCategory> ladder, DrawRule player, DrawRule banker,
			boolean thirdCardShown, EqualHands equal, DengPayment payment, int decks, Wagers wagers, Ladder hands) {
		this(name, multipliers, ladder, player, banker, thirdCardShown, equal, payment, decks, wagers, hands, Deck.ALL_RANKS);
	}

	/** The same rules dealt from decks of these ranks only ({@link Deck#ranks}). */
	public CardRules withRanks(int r) {
		return new CardRules(name, multipliers, ladder, player, banker, thirdCardShown, equal, payment, decks, wagers, hands, r, values);
	}

	/** The same rules with cards counting {@code v} (the hands by conditions too). */
	public CardRules withValues(CardValues v) {
		return new CardRules(name, multipliers, ladder, player, banker, thirdCardShown, equal, payment, decks, wagers,
				hands == null ? null : new Ladder(hands.hands(), hands.pays(), v), ranks, v);
	}

	/** The cards of the full shoe. */
	public int size() {
		return 4 * Integer.bitCount(ranks) * decks;
	}

	/** Whether every deck is the full 52 cards. */
	public boolean fullDecks() {
		return ranks == Deck.ALL_RANKS;
	}

	/** Hands ranked by the fixed categories of {@code ladder}. */
	public CardRules(String name, Multipliers multipliers, List<HandCategory> ladder, DrawRule player, DrawRule banker,
			boolean thirdCardShown, EqualHands equal, DengPayment payment, int decks, Wagers wagers) {
		this(name, multipliers, ladder, player, banker, thirdCardShown, equal, payment, decks, wagers, null);
	}

	/** Hands defined by conditions, in {@code hands}. */
	public static CardRules ranked(String name, Ladder hands, DrawRule player, DrawRule banker, boolean thirdCardShown,
			EqualHands equal, DengPayment payment, int decks, Wagers wagers) {
		return new CardRules(name, new Multipliers(1, 1, 1, 1, 1, 1), List.of(), player, banker, thirdCardShown, equal, payment, decks,
				wagers, java.util.Objects.requireNonNull(hands, "hands"));
	}

	/** One 52-card deck, the round's one stake between the player and the banker. */
	public CardRules(String name, Multipliers multipliers, List<HandCategory> ladder, DrawRule player, DrawRule banker,
			boolean thirdCardShown, EqualHands equal, DengPayment payment) {
		this(name, multipliers, ladder, player, banker, thirdCardShown, equal, payment, 1, Wagers.BANKING);
	}

	/**
	 * The player's rule of the seed's shape: must draw on a count of 0 to {@code forcedUpTo}, unless a deng counting
	 * {@code dengStandsFrom} or more (none if above 9); otherwise free to draw or stand.
	 */
	public static DrawRule forcedDraw(int forcedUpTo, int dengStandsFrom) {
		if (forcedUpTo < 0) {
			return DrawRule.CHOICE;
		}
		CardCondition low = new CardCondition.Counts(0, Math.min(forcedUpTo, 9));
		CardCondition when = dengStandsFrom > 9 ? low
				: new CardCondition.And(low, new CardCondition.Not(new CardCondition.And(new CardCondition.Is(CardCondition.TwoCards.DENG),
						new CardCondition.Counts(Math.max(0, dengStandsFrom), 9))));
		return new DrawRule(List.of(new DrawLine(Verdict.MUST, when)), Verdict.MAY);
	}

	/** Whether the category is a hand of these rules. */
	public boolean ranks(HandCategory c) {
		return ladder.contains(c);
	}

	/** The place of the category on the ladder: 0 the best. */
	public int rung(HandCategory c) {
		return ladder.indexOf(c);
	}

	/**
	 * The hands as conditions: {@code hands} if the rules have them, else what the fixed categories and deng multipliers
	 * say, in parts (library/cards.reading in the reading bundle writes the same in a reading's words): a pok is two cards
	 * counting 8 or 9 by its count; court trips by rank and number trips by points, the best of each equal; a run three
	 * in a row with the ace high; three court cards; a total by its count. Every hand pays 1, a deng its multiplier
	 * (three of a suit unless three of a kind, which pays its own).
	 */
	public Ladder handsInParts() {
		if (hands != null) {
			return hands;
		}
		List<HandDefinition> defined = new ArrayList<>();
		HandCondition three = new HandCondition.Size(3);
		for (int rung = 0; rung < ladder.size(); rung++) {
			String name = ladder.get(rung).words();
			switch (ladder.get(rung)) {
			case POK -> defined.add(new HandDefinition(name, rung, and(new HandCondition.Size(2), new HandCondition.Counts(8, 9)),
					Order.COUNT));
			case TRIPS -> {
				defined.add(new HandDefinition(name, rung,
						and(and(three, new HandCondition.OfARank(3)), new HandCondition.Courts(3)), Order.RANKS_ACE_HIGH));
				defined.add(new HandDefinition(name, rung, and(three, new HandCondition.OfARank(3)), Order.POINTS));
			}
			case RUN -> defined.add(new HandDefinition(name, rung, and(three, new HandCondition.InARow(3, Ace.HIGH)), Order.NONE));
			case COURTS -> defined.add(new HandDefinition(name, rung, and(three, new HandCondition.Courts(3)), Order.NONE));
			case TOTAL -> defined.add(new HandDefinition(name, rung, new HandCondition.Always(), Order.COUNT));
			}
		}
		Multipliers m = multipliers;
		HandCondition two = new HandCondition.Size(2);
		HandCondition pair = new HandCondition.OfARank(2);
		List<Pay> pays = List.of(new Pay(new HandCondition.Always(), 1), new Pay(and(two, pair), m.pair()),
				new Pay(and(and(two, new HandCondition.OfASuit(2)), new HandCondition.Not(pair)), m.suited()),
				new Pay(and(and(three, new HandCondition.OfASuit(3)), new HandCondition.Not(new HandCondition.Is(HandCategory.TRIPS.words()))),
						m.threeSuited()),
				new Pay(new HandCondition.Is(HandCategory.RUN.words()), m.run()),
				new Pay(new HandCondition.Is(HandCategory.COURTS.words()), m.courts()),
				new Pay(new HandCondition.Is(HandCategory.TRIPS.words()), m.trips()));
		return new Ladder(defined, pays, values);
	}

	/** As a reading's `A and B` compiles: `A and B and C` is (A and B) and C. */
	private static HandCondition and(HandCondition a, HandCondition b) {
		return new HandCondition.And(a, b);
	}

	public CardRules withName(String n) {
		return new CardRules(n, multipliers, ladder, player, banker, thirdCardShown, equal, payment, decks, wagers, hands, ranks, values);
	}
}
