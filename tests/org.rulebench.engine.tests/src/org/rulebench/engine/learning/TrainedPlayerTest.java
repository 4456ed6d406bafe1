package org.rulebench.engine.learning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulebench.engine.rules.RuleSet;

/** A trained player's file: what is saved is what is loaded, and a player is refused for anything it did not learn. */
class TrainedPlayerTest {
	@TempDir
	Path dir;

	private TrainedPlayer trained(RuleSet rules, Map<String, String> alternatives) {
		TrainedPlayer p = TrainedPlayer.fresh(rules, "tiny", alternatives, 12, 9);
		p.played(p.training(rules).games(50).threads(1).call());
		return p;
	}

	@Test
	void savedAndLoadedBack() throws Exception {
		RuleSet rules = TinyGame.rules();
		TrainedPlayer p = trained(rules, Map.of("reentry", "exact"));
		Path file = TrainedPlayer.fileFor(dir.resolve("tiny.reading"), p.alternatives());
		assertEquals("tiny.reentry=exact.player", file.getFileName().toString());
		p.save(file);
		TrainedPlayer q = TrainedPlayer.load(file, rules, "tiny", Map.of("reentry", "exact"));
		assertArrayEquals(p.network().parameters(), q.network().parameters());
		assertEquals(50, q.games());
		assertEquals(p.rulesFingerprint(), q.rulesFingerprint());
		assertEquals(12, q.network().hiddenUnits());
		assertEquals(p.alpha(), q.alpha());
		assertEquals(p.lambda(), q.lambda());
		assertEquals(TrainedPlayer.DEFAULT_HALF_LIFE, q.halfLife());
		String header = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).split("parameters: ")[0];
		assertTrue(header.startsWith("rulebench-player 1\nreading: tiny\nalternatives: reentry=exact\nrules: "), header);
	}

	@Test
	void aPlayerOfAnotherReadingIsRefused() throws Exception {
		RuleSet rules = TinyGame.rules();
		Path file = dir.resolve("tiny.player");
		trained(rules, Map.of()).save(file);
		PlayerFileProblem p = assertThrows(PlayerFileProblem.class, () -> TrainedPlayer.load(file, rules, "ping", Map.of()));
		assertTrue(p.getMessage().contains("trained for reading 'tiny' (as written), not for 'ping' (as written)"), p.getMessage());
	}

	@Test
	void aPlayerOfOtherAlternativesIsRefused() throws Exception {
		RuleSet rules = TinyGame.rules();
		Path file = dir.resolve("tiny.player");
		trained(rules, Map.of("reentry", "exact")).save(file);
		PlayerFileProblem p = assertThrows(PlayerFileProblem.class,
				() -> TrainedPlayer.load(file, rules, "tiny", Map.of("reentry", "any")));
		assertTrue(p.getMessage().contains("(reentry=exact), not for 'tiny' (reentry=any)"), p.getMessage());
	}

	@Test
	void aPlayerOfRulesThatChangedSinceIsRefused() throws Exception {
		Path file = dir.resolve("tiny.player");
		trained(TinyGame.rules(), Map.of()).save(file);
		PlayerFileProblem p = assertThrows(PlayerFileProblem.class,
				() -> TrainedPlayer.load(file, TinyGame.otherRules(), "tiny", Map.of()));
		assertTrue(p.getMessage().contains("as its rules stood before they changed"), p.getMessage());
	}

	@Test
	void theFingerprintIsThatOfTheRulesNotOfTheObject() {
		assertEquals(RulesFingerprint.of(TinyGame.rules()), RulesFingerprint.of(TinyGame.rules()));
		assertTrue(!RulesFingerprint.of(TinyGame.rules()).equals(RulesFingerprint.of(TinyGame.otherRules())));
	}

	@Test
	void damagedFilesAreNamedWithWhatIsWrong() throws IOException {
		Path file = dir.resolve("tiny.player");
		Files.writeString(file, "hello\n");
		assertTrue(assertThrows(PlayerFileProblem.class, () -> TrainedPlayer.read(file)).getMessage()
				.contains("not a Rulebench player file"));
		trained(TinyGame.rules(), Map.of()).save(file);
		byte[] whole = Files.readAllBytes(file);
		Files.write(file, Arrays.copyOf(whole, whole.length - 10));
		assertTrue(assertThrows(PlayerFileProblem.class, () -> TrainedPlayer.read(file)).getMessage()
				.contains("cut short"));
		assertTrue(assertThrows(PlayerFileProblem.class, () -> TrainedPlayer.read(dir.resolve("none.player")))
				.getMessage().contains("no such file"));
	}
}
