package org.rulebench.engine.cards.rules;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.cards.draw.CardCondition;
import org.rulebench.engine.cards.draw.DrawLine;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.draw.Verdict;

/**
 * The rules of one banking round of the Pok Deng kind: a player against the banker, two cards each from one
 * 52-card deck, a hand counting the last digit of its points, a third card drawn as each side's drawing rule says,
 * deng multipliers, and a ladder of hand categories. Checked when built.
 *
 * @param multipliers    the deng multipliers
 * @param ladder         the categories, best first; every category once, and POK first (it is settled before any draw)
 * @param player         when the player draws; it draws first, so its rule cannot depend on the banker
 * @param banker         when the banker draws, seeing whether the player drew (and the card, if dealt face up)
 * @param thirdCardShown whether a third card is dealt face up, so that the banker sees the player's
 * @param equal          what equal hands do
 * @param payment        whose multiplier the loser pays
 */
public record CardRules(String name, Multipliers multipliers, List<HandCategory> ladder, DrawRule player, DrawRule banker,
		boolean thirdCardShown, EqualHands equal, DengPayment payment) {

	public CardRules {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(multipliers, "multipliers");
		Objects.requireNonNull(player, "player");
		Objects.requireNonNull(banker, "banker");
		Objects.requireNonNull(equal, "equal");
		Objects.requireNonNull(payment, "payment");
		ladder = List.copyOf(ladder);
		if (player.readsOther()) {
			throw new IllegalArgumentException("the player draws first, so its drawing rule cannot depend on what the banker did");
		}
		if (banker.readsShownCard() && !thirdCardShown) {
			throw new IllegalArgumentException("the banker's drawing rule looks at the player's third card, but third cards are"
					+ " dealt face down");
		}
		if (ladder.size() != HandCategory.values().length || !EnumSet.copyOf(ladder).equals(EnumSet.allOf(HandCategory.class))) {
			throw new IllegalArgumentException("the ladder must name every category once: " + List.of(HandCategory.values()) + ", not " + ladder);
		}
		if (ladder.get(0) != HandCategory.POK) {
			throw new IllegalArgumentException("a pok is shown and settled before anyone draws, so it must head the ladder");
		}
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

	/** The place of the category on the ladder: 0 the best. */
	public int rung(HandCategory c) {
		return ladder.indexOf(c);
	}

	public CardRules withName(String n) {
		return new CardRules(n, multipliers, ladder, player, banker, thirdCardShown, equal, payment);
	}
}
