package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `rulebench train`: a player beside the reading, trained further by a second run, refused for another reading. */
class TrainCommandTest {
	static final String SMALL = """
			reading t.small
			game "small"
			rules may go uncited
			rule board: the board has 12 points, 3 of them home
			rule pieces: each side has 4 pieces
			rule start: start: 2 on point 12, 2 on point 7
			rule dice: 2 dice of 4 faces
			rule end: the game ends when a side has borne off every piece
			""";

	@TempDir
	Path dir;

	private final Cli cli = new Cli();

	String header(Path player) throws IOException {
		return new String(Files.readAllBytes(player), StandardCharsets.ISO_8859_1).split("parameters: ")[0];
	}

	@Test
	void trainsResumesAndPlays() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), SMALL);
		assertEquals(0, cli.run("train", reading.toString(), "--games", "300", "--threads", "1", "--hidden", "10"), cli.err());
		Path player = dir.resolve("small.player");
		assertTrue(header(player).contains("reading: t.small\nalternatives: as written\n"), header(player));
		assertTrue(header(player).contains("games: 300\n"), header(player));
		assertEquals(0, cli.run("train", reading.toString(), "--games", "200", "--threads", "1"), cli.err());
		assertTrue(cli.out().contains("200 games"), cli.out());
		assertTrue(header(player).contains("games: 500\n"), header(player));
		assertTrue(header(player).contains("hidden: 10\n"), "a resumed player keeps its network");
		assertEquals(0, cli.run("simulate", reading.toString(), "--games", "50", "--players", "trained,random"), cli.err());
		assertTrue(cli.out().contains("trained (first side) against random"), cli.out());
		assertEquals(0, cli.run("simulate", reading.toString(), "--games", "4", "--players", "trained:2,greedy"), cli.err());
	}

	@Test
	void lambdaIsANewPlayersAndKeptWhenResumed() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), SMALL);
		assertEquals(0, cli.run("train", reading.toString(), "--games", "50", "--threads", "1", "--hidden", "4", "--lambda", "0.7"),
				cli.err());
		assertTrue(cli.out().contains("λ 0.7"), cli.out());
		assertEquals(0, cli.run("train", reading.toString(), "--games", "50", "--threads", "1"), cli.err());
		assertTrue(header(dir.resolve("small.player")).contains("lambda: 0.7\n"), "a resumed player keeps its λ");
		assertEquals(2, cli.run("train", reading.toString(), "--lambda", "1.5"));
		assertTrue(cli.err().contains("--lambda 1.5: give a number from 0 to 1"), cli.err());
	}

	@Test
	void aPlayerOfAnotherReadingIsRefused() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), SMALL);
		Path other = Files.writeString(dir.resolve("other.reading"), SMALL.replace("t.small", "t.other"));
		assertEquals(0, cli.run("train", other.toString(), "--games", "20", "--threads", "1", "--hidden", "4"), cli.err());
		Files.copy(dir.resolve("other.player"), dir.resolve("small.player"));
		assertEquals(1, cli.run("simulate", reading.toString(), "--games", "10", "--players", "trained,random"));
		assertTrue(cli.err().contains("trained for reading 't.other' (as written), not for 't.small'"), cli.err());
		assertEquals(1, cli.run("train", reading.toString(), "--games", "10"));
		assertTrue(cli.err().contains("--restart"), cli.err());
		assertEquals(0, cli.run("train", reading.toString(), "--games", "10", "--restart", "--hidden", "4"), cli.err());
	}

	@Test
	void withoutAPlayerSimulateSaysHowToMakeOne() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), SMALL);
		assertEquals(1, cli.run("simulate", reading.toString(), "--games", "10", "--players", "trained"));
		assertTrue(cli.err().contains("make it with `rulebench train"), cli.err());
		assertEquals(1, cli.run("simulate", reading.toString(), "--games", "10", "--players", "pubeval"));
		assertTrue(cli.err().contains("pubeval judges backgammon positions only"), cli.err());
		assertEquals(2, cli.run("simulate", reading.toString(), "--players", "pubeval:2"));
	}
}
