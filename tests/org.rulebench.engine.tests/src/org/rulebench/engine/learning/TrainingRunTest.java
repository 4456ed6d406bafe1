package org.rulebench.engine.learning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.rules.RuleSet;

/** A training run saves the player after every round, and a stopped run keeps every game it played. */
class TrainingRunTest {
	@TempDir
	Path dir;

	@Test
	void thePlayerIsSavedAfterEveryRound() throws Exception {
		RuleSet rules = TinyGame.rules();
		TrainedPlayer player = TrainedPlayer.fresh(rules, "tiny", Map.of(), 8, 3);
		Path file = dir.resolve("tiny.player");
		List<Long> saves = new ArrayList<>();
		long played = new TrainingRun(player, rules, file).games(250).round(100).saved(saves::add).call();
		assertEquals(250, played);
		assertEquals(List.of(100L, 200L, 250L), saves, "two full rounds and the rest");
		TrainedPlayer saved = TrainedPlayer.load(file, rules, "tiny", Map.of());
		assertEquals(250, saved.games());
		assertArrayEquals(player.network().parameters(), saved.network().parameters());
	}

	@Test
	void aStoppedRunSavesWhatItLearnedAndTheNextGoesOnFromIt() throws Exception {
		RuleSet rules = TinyGame.rules();
		TrainedPlayer player = TrainedPlayer.fresh(rules, "tiny", Map.of(), 8, 3);
		Path file = dir.resolve("tiny.player");
		AtomicLong seen = new AtomicLong();
		long played = new TrainingRun(player, rules, file).games(1_000_000).round(1_000_000).progress(new Progress() {
					@Override
					public void worked(long done) {
						seen.set(done);
					}

					@Override
					public boolean cancelled() {
						return seen.get() >= 300;
					}
				}).call();
		assertTrue(played >= 300 && played < 1_000_000, played + " games");
		TrainedPlayer saved = TrainedPlayer.load(file, rules, "tiny", Map.of());
		assertEquals(played, saved.games(), "saved at the cancel, not only at a round's end");
		long more = new TrainingRun(saved, rules, file).games(100).call();
		assertEquals(played + more, TrainedPlayer.load(file, rules, "tiny", Map.of()).games());
	}

	@Test
	void aRunStoppedBeforeItsFirstGameWritesNothing() throws Exception {
		RuleSet rules = TinyGame.rules();
		Path file = dir.resolve("tiny.player");
		long played = new TrainingRun(TrainedPlayer.fresh(rules, "tiny", Map.of(), 8, 3), rules, file).games(100)
				.progress(Progress.stopWhen(() -> true)).call();
		assertEquals(0, played);
		assertFalse(Files.exists(file));
	}
}
