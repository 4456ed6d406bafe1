package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `rulebench check`: every problem as FILE:LINE:COL: severity: message [code], never a stack trace. */
class MainTest {
	static final String GOOD = """
			reading t.base
			game "test"
			rules may go uncited
			rule board: the board has 24 points, 6 of them home
			rule pieces: each side has 15 pieces
			rule start: start: 2 on point 24, 5 on point 13, 3 on point 8, 5 on point 6
			rule dice: 2 dice of 6 faces
			rule end: the game ends when a side has borne off every piece
			""";

	@TempDir
	Path dir;

	private final Cli cli = new Cli();

	String write(String name, String text) throws IOException {
		return Files.writeString(dir.resolve(name), text).toString();
	}

	@Test
	void aGoodReadingChecksClean() throws IOException {
		assertEquals(0, cli.run("check", write("good.reading", GOOD)));
		assertEquals(List.of(), cli.lines());
	}

	@Test
	void problemsNameFileLineColumnAndCode() throws IOException {
		write("good.reading", GOOD);
		String bad = write("bad.reading", """
				reading t.bad extends t.base
				game "bad"
				rule start: start: 6 on rear 7, 9 on point 13
				rule kaito: event 掲頭 scores -3 chips each time a piece leaves rear 1 while not 七梁 scored
				rule oops the board
				""");
		assertEquals(1, cli.run("check", bad));
		List<String> lines = cli.lines();
		assertTrue(lines.contains(bad + ":3:30: error: rear 7 is not on the board: rear points run from 1 to 6 [reading.point-out-of-range]"), lines.toString());
		assertTrue(lines.stream().anyMatch(l -> l.startsWith(bad + ":4:") && l.contains("七梁") && l.endsWith("[reading.unknown-name]")), lines.toString());
		assertTrue(lines.stream().anyMatch(l -> l.startsWith(bad + ":5:11: error: ") && l.endsWith("[syntax]")), lines.toString());
		assertTrue(lines.get(lines.size() - 1).matches("\\d+ errors?, \\d+ warnings?"), lines.toString());
	}

	@Test
	void anExtensionCycleIsAnError() throws IOException {
		String a = write("a.reading", "reading t.alpha extends t.beta game \"a\"\n");
		write("b.reading", "reading t.beta extends t.alpha game \"b\"\n");
		assertEquals(1, cli.run("check", a));
		assertTrue(cli.lines().stream().anyMatch(l -> l.contains("[reading.extension-cycle]")), cli.lines().toString());
	}

	@Test
	void badFilesGetAMessageNotAStackTrace() throws IOException {
		String empty = write("empty.reading", "");
		Path junk = dir.resolve("junk.reading");
		Files.write(junk, new byte[] { 0, 1, 2, (byte) 0xFF, (byte) 0xFE, 0, 0x7F });
		String text = write("notes.txt", "reading x game \"y\"");
		String missing = dir.resolve("missing.reading").toString();
		assertEquals(1, cli.run("check", empty, junk.toString(), text, missing));
		List<String> lines = cli.lines();
		assertTrue(lines.stream().anyMatch(l -> l.startsWith(empty + ":1:1: error: ")), lines.toString());
		assertTrue(lines.contains(junk + ":1:1: error: not UTF-8 text: save the reading as UTF-8 [cli.binary]"), lines.toString());
		assertTrue(lines.contains(text + ":1:1: error: not a reading: reading files end in .reading (TEI sources in .tei or .tei.xml) [cli.not-a-reading]"), lines.toString());
		assertTrue(lines.contains(missing + ":1:1: error: no such file; give the path of a .reading file [cli.no-file]"), lines.toString());
		assertFalse(cli.err().contains("Exception"));
	}

	@Test
	void aCommandLineNotUnderstoodIsAUsageMessage() {
		assertEquals(2, cli.run("simulate"));
		assertEquals(2, cli.run("frobnicate"));
		assertEquals(2, cli.run("simulate", "x.reading", "--games", "many"));
		assertTrue(cli.err().contains("--games needs a whole number, not 'many'"));
	}
}
