package org.rulebench.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.game.GridGame;
import org.rulebench.engine.grid.game.GridPlayer;
import org.rulebench.engine.grid.game.GridResult;
import org.rulebench.engine.grid.game.RandomGridPlayer;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.search.SearchGridPlayer;

/**
 * The grid search player's cost and strength against random, on one thread: for each variant, games of search
 * against random (sides alternating, game i on seed {@code derive(1, i)}, capped at 400 plies), then as many random
 * against random on the same seeds; games per second (wall and CPU), plies a game, the search player's CPU time and
 * nodes per move, and its results. {@code ./benchmark search [GAMES [NODES [VARIANT...]]]}, by default 20 games,
 * {@link SearchGridPlayer#NODES} nodes a move, xiangqi, makruk and dark-xiangqi.
 */
public final class GridSearchGames {
	private static final int PLY_CAP = 400;

	private GridSearchGames() {
	}

	public static void main(String[] args) {
		int games = args.length > 0 ? Integer.parseInt(args[0]) : 20;
		int nodes = args.length > 1 ? Integer.parseInt(args[1]) : SearchGridPlayer.NODES;
		List<String> variants = args.length > 2 ? List.of(args).subList(2, args.length) : List.of("xiangqi", "makruk", "dark-xiangqi");
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		for (String v : variants) {
			CompiledRules rules = CompiledRules.of(GridPerft.variant(v));
			// warm-up, not counted
			for (int i = 0; i < 3; i++) {
				new GridGame(rules, new SearchGridPlayer(nodes), new RandomGridPlayer(), Rng.derive(99, i), false).playOut(PLY_CAP);
			}
			int wins = 0;
			int draws = 0;
			int unfinished = 0;
			long plies = 0;
			long moves = 0;
			long searched = 0;
			long wall = System.nanoTime();
			long cpu = bean.getCurrentThreadCpuTime();
			for (int i = 0; i < games; i++) {
				boolean first = i % 2 == 0;
				SearchGridPlayer search = new SearchGridPlayer(nodes);
				GridPlayer random = new RandomGridPlayer();
				GridResult r = new GridGame(rules, first ? search : random, first ? random : search, Rng.derive(1, i), false).playOut(PLY_CAP);
				wins += r.winner() == (first ? 0 : 1) ? 1 : 0;
				draws += r.draw() ? 1 : 0;
				unfinished += r.finished() ? 0 : 1;
				plies += r.plies();
				moves += search.moves();
				searched += search.nodes();
			}
			double wallS = (System.nanoTime() - wall) / 1e9;
			double cpuS = (bean.getCurrentThreadCpuTime() - cpu) / 1e9;
			long rPlies = 0;
			long rWall = System.nanoTime();
			long rCpu = bean.getCurrentThreadCpuTime();
			for (int i = 0; i < games; i++) {
				rPlies += new GridGame(rules, new RandomGridPlayer(), new RandomGridPlayer(), Rng.derive(1, i), false).playOut(PLY_CAP).plies();
			}
			double rWallS = (System.nanoTime() - rWall) / 1e9;
			double rCpuS = (bean.getCurrentThreadCpuTime() - rCpu) / 1e9;
			System.out.printf("%s, search (%,d nodes a move) against random, %d games: %.2f games/s wall, %.2f per CPU second, %.0f plies a game;"
					+ " search %.1f ms CPU a move (%d moves), %,.0f nodes/s; search won %d, drew %d, %d unfinished%n",
					v, nodes, games, games / wallS, games / cpuS, (double) plies / games, 1000 * cpuS / moves, moves, searched / cpuS, wins,
					draws, unfinished);
			System.out.printf("%s, random against random, same seeds: %.0f games/s wall, %.0f per CPU second, %.0f plies a game%n", v,
					games / rWallS, games / rCpuS, (double) rPlies / games);
		}
	}
}
