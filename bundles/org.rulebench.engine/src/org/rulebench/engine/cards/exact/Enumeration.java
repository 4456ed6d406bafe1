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
 * Every deal of a full shoe between a player and the banker, weighed exactly: the player's two cards, the banker's two,
 * the player's third card and the banker's, card by card, each card of the deck held as often as there are decks (0
 * times for a rank the deck leaves out), so that a shoe of several decks is counted as exactly as one deck and in
 * about the same time (suits are read: Pok Deng's deng). One deck of 52: 1,326 pairs for the player, 1,225 for the
 * banker, 48 and 47 third cards. A hand is valued once per distinct cards and a round's payment read from a table of
 * value pairs, so that the deals reduce to about 1.6 million pairs of two-card hands with short sums over the third
 * cards, each pair weighed by the ways the shoe deals it. Sums are kept in whole numbers of quarter deals (chances of 0,
 * 1/2 and 1 where a rule leaves the choice): the figures are exact. Where the player's third card is dealt face up and
 * the banker's rule (or policy) reads it, the banker's draw is weighed for each card the player drew.
 */
public final class Enumeration {
	/** Every deal of one deck of 52: 1,326 × 1,225 × 48 × 47. */
	public static final long DEALS = 1326L * 1225 * 48 * 47;

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
	/** How often the full shoe holds each card. */
	private final int[] held = new int[Cards.DECK];
	/** The cards of the full shoe. */
	private final int size;
	/** Every deal of the shoe: two cards each (as sets), then the two third cards in order. */
	private final long deals;
	/** The player's two cards as a set: {a, b} with a ≤ b (a = b only where the shoe holds the card twice). */
	private final int[][] pairs;

	public Enumeration(CardRules rules) {
		this.rules = rules;
		this.hands = new Hands(rules);
		this.shown = rules.thirdCardShown();
		for (int c = 0; c < Cards.DECK; c++) {
			held[c] = (rules.ranks() >> Cards.rank(c) & 1) == 0 ? 0 : rules.decks();
		}
		this.size = rules.size();
		this.pairs = pairs(held);
		long d = Math.multiplyExact((long) size * (size - 1) / 2, (long) (size - 2) * (size - 3) / 2);
		this.deals = Math.multiplyExact(d, (long) (size - 4) * (size - 5));
		Map<HandValue, Integer> index = new HashMap<>();
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = 0; b < Cards.DECK; b++) {
				if (held[a] > 0 && held[b] > (a == b ? 1 : 0)) {
					two[a * Cards.DECK + b] = index.computeIfAbsent(hands.two(a, b), this::add);
					forced[a * Cards.DECK + b] = hands.forcedToDraw(a, b);
					playerRule[a * Cards.DECK + b] = hands.playerVerdict(a, b);
					for (int c = 0; c < Cards.DECK; c++) {
						if (held[c] > (c == a ? 1 : 0) + (c == b ? 1 : 0)) {
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
		int most = 1;
		for (int v = 0; v < n; v++) {
			pok[v] = values.get(v).pok();
			for (int w = 0; w < n; w++) {
				gain[v][w] = settlement.bankerGain(values.get(v), values.get(w));
				bankerWins[v][w] = gain[v][w] > 0 ? 1 : 0;
				playerWins[v][w] = gain[v][w] < 0 ? 1 : 0;
				most = Math.max(most, Math.abs(gain[v][w]));
			}
		}
		if (Math.multiplyHigh(deals, 4L * most) != 0 || deals * 4L * most < 0) {
			throw new IllegalArgumentException("a shoe of " + rules.decks() + " decks paying up to " + most + " stakes has too many deals ("
					+ deals + ") to count exactly in 64 bits");
		}
	}

	private int add(HandValue v) {
		values.add(v);
		return values.size() - 1;
	}

	/** Every deal this enumeration weighs: {@link #DEALS} for one deck of 52. */
	public long deals() {
		return deals;
	}

	public CardRules rules() {
		return rules;
	}

	/** The banker's expected gain per round and stake of 1 with these policies, exactly: {@link Edge#numerator()} / {@link #deals()}. */
	public Edge edge(DrawPolicy player, DrawPolicy banker) {
		return new Edge(sum(gain, player, banker), deals);
	}

	/**
	 * How often each side wins a round with these policies, exactly, over every deal: the banker (it gains), the
	 * player (the banker pays), and neither (nothing is paid: a tie).
	 */
	public Outcomes outcomes(DrawPolicy player, DrawPolicy banker) {
		return new Outcomes(sum(bankerWins, player, banker), sum(playerWins, player, banker), deals);
	}

	/**
	 * The table's entries summed over every deal, each weighed by its chance under the policies, times the deals: each
	 * player pair's sum is exact in a double, and they are added as whole quarters in a long.
	 */
	private double sum(int[][] table, DrawPolicy player, DrawPolicy banker) {
		double[] byPair = IntStream.range(0, pairs.length).parallel().mapToDouble(i -> {
			int p1 = pairs[i][0];
			int p2 = pairs[i][1];
			int[] rest = held.clone();
			long wp = take(rest, p1, p2);
			double qp = playerChance(player, p1, p2);
			double s = 0;
			for (int[] b : pairs) {
				long wb = take(rest, b[0], b[1]);
				if (wb > 0) {
					s += wb * value(table, p1, p2, b[0], b[1], qp, banker, rest);
					put(rest, b[0], b[1]);
				}
			}
			return wp * s;
		}).toArray();
		long quarters = 0;
		double rest = 0;
		for (double s : byPair) {
			double q = 4 * s;
			if (q == Math.rint(q) && Math.abs(q) < 0x1p53) {
				quarters = Math.addExact(quarters, (long) q);
			} else {
				rest += s;
			}
		}
		return quarters / 4.0 + rest;
	}

	/**
	 * Takes the two cards {@code a} and {@code b} from what is left of the shoe, returning the ways it deals them (as a
	 * set); left as it was, and 0, where it does not hold them.
	 */
	private static long take(int[] rest, int a, int b) {
		long w = a == b ? (long) rest[a] * (rest[a] - 1) / 2 : (long) rest[a] * rest[b];
		if (w > 0) {
			rest[a]--;
			rest[b]--;
		}
		return w;
	}

	/** Puts back two cards {@link #take} took. */
	private static void put(int[] rest, int a, int b) {
		rest[a]++;
		rest[b]++;
	}

	/** The player's best reply to the banker's policy: for each two cards, draw where drawing leaves the banker less. */
	public Strategy bestPlayer(DrawPolicy banker) {
		Strategy best = new Strategy();
		IntStream.range(0, pairs.length).parallel().forEach(i -> {
			int p1 = pairs[i][0];
			int p2 = pairs[i][1];
			if (pok[two[p1 * Cards.DECK + p2]] || playerRule[p1 * Cards.DECK + p2] != Verdict.MAY) {
				return;
			}
			int[] rest = held.clone();
			take(rest, p1, p2);
			double stand = 0;
			double draw = 0;
			for (int[] b : pairs) {
				long wb = take(rest, b[0], b[1]);
				if (wb > 0) {
					stand += wb * value(gain, p1, p2, b[0], b[1], 0, banker, rest);
					draw += wb * value(gain, p1, p2, b[0], b[1], 1, banker, rest);
					put(rest, b[0], b[1]);
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
		IntStream.range(0, pairs.length).parallel().forEach(i -> {
			int b1 = pairs[i][0];
			int b2 = pairs[i][1];
			if (pok[two[b1 * Cards.DECK + b2]]) {
				return;
			}
			int[] rest = held.clone();
			take(rest, b1, b2);
			double[] t = new double[4]; // player stood: banker stands, draws; player drew: banker stands, draws
			double[][] seen = shown ? new double[Cards.DECK][2] : null; // player drew this card: banker stands, draws
			int[][] histogram = shown ? bankerThirds(b1, b2, rest) : null;
			int left = size - 4;
			for (int[] p : pairs) {
				long wp = take(rest, p[0], p[1]);
				if (wp == 0) {
					continue;
				}
				if (!pok[two[p[0] * Cards.DECK + p[1]]]) {
					double qp = playerChance(player, p[0], p[1]);
					if (qp < 1) {
						t[0] += wp * (1 - qp) * terms(gain, p[0], p[1], b1, b2, false, false, rest);
						t[1] += wp * (1 - qp) * terms(gain, p[0], p[1], b1, b2, false, true, rest);
					}
					if (qp > 0 && shown) {
						int pb = (p[0] * Cards.DECK + p[1]) * Cards.DECK;
						int hb = two[b1 * Cards.DECK + b2];
						for (int x = 0; x < Cards.DECK; x++) {
							if (rest[x] > 0) {
								seen[x][0] += wp * qp * rest[x] * (left - 1) * (double) gain[three[pb + x]][hb];
								seen[x][1] += wp * qp * rest[x] * (double) bankerDrawsAfter(gain, three[pb + x], b1, b2, p[0], p[1], x, histogram);
							}
						}
					} else if (qp > 0) {
						t[2] += wp * qp * terms(gain, p[0], p[1], b1, b2, true, false, rest);
						t[3] += wp * qp * terms(gain, p[0], p[1], b1, b2, true, true, rest);
					}
				}
				put(rest, p[0], p[1]);
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

	/**
	 * The table's entry (the banker's gain, or whether a side wins) over every pair of third cards of this deal, each
	 * as often as {@code rest} (the shoe less the four cards dealt) deals it.
	 */
	private double value(int[][] table, int p1, int p2, int b1, int b2, double qp, DrawPolicy banker, int[] rest) {
		int hp = two[p1 * Cards.DECK + p2];
		int hb = two[b1 * Cards.DECK + b2];
		if (pok[hp] || pok[hb]) {
			return (double) table[hp][hb] * (size - 4) * (size - 5);
		}
		double v = 0;
		if (qp < 1) {
			double qb = bankerChance(banker, b1, b2, Sight.STOOD);
			v += (1 - qp) * ((qb < 1 ? (1 - qb) * terms(table, p1, p2, b1, b2, false, false, rest) : 0)
					+ (qb > 0 ? qb * terms(table, p1, p2, b1, b2, false, true, rest) : 0));
		}
		if (qp > 0 && shown) {
			v += qp * shownTerms(table, p1, p2, b1, b2, banker, rest);
		} else if (qp > 0) {
			double qb = bankerChance(banker, b1, b2, Sight.DREW);
			v += qp * ((qb < 1 ? (1 - qb) * terms(table, p1, p2, b1, b2, true, false, rest) : 0)
					+ (qb > 0 ? qb * terms(table, p1, p2, b1, b2, true, true, rest) : 0));
		}
		return v;
	}

	/**
	 * The player drew, face up: the banker's gain over both third cards, its draw decided on each card the player drew.
	 */
	private double shownTerms(int[][] table, int p1, int p2, int b1, int b2, DrawPolicy banker, int[] rest) {
		int hb = two[b1 * Cards.DECK + b2];
		int pb = (p1 * Cards.DECK + p2) * Cards.DECK;
		rest[p1]++;
		rest[p2]++;
		int[][] histogram = bankerThirds(b1, b2, rest);
		rest[p1]--;
		rest[p2]--;
		int after = size - 5;
		double s = 0;
		for (int x = 0; x < Cards.DECK; x++) {
			if (rest[x] == 0) {
				continue;
			}
			int pv = three[pb + x];
			double qb = bankerChance(banker, b1, b2, Sight.shown(x));
			if (qb < 1) {
				s += (1 - qb) * rest[x] * after * (double) table[pv][hb];
			}
			if (qb > 0) {
				s += qb * rest[x] * (double) bankerDrawsAfter(table, pv, b1, b2, p1, p2, x, histogram);
			}
		}
		return s;
	}

	/**
	 * The banker's three-card values over every card the shoe holds besides its own two ({@code rest}, less the
	 * player's cards), with how often: {distinct, counts, {n}}.
	 */
	private int[][] bankerThirds(int b1, int b2, int[] rest) {
		int bb = (b1 * Cards.DECK + b2) * Cards.DECK;
		int[] distinct = new int[Cards.DECK];
		int[] counts = new int[Cards.DECK];
		int k = 0;
		for (int y = 0; y < Cards.DECK; y++) {
			if (rest[y] > 0) {
				k = tally(three[bb + y], rest[y], distinct, counts, k);
			}
		}
		return new int[][] { distinct, counts, { k } };
	}

	/**
	 * The banker's gain summed over its third card when it draws after the player made {@code pv} with card {@code x}:
	 * every card the shoe holds but the four dealt and {@code x}.
	 */
	private long bankerDrawsAfter(int[][] table, int pv, int b1, int b2, int p1, int p2, int x, int[][] histogram) {
		int[] row = table[pv];
		int bb = (b1 * Cards.DECK + b2) * Cards.DECK;
		int[] distinct = histogram[0];
		int[] counts = histogram[1];
		long s = 0;
		for (int j = 0; j < histogram[2][0]; j++) {
			s += row[distinct[j]] * counts[j];
		}
		return s - row[three[bb + p1]] - row[three[bb + p2]] - row[three[bb + x]];
	}

	/**
	 * The table's entry summed over the third cards when each side draws or stands as told, each pair of third cards
	 * as often as {@code rest} (the shoe less the four cards dealt) deals it.
	 */
	private long terms(int[][] table, int p1, int p2, int b1, int b2, boolean playerDraws, boolean bankerDraws, int[] rest) {
		int hp = two[p1 * Cards.DECK + p2];
		int hb = two[b1 * Cards.DECK + b2];
		int pb = (p1 * Cards.DECK + p2) * Cards.DECK;
		int bb = (b1 * Cards.DECK + b2) * Cards.DECK;
		long after = size - 5;
		if (!playerDraws && !bankerDraws) {
			return (long) table[hp][hb] * (size - 4) * after;
		}
		long s = 0;
		if (!bankerDraws || !playerDraws) {
			for (int x = 0; x < Cards.DECK; x++) {
				if (rest[x] > 0) {
					s += rest[x] * (playerDraws ? table[three[pb + x]][hb] : table[hp][three[bb + x]]);
				}
			}
			return s * after;
		}
		// every ordered pair of third cards: all pairs less a card drawn twice where the shoe holds it once
		int[] pd = new int[Cards.DECK];
		int[] pc = new int[Cards.DECK];
		int[] bd = new int[Cards.DECK];
		int[] bc = new int[Cards.DECK];
		int np = 0;
		int nb = 0;
		long same = 0;
		for (int x = 0; x < Cards.DECK; x++) {
			if (rest[x] > 0) {
				np = tally(three[pb + x], rest[x], pd, pc, np);
				nb = tally(three[bb + x], rest[x], bd, bc, nb);
				same += rest[x] * table[three[pb + x]][three[bb + x]];
			}
		}
		for (int i = 0; i < np; i++) {
			int[] row = table[pd[i]];
			int r = 0;
			for (int j = 0; j < nb; j++) {
				r += row[bd[j]] * bc[j];
			}
			s += (long) r * pc[i];
		}
		return s - same;
	}

	/** Adds {@code weight} to the count of value {@code v} among the {@code n} distinct ones so far; returns how many there are. */
	private static int tally(int v, int weight, int[] distinct, int[] counts, int n) {
		int i = 0;
		while (i < n && distinct[i] != v) {
			i++;
		}
		if (i == n) {
			distinct[n] = v;
			counts[n] = 0;
			n++;
		}
		counts[i] += weight;
		return n;
	}

	/** Every set of two cards the shoe holds: {a, b} with a < b, and {a, a} where it holds a twice. */
	private static int[][] pairs(int[] held) {
		List<int[]> p = new ArrayList<>();
		for (int a = 0; a < Cards.DECK; a++) {
			for (int b = a; b < Cards.DECK; b++) {
				if (held[a] > 0 && held[b] > (a == b ? 1 : 0)) {
					p.add(new int[] { a, b });
				}
			}
		}
		return p.toArray(int[][]::new);
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
