package org.rulebench.engine.grid.game;

import java.util.function.Supplier;

import org.rulebench.engine.game.PlayerNames;
import org.rulebench.engine.grid.search.SearchGridPlayer;

/**
 * The grid family's players by name, as the command line and the simulator name them: {@code random} and
 * {@code search} (alpha-beta, {@link SearchGridPlayer}).
 */
public final class GridPlayers {
	private GridPlayers() {
	}

	/** A factory of fresh players of that name. */
	public static Supplier<GridPlayer> named(String name) {
		return switch (name) {
		case "random" -> RandomGridPlayer::new;
		case "search" -> SearchGridPlayer::new;
		default -> throw new IllegalArgumentException("unknown grid player '" + name + "'; known players: " + PlayerNames.of(PlayerNames.Family.GRID));
		};
	}
}
