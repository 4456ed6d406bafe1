package org.rulebench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.rulebench.engine.progress.Progress;

/**
 * The engine's {@link Progress} on the terminal: games done so far on one line of standard error that rewrites
 * itself, at most a few times a second; only when standard error is a terminal, so that logs and pipes get none of it.
 */
final class TerminalProgress {
	private final PrintStream err;
	private final boolean shown;
	private long last;

	TerminalProgress(PrintStream err, boolean shown) {
		this.err = err;
		this.shown = shown;
	}

	/** Progress on {@code err} if it is the process's standard error and that is a terminal. */
	static TerminalProgress on(PrintStream err) {
		return new TerminalProgress(err, err != null && stderrIsTerminal());
	}

	/** The progress of {@code total} games, labelled as the command names the work (the engine's names are not asked). */
	Progress games(String label, long total) {
		if (!shown) {
			return Progress.NONE;
		}
		return done -> {
			long now = System.nanoTime();
			synchronized (this) {
				if (done < total && now - last < 200_000_000L) {
					return;
				}
				last = now;
				err.printf(Locale.ROOT, "\r%s: %,d of %,d games%s", label, done, total, done >= total ? "\n" : "");
			}
		};
	}

	/** Linux says where file descriptor 2 goes; elsewhere a console means a terminal. */
	private static boolean stderrIsTerminal() {
		try {
			String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
			return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return System.console() != null;
		}
	}
}
