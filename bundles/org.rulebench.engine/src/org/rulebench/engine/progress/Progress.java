package org.rulebench.engine.progress;

import java.util.function.BooleanSupplier;

/**
 * What a long run of the engine (a simulation, a comparison, a skill gradient, a training) tells whoever waits for
 * it, and how it is stopped. The command line adapts it to a line on the terminal, the workbench to a job's progress
 * monitor; the engine knows neither. Called from worker threads: an implementation is thread-safe.
 *
 * <pre>
 * new Simulation(variant).games(10_000).progress(myProgress).call();
 * </pre>
 */
public interface Progress {
	/** Says nothing and never stops the work. */
	Progress NONE = done -> {
	};

	/** Work of {@code total} units (games, as a rule) begins, named for the person, e.g. the combination played. */
	default void begin(String task, long total) {
	}

	/** {@code done} units of the work begun are done so far; never fewer than told before. */
	void worked(long done);

	/**
	 * Asked between chunks of work: true stops it. Each run says what it does then (a simulation throws a
	 * {@link java.util.concurrent.CancellationException}; a training returns the games it played).
	 */
	default boolean cancelled() {
		return false;
	}

	/**
	 * This progress as one part of a larger work whose first {@code before} units are done: the part's units are told
	 * counted from there, and its {@link #begin} is not passed on (the larger work was begun once, with its total).
	 */
	default Progress after(long before) {
		Progress whole = this;
		return new Progress() {
			@Override
			public void worked(long done) {
				whole.worked(before + done);
			}

			@Override
			public boolean cancelled() {
				return whole.cancelled();
			}
		};
	}

	/** Says nothing, and stops the work once the condition holds (a deadline, a test's count of games). */
	static Progress stopWhen(BooleanSupplier stop) {
		return new Progress() {
			@Override
			public void worked(long done) {
			}

			@Override
			public boolean cancelled() {
				return stop.getAsBoolean();
			}
		};
	}
}
