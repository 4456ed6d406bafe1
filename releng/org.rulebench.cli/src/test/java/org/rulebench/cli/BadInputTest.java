package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 25's bad input through `rulebench check` and the commands that play a reading: a file as an editor saves it is
 * read, anything else is one line FILE:LINE:COL: error: message [code] in the reading's words, never a stack trace.
 */
class BadInputTest {
	@TempDir
	Path dir;

	private final Cli cli = new Cli();

	/** A reading alone in a folder of its own (its workspace). */
	private String write(String name, byte[] bytes) throws IOException {
		Path folder = Files.createDirectories(dir.resolve(name));
		return Files.write(folder.resolve(name + ".reading"), bytes).toString();
	}

	private String write(String name, String text) throws IOException {
		return write(name, text.getBytes(StandardCharsets.UTF_8));
	}

	private void noTrace() {
		String all = cli.out() + cli.err();
		assertFalse(all.contains("Exception") || all.contains("\tat ") || all.contains("EClassImpl"), all);
	}

	@Test
	void aByteOrderMarkAndOldMacLineEndingsCheckClean() throws IOException {
		byte[] text = MainTest.GOOD.getBytes(StandardCharsets.UTF_8);
		byte[] bom = new byte[text.length + 3];
		bom[0] = (byte) 0xEF;
		bom[1] = (byte) 0xBB;
		bom[2] = (byte) 0xBF;
		System.arraycopy(text, 0, bom, 3, text.length);
		assertEquals(0, cli.run("check", write("bom", bom)), cli.lines().toString());
		assertEquals(0, cli.run("check", write("cr", MainTest.GOOD.replace('\n', '\r'))), cli.lines().toString());
		assertEquals(0, cli.run("simulate", write("crlf", MainTest.GOOD.replace("\n", "\r\n")), "--games", "8"), cli.err());
	}

	@Test
	void aLineCountedAtCarriageReturnsIsTheLineAnEditorShows() throws IOException {
		String bad = write("crbad", MainTest.GOOD.replace("24 points", "24 pints").replace('\n', '\r'));
		assertEquals(1, cli.run("check", bad));
		assertTrue(cli.lines().get(0).startsWith(bad + ":4:30: error: `pints` does not fit here"), cli.lines().toString());
	}

	@Test
	void aReadingWhoseNameDoesNotParseIsOneError() throws IOException {
		String bad = write("ns", "reading .#x extends y\ngame \"x\"\n");
		assertEquals(1, cli.run("check", bad));
		noTrace();
		assertEquals(List.of(bad + ":1:9: error: `.` does not fit here: after `reading` comes `NAME …` (docs/reading-language.md,"
				+ " “Readings, rules, citations”) [syntax]", "1 error, 0 warnings"), cli.lines());
	}

	@Test
	void tenThousandNestedParenthesesNotsAndOrsAreLimitsNamingTheLine() throws IOException {
		String rule = "rule e: event x scores 1 chip each turn that ends with ";
		String line = ":" + (MainTest.GOOD.lines().count() + 1) + ":";
		for (String condition : List.of("(".repeat(10_000) + "pieces home > 1" + ")".repeat(10_000),
				"not ".repeat(10_000) + "pieces home > 1", String.join(" or ", Collections.nCopies(10_000, "pieces home > 1")))) {
			String bad = write("deep" + condition.length(), MainTest.GOOD + rule + condition + "\n");
			assertEquals(1, cli.run("check", bad));
			noTrace();
			assertEquals(2, cli.lines().size(), cli.lines().toString());
			assertTrue(cli.lines().get(0).startsWith(bad + line) && cli.lines().get(0).endsWith("[reading.too-deep]"), cli.lines().get(0));
			assertEquals(1, cli.run("simulate", bad, "--games", "4"));
			noTrace();
		}
	}

	@Test
	void aMessageQuotingATokenThatSpansLinesIsOneLine() throws IOException {
		String bad = write("span", "reading t.x \"a\nb\" game \"g\"\n");
		assertEquals(1, cli.run("check", bad));
		for (String l : cli.lines().subList(0, cli.lines().size() - 1)) {
			assertTrue(l.matches(".*:\\d+:\\d+: (error|warning): .*\\[[a-z.-]+\\]"), l);
		}
	}

	@Test
	void noIssueCodeIsAnEmfInternal() throws IOException {
		String bad = write("codes", MainTest.GOOD + "expect e: with the first side to move ; the first side has 15 on point 99"
				+ " ; the second side has 15 on point 1 a roll of 6-5 forces x\n");
		cli.run("check", bad, "--format", "json");
		noTrace();
	}
}
