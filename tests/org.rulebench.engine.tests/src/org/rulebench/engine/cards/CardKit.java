package org.rulebench.engine.cards;

import java.util.List;

import org.rulebench.engine.cards.draw.CardCondition;
import org.rulebench.engine.cards.draw.CardCondition.And;
import org.rulebench.engine.cards.draw.CardCondition.Counts;
import org.rulebench.engine.cards.draw.CardCondition.Not;
import org.rulebench.engine.cards.draw.CardCondition.OtherDrew;
import org.rulebench.engine.cards.draw.CardCondition.OtherThird;
import org.rulebench.engine.cards.draw.DrawLine;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;
import org.rulebench.engine.cards.wager.Bet;
import org.rulebench.engine.cards.wager.Stakes;
import org.rulebench.engine.cards.wager.Wagers;

/** Small fixtures of the card family's tests: the banker's drawing rules of the Pok Deng readings, built in code. */
public final class CardKit {
	/** The banker draws where the seed's player is forced to (0 to 4, unless a deng counting 1 or more), else stands. */
	public static final DrawRule AS_A_PLAYER = CardRules.forcedDraw(4, 1).forcedOnly();
	public static final DrawRule NEVER = DrawRule.NEVER;
	public static final DrawRule CHOICE = DrawRule.CHOICE;

	/** Punto banco's player: draws on 0 to 5, stands on 6 and 7 (8 and 9 are naturals). */
	public static final DrawRule PUNTO = new DrawRule(List.of(new DrawLine(Verdict.MUST, new Counts(0, 5))), Verdict.STAND);
	/** Punto banco's banker: on 0 to 2 draws; on 3 to 5 draws if the player stood; else by the player's third card. */
	public static final DrawRule BANCO = new DrawRule(List.of(must(new Counts(0, 2)), must(new And(new Counts(3, 5), new OtherDrew(false))),
			must(new And(new Counts(3, 3), new Not(new OtherThird(8, 8, false)))), must(new And(new Counts(4, 4), new OtherThird(2, 7, false))),
			must(new And(new Counts(5, 5), new OtherThird(4, 7, false))), must(new And(new Counts(6, 6), new OtherThird(6, 7, false)))),
			Verdict.STAND);
	/** Bets on the player (1 to 1), the banker (1 to 1, 5 % to the house) and a tie (8 to 1). */
	public static final Wagers BACCARAT_BETS = new Wagers(List.of(new Bet(Bet.On.PLAYER, Stakes.ONE), new Bet(Bet.On.BANKER, Stakes.ONE),
			new Bet(Bet.On.TIE, Stakes.of(8))), new Wagers.Commission(Bet.On.BANKER, Stakes.of(1, 20)));

	private static DrawLine must(CardCondition when) {
		return new DrawLine(Verdict.MUST, when);
	}

	/** Punto banco from a shoe of {@code decks} decks: naturals on 8 and 9, hands ranked by their count only. */
	public static CardRules puntoBanco(int decks) {
		return new CardRules("punto banco", new Multipliers(1, 1, 1, 1, 1, 1), List.of(HandCategory.POK, HandCategory.TOTAL), PUNTO, BANCO,
				true, EqualHands.TIE, DengPayment.WINNER, decks, BACCARAT_BETS);
	}

	private CardKit() {
	}
}
