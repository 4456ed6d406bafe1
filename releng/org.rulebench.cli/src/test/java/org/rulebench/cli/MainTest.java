package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {

	@TempDir
	Path dir;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();
	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	private int run(String... args) {
		return new Main(new PrintStream(out, true, StandardCharsets.UTF_8),
				new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
	}

	private List<String> lines() {
		return out.toString(StandardCharsets.UTF_8).lines().toList();
	}

	private String write(String name, String text) throws IOException {
		return Files.writeString(dir.resolve(name), text).toString();
	}

	@Test
	void aGoodReadingHasNoDiagnostics() throws IOException {
		String good = write("good.reading", "reading a.b game \"x\"\nrule r: \"y\"\n");

		assertEquals(0, run(good));
		assertEquals(List.of(), lines());
	}

	@Test
	void printsEachProblemAsFileLineColumnSeverityMessageCode() throws IOException {
		String good = write("good.reading", "reading a.b game \"x\"\nrule r: \"y\"\n");
		// extends the reading of the other file; an empty game, a duplicate rule, a missing ':'
		String bad = write("bad.reading", "reading c.d extends a.b game \"\"\nrule r: \"y\"\nrule r: \"z\"\nrule s \"w\"\n");

		assertEquals(1, run(good, bad));
		assertEquals(List.of(
				bad + ":1:30: warning: The game should be named [org.rulebench.reading.emptyGame]",
				bad + ":3:6: error: Duplicate rule 'r' [org.rulebench.reading.duplicateRule]",
				bad + ":4:8: error: missing ':' at '\"w\"' [org.eclipse.xtext.diagnostics.Diagnostic.Syntax]"),
				lines());
	}

	@Test
	void filesThatAreNotReadingsGetADiagnosticToo() throws IOException {
		String notes = write("notes.txt", "reading a game \"x\"\n");
		String missing = dir.resolve("missing.reading").toString();
		String link = write("link.reading", "reading e.f extends nowhere.x game \"g\"\n");

		assertEquals(1, run(notes, missing, link));
		assertEquals(List.of(
				notes + ":1:1: error: not a reading: the file name does not end with .reading [rulebench.notAReading]",
				missing + ":1:1: error: no such file [rulebench.unreadable]",
				link + ":1:21: error: Couldn't resolve reference to Reading 'nowhere.x'."
						+ " [org.eclipse.xtext.diagnostics.Diagnostic.Linking]"),
				lines());
	}
}
