package org.rulebench.engine.cards.wager;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/** What bets pay on a round, in exact fractions of a stake. */
class WagersTest {
	/** Punto banco's: the player 1 to 1, the banker 1 to 1 less 5 % to the house, a tie 8 to 1. */
	private final Wagers bets = new Wagers(List.of(new Bet(Bet.On.PLAYER, Stakes.ONE), new Bet(Bet.On.BANKER, Stakes.ONE),
			new Bet(Bet.On.TIE, Stakes.of(8))), new Wagers.Commission(Bet.On.BANKER, Stakes.of(1, 20)));

	private Stakes gain(Bet.On on, int bankerGain) {
		Bet bet = bets.bets().stream().filter(b -> b.on() == on).findFirst().orElseThrow();
		return bets.gain(bet, bankerGain);
	}

	@Test
	void aWinningBetOnTheBankerPaysNineteenTwentiethsOfAStake() {
		assertEquals(Stakes.of(19, 20), gain(Bet.On.BANKER, 1));
		assertEquals(Stakes.of(-1), gain(Bet.On.BANKER, -1));
		assertEquals(Stakes.ZERO, gain(Bet.On.BANKER, 0), "a tie returns it");
	}

	@Test
	void aBetOnThePlayerPaysEvenMoneyAndNoCommission() {
		assertEquals(Stakes.ONE, gain(Bet.On.PLAYER, -1));
		assertEquals(Stakes.of(-1), gain(Bet.On.PLAYER, 1));
		assertEquals(Stakes.ZERO, gain(Bet.On.PLAYER, 0));
	}

	@Test
	void aBetOnATiePaysEightAndLosesOtherwise() {
		assertEquals(Stakes.of(8), gain(Bet.On.TIE, 0));
		assertEquals(Stakes.of(-1), gain(Bet.On.TIE, 3));
		assertEquals(Stakes.of(-1), gain(Bet.On.TIE, -2));
	}

	@Test
	void aDengMultipliesWhatTheBetOnTheWinningSideWinsAndLoses() {
		Wagers w = new Wagers(List.of(), new Wagers.Commission(Bet.On.BANKER, Stakes.of(1, 20)));
		Bet banker = w.settled().get(0);
		assertEquals(Stakes.of(57, 20), w.gain(banker, 3), "3 stakes less 5 %");
		assertEquals(Stakes.of(-5), w.gain(banker, -5));
	}

	@Test
	void stakesStayInLowestTerms() {
		assertEquals(Stakes.of(1, 2), Stakes.of(10, 20));
		assertEquals(Stakes.of(-3, 4), Stakes.of(3, -4));
		assertEquals("19/20", Stakes.ONE.minus(Stakes.of(1, 20)).toString());
		assertEquals(0, Stakes.of(2, 4).compareTo(Stakes.of(1, 2)));
	}

	@Test
	void aCommissionTakesLessThanAllOfAWin() {
		assertThrows(IllegalArgumentException.class, () -> new Wagers.Commission(Bet.On.BANKER, Stakes.ONE));
		assertThrows(IllegalArgumentException.class, () -> new Wagers(List.of(new Bet(Bet.On.TIE, Stakes.of(8)),
				new Bet(Bet.On.TIE, Stakes.of(9))), null));
	}
}
