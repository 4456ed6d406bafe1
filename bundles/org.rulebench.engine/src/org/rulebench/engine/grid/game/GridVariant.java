package org.rulebench.engine.grid.game;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.PlayerNames;
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

	private final GridRules rules;
	/**
	 * The move tables, made when a game is first seated: compiling a large board's many combinations (Maka Dai Dai's
	 * 128) then happens on the simulation's threads, not before its first game.
	 */
	private volatile CompiledRules compiled;

	public GridVariant(GridRules rules) {
		this.rules = Objects.requireNonNull(rules, "rules");
	}

	public GridRules rules() {
		return rules;
	}

	private CompiledRules compiled() {
		CompiledRules c = compiled;
		if (c == null) {
			c = CompiledRules.of(rules);
			compiled = c;
		}
		return c;
	}

	@Override
	public String turnUnit() {
		return "plies";
	}

	@Override
	public String name() {
		return rules.name();
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
		return PlayerNames.of(PlayerNames.Family.GRID);
	}

	@Override
	public String refusal(String player) {
		return PlayerNames.refusal(PlayerNames.Family.GRID, player);
	}

	@Override
	public Table seat(String first, String second) {
		Supplier<GridPlayer> a = GridPlayers.named(first);
		Supplier<GridPlayer> b = GridPlayers.named(second);
		// fresh players for every game: a player may remember its game (the search player does)
		CompiledRules c = compiled();
		return (seed, turnCap) -> result(new GridGame(c, a.get(), b.get(), seed, false), turnCap);
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
		case ALL_PIECES_GONE -> WinKind.ALL_PIECES_GONE;
		case QUIET_PLIES -> WinKind.QUIET_PLIES;
		case MOVE_CAP -> WinKind.MOVE_CAP;
		case UNFINISHED -> WinKind.UNFINISHED;
		};
	}
}
