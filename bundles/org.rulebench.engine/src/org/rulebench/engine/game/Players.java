package org.rulebench.engine.game;

import java.util.function.Supplier;

import org.rulebench.engine.learning.TrainedPlayers;
import org.rulebench.engine.players.PubEval;
import org.rulebench.engine.players.SearchPlayer;
import org.rulebench.engine.rules.RuleSet;

/**
 * The players by name, as the command line and the simulator name them: {@code random}, {@code greedy},
 * {@code pubeval} (backgammon only) and {@code trained} (the player trained for the rules, which must be loaded,
 * see {@link TrainedPlayers}); a search player may name its depth, {@code trained:2} looking two ply ahead.
 */
public final class Players {
	private Players() {
	}

	/** Whether the name is a player's. */
	public static boolean known(String name) {
		try {
			named(name);
			return true;
		} catch (IllegalArgumentException e) {
			return false;
		}
	}

	/** A factory of fresh players of that name. */
	public static Supplier<Player> named(String name) {
		int colon = name.indexOf(':');
		String base = colon < 0 ? name : name.substring(0, colon);
		int ply = colon < 0 ? 1 : ply(name, name.substring(colon + 1));
		return switch (base) {
		case "random" -> noPly(name, ply, RandomPlayer::new);
		case "greedy" -> noPly(name, ply, GreedyPlayer::new);
		case "trained" -> () -> TrainedPlayers.named(ply);
		case "pubeval" -> {
			if (ply != 1) {
				throw new IllegalArgumentException("pubeval looks 1 ply ahead only: its scores only rank plays");
			}
			yield () -> new SearchPlayer("pubeval", new PubEval(), 1);
		}
		default -> throw new IllegalArgumentException("unknown player '" + name + "'; known players: " + PlayerNames.of(PlayerNames.Family.RACE));
		};
	}

	/**
	 * Why the named player cannot play these rules, or null if it can: pubeval judges backgammon only, and a
	 * trained player must have been loaded for them.
	 */
	public static String refusal(String name, RuleSet rules) {
		if (name.startsWith("pubeval")) {
			return PubEval.refusal(rules);
		}
		if (name.startsWith("trained") && TrainedPlayers.forRules(rules) == null) {
			return "no trained player is loaded for " + rules.name() + "; train one with `rulebench train`";
		}
		return null;
	}

	/** Whether the name asks for a trained player. */
	public static boolean trained(String name) {
		return name.equals("trained") || name.startsWith("trained:");
	}

	private static int ply(String name, String s) {
		if (s.equals("1") || s.equals("2")) {
			return Integer.parseInt(s);
		}
		throw new IllegalArgumentException("'" + name + "': a player looks 1 or 2 ply ahead (e.g. trained:2)");
	}

	private static Supplier<Player> noPly(String name, int ply, Supplier<Player> p) {
		if (ply != 1) {
			throw new IllegalArgumentException("'" + name + "' does not search: give no ply");
		}
		return p;
	}
}
