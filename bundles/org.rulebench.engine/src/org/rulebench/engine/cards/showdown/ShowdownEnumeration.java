package org.rulebench.engine.cards.showdown;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.cards.deck.Cards;

/**
 * Every deal of a showdown counted exactly: each hand the player can hold against each hand the banker can then hold,
 * weighted by how many ways a shoe of the rules' decks deals them (a hand of two equal cards from a shoe of several
 * decks among them), and what the player wins on each under a policy for its choices. The edges are exact fractions
 * of an ante (the ante and play bet with the ante bonus) and of a side bet.
 */
public final class ShowdownEnumeration {
	/** How the player chooses where its rule leaves the choice. */
	public enum Policy {
		/** Plays whenever playing wins more on average than folding (loses no more than the ante). */
		BEST,
		/** Always plays. */
		PLAY,
		/** Always folds. */
		FOLD,
		/** Tosses a coin. */
		RANDOM;

		/** The policy a player of the card family names: `draw` plays, `stand` folds. */
		public static Policy of(String player) {
			return switch (player) {
			case "best" -> BEST;
			case "draw" -> PLAY;
			case "stand" -> FOLD;
			default -> RANDOM;
			};
		}
	}

	/**
	 * An edge: what the house wins per stake, {@code numerator / denominator} exactly.
	 *
	 * @param numerator   the house's win summed over every deal, in stakes
	 * @param denominator the deals (times 2 where a coin decides, so that halves stay whole)
	 */
	public record Edge(long numerator, long denominator) {
		public double value() {
			return (double) numerator / denominator;
		}

		/** The fraction in lowest terms, "a/b". */
		public String fraction() {
			BigInteger n = BigInteger.valueOf(numerator);
			BigInteger d = BigInteger.valueOf(denominator);
			BigInteger g = n.gcd(d);
			return n.divide(g) + "/" + d.divide(g);
		}
	}

	/** What one hand of the player meets over every hand of the banker: weighted counts. */
	private record Tally(int key, long ways, long unqualified, long won, long tied, long lost, long play) {
	}

	private final Showdown showdown;
	private final List<Tally> tallies = new ArrayList<>();
	private final long deals;

	public ShowdownEnumeration(Showdown showdown) {
		this.showdown = showdown;
		ShowdownRules rules = showdown.rules();
		int decks = rules.decks();
		long[][] choose = choose(decks);
		List<int[]> hands = new ArrayList<>();
		collect(new int[rules.cards()], 0, 0, hands);
		int n = hands.size();
		int[] keys = new int[n];
		long[] full = new long[n];
		int[][] distinct = new int[n][];
		int[][] times = new int[n][];
		for (int i = 0; i < n; i++) {
			int[] h = hands.get(i);
			keys[i] = Showdown.key(h);
			List<Integer> d = new ArrayList<>();
			List<Integer> t = new ArrayList<>();
			for (int c : h) {
				if (!d.isEmpty() && d.get(d.size() - 1) == c) {
					t.set(t.size() - 1, t.get(t.size() - 1) + 1);
				} else {
					d.add(c);
					t.add(1);
				}
			}
			distinct[i] = d.stream().mapToInt(Integer::intValue).toArray();
			times[i] = t.stream().mapToInt(Integer::intValue).toArray();
			long w = 1;
			for (int j = 0; j < times[i].length; j++) {
				w *= (rules.ranks() >> Cards.rank(distinct[i][j]) & 1) == 0 ? 0 : choose[decks][times[i][j]];
			}
			full[i] = w;
		}
		int[] held = new int[Cards.DECK];
		int[] dealt = java.util.stream.IntStream.range(0, n).filter(i -> full[i] != 0).toArray();
		long[] strength = showdown.strengths();
		// the banker's hands flattened, so that the inner loop reads arrays of primitives only
		int m = dealt.length;
		int[] bKey = new int[m];
		long[] bMask = new long[m];
		long[] bStrength = new long[m];
		boolean[] bQualifies = new boolean[m];
		int[][] bCard = new int[3][m];
		int[][] bTimes = new int[3][m];
		for (int j = 0; j < m; j++) {
			int b = dealt[j];
			bKey[j] = keys[b];
			bQualifies[j] = showdown.qualifies(keys[b]);
			bStrength[j] = strength == null ? 0 : strength[keys[b]];
			for (int x = 0; x < 3; x++) {
				bCard[x][j] = x < distinct[b].length ? distinct[b][x] : 0;
				bTimes[x][j] = x < distinct[b].length ? times[b][x] : 0;
			}
			for (int c : distinct[b]) {
				bMask[j] |= 1L << c;
			}
		}
		boolean oneDeck = decks == 1;
		long total = 0;
		for (int p : dealt) {
			for (int j = 0; j < distinct[p].length; j++) {
				held[distinct[p][j]] = times[p][j];
			}
			long pMask = 0;
			for (int c : distinct[p]) {
				pMask |= 1L << c;
			}
			long ways = 0;
			long unqualified = 0;
			long won = 0;
			long tied = 0;
			long lost = 0;
			int pk = keys[p];
			long ps = strength == null ? 0 : strength[pk];
			for (int j = 0; j < m; j++) {
				long w;
				if (oneDeck) {
					if ((pMask & bMask[j]) != 0) {
						continue;
					}
					w = 1;
				} else {
					w = full[p] * choose[decks - held[bCard[0][j]]][bTimes[0][j]] * choose[decks - held[bCard[1][j]]][bTimes[1][j]]
							* choose[decks - held[bCard[2][j]]][bTimes[2][j]];
					if (w == 0) {
						continue;
					}
				}
				ways += w;
				if (!bQualifies[j]) {
					unqualified += w;
					continue;
				}
				int c = strength == null ? showdown.compare(pk, bKey[j]) : Long.compare(ps, bStrength[j]);
				if (c > 0) {
					won += w;
				} else if (c < 0) {
					lost += w;
				} else {
					tied += w;
				}
			}
			for (int j = 0; j < distinct[p].length; j++) {
				held[distinct[p][j]] = 0;
			}
			long play = ways * showdown.bonus(pk) + unqualified * (rules.playPaysUnqualified() ? 2 : 1) + 2 * won - 2 * lost
					- (rules.equal() == org.rulebench.engine.cards.rules.EqualHands.BANKER ? 2 * tied : 0);
			tallies.add(new Tally(pk, ways, unqualified, won, tied, lost, play));
			total += ways;
		}
		deals = total;
	}

	private static long[][] choose(int decks) {
		long[][] c = new long[decks + 1][4];
		for (int n = 0; n <= decks; n++) {
			c[n][0] = 1;
			for (int k = 1; k < 4; k++) {
				c[n][k] = n < k ? 0 : c[n][k - 1] * (n - k + 1) / k;
			}
		}
		return c;
	}

	private static void collect(int[] cards, int at, int from, List<int[]> out) {
		if (at == cards.length) {
			out.add(cards.clone());
			return;
		}
		for (int c = from; c < Cards.DECK; c++) {
			cards[at] = c;
			collect(cards, at + 1, c, out);
		}
	}

	/** How many deals: the player's cards and then the banker's, each as a set of cards of the shoe. */
	public long deals() {
		return deals;
	}

	/** The house's edge on the ante (with the play bet and the ante bonus), the player choosing by {@code policy}. */
	public Edge edge(Policy policy) {
		long won = 0;
		boolean coin = false;
		for (Tally t : tallies) {
			Move m = showdown.move(t.key());
			long fold = -t.ways();
			won += switch (m == Move.MAY ? policy : m == Move.PLAY ? Policy.PLAY : Policy.FOLD) {
			case PLAY -> 2 * t.play();
			case FOLD -> 2 * fold;
			case BEST -> 2 * Math.max(t.play(), fold);
			case RANDOM -> {
				coin = true;
				yield t.play() + fold;
			}
			};
		}
		// every term above is doubled, so that a coin's halves stay whole
		long numerator = -won;
		long denominator = 2 * deals;
		if (!coin) {
			numerator /= 2;
			denominator /= 2;
		}
		return new Edge(numerator, denominator);
	}

	/** The house's edge on the side bet on the player's hand: it pays the ladder's pay to one, or is lost. */
	public Edge sideEdge() {
		long won = 0;
		for (Tally t : tallies) {
			int pays = showdown.sidePays(t.key());
			won += t.ways() * (pays > 0 ? pays : -1);
		}
		return new Edge(-won, deals);
	}

	/** Whether the best policy plays this hand (by its key) where the rule leaves the choice. */
	public boolean bestPlays(int key) {
		for (Tally t : tallies) {
			if (t.key() == key) {
				return t.play() > -t.ways();
			}
		}
		throw new IllegalArgumentException("no hand of the shoe has the key " + key);
	}

	/** The keys the best policy plays, of the hands the rule leaves to the player's choice. */
	public java.util.Set<Integer> bestPlayed() {
		java.util.Set<Integer> out = new java.util.HashSet<>();
		for (Tally t : tallies) {
			if (showdown.move(t.key()) == Move.MAY && t.play() > -t.ways()) {
				out.add(t.key());
			}
		}
		return out;
	}

	/**
	 * The worst hand the best policy plays and the best it folds, by the ladder, among the hands the rule leaves to the
	 * choice: where a threshold strategy ("play Q-6-4 or better") stands. Null entries if it plays all or none.
	 */
	public int[] bestThreshold() {
		Integer worstPlayed = null;
		Integer bestFolded = null;
		for (Tally t : tallies) {
			if (showdown.move(t.key()) != Move.MAY) {
				continue;
			}
			boolean plays = t.play() > -t.ways();
			if (plays && (worstPlayed == null || showdown.compare(t.key(), worstPlayed) < 0)) {
				worstPlayed = t.key();
			} else if (!plays && (bestFolded == null || showdown.compare(t.key(), bestFolded) > 0)) {
				bestFolded = t.key();
			}
		}
		return new int[] { worstPlayed == null ? -1 : worstPlayed, bestFolded == null ? -1 : bestFolded };
	}

	/** The ranks of a key's cards, the highest first, the ace high: "Q-6-4", "A-10-2". */
	public String ranks(int key) {
		return Showdown.ranks(unpack(key));
	}

	/** The cards of a key, as a hand of the shoe names them ("QS 6H 4D"). */
	public String cards(int key) {
		return Showdown.names(unpack(key));
	}

	/** What playing this hand (by its key) wins on average over every hand of the banker, in antes; folding loses 1. */
	public double playMean(int key) {
		for (Tally t : tallies) {
			if (t.key() == key) {
				return (double) t.play() / t.ways();
			}
		}
		throw new IllegalArgumentException("no hand of the shoe has the key " + key);
	}

	private int[] unpack(int key) {
		int n = showdown.rules().cards();
		int[] c = new int[n];
		for (int i = n - 1; i >= 0; i--) {
			c[i] = key % Cards.DECK;
			key /= Cards.DECK;
		}
		return c;
	}
}
