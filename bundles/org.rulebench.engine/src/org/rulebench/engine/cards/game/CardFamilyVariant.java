package org.rulebench.engine.cards.game;

import java.util.List;
import java.util.Objects;

import org.rulebench.engine.game.PlayerNames;
import org.rulebench.engine.game.Variant;

/**
 * What every banking card game shares as the shared core plays it, whatever its shape (a draw to a count, a showdown):
 * a game is one round, the first side the player and the second the banker, turns are the cards dealt, no piece is hit,
 * and the players are the card family's.
 */
public abstract class CardFamilyVariant implements Variant {
	private final String name;
	private final List<String> events;

	protected CardFamilyVariant(String name, List<String> events) {
		this.name = Objects.requireNonNull(name, "name");
		this.events = List.copyOf(events);
	}

	@Override
	public final String name() {
		return name;
	}

	@Override
	public final List<String> events() {
		return events;
	}

	@Override
	public final String hitEvent() {
		return null;
	}

	@Override
	public final List<String> players() {
		return PlayerNames.of(PlayerNames.Family.CARDS);
	}

	@Override
	public final String refusal(String player) {
		return PlayerNames.refusal(PlayerNames.Family.CARDS, player);
	}

	/** The player (side 0) and the banker (side 1). */
	@Override
	public final List<String> sides() {
		return List.of("player", "banker");
	}

	@Override
	public final String turnUnit() {
		return "cards dealt";
	}
}
