package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
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

	final ByteArrayOutputStream out = new ByteArrayOutputStream();
	final ByteArrayOutputStream err = new ByteArrayOutputStream();

	int run(String... args) {
		out.reset();
		err.reset();
		return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
	}

	String header(Path player) throws IOException {
		return new String(Files.readAllBytes(player), StandardCharsets.ISO_8859_1).split("parameters: ")[0];
	}

	@Test
	void trainsResumesAndPlays() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), SMALL);
		assertEquals(0, run("train", reading.toString(), "--games", "300", "--threads", "1", "--hidden", "10"), err.toString());
		Path player = dir.resolve("small.player");
		assertTrue(header(player).contains("reading: t.small\nalternatives: as written\n"), header(player));
		assertTrue(header(player).contains("games: 300\n"), header(player));
		assertEquals(0, run("train", reading.toString(), "--games", "200", "--threads", "1"), err.toString());
		assertTrue(out.toString().contains("200 games"), out.toString());
		assertTrue(header(player).contains("games: 500\n"), header(player));
		assertTrue(header(player).contains("hidden: 10\n"), "a resumed player keeps its network");
		assertEquals(0, run("simulate", reading.toString(), "--games", "50", "--players", "trained,random"), err.toString());
		assertTrue(out.toString().contains("trained (first side) against random"), out.toString());
		assertEquals(0, run("simulate", reading.toString(), "--games", "4", "--players", "trained:2,greedy"), err.toString());
	}

	@Test
	void lambdaIsANewPlayersAndKeptWhenResumed() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), SMALL);
		assertEquals(0, run("train", reading.toString(), "--games", "50", "--threads", "1", "--hidden", "4", "--lambda", "0.7"), err.toString());
		assertTrue(out.toString().contains("λ 0.7"), out.toString());
		assertEquals(0, run("train", reading.toString(), "--games", "50", "--threads", "1"), err.toString());
		assertTrue(header(dir.resolve("small.player")).contains("lambda: 0.7\n"), "a resumed player keeps its λ");
		assertEquals(2, run("train", reading.toString(), "--lambda", "1.5"));
		assertTrue(err.toString().contains("--lambda 1.5: give a number from 0 to 1"), err.toString());
	}

	@Test
	void aPlayerOfAnotherReadingIsRefused() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), SMALL);
		Path other = Files.writeString(dir.resolve("other.reading"), SMALL.replace("t.small", "t.other"));
		assertEquals(0, run("train", other.toString(), "--games", "20", "--threads", "1", "--hidden", "4"), err.toString());
		Files.copy(dir.resolve("other.player"), dir.resolve("small.player"));
		assertEquals(1, run("simulate", reading.toString(), "--games", "10", "--players", "trained,random"));
		assertTrue(err.toString().contains("trained for reading 't.other' (as written), not for 't.small'"), err.toString());
		assertEquals(1, run("train", reading.toString(), "--games", "10"));
		assertTrue(err.toString().contains("--restart"), err.toString());
		assertEquals(0, run("train", reading.toString(), "--games", "10", "--restart", "--hidden", "4"), err.toString());
	}

	@Test
	void withoutAPlayerSimulateSaysHowToMakeOne() throws IOException {
		Path reading = Files.writeString(dir.resolve("small.reading"), SMALL);
		assertEquals(1, run("simulate", reading.toString(), "--games", "10", "--players", "trained"));
		assertTrue(err.toString().contains("make it with `rulebench train"), err.toString());
		assertEquals(1, run("simulate", reading.toString(), "--games", "10", "--players", "pubeval"));
		assertTrue(err.toString().contains("pubeval judges backgammon positions only"), err.toString());
		assertEquals(2, run("simulate", reading.toString(), "--players", "pubeval:2"));
	}
}
