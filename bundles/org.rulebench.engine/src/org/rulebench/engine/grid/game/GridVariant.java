package org.rulebench.engine.grid.game;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Table;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.rules.GridRules;

/**
 * A grid game's rules as the shared core plays them. A game's turns are its plies; a win is worth one point; its
 * hits are captures, and its events the checks given.
 */
public final class GridVariant implements Variant {
	private static final List<String> EVENTS = List.of("check");

	private final CompiledRules compiled;

	public GridVariant(GridRules rules) {
		this.compiled = CompiledRules.of(Objects.requireNonNull(rules, "rules"));
	}

	public GridRules rules() {
		return compiled.rules();
	}

	@Override
	public String turnUnit() {
		return "plies";
	}

	@Override
	public String name() {
		return compiled.rules().name();
	}

	@Override
	public List<String> events() {
		return EVENTS;
	}

	@Override
	public String hitEvent() {
		return "capture";
	}

	@Override
	public List<String> players() {
		return GridPlayers.NAMES;
	}

	@Override
	public String refusal(String player) {
		return GridPlayers.NAMES.contains(player) ? null
				: "'" + player + "' does not play grid games; grid players: " + String.join(", ", GridPlayers.NAMES);
	}

	@Override
	public Table seat(String first, String second) {
		Supplier<GridPlayer> a = GridPlayers.named(first);
		Supplier<GridPlayer> b = GridPlayers.named(second);
		// fresh players for every game: a player may remember its game (the search player does)
		return (seed, turnCap) -> result(new GridGame(compiled, a.get(), b.get(), seed, false), turnCap);
	}

	private static GameResult result(GridGame game, int plyCap) {
		GridResult r = game.playOut(plyCap);
		int[] captures = game.captures();
		int[][] checks = { game.checksGiven() };
		int winner = r.winner();
		return new GameResult(winner, kind(r), winner < 0 ? 0 : 1, r.plies(), new int[2], checks, captures, game.starter());
	}

	static WinKind kind(GridResult r) {
		return switch (r.end()) {
		case CHECKMATE -> WinKind.CHECKMATE;
		case STALEMATE -> WinKind.STALEMATE;
		case ROYAL_CAPTURED -> WinKind.ROYAL_CAPTURED;
		case BARE_KING -> WinKind.BARE_KING;
		case REPETITION -> WinKind.REPETITION;
		case PERPETUAL_CHECK -> WinKind.PERPETUAL_CHECK;
		case COUNTING -> WinKind.COUNTING;
		case PASSES -> WinKind.PASSES;
		case MOVE_CAP -> WinKind.MOVE_CAP;
		case UNFINISHED -> WinKind.UNFINISHED;
		};
	}
}
