package org.rulebench.engine.learning;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.rulebench.engine.game.Player;
import org.rulebench.engine.players.Evaluator;
import org.rulebench.engine.players.SearchPlayer;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * The trained players loaded in this program, by the fingerprint of the rules they learned: the player named
 * {@code trained} plays any rule set one was loaded for. The command line and the workbench load a reading's
 * player (checked with {@link TrainedPlayer#load}) before they simulate it.
 */
public final class TrainedPlayers {
	private static final Map<String, TrainedPlayer> LOADED = new ConcurrentHashMap<>();

	private TrainedPlayers() {
	}

	public static void register(TrainedPlayer player) {
		LOADED.put(player.rulesFingerprint(), player);
	}

	/** The player loaded for these rules, or null. */
	public static TrainedPlayer forRules(RuleSet rules) {
		return LOADED.get(RulesFingerprint.of(rules));
	}

	/** The {@code trained} player at the given ply: it finds its network by the rules of the first position it sees. */
	public static Player named(int ply) {
		return new SearchPlayer(ply == 1 ? "trained" : "trained:" + ply, new Bound(), ply);
	}

	/** A network evaluator chosen by the position's rules. */
	private static final class Bound implements Evaluator {
		private RuleSet rules;
		private NetworkEvaluator delegate;

		@Override
		public void prepare(Position before, int side) {
			if (before.rules() != rules) {
				TrainedPlayer p = forRules(before.rules());
				if (p == null) {
					throw new IllegalStateException("no trained player is loaded for " + before.rules().name()
							+ "; train one with `rulebench train` first");
				}
				delegate = new NetworkEvaluator(new Features(before.rules()), p.network());
				rules = before.rules();
			}
			delegate.prepare(before, side);
		}

		@Override
		public double value(Position position, int side) {
			return delegate.value(position, side);
		}
	}
}
