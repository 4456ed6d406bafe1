package org.rulebench.engine.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Players;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.RuleSet;

/**
 * The simulation's statistics, built game by game in bounded memory, are the figures of the games themselves
 * (played here one by one and kept, as the simulator once did), and merging summaries of parts gives the whole.
 */
class SummaryTest {
	private static final long SEED = 21;

	private static List<GameResult> play(RuleSet rules, int games, int turnCap) {
		PlayGenerator g = new PlayGenerator(rules);
		var first = Players.named("random").get();
		var second = Players.named("greedy").get();
		List<GameResult> results = new ArrayList<>();
		for (int i = 0; i < games; i++) {
			results.add(new Game(rules, g, first, second, Rng.derive(SEED, i), false).playOut(turnCap));
		}
		return results;
	}

	private static int[] finished(List<GameResult> results, java.util.function.ToIntFunction<GameResult> f) {
		return results.stream().filter(GameResult::finished).mapToInt(f).toArray();
	}

	@Test
	void theStatisticsAreTheFiguresOfTheGamesPlayed() {
		for (RuleSet rules : List.of(Fixtures.backgammon(), Fixtures.qiliangShuanglu())) {
			List<GameResult> results = play(rules, 300, 60);
			Statistics s = new Simulation(rules).games(300).seed(SEED).players("random", "greedy").turnCap(60).threads(2).call();
			List<GameResult> done = results.stream().filter(GameResult::finished).toList();
			assertEquals(300, s.games());
			assertEquals(done.size(), s.finished(), rules.name());
			assertEquals(done.stream().filter(r -> r.winner() == 0).count(), s.wins(0));
			assertEquals(done.stream().filter(r -> r.winner() >= 0 && r.winner() == r.starter()).count(), s.starterWins());
			int[] turns = finished(results, GameResult::turns);
			int[] sorted = turns.clone();
			Arrays.sort(sorted);
			assertEquals(sorted[(int) Math.ceil(0.5 * sorted.length) - 1], s.turns().median());
			assertEquals(sorted[(int) Math.ceil(0.9 * sorted.length) - 1], s.turns().quantile(0.9));
			assertEquals(new Distribution(turns).mean(), s.turns().mean());
			for (int side = 0; side < 2; side++) {
				int k = side;
				assertEquals(new Distribution(finished(results, r -> r.chips()[k])).counts(), s.chips(side).counts());
			}
			int[] hits = finished(results, r -> r.hits()[0] + r.hits()[1]);
			assertEquals(new Distribution(hits).counts(), s.eventPerGame("hit").counts());
			assertEquals(done.stream().mapToLong(r -> r.hits()[1]).sum(), s.eventTotal("hit", 1));
		}
	}

	@Test
	void summariesOfPartsMergeIntoTheSummaryOfAll() {
		RuleSet rules = Fixtures.qiliangShuanglu();
		List<GameResult> results = play(rules, 120, 2000);
		Summary all = new Summary(rules);
		Summary even = new Summary(rules);
		Summary odd = new Summary(rules);
		for (int i = 0; i < results.size(); i++) {
			all.add(results.get(i));
			(i % 2 == 0 ? even : odd).add(results.get(i));
		}
		Summary merged = new Summary(rules).merge(odd).merge(even);
		assertEquals(figures(rules, all), figures(rules, merged));
	}

	private static String figures(RuleSet rules, Summary summary) {
		Statistics s = new Statistics(new RaceVariant(rules), List.of("random", "greedy"), SEED, summary, 1);
		StringBuilder b = new StringBuilder().append(s.games()).append(' ').append(s.finished()).append(' ').append(s.wins(0))
				.append(' ').append(s.draws()).append(' ').append(new TreeMap<>(s.winKinds())).append(' ').append(s.turns().counts())
				.append(' ').append(s.starterWinRate()).append(' ').append(s.points(0).counts()).append(' ').append(s.chips(1).counts());
		for (String e : s.events()) {
			b.append(' ').append(e).append(s.eventTotal(e, 0)).append('/').append(s.eventTotal(e, 1)).append(s.eventPerGame(e).counts());
		}
		return b.toString();
	}
}
