package org.rulebench.engine.game;

import java.util.List;
import java.util.function.Supplier;

/** The players by name, as the command line and the simulator name them. */
public final class Players {
	private Players() {
	}

	public static final List<String> NAMES = List.of("random", "greedy");

	/** A factory of fresh players of that name. */
	public static Supplier<Player> named(String name) {
		return switch (name) {
		case "random" -> RandomPlayer::new;
		case "greedy" -> GreedyPlayer::new;
		default -> throw new IllegalArgumentException("unknown player '" + name + "'; known players: " + NAMES);
		};
	}
}
