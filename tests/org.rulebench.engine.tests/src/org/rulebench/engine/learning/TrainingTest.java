package org.rulebench.engine.learning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Player;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.RuleSet;

/** Self-play by temporal differences learns a game from its rules alone. */
class TrainingTest {

	private static double winRate(RuleSet rules, Player player, int games) {
		PlayGenerator generator = new PlayGenerator(rules);
		int wins = 0;
		for (int i = 0; i < games; i++) {
			boolean first = i % 2 == 0;
			RandomPlayer random = new RandomPlayer();
			GameResult r = new Game(rules, generator, first ? player : random, first ? random : player,
					Rng.derive(2026, i), false).playOut(2000);
			wins += r.winner() == (first ? 0 : 1) ? 1 : 0;
		}
		return wins / (double) games;
	}

	/**
	 * One thread, so the same games in the same order and the same network every run: two threads update the one
	 * network without locks (as TD-Gammon's successors do), and which thread's update lands first is the machine's
	 * timing, so a threshold met on two threads is met only most of the time.
	 */
	@Test
	void trainingBeatsRandomWhereTheUntrainedNetworkDoesNot() {
		RuleSet rules = TinyGame.rules();
		TrainedPlayer fresh = TrainedPlayer.fresh(rules, "tiny", Map.of(), 20, 5);
		double untrained = winRate(rules, fresh.player(rules, 1), 2000);
		TrainedPlayer learner = TrainedPlayer.fresh(rules, "tiny", Map.of(), 20, 5);
		long played = learner.training(rules).games(4000).threads(1).call();
		learner.played(played);
		assertEquals(4000, learner.games());
		double trained = winRate(rules, learner.player(rules, 1), 2000);
		assertTrue(trained > 0.65, "the trained player wins " + trained + " against random");
		assertTrue(trained > untrained + 0.08, "trained " + trained + " against untrained " + untrained);
		TrainedPlayer again = TrainedPlayer.fresh(rules, "tiny", Map.of(), 20, 5);
		again.training(rules).games(4000).threads(1).call();
		assertEquals(java.util.Arrays.toString(learner.network().parameters()), java.util.Arrays.toString(again.network().parameters()),
				"the same training gives the same network: the figures above are the same every run");
	}

	/** Training on two threads plays every game asked for and changes the network; what it learns is timing's. */
	@Test
	void trainingOnTwoThreadsPlaysEveryGame() {
		RuleSet rules = TinyGame.rules();
		TrainedPlayer learner = TrainedPlayer.fresh(rules, "tiny", Map.of(), 20, 5);
		String before = java.util.Arrays.toString(learner.network().parameters());
		assertEquals(1000, learner.training(rules).games(1000).threads(2).call());
		assertTrue(!before.equals(java.util.Arrays.toString(learner.network().parameters())));
	}

	@Test
	void trainingResumesFromTheGamesPlayed() {
		RuleSet rules = TinyGame.rules();
		TrainedPlayer a = TrainedPlayer.fresh(rules, "tiny", Map.of(), 10, 3);
		a.played(a.training(rules).games(300).threads(1).call());
		a.played(a.training(rules).games(200).threads(1).call());
		TrainedPlayer b = TrainedPlayer.fresh(rules, "tiny", Map.of(), 10, 3);
		b.played(b.training(rules).games(500).threads(1).call());
		assertEquals(500, a.games());
		// one thread: the same games in the same order, whether in one run or two
		assertEquals(java.util.Arrays.toString(b.network().parameters()), java.util.Arrays.toString(a.network().parameters()));
	}

	@Test
	void aGameStoppedByTheTurnCapTeachesBothSidesADraw() {
		RuleSet rules = TinyGame.rules();
		TrainedPlayer p = TrainedPlayer.fresh(rules, "tiny", Map.of(), 10, 3);
		float[] w = p.network().parameters();
		w[w.length - 1] = 4; // the output's bias: every position looks won, to both sides
		assertTrue(startValue(rules, p) > 0.95);
		p.training(rules).games(2000).threads(1).turnCap(3).call(); // no game finishes in three turns
		double after = startValue(rules, p);
		assertTrue(Math.abs(after - 0.5) < 0.15, "the start is worth " + after + " after 2,000 games stopped by the cap");
	}

	private static double startValue(RuleSet rules, TrainedPlayer p) {
		Features features = new Features(rules);
		int[] index = new int[features.maxActive()];
		float[] value = new float[features.maxActive()];
		int n = features.encode(org.rulebench.engine.position.Position.start(rules, 0), 0, index, value);
		return p.network().forward(index, value, n, new float[p.network().hiddenUnits()]);
	}

	@Test
	void cancellingStopsBetweenGames() {
		RuleSet rules = TinyGame.rules();
		TrainedPlayer p = TrainedPlayer.fresh(rules, "tiny", Map.of(), 10, 3);
		int[] polls = { 0 };
		long played = p.training(rules).games(1000).threads(1).progress(Progress.stopWhen(() -> ++polls[0] > 50)).call();
		assertEquals(50, played);
	}

	/**
	 * A run of higher doubles is played whole in training, as the game plays it: after each double of the run the same
	 * side plays the next one, in the same turn (before session 12 a training played a run's first double only).
	 */
	@Test
	void trainingPlaysEveryDoubleOfARun() {
		RuleSet plain = TinyGame.rules();
		RuleSet run = plain.toBuilder("tiny run").throwRule(new org.rulebench.engine.rules.ThrowRule(
				new org.rulebench.engine.scoring.Throws("run", false, true, new int[0][]),
				org.rulebench.engine.rules.ThrowRule.Effect.HIGHER_DOUBLES_AFTER)).build();
		org.rulebench.engine.learning.Training without = TrainedPlayer.fresh(plain, "tiny", Map.of(), 10, 3).training(plain).games(200).threads(1);
		without.call();
		assertEquals(without.turns(), without.plays(), "no run: one play a turn");
		org.rulebench.engine.learning.Training with = TrainedPlayer.fresh(run, "tiny", Map.of(), 10, 3).training(run).games(200).threads(1);
		with.call();
		// a double below the top face (1-1, 2-2, 3-3 of four faces: 3 in 16 rolls) is followed by at least one more
		assertTrue(with.plays() > with.turns() * 17 / 16, with.plays() + " plays in " + with.turns() + " turns");
	}

	/** A training ends each turn as the game does, so a condition on the turns played reads them (it read 0 before). */
	@Test
	void trainingCountsTheTurnsEachSidePlays() {
		RuleSet rules = TinyGame.rules().toBuilder("tiny short").endRules(java.util.List.of(new org.rulebench.engine.rules.EndRule(
				(p, s) -> p.turnsPlayed(s) >= 5, false))).build();
		org.rulebench.engine.learning.Training t = TrainedPlayer.fresh(rules, "tiny", Map.of(), 10, 3).training(rules).games(50).threads(1);
		assertEquals(50, t.call());
		assertTrue(t.turns() <= 50 * 10, "every game ends by its tenth turn: " + t.turns() + " turns in 50 games");
	}
}
