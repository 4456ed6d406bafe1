package org.rulebench.simulator.ui.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.RankedHand;
import org.rulebench.engine.cards.showdown.Decision;
import org.rulebench.engine.cards.showdown.Move;
import org.rulebench.engine.cards.showdown.Showdown;
import org.rulebench.engine.cards.showdown.ShowdownEnumeration;
import org.rulebench.engine.cards.showdown.ShowdownRound;
import org.rulebench.engine.cards.showdown.ShowdownRules;
import org.rulebench.engine.cards.showdown.ShowdownVariant;
import org.rulebench.engine.game.Rng;
import org.rulebench.simulator.ui.board.CardTable;

/**
 * A showdown round (three-card poker) as the view steps through it: the hands dealt, the player's decision by the
 * reading's rule and why, the banker's hand and whether it qualifies, and what each bet paid. The round is the one
 * `rulebench simulate --seed S` plays as its round N (the Simulator's figures count the same rounds on its seed).
 */
public final class ShowdownDeal {
	private final ShowdownVariant variant;
	private final Showdown showdown;
	private final ShowdownRules rules;
	private final ShowdownRound round;
	private final String player;
	private final long seed;
	private final int number;

	/**
	 * Round {@code round} (1 the first) of seed {@code seed}, the player named choosing where the rule leaves the
	 * choice, as `rulebench simulate --seed SEED` with that player as the first side deals it.
	 */
	public ShowdownDeal(ShowdownVariant variant, long seed, int round, String player) {
		if (round < 1) {
			throw new IllegalArgumentException("rounds count from 1, not " + round);
		}
		this.variant = variant;
		this.showdown = variant.showdown();
		this.rules = showdown.rules();
		this.player = player;
		this.seed = seed;
		this.number = round;
		this.round = variant.dealer(player).deal(Rng.derive(seed, round - 1));
	}

	public ShowdownRound round() {
		return round;
	}

	public long seed() {
		return seed;
	}

	/** Which round of the seed, 1 the first. */
	public int number() {
		return number;
	}

	/** The round as steps to show: dealt, the player's decision, the banker's hand, the bets settled. */
	public CardRound.Watched watch() {
		List<String> steps = new ArrayList<>();
		List<CardTable.Deal> deals = new ArrayList<>();
		int[] p = round.player();
		int[] b = round.banker();
		String held = hand(p);
		steps.add("dealt: the player holds " + held);
		deals.add(new CardTable.Deal(b, true, null, p, held, null, staked()));
		String decision = decision();
		steps.add(decision);
		// the table says what and the list says why: the table beside the list is narrow in the perspective
		String plays = held + "\n" + (round.plays() ? "plays" : "folds");
		deals.add(new CardTable.Deal(b, true, null, p, plays, null, staked()));
		boolean q = showdown.qualifies(Showdown.keyOf(b));
		String banker = hand(b) + "\n" + (q ? "qualifies" : "does not qualify");
		steps.add("the banker shows " + hand(b) + ": " + qualifies(b));
		deals.add(new CardTable.Deal(b, false, banker, p, plays, null, staked()));
		steps.add("settled: " + outcome());
		deals.add(new CardTable.Deal(b, false, banker, p, plays, main(), bets()));
		String heading = String.format(Locale.ROOT, "Round %d of seed %d, step by step", number, seed);
		return new CardRound.Watched(rules.name(), List.copyOf(steps), List.copyOf(deals), heading);
	}

	/** "pair 8-8-3": the hand's name on the ladder and its cards' ranks. */
	public String hand(int[] cards) {
		return showdown.name(Showdown.keyOf(cards)) + " " + Showdown.ranks(cards);
	}

	/** What the player does and why: the line of its rule that decides, or how it chose where the rule leaves it free. */
	public String decision() {
		int[] p = round.player();
		String does = round.plays() ? "the player plays" : "the player folds";
		if (round.rule() != Move.MAY) {
			Ladder ladder = rules.hands();
			RankedHand h = ladder.value(p);
			Decision.Line line = rules.player().deciding(ladder, p, h);
			if (line != null) {
				return does + ": its hand is " + line.when().words();
			}
			List<String> not = rules.player().lines().stream().map(l -> "not " + l.when().words()).toList();
			return does + ": its hand is " + String.join(", ", not) + " (otherwise it " + (round.plays() ? "plays" : "folds") + ")";
		}
		return does + ": the rule leaves it the choice; " + chooser();
	}

	private String chooser() {
		return switch (ShowdownEnumeration.Policy.of(player)) {
		case BEST -> {
			double mean = variant.enumeration().playMean(Showdown.keyOf(round.player()));
			yield String.format(Locale.ROOT, "the best player %s: playing this hand wins %+.3f antes on average, folding loses 1",
					round.plays() ? "plays" : "folds", mean);
		}
		case PLAY -> "the draw player always plays";
		case FOLD -> "the stand player always folds";
		case RANDOM -> "the random player tossed a coin";
		};
	}

	/** "qualifies: "Q-3-2" or better", "does not qualify: not "Q-3-2" or better". */
	public String qualifies(int[] banker) {
		boolean q = showdown.qualifies(Showdown.keyOf(banker));
		return (q ? "qualifies (" : "does not qualify (not ") + rules.qualifies().words() + ")";
	}

	/** "the player wins 2 antes", "the player loses 1 ante", "even". */
	public String outcome() {
		if (round.side() == 0) {
			return main();
		}
		return main() + "; the side bet " + (round.side() > 0 ? "wins " + round.side() : "loses 1");
	}

	/** What the ante, the play bet and the ante bonus came to together. */
	private String main() {
		int won = round.won();
		return won == 0 ? "the player's bets break even" : "the player " + (won > 0 ? "wins " : "loses ") + antes(Math.abs(won));
	}

	private static String antes(int n) {
		return n + (n == 1 ? " ante" : " antes");
	}

	/** The bets on the table before the settlement. */
	private List<String> staked() {
		List<String> out = new ArrayList<>();
		out.add("ante 1");
		if (rules.sideBet()) {
			out.add("side bet 1");
		}
		return out;
	}

	/** What each bet paid, in antes: the ante, the play bet (— where the player folded), the ante bonus, the side bet. */
	public List<String> bets() {
		List<String> out = new ArrayList<>();
		out.add("ante " + signed(round.ante()));
		if (!round.plays()) {
			out.add("play bet —");
		} else {
			out.add("play bet " + (round.play() == 0 ? "returned" : signed(round.play())));
		}
		if (!rules.anteBonus().isEmpty()) {
			out.add("ante bonus " + (round.bonus() > 0 ? "+" + round.bonus() : "—"));
		}
		if (rules.sideBet()) {
			out.add("side bet " + signed(round.side()));
		}
		return out;
	}

	private static String signed(int n) {
		return n > 0 ? "+" + n : n < 0 ? "−" + -n : "returned";
	}
}
