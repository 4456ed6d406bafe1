package org.rulebench.engine.cards.exact;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.draw.Sight;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Settlement;
import org.rulebench.engine.cards.round.Strategy;
import org.rulebench.engine.cards.rules.CardRules;

/**
 * Every deal of one 52-card deck between a player and the banker, weighed exactly: the player's two cards (1,326
 * pairs), the banker's two (1,225), the player's third card (48) and the banker's (47). A hand is valued once per
 * distinct cards and a round's payment read from a table of value pairs, so that the 3.7 billion deals reduce to
 * about 1.6 million pairs of two-card hands with short sums over the third cards. Chances of 0, 1/2 and 1 keep every
 * sum a multiple of 1/4 below 2^53: the figures are exact in a double, whatever the order of summing. Where the
 * player's third card is dealt face up and the banker's rule (or policy) reads it, the banker's draw is weighed for
 * each card the player drew.
 */
public final class Enumeration {
	/** Weight of one pair of two-card hands: the ways to deal both third cards. */
	static final int THIRDS = 48 * 47;
	/** Every deal: 1,326 × 1,225 × 48 × 47. */
	public static final long DEALS = 1326L * 1225 * THIRDS;

	private final CardRules rules;
	private final Hands hands;
	private final int[] two = new int[Cards.DECK * Cards.DECK];
	private final int[] three = new int[Cards.DECK * Cards.DECK * Cards.DECK];
	private final List<HandValue> values = new ArrayList<>();
	/** gain[player value][banker value]: what the banker wins. */
	private final int[][] gain;
	/** 1 where the banker wins the round (gains), else 0; and where the player wins. */
	private final int[][] bankerWins;
	private final int[][] playerWins;
	private final boolean[] pok;
	private final boolean[] forced = new boolean[Cards.DECK * Cards.DECK];
	private final Verdict[] playerRule = new Verdict[Cards.DECK * Cards.DECK];
	private final boolean shown;
	private static final int[][] PAIRS = pairs();

	public Enumeration(CardRules rules) {
		if (!rules.fullDecks()) {
			throw new IllegalArgumentException("this enumeration deals one deck of 52 card by card; a deck of " + rules.size()
					+ " cards is enumerated over rank counts (RankEnumeration)");
		}
		if (rules.decks() != 1) {
			throw new IllegalArgumentException("this enumeration deals one deck card by card; a shoe of " + rules.decks()
					+ " decks is enumerated over rank counts (RankEnumeration)");
		}
		this.rules = rules;
		this.hands = new Hands(rules);
		this.shown = rules.thirdCardShown();
		Map<HandValue, Integer> index = new HashMap<>();
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = 0; b < Cards.DECK; b++) {
				if (a != b) {
					two[a * Cards.DECK + b] = index.computeIfAbsent(hands.two(a, b), this::add);
					forced[a * Cards.DECK + b] = hands.forcedToDraw(a, b);
					playerRule[a * Cards.DECK + b] = hands.playerVerdict(a, b);
					for (int c = 0; c < Cards.DECK; c++) {
						if (c != a && c != b) {
							three[(a * Cards.DECK + b) * Cards.DECK + c] = index.computeIfAbsent(hands.three(a, b, c), this::add);
						}
					}
				}
			}
		}
		Settlement settlement = new Settlement(hands);
		int n = values.size();
		gain = new int[n][n];
		bankerWins = new int[n][n];
		playerWins = new int[n][n];
		pok = new boolean[n];
		for (int v = 0; v < n; v++) {
			pok[v] = values.get(v).pok();
			for (int w = 0; w < n; w++) {
				gain[v][w] = settlement.bankerGain(values.get(v), values.get(w));
				bankerWins[v][w] = gain[v][w] > 0 ? 1 : 0;
				playerWins[v][w] = gain[v][w] < 0 ? 1 : 0;
			}
		}
	}

	private int add(HandValue v) {
		values.add(v);
		return values.size() - 1;
	}

	public CardRules rules() {
		return rules;
	}

	/** The banker's expected gain per round and stake of 1 with these policies, exactly: {@link Edge#numerator()} / {@link #DEALS}. */
	public Edge edge(DrawPolicy player, DrawPolicy banker) {
		return new Edge(sum(gain, player, banker), DEALS);
	}

	/**
	 * How often each side wins a round with these policies, exactly, over every deal: the banker (it gains), the
	 * player (the banker pays), and neither (nothing is paid: a tie).
	 */
	public Outcomes outcomes(DrawPolicy player, DrawPolicy banker) {
		return new Outcomes(sum(bankerWins, player, banker), sum(playerWins, player, banker), DEALS);
	}

	/** The table's entries summed over every deal, each weighed by its chance under the policies, times the deals. */
	private double sum(int[][] table, DrawPolicy player, DrawPolicy banker) {
		return IntStream.range(0, PAIRS.length).parallel().mapToDouble(i -> {
			int p1 = PAIRS[i][0];
			int p2 = PAIRS[i][1];
			double qp = playerChance(player, p1, p2);
			double s = 0;
			for (int[] b : PAIRS) {
				if (disjoint(p1, p2, b[0], b[1])) {
					s += value(table, p1, p2, b[0], b[1], qp, banker);
				}
			}
			return s;
		}).sum();
	}

	/** The player's best reply to the banker's policy: for each two cards, draw where drawing leaves the banker less. */
	public Strategy bestPlayer(DrawPolicy banker) {
		Strategy best = new Strategy();
		IntStream.range(0, PAIRS.length).parallel().forEach(i -> {
			int p1 = PAIRS[i][0];
			int p2 = PAIRS[i][1];
			if (pok[two[p1 * Cards.DECK + p2]] || playerRule[p1 * Cards.DECK + p2] != Verdict.MAY) {
				return;
			}
			double stand = 0;
			double draw = 0;
			for (int[] b : PAIRS) {
				if (disjoint(p1, p2, b[0], b[1])) {
					stand += value(gain, p1, p2, b[0], b[1], 0, banker);
					draw += value(gain, p1, p2, b[0], b[1], 1, banker);
				}
			}
			synchronized (best) {
				best.set(p1, p2, false, draw < stand);
			}
		});
		return best;
	}

	/**
	 * The banker's best reply to the player's policy, where the banker's rule leaves the choice: for its two cards and
	 * what it sees of the player (whether it drew; the card, if dealt face up), draw where drawing wins the banker more.
	 */
	public Strategy bestBanker(DrawPolicy player) {
		if (!hands.bankerTable().chooses()) {
			throw new IllegalStateException("the banker of these rules has no choice: it draws " + rules.banker());
		}
		Strategy best = new Strategy();
		IntStream.range(0, PAIRS.length).parallel().forEach(i -> {
			int b1 = PAIRS[i][0];
			int b2 = PAIRS[i][1];
			if (pok[two[b1 * Cards.DECK + b2]]) {
				return;
			}
			double[] t = new double[4]; // player stood: banker stands, draws; player drew: banker stands, draws
			double[][] seen = shown ? new double[Cards.DECK][2] : null; // player drew this card: banker stands, draws
			int[][] histogram = shown ? bankerThirds(b1, b2) : null;
			for (int[] p : PAIRS) {
				if (!disjoint(p[0], p[1], b1, b2) || pok[two[p[0] * Cards.DECK + p[1]]]) {
					continue;
				}
				double qp = playerChance(player, p[0], p[1]);
				if (qp < 1) {
					t[0] += (1 - qp) * terms(gain, p[0], p[1], b1, b2, false, false);
					t[1] += (1 - qp) * terms(gain, p[0], p[1], b1, b2, false, true);
				}
				if (qp > 0 && shown) {
					int pb = (p[0] * Cards.DECK + p[1]) * Cards.DECK;
					int hb = two[b1 * Cards.DECK + b2];
					for (int x = 0; x < Cards.DECK; x++) {
						if (x != p[0] && x != p[1] && x != b1 && x != b2) {
							seen[x][0] += qp * 47 * gain[three[pb + x]][hb];
							seen[x][1] += qp * bankerDrawsAfter(gain, three[pb + x], b1, b2, p[0], p[1], x, histogram);
						}
					}
				} else if (qp > 0) {
					t[2] += qp * terms(gain, p[0], p[1], b1, b2, true, false);
					t[3] += qp * terms(gain, p[0], p[1], b1, b2, true, true);
				}
			}
			synchronized (best) {
				best.set(b1, b2, false, t[1] > t[0]);
				if (shown) {
					for (int x = 0; x < Cards.DECK; x++) {
						best.set(b1, b2, Sight.shown(x), seen[x][1] > seen[x][0]);
					}
				} else {
					best.set(b1, b2, true, t[3] > t[2]);
				}
			}
		});
		return best;
	}

	/** Whether the banker's rule leaves it a choice anywhere: only then has it a best reply. */
	public boolean bankerChooses() {
		return hands.bankerTable().chooses();
	}

	/** Whether the player's rule leaves it a choice anywhere. */
	public boolean playerChooses() {
		return hands.playerTable().chooses();
	}

	/** Draws exactly when the player's rule forces a player to: where the replies of a duel start from. */
	public DrawPolicy forcedPolicy() {
		return (a, b, drew) -> forced[a * Cards.DECK + b] ? 1 : 0;
	}

	private double playerChance(DrawPolicy player, int p1, int p2) {
		int i = p1 * Cards.DECK + p2;
		if (pok[two[i]]) {
			return 0;
		}
		return switch (playerRule[i]) {
		case MUST -> 1;
		case STAND -> 0;
		case MAY -> player.drawChance(p1, p2, false);
		};
	}

	private double bankerChance(DrawPolicy banker, int b1, int b2, int sight) {
		return switch (hands.bankerVerdict(b1, b2, sight)) {
		case MUST -> 1;
		case STAND -> 0;
		case MAY -> banker.drawChanceSeeing(b1, b2, sight);
		};
	}

	/** The table's entry (the banker's gain, or whether a side wins) over every third card of this deal, times {@link #THIRDS}. */
	private double value(int[][] table, int p1, int p2, int b1, int b2, double qp, DrawPolicy banker) {
		int hp = two[p1 * Cards.DECK + p2];
		int hb = two[b1 * Cards.DECK + b2];
		if (pok[hp] || pok[hb]) {
			return (double) table[hp][hb] * THIRDS;
		}
		double v = 0;
		if (qp < 1) {
			double qb = bankerChance(banker, b1, b2, Sight.STOOD);
			v += (1 - qp) * ((qb < 1 ? (1 - qb) * terms(table, p1, p2, b1, b2, false, false) : 0)
					+ (qb > 0 ? qb * terms(table, p1, p2, b1, b2, false, true) : 0));
		}
		if (qp > 0 && shown) {
			v += qp * shownTerms(table, p1, p2, b1, b2, banker);
		} else if (qp > 0) {
			double qb = bankerChance(banker, b1, b2, Sight.DREW);
			v += qp * ((qb < 1 ? (1 - qb) * terms(table, p1, p2, b1, b2, true, false) : 0)
					+ (qb > 0 ? qb * terms(table, p1, p2, b1, b2, true, true) : 0));
		}
		return v;
	}

	/**
	 * The player drew, face up: the banker's gain over both third cards, its draw decided on each card the player drew,
	 * times {@link #THIRDS}.
	 */
	private double shownTerms(int[][] table, int p1, int p2, int b1, int b2, DrawPolicy banker) {
		int hb = two[b1 * Cards.DECK + b2];
		int pb = (p1 * Cards.DECK + p2) * Cards.DECK;
		int[][] histogram = bankerThirds(b1, b2);
		double s = 0;
		for (int x = 0; x < Cards.DECK; x++) {
			if (x == p1 || x == p2 || x == b1 || x == b2) {
				continue;
			}
			int pv = three[pb + x];
			double qb = bankerChance(banker, b1, b2, Sight.shown(x));
			if (qb < 1) {
				s += (1 - qb) * 47 * table[pv][hb];
			}
			if (qb > 0) {
				s += qb * bankerDrawsAfter(table, pv, b1, b2, p1, p2, x, histogram);
			}
		}
		return s;
	}

	/** The banker's three-card values over every card but its own two, with their counts: {distinct, counts, {n}}. */
	private int[][] bankerThirds(int b1, int b2) {
		int bb = (b1 * Cards.DECK + b2) * Cards.DECK;
		int[] v = new int[Cards.DECK - 2];
		int n = 0;
		for (int y = 0; y < Cards.DECK; y++) {
			if (y != b1 && y != b2) {
				v[n++] = three[bb + y];
			}
		}
		int[] distinct = new int[v.length];
		int[] counts = new int[v.length];
		int k = histogram(v, distinct, counts);
		return new int[][] { distinct, counts, { k } };
	}

	/**
	 * The banker's gain summed over its third card when it draws after the player made {@code pv} with card {@code x}:
	 * every card but the four dealt and {@code x}.
	 */
	private long bankerDrawsAfter(int[][] table, int pv, int b1, int b2, int p1, int p2, int x, int[][] histogram) {
		int[] row = table[pv];
		int bb = (b1 * Cards.DECK + b2) * Cards.DECK;
		long s = 0;
		for (int j = 0; j < histogram[2][0]; j++) {
			s += (long) row[histogram[0][j]] * histogram[1][j];
		}
		return s - row[three[bb + p1]] - row[three[bb + p2]] - row[three[bb + x]];
	}

	/** The table's entry summed over the third cards when each side draws or stands as told, times {@link #THIRDS}. */
	private long terms(int[][] table, int p1, int p2, int b1, int b2, boolean playerDraws, boolean bankerDraws) {
		int hp = two[p1 * Cards.DECK + p2];
		int hb = two[b1 * Cards.DECK + b2];
		int pb = (p1 * Cards.DECK + p2) * Cards.DECK;
		int bb = (b1 * Cards.DECK + b2) * Cards.DECK;
		if (!playerDraws && !bankerDraws) {
			return (long) table[hp][hb] * THIRDS;
		}
		long s = 0;
		if (!bankerDraws || !playerDraws) {
			for (int x = 0; x < Cards.DECK; x++) {
				if (x != p1 && x != p2 && x != b1 && x != b2) {
					s += playerDraws ? table[three[pb + x]][hb] : table[hp][three[bb + x]];
				}
			}
			return s * 47;
		}
		int[] pv = new int[48];
		int[] bv = new int[48];
		int n = 0;
		for (int x = 0; x < Cards.DECK; x++) {
			if (x != p1 && x != p2 && x != b1 && x != b2) {
				pv[n] = three[pb + x];
				bv[n++] = three[bb + x];
			}
		}
		// every ordered pair of different third cards: all pairs less the pairs of one card with itself
		int[] pd = new int[48];
		int[] pc = new int[48];
		int np = histogram(pv, pd, pc);
		int[] bd = new int[48];
		int[] bc = new int[48];
		int nb = histogram(bv, bd, bc);
		for (int i = 0; i < np; i++) {
			int[] row = table[pd[i]];
			long r = 0;
			for (int j = 0; j < nb; j++) {
				r += (long) row[bd[j]] * bc[j];
			}
			s += r * pc[i];
		}
		for (int i = 0; i < 48; i++) {
			s -= table[pv[i]][bv[i]];
		}
		return s;
	}

	/** The distinct values of {@code v} into {@code distinct} with their counts; returns how many. */
	private static int histogram(int[] v, int[] distinct, int[] counts) {
		int n = 0;
		for (int x : v) {
			int i = 0;
			while (i < n && distinct[i] != x) {
				i++;
			}
			if (i == n) {
				distinct[n++] = x;
			}
			counts[i]++;
		}
		return n;
	}

	private static boolean disjoint(int p1, int p2, int b1, int b2) {
		return b1 != p1 && b1 != p2 && b2 != p1 && b2 != p2;
	}

	private static int[][] pairs() {
		int[][] p = new int[1326][];
		int k = 0;
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a + 1; b < Cards.DECK; b++) {
				p[k++] = new int[] { a, b };
			}
		}
		return p;
	}

	/**
	 * How rounds end over every deal, exactly: the banker's wins and the player's as numerators over {@code deals};
	 * the rest are ties (nothing paid).
	 */
	public record Outcomes(double bankerWins, double playerWins, long deals) {
		public double banker() {
			return bankerWins / deals;
		}

		public double player() {
			return playerWins / deals;
		}

		public double tie() {
			return (deals - bankerWins - playerWins) / deals;
		}
	}

	/** The banker's expected gain per stake of 1: {@code numerator / deals}, exact. */
	public record Edge(double numerator, long deals) {
		public double value() {
			return numerator / deals;
		}
	}
}
