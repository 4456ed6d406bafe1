package org.rulebench.engine.cards.game;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.exact.Duel;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.hand.Deng;
import org.rulebench.engine.cards.hand.HandValue;
import org.rulebench.engine.cards.hand.Hands;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Round;
import org.rulebench.engine.cards.round.RoundResult;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.game.Table;
import org.rulebench.engine.game.WinKind;

/**
 * A banking card game as the shared core plays it: a game is one round, the first side the player and the second the
 * banker; each side's chips are its stakes won (the banker's mean chips are its edge per stake), a game's turns the
 * cards dealt, its events the hands each side ended with.
 */
public final class CardVariant extends CardFamilyVariant {
	/**
	 * The rows of a result's events, each counted per side, short enough for a chart's axis: the hand a side ended with
	 * (trips: three of a kind; courts: three court cards; flush: three of a suit; pair and suited: two cards of a rank
	 * or of a suit, poks among them), whether it drew, and a two-card deng lost by drawing.
	 */
	public static final List<String> EVENTS = List.of("pok 9", "pok 8", "trips", "run", "courts", "flush", "pair", "suited",
			"third card", "deng lost");
	public static final int PLAYER = 0;
	public static final int BANKER = 1;

	/** The row of a result's events counting the rounds in which a side drew a third card. */
	public static final String THIRD_CARD = "third card";

	private final CardRules rules;
	private final Hands hands;
	private volatile Enumeration enumeration;
	private final Map<String, DrawPolicy[]> seated = new ConcurrentHashMap<>();

	public CardVariant(CardRules rules) {
		super(Objects.requireNonNull(rules, "rules").name(), events(rules));
		this.rules = rules;
		this.hands = new Hands(rules);
	}

	/**
	 * The rows of the rules' events: {@link #EVENTS} under the fixed categories; under a ladder of hands defined by
	 * conditions, the hand a side ended with by its name (best first), the rounds in which it was paid more than one
	 * stake, and whether it drew.
	 */
	public static List<String> events(CardRules rules) {
		if (rules.hands() == null) {
			return EVENTS;
		}
		List<String> rows = new java.util.ArrayList<>(rules.hands().hands().stream().map(h -> h.name()).distinct().toList());
		rows.add(PAID_MORE);
		rows.add(THIRD_CARD);
		return List.copyOf(rows);
	}

	/** Under a ladder of conditions, the row of a result's events counting hands that pay more than one stake. */
	public static final String PAID_MORE = "pays more than 1";

	public CardRules rules() {
		return rules;
	}

	public Hands hands() {
		return hands;
	}

	@Override
	public Table seat(String first, String second) {
		DrawPolicy[] p = policies(first, second);
		Deck deck = new Deck(rules.decks(), rules.ranks());
		List<String> events = events();
		return (seed, turnCap) -> {
			Rng rng = new Rng(seed);
			return result(new Round(hands, deck.shuffle(rng), rng).play(p[0], p[1]), events);
		};
	}

	/**
	 * The player's and the banker's policies for these names; {@code best} is computed by enumeration over every deal of
	 * the shoe, card by card (a few seconds, once per variant and pair of names).
	 */
	public DrawPolicy[] policies(String player, String banker) {
		for (String n : List.of(player, banker)) {
			if (refusal(n) != null) {
				throw new IllegalArgumentException(refusal(n));
			}
		}
		return seated.computeIfAbsent(player + "," + banker, k -> resolve(player, banker));
	}

	private DrawPolicy[] resolve(String player, String banker) {
		boolean bankerChooses = hands.bankerTable().chooses();
		// a side whose rule leaves no choice plays it whatever its name: nothing to work out
		player = player.equals("best") && !hands.playerTable().chooses() ? "stand" : player;
		banker = banker.equals("best") && !bankerChooses ? "stand" : banker;
		if (player.equals("best") && banker.equals("best") && bankerChooses) {
			Duel d = Duel.of(enumeration());
			return new DrawPolicy[] { d.player(), d.banker() };
		}
		DrawPolicy b = banker.equals("best") ? null : fixed(banker);
		DrawPolicy p = player.equals("best") ? enumeration().bestPlayer(b == null ? DrawPolicy.STAND : b) : fixed(player);
		if (b == null) {
			b = bankerChooses ? enumeration().bestBanker(p) : DrawPolicy.STAND;
		}
		return new DrawPolicy[] { p, b };
	}

	private static DrawPolicy fixed(String name) {
		return switch (name) {
		case "stand" -> DrawPolicy.STAND;
		case "draw" -> DrawPolicy.DRAW;
		default -> DrawPolicy.RANDOM;
		};
	}

	/** The exact enumeration of these rules, built once (its tables take a second). */
	public Enumeration enumeration() {
		Enumeration e = enumeration;
		if (e == null) {
			synchronized (this) {
				if (enumeration == null) {
					enumeration = new Enumeration(rules);
				}
				e = enumeration;
			}
		}
		return e;
	}

	/** The shared core's record of a round under the fixed categories. */
	public static GameResult result(RoundResult r) {
		return result(r, EVENTS);
	}

	/** The shared core's record of a round, its events in {@code rows} ({@link #events(CardRules)}). */
	public static GameResult result(RoundResult r, List<String> rows) {
		int g = r.bankerGain();
		int winner = g > 0 ? BANKER : g < 0 ? PLAYER : -1;
		int[][] events = new int[rows.size()][2];
		if (r.playerHand().ranked()) {
			count(events, rows, PLAYER, r.playerHand());
			count(events, rows, BANKER, r.bankerHand());
		} else {
			count(events, PLAYER, r.playerHand(), r.playerDealt());
			count(events, BANKER, r.bankerHand(), r.bankerDealt());
		}
		return new GameResult(winner, winner < 0 ? WinKind.DRAW : WinKind.SINGLE, Math.abs(g), r.player().length + r.banker().length,
				new int[] { -g, g }, events, new int[2], PLAYER);
	}

	private static void count(int[][] events, List<String> rows, int side, HandValue last) {
		events[rows.indexOf(last.name())][side]++;
		if (last.multiplier() > 1) {
			events[rows.size() - 2][side]++;
		}
		if (last.cards() == 3) {
			events[rows.size() - 1][side]++;
		}
	}

	private static void count(int[][] events, int side, HandValue last, HandValue dealt) {
		int row = switch (last.category()) {
		case POK -> last.total() == 9 ? 0 : 1;
		case TRIPS -> 2;
		case RUN -> 3;
		case COURTS -> 4;
		case TOTAL -> last.deng() == Deng.THREE_SUITED ? 5 : last.deng() == Deng.PAIR ? 6 : last.deng() == Deng.SUITED ? 7 : -1;
		};
		if (row >= 0) {
			events[row][side]++;
		}
		if (last.category() == HandCategory.POK && last.deng() != Deng.NONE) {
			events[last.deng() == Deng.PAIR ? 6 : 7][side]++;
		}
		if (last.cards() == 3) {
			events[8][side]++;
		}
		if (RoundResult.dengLost(dealt, last)) {
			events[9][side]++;
		}
	}
}
