package org.rulebench.engine.cards.showdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.cards.game.CardFamilyVariant;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Table;
import org.rulebench.engine.game.WinKind;

/**
 * A showdown as the shared core plays it: a game is one round, the first side the player and the second the banker;
 * each side's chips are the antes it won on the ante, the play bet and the ante bonus (the banker's mean chips are its
 * edge per ante); events: the hand each side held by name, the player's folds, the banker's qualifying hands, ante
 * bonuses and side bets won. The player's names: {@code best} plays where playing loses less than the ante
 * (worked out by {@link ShowdownEnumeration}), {@code draw} always plays, {@code stand} always folds, {@code random}
 * tosses a coin; the banker has no choice.
 */
public final class ShowdownVariant extends CardFamilyVariant {
	public static final String FOLDED = "folded";
	public static final String QUALIFIED = "qualified";
	public static final String BONUS = "ante bonus";
	public static final String SIDE_WON = "side bet won";

	private final ShowdownRules rules;
	private final Showdown showdown;
	private volatile ShowdownEnumeration enumeration;

	public ShowdownVariant(ShowdownRules rules) {
		super(Objects.requireNonNull(rules, "rules").name(), events(rules));
		this.rules = rules;
		this.showdown = new Showdown(rules);
	}

	/** The hands by name, then the player's folds, the banker's qualifying hands, ante bonuses and side bets won. */
	private static List<String> events(ShowdownRules rules) {
		List<String> rows = new ArrayList<>(rules.hands().hands().stream().map(h -> h.name()).distinct().toList());
		rows.addAll(List.of(FOLDED, QUALIFIED, BONUS, SIDE_WON));
		return rows;
	}

	public ShowdownRules rules() {
		return rules;
	}

	public Showdown showdown() {
		return showdown;
	}

	/** The exact enumeration, built once (a few seconds). */
	public ShowdownEnumeration enumeration() {
		ShowdownEnumeration e = enumeration;
		if (e == null) {
			synchronized (this) {
				if (enumeration == null) {
					enumeration = new ShowdownEnumeration(showdown);
				}
				e = enumeration;
			}
		}
		return e;
	}

	@Override
	public Table seat(String first, String second) {
		for (String n : List.of(first, second)) {
			if (refusal(n) != null) {
				throw new IllegalArgumentException(refusal(n));
			}
		}
		ShowdownDealer dealer = dealer(first);
		int n = rules.cards();
		List<String> events = events();
		return (seed, turnCap) -> {
			ShowdownRound round = dealer.deal(seed);
			int pk = Showdown.keyOf(round.player());
			int bk = Showdown.keyOf(round.banker());
			boolean plays = round.plays();
			int won = round.won();
			int[][] ev = new int[events.size()][2];
			ev[events.indexOf(showdown.name(pk))][0]++;
			ev[events.indexOf(showdown.name(bk))][1]++;
			int base = events.size() - 4;
			ev[base][0] += plays ? 0 : 1;
			ev[base + 1][1] += showdown.qualifies(bk) ? 1 : 0;
			ev[base + 2][0] += plays && showdown.bonus(pk) > 0 ? 1 : 0;
			ev[base + 3][0] += rules.sideBet() && showdown.sidePays(pk) > 0 ? 1 : 0;
			int winner = won > 0 ? 0 : won < 0 ? 1 : -1;
			return new GameResult(winner, winner < 0 ? WinKind.DRAW : WinKind.SINGLE, Math.abs(won), 2 * n, new int[] { won, -won }, ev,
					new int[2], 0);
		};
	}

	/**
	 * A dealer of this game's rounds, the player choosing by the name given where its rule leaves the choice (as
	 * {@link #seat} names the first side): round {@code i} of `rulebench simulate --seed S` is
	 * {@code dealer.deal(Rng.derive(S, i))}.
	 */
	public ShowdownDealer dealer(String player) {
		if (refusal(player) != null) {
			throw new IllegalArgumentException(refusal(player));
		}
		return new ShowdownDealer(this, player);
	}

	boolean anyChoice() {
		for (int k = 0; k < Math.pow(52, rules.cards()); k++) {
			if (showdown.move(k) == Move.MAY) {
				return true;
			}
		}
		return false;
	}
}
