package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Test kit: {@code rulebench ARGS} run in this JVM as a terminal would run it, its standard output and standard error
 * captured. One kit runs commands one after another (a workspace one makes, the next reads); each run forgets what the
 * one before printed.
 */
final class Cli {
	private final ByteArrayOutputStream out = new ByteArrayOutputStream();
	private final ByteArrayOutputStream err;
	private String input;
	private String[] args = {};
	private int status = -1;

	/** A kit that keeps standard output and standard error apart. */
	Cli() {
		this.err = new ByteArrayOutputStream();
	}

	private Cli(ByteArrayOutputStream err) {
		this.err = err;
	}

	/** A kit whose standard error prints into its standard output, in the order a terminal shows the two. */
	static Cli merged() {
		return new Cli(null);
	}

	/** What the commands read on standard input from now on. */
	Cli input(String text) {
		this.input = text;
		return this;
	}

	/** Runs a command line; its exit status. */
	int run(String... args) {
		this.args = args;
		out.reset();
		ByteArrayOutputStream errors = err == null ? out : err;
		errors.reset();
		InputStream stdin = System.in;
		try {
			if (input != null) {
				System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
			}
			status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(errors, true, StandardCharsets.UTF_8));
		} finally {
			System.setIn(stdin);
		}
		return status;
	}

	/** Runs a command line in a kit of its own and asserts its exit status; the kit, to read what it printed. */
	static Cli expect(int status, String... args) {
		Cli cli = new Cli();
		cli.run(args);
		return cli.exited(status);
	}

	/** Asserts the last run's exit status, failing with the command line and all it printed. */
	Cli exited(int expected) {
		assertEquals(expected, status, () -> "rulebench " + String.join(" ", args) + "\n" + out() + err());
		return this;
	}

	/** What the last run printed on standard output. */
	String out() {
		return out.toString(StandardCharsets.UTF_8);
	}

	/** What the last run printed on standard error (empty for a {@link #merged()} kit). */
	String err() {
		return err == null ? "" : err.toString(StandardCharsets.UTF_8);
	}

	/** The lines of standard output. */
	List<String> lines() {
		return out().lines().toList();
	}

	/** Standard output followed by standard error. */
	String printed() {
		return out() + err();
	}
}
