package org.rulebench.reading.games.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.exact.RankEnumeration;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.wager.Bet;
import org.rulebench.engine.cards.wager.Stakes;
import org.rulebench.reading.tests.Examples;

/**
 * Every deal of a shoe over rank counts (punto banco, dsl-examples/baccarat): against the card-by-card enumeration of
 * one deck, and against the published counts (the Wizard of Odds' baccarat tables: 8 decks, banker 2,292,252,566,437,888,
 * player 2,230,518,282,592,256, tie 475,627,426,473,216 of 416·415·414·413·412·411 ordered deals; 6 decks 403,095,751,234,560
 * banker wins of 312·311·…·307).
 */
class RankEnumerationTest {
	private static final long EIGHT_DECK_DEALS = 4_998_398_275_503_360L;

	private static CardRules puntoBanco() {
		return Examples.cards("baccarat.puntobanco", "on_tie=eight");
	}

	private static CardRules withDecks(CardRules r, int decks) {
		return new CardRules(r.name(), r.multipliers(), r.ladder(), r.player(), r.banker(), r.thirdCardShown(), r.equal(), r.payment(),
				decks, r.wagers());
	}

	private static Bet bet(CardRules rules, Bet.On on) {
		return rules.wagers().bets().stream().filter(b -> b.on() == on).findFirst().orElseThrow();
	}

	@Test
	void eightDecksGiveThePublishedCountsOfEveryOutcome() {
		RankEnumeration.Outcomes o = new RankEnumeration(puntoBanco()).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		assertEquals(4 * EIGHT_DECK_DEALS, o.deals(), "every ordered deal, in quarters");
		assertEquals(Stakes.of(2_292_252_566_437_888L, EIGHT_DECK_DEALS), o.bankerWins());
		assertEquals(Stakes.of(2_230_518_282_592_256L, EIGHT_DECK_DEALS), o.playerWins());
		assertEquals(Stakes.of(475_627_426_473_216L, EIGHT_DECK_DEALS), o.ties());
		CardRules rules = puntoBanco();
		assertEquals(Stakes.of(2_230_518_282_592_256L - 2_292_252_566_437_888L, EIGHT_DECK_DEALS),
				o.expected(rules.wagers(), bet(rules, Bet.On.PLAYER)), "the player's bet, exactly");
	}

	@Test
	void sixDecksGiveThePublishedBankerCount() {
		RankEnumeration.Outcomes o = new RankEnumeration(withDecks(puntoBanco(), 6)).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		assertEquals(Stakes.of(403_095_751_234_560L, 312L * 311 * 310 * 309 * 308 * 307), o.bankerWins());
	}

	@Test
	void oneDeckOverRanksIsTheCardByCardEnumerationExactly() {
		CardRules rules = withDecks(puntoBanco(), 1);
		RankEnumeration.Outcomes byRank = new RankEnumeration(rules).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		Enumeration.Outcomes byCard = new Enumeration(rules).outcomes(DrawPolicy.STAND, DrawPolicy.STAND);
		assertEquals(Stakes.of((long) byCard.bankerWins(), byCard.deals()), byRank.bankerWins());
		assertEquals(Stakes.of((long) byCard.playerWins(), byCard.deals()), byRank.playerWins());
	}

	@Test
	void aChoiceTakenByACoinIsWeighedExactlyAsTheCardByCardEnumerationDoes() {
		CardRules p = withDecks(puntoBanco(), 1);
		CardRules rules = new CardRules("choosing", p.multipliers(), p.ladder(), CardRules.forcedDraw(4, 10), DrawRule.CHOICE, false,
				p.equal(), p.payment());
		RankEnumeration.Outcomes byRank = new RankEnumeration(rules).outcomes(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
		Enumeration.Outcomes byCard = new Enumeration(rules).outcomes(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
		assertEquals(Stakes.of((long) (4 * byCard.bankerWins()), 4 * byCard.deals()), byRank.bankerWins());
		assertEquals(Stakes.of((long) (4 * byCard.playerWins()), 4 * byCard.deals()), byRank.playerWins());
	}

	@Test
	void rulesThatReadSuitsAreRefusedWithTheReason() {
		CardRules pokDeng = Examples.cards("pokdeng.seed", "banker=never", "equal=tie", "paying=winner", "draw=from_one", "deng=five");
		String why = RankEnumeration.refusal(pokDeng);
		assertNotNull(why);
		assertTrue(why.contains("suits"), why);
		assertThrows(IllegalArgumentException.class, () -> new RankEnumeration(pokDeng));
		assertNull(RankEnumeration.refusal(puntoBanco()));
	}

	@Test
	void aPolicyThatIsNeitherACoinNorSureIsRefused() {
		CardRules p = withDecks(puntoBanco(), 2);
		CardRules rules = new CardRules("choosing", p.multipliers(), p.ladder(), CardRules.forcedDraw(4, 10), DrawRule.CHOICE, false,
				p.equal(), p.payment(), 2, p.wagers());
		DrawPolicy third = (a, b, drew) -> 1.0 / 3;
		assertThrows(IllegalArgumentException.class, () -> new RankEnumeration(rules).outcomes(third, DrawPolicy.STAND));
	}
}
