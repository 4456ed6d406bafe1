package org.rulebench.reading.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.math.BigInteger;
import java.util.Map;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.cards.exact.RankEnumeration;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.wager.Bet;
import org.rulebench.engine.cards.wager.Stakes;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.variant.Variants;

import com.google.inject.Inject;

/**
 * Chemin de fer, written by a new user from docs/reading-language.md alone (dsl-examples/chemin-de-fer): the punter's
 * option on five and the banker's two options (three against a nine, five against a four), over a shoe of six decks.
 * Every choice policy, always standing or always drawing at each option, is counted exactly by the engine and by an
 * enumeration of the casinos' table written here apart from it; drawing at every option is punto banco, whose
 * published six-deck house edges are 1.0558 % (banker) and 1.2374 % (player) (the Wizard of Odds' baccarat tables).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ChemindeferTest {
	private static final Reading READING = Examples.reading("chemin");
	@Inject
	private ValidationTestHelper validation;

	private static CardRules rules() {
		return assertInstanceOf(CardVariant.class, Variants.compile(ReadingChain.of(READING), new Choice(Map.of()))).rules();
	}

	@Test
	void theReadingChecksClean() {
		validation.assertNoIssues(READING);
	}

	@Test
	void everyPolicyCountsAsTheTableCountsIt() {
		RankEnumeration exact = new RankEnumeration(rules());
		for (boolean punterDraws : new boolean[] { false, true }) {
			for (boolean bankerDraws : new boolean[] { false, true }) {
				RankEnumeration.Outcomes o = exact.outcomes(punterDraws ? DrawPolicy.DRAW : DrawPolicy.STAND,
						bankerDraws ? DrawPolicy.DRAW : DrawPolicy.STAND);
				Table t = new Table(6, punterDraws, bankerDraws);
				String what = "punter draws on 5: " + punterDraws + ", banker draws at its options: " + bankerDraws;
				assertEquals(new Stakes(t.won[0], t.deals), o.bankerWins(), what);
				assertEquals(new Stakes(t.won[1], t.deals), o.playerWins(), what);
				assertEquals(new Stakes(t.won[2], t.deals), o.ties(), what);
			}
		}
	}

	@Test
	void drawingAtEveryOptionIsPuntoBancoWithItsPublishedEdges() {
		CardRules r = rules();
		RankEnumeration.Outcomes o = new RankEnumeration(r).outcomes(DrawPolicy.DRAW, DrawPolicy.DRAW);
		Bet banker = r.wagers().bets().stream().filter(b -> b.on() == Bet.On.BANKER).findFirst().orElseThrow();
		Bet player = r.wagers().bets().stream().filter(b -> b.on() == Bet.On.PLAYER).findFirst().orElseThrow();
		assertEquals(0.010558, -o.expected(r.wagers(), banker).value(), 5e-7);
		assertEquals(0.012374, -o.expected(r.wagers(), player).value(), 5e-7);
	}

	/** The casinos' table of chemin de fer, counted over the ten point values of a shoe, each ordered six-card deal once. */
	static final class Table {
		/** Ordered six-card deals: the banker wins, the punter wins, a tie. */
		final BigInteger[] won = { BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO };
		final BigInteger deals;
		private final long[] left = new long[10];
		private final boolean punterDrawsOnFive;
		private final boolean bankerDrawsAtOptions;
		private long cards;

		Table(int decks, boolean punterDrawsOnFive, boolean bankerDrawsAtOptions) {
			this.punterDrawsOnFive = punterDrawsOnFive;
			this.bankerDrawsAtOptions = bankerDrawsAtOptions;
			for (int v = 0; v < 10; v++) {
				left[v] = v == 0 ? 16L * decks : 4L * decks;
			}
			cards = 52L * decks;
			deals = falling(cards, 6);
			for (int p1 = 0; p1 < 10; p1++) {
				BigInteger w1 = draw(p1);
				for (int b1 = 0; b1 < 10; b1++) {
					BigInteger w2 = w1.multiply(draw(b1));
					for (int p2 = 0; p2 < 10; p2++) {
						BigInteger w3 = w2.multiply(draw(p2));
						for (int b2 = 0; b2 < 10; b2++) {
							BigInteger w4 = w3.multiply(draw(b2));
							if (w4.signum() > 0) {
								play((p1 + p2) % 10, (b1 + b2) % 10, w4, 4);
							}
							putBack(b2);
						}
						putBack(p2);
					}
					putBack(b1);
				}
				putBack(p1);
			}
		}

		private static BigInteger falling(long n, int k) {
			BigInteger f = BigInteger.ONE;
			for (int i = 0; i < k; i++) {
				f = f.multiply(BigInteger.valueOf(n - i));
			}
			return f;
		}

		private BigInteger draw(int v) {
			BigInteger w = BigInteger.valueOf(left[v]);
			left[v]--;
			cards--;
			return w;
		}

		private void putBack(int v) {
			left[v]++;
			cards++;
		}

		private void play(int punter, int banker, BigInteger w, int dealt) {
			if (punter >= 8 || banker >= 8) {
				settle(punter, banker, w, dealt);
				return;
			}
			boolean punterDraws = punter <= 4 || punter == 5 && punterDrawsOnFive;
			if (!punterDraws) {
				if (banker <= 5) {
					for (int x = 0; x < 10; x++) {
						BigInteger wx = w.multiply(draw(x));
						if (wx.signum() > 0) {
							settle(punter, (banker + x) % 10, wx, dealt + 1);
						}
						putBack(x);
					}
				} else {
					settle(punter, banker, w, dealt);
				}
				return;
			}
			for (int x = 0; x < 10; x++) {
				BigInteger wx = w.multiply(draw(x));
				if (wx.signum() > 0) {
					int p = (punter + x) % 10;
					if (bankerDraws(banker, x)) {
						for (int y = 0; y < 10; y++) {
							BigInteger wy = wx.multiply(draw(y));
							if (wy.signum() > 0) {
								settle(p, (banker + y) % 10, wy, dealt + 2);
							}
							putBack(y);
						}
					} else {
						settle(p, banker, wx, dealt + 1);
					}
				}
				putBack(x);
			}
		}

		/** The banker, having seen the punter's third card worth x. */
		private boolean bankerDraws(int banker, int x) {
			return switch (banker) {
			case 0, 1, 2 -> true;
			case 3 -> x == 9 ? bankerDrawsAtOptions : x != 8;
			case 4 -> x >= 2 && x <= 7;
			case 5 -> x == 4 ? bankerDrawsAtOptions : x >= 5 && x <= 7;
			case 6 -> x == 6 || x == 7;
			default -> false;
			};
		}

		private void settle(int punter, int banker, BigInteger w, int dealt) {
			BigInteger all = w.multiply(falling(cards, 6 - dealt));
			int k = banker > punter ? 0 : punter > banker ? 1 : 2;
			won[k] = won[k].add(all);
		}
	}
}
