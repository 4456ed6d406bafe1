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
		boolean terminal = err instanceof ServiceWire.ToClient client ? client.terminal() : stderrIsTerminal();
		return new TerminalProgress(err, err != null && terminal);
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

	/**
	 * A run of tasks (a sweep's): tasks done of all, games a second since this run began, and the time left at that
	 * rate, on one line that rewrites itself.
	 *
	 * @param total     every task, those done before included
	 * @param doneAlready tasks done by an earlier run (a resumed sweep)
	 * @param games     the games of the tasks this run plays
	 */
	Tasks tasks(int total, int doneAlready, long games) {
		return new Tasks(total, doneAlready, games);
	}

	/** Counts a run's tasks as they finish. */
	final class Tasks {
		private final int total;
		private final long games;
		private final long started = System.nanoTime();
		private int done;
		private long played;

		private Tasks(int total, int doneAlready, long games) {
			this.total = total;
			this.done = doneAlready;
			this.games = games;
		}

		/** A task of {@code n} games finished. */
		void done(long n) {
			done++;
			played += n;
			if (!shown) {
				return;
			}
			long now = System.nanoTime();
			synchronized (TerminalProgress.this) {
				if (done < total && now - last < 200_000_000L) {
					return;
				}
				last = now;
				double rate = played / ((now - started) / 1e9);
				err.printf(Locale.ROOT, "\rsweep: %,d of %,d tasks, %,.0f games/s, %s left   %s", done, total, rate,
						duration((games - played) / rate), done >= total ? "\n" : "");
			}
		}
	}

	/** Seconds as people read a wait: 45 s, 3 min 20 s, 2 h 05 min. */
	static String duration(double seconds) {
		if (!Double.isFinite(seconds)) {
			return "?";
		}
		long s = Math.round(seconds);
		if (s < 60) {
			return s + " s";
		}
		if (s < 3600) {
			return String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60);
		}
		return String.format(Locale.ROOT, "%d h %02d min", s / 3600, s % 3600 / 60);
	}

	/** Linux says where file descriptor 2 goes; elsewhere a console means a terminal. */
	static boolean stderrIsTerminal() {
		try {
			String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
			return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return System.console() != null;
		}
	}
}
