package org.rulebench.simulator.ui.replay;

import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Round;
import org.rulebench.engine.cards.round.RoundResult;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.game.Rng;
import org.rulebench.simulator.ui.board.CardTable;

/**
 * One round of a card reading as the view shows it, step by step: dealt (the banker's cards face down unless a pok
 * ends the round), the player's draw or stand, then the banker's and the settlement. The computer plays a side by a
 * policy; a person plays a side by {@link #player(boolean)} or {@link #banker(boolean)}.
 */
public final class CardRound {
	private final CardVariant variant;
	private final Round round;
	private final DrawPolicy playerPolicy;
	private final DrawPolicy bankerPolicy;

	/** A round of seed {@code seed}, the computer's policies named as `rulebench simulate` names them. */
	public CardRound(CardVariant variant, long seed, String player, String banker) {
		this.variant = variant;
		Rng rng = new Rng(seed);
		this.round = new Round(variant.hands(), new Deck().shuffle(rng), rng);
		DrawPolicy[] p = variant.policies(player, banker);
		this.playerPolicy = p[0];
		this.bankerPolicy = p[1];
	}

	/** Whether the player is still to draw or stand. */
	public boolean playerToAct() {
		return round.playerToAct();
	}

	/** Whether the player's count forces the draw. */
	public boolean playerForced() {
		return round.playerForced();
	}

	/** Whether the banker's rule leaves it the choice with its cards, once the player has played. */
	public boolean bankerChooses() {
		return round.result() == null && !round.playerToAct() && round.bankerVerdict() == Verdict.MAY;
	}

	/** What the player's rule says of its two cards. */
	public Verdict playerVerdict() {
		return round.playerVerdict();
	}

	/** The player's choice, by a person. */
	public void player(boolean draw) {
		round.player(draw);
	}

	/** The player plays by the computer's policy. */
	public void playerByPolicy() {
		if (round.playerToAct()) {
			round.player(playerPolicy);
		}
	}

	/** The banker's choice, by a person (where the rule lets the banker choose); the round is settled. */
	public RoundResult banker(boolean draw) {
		return round.banker((a, b, drew) -> draw ? 1 : 0);
	}

	/** The banker plays by its rule and the computer's policy; the round is settled. */
	public RoundResult bankerByPolicy() {
		return round.banker(bankerPolicy);
	}

	public RoundResult result() {
		return round.result();
	}

	/** The table as the player sees it: the banker's cards stay face down until the round is settled. */
	public CardTable.Deal deal() {
		return deal(false);
	}

	/** The table, the banker's cards face up if {@code bankerSees} (a person playing the banker). */
	public CardTable.Deal deal(boolean bankerSees) {
		RoundResult r = round.result();
		int[] p = round.playerCards();
		String playerWorth = r != null ? r.playerHand().toString()
				: (p.length == 2 ? variant.hands().two(p[0], p[1]) : variant.hands().three(p[0], p[1], p[2])).toString();
		int[] b = round.bankerCards();
		String bankerWorth = r != null ? r.bankerHand().toString() : bankerSees ? variant.hands().two(b[0], b[1]).toString() : null;
		return new CardTable.Deal(b, r == null && !bankerSees, bankerWorth, p, playerWorth, r == null ? null : outcome(r));
	}

	/** A round the computer plays on both sides, as steps to show: dealt, the player's turn, the banker's and the end. */
	public static Watched watch(CardVariant variant, long seed, String player, String banker) {
		CardRound r = new CardRound(variant, seed, player, banker);
		java.util.List<String> steps = new java.util.ArrayList<>();
		java.util.List<CardTable.Deal> deals = new java.util.ArrayList<>();
		steps.add("dealt");
		deals.add(r.deal());
		if (r.playerToAct()) {
			boolean forced = r.playerForced();
			r.playerByPolicy();
			boolean drew = r.round.playerCards().length == 3;
			steps.add("the player " + (forced ? "must draw" : drew ? "draws" : "stands"));
			deals.add(r.deal());
			RoundResult end = r.bankerByPolicy();
			steps.add("the banker " + (end.banker().length == 3 ? "draws" : "stands") + ": " + outcome(end));
		} else {
			steps.add("a pok: " + outcome(r.result()));
		}
		deals.add(r.deal());
		return new Watched(variant.name(), java.util.List.copyOf(steps), java.util.List.copyOf(deals));
	}

	/**
	 * A watched round: the name of its rules, the steps' labels and the table at each, and the words over the steps
	 * (which round it is, where that matters).
	 */
	public record Watched(String rules, java.util.List<String> steps, java.util.List<CardTable.Deal> deals, String heading) {
		public Watched(String rules, java.util.List<String> steps, java.util.List<CardTable.Deal> deals) {
			this(rules, steps, deals, "The round, step by step");
		}
	}

	/** "the banker wins 2 stakes", "the player wins 1 stake", "a tie: the stake goes back". */
	public static String outcome(RoundResult r) {
		int g = r.bankerGain();
		if (g == 0) {
			return "a tie: the stake goes back";
		}
		int n = Math.abs(g);
		return (g > 0 ? "the banker wins " : "the player wins ") + n + (n == 1 ? " stake" : " stakes");
	}
}
