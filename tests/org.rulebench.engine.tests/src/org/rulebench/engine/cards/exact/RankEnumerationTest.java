package org.rulebench.engine.cards.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.CardKit;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.wager.Bet;
import org.rulebench.engine.cards.wager.Stakes;

/**
 * Every deal of a shoe over rank counts: against the card-by-card enumeration of one deck, and against the published
 * counts of punto banco (Wizard of Odds, "Baccarat": 8 decks, banker 2,292,252,566,437,888, player 2,230,518,282,592,256,
 * tie 475,627,426,473,216 of 416·415·414·413·412·411 ordered deals; 6 decks 403,095,751,234,560 banker wins).
 */
class RankEnumerationTest {
	private static final long EIGHT_DECK_DEALS = 4_998_398_275_503_360L;

	private static Bet bet(CardRules rules, Bet.On on) {
		return rules.wagers().bets().stream().filter(b -> b.on() == on).findFirst().orElseThrow();
	}

	@Test
	void eightDecksGiveThePublishedCountsOfEveryOutcome() {
		RankEnumeration.Outcomes o = new RankEnumeration(CardKit.puntoBanco(8)).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		assertEquals(4 * EIGHT_DECK_DEALS, o.deals());
		assertEquals(Stakes.of(2_292_252_566_437_888L, EIGHT_DECK_DEALS), o.bankerWins());
		assertEquals(Stakes.of(2_230_518_282_592_256L, EIGHT_DECK_DEALS), o.playerWins());
		assertEquals(Stakes.of(475_627_426_473_216L, EIGHT_DECK_DEALS), o.ties());
	}

	@Test
	void eightDecksGiveThePublishedHouseEdges() {
		CardRules rules = CardKit.puntoBanco(8);
		RankEnumeration.Outcomes o = new RankEnumeration(rules).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		// banker 1.0579 %, player 1.2351 %, tie 14.3596 % (Wizard of Odds; Thorp's figures)
		assertEquals(-0.010579, o.expected(rules.wagers(), bet(rules, Bet.On.BANKER)).value(), 5e-7);
		assertEquals(-0.012351, o.expected(rules.wagers(), bet(rules, Bet.On.PLAYER)).value(), 5e-7);
		assertEquals(-0.143596, o.expected(rules.wagers(), bet(rules, Bet.On.TIE)).value(), 5e-7);
		// exactly: the player's bet loses (banker wins - player wins) / deals
		assertEquals(Stakes.of(2_230_518_282_592_256L - 2_292_252_566_437_888L, EIGHT_DECK_DEALS),
				o.expected(rules.wagers(), bet(rules, Bet.On.PLAYER)));
	}

	@Test
	void sixDecksGiveThePublishedBankerCount() {
		RankEnumeration.Outcomes o = new RankEnumeration(CardKit.puntoBanco(6)).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		long deals = 312L * 311 * 310 * 309 * 308 * 307;
		assertEquals(Stakes.of(403_095_751_234_560L, deals), o.bankerWins());
	}

	@Test
	void oneDeckOverRanksIsTheCardByCardEnumerationExactly() {
		CardRules rules = CardKit.puntoBanco(1);
		RankEnumeration.Outcomes byRank = new RankEnumeration(rules).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		Enumeration.Outcomes byCard = new Enumeration(rules).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		assertEquals(Stakes.of((long) byCard.bankerWins(), byCard.deals()), byRank.bankerWins());
		assertEquals(Stakes.of((long) byCard.playerWins(), byCard.deals()), byRank.playerWins());
	}

	@Test
	void aChoiceTakenByACoinIsWeighedExactlyAsTheCardByCardEnumerationDoes() {
		CardRules rules = new CardRules("choosing", CardKit.puntoBanco(1).multipliers(), CardKit.puntoBanco(1).ladder(),
				CardRules.forcedDraw(4, 10), CardKit.CHOICE, false, EqualHands.TIE, DengPayment.WINNER);
		RankEnumeration.Outcomes byRank = new RankEnumeration(rules).outcomes(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
		Enumeration.Outcomes byCard = new Enumeration(rules).outcomes(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
		assertEquals(Stakes.of((long) (4 * byCard.bankerWins()), 4 * byCard.deals()), byRank.bankerWins());
		assertEquals(Stakes.of((long) (4 * byCard.playerWins()), 4 * byCard.deals()), byRank.playerWins());
	}

	@Test
	void rulesThatReadSuitsAreRefusedWithTheReason() {
		CardRules pokDeng = CardRules.pokDeng("pok deng", CardKit.NEVER, EqualHands.TIE, DengPayment.WINNER, 1);
		String why = RankEnumeration.refusal(pokDeng);
		assertNotNull(why);
		assertTrue(why.contains("suits"), why);
		assertThrows(IllegalArgumentException.class, () -> new RankEnumeration(pokDeng));
		assertNull(RankEnumeration.refusal(CardKit.puntoBanco(8)));
	}
}
