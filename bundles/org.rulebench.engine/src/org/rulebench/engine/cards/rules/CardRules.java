package org.rulebench.engine.cards.rules;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.cards.draw.CardCondition;
import org.rulebench.engine.cards.draw.DrawLine;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.draw.Verdict;
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
 */
public record CardRules(String name, Multipliers multipliers, List<HandCategory> ladder, DrawRule player, DrawRule banker,
		boolean thirdCardShown, EqualHands equal, DengPayment payment, int decks, Wagers wagers) {
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
		ladder = List.copyOf(ladder);
		if (player.readsOther()) {
			throw new IllegalArgumentException("the player draws first, so its drawing rule cannot depend on what the banker did");
		}
		if (banker.readsShownCard() && !thirdCardShown) {
			throw new IllegalArgumentException("the banker's drawing rule looks at the player's third card, but third cards are"
					+ " dealt face down");
		}
		if (ladder.isEmpty() || EnumSet.copyOf(ladder).size() != ladder.size() || !ladder.contains(HandCategory.TOTAL)) {
			throw new IllegalArgumentException("the ladder names each category at most once, a total among them: " + ladder);
		}
		if (ladder.get(0) != HandCategory.POK) {
			throw new IllegalArgumentException("a pok is shown and settled before anyone draws, so it must head the ladder");
		}
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

	public CardRules withName(String n) {
		return new CardRules(n, multipliers, ladder, player, banker, thirdCardShown, equal, payment, decks, wagers);
	}
}
