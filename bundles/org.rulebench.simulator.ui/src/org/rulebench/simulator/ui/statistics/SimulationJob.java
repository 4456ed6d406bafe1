package org.rulebench.simulator.ui.statistics;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.engine.simulation.Rounds;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.reading.variant.ReadingPlayers;
import org.rulebench.simulator.ui.CompiledReading;
import org.rulebench.simulator.ui.JobProgress;
import org.rulebench.simulator.ui.cluster.ClusterPreferences;
import org.rulebench.simulator.ui.cluster.ClusterSimulation;

/**
 * Compiles the saved reading and plays N games of each combination of its alternatives, with progress and
 * cancel; the same seed and players as `rulebench simulate` give the same numbers. The games are played in rounds
 * ({@link Rounds}): one game of every combination, then twice the games so far, so that a reading such as Maka Dai
 * Dai's 128 combinations shows first figures of every combination within seconds, which firm up as games come in.
 */
public final class SimulationJob extends Job {
	/** The family of every simulation job (tests and the view wait for or cancel them). */
	public static final Object FAMILY = SimulationJob.class;
	/** Rounds told in between, at most this often: a fast reading plays ten rounds in a second. */
	private static final long SHOW_EVERY_NANOS = 400_000_000L;

	/**
	 * What a simulation found so far: the statistics of every combination, in the order of the reading's choices,
	 * each over its first {@code played} games (none before the first round), or a problem.
	 *
	 * @param reading  the compiled reading; null if it did not compile (the problem says why)
	 * @param rows     each combination's statistics so far, or none
	 * @param games    the games of each combination asked for
	 * @param played   the games of each combination the rows are of
	 * @param players  the player of both sides (the one asked for if the reading's family has it, else random)
	 * @param seed     the seed of game 0 of each combination
	 * @param seconds  the time the games took so far, on the clock
	 * @param stopped  whether the simulation was stopped before all its games were played
	 * @param problem  why the reading is not simulated, or null
	 */
	public record Outcome(CompiledReading reading, List<Statistics> rows, int games, int played, String players, long seed,
			double seconds, boolean stopped, String problem) {

		/** Whether every game asked for has been played. */
		public boolean complete() {
			return problem == null && !stopped && played == games && !rows.isEmpty();
		}
	}

	private final IFile file;
	private final int games;
	private final String players;
	private final long seed;
	private final int turnCap;
	private final Consumer<Outcome> done;
	private Consumer<Outcome> partial = o -> {
	};
	/** Whether the last outcome was told (not when the job was stopped before it ran, or failed). */
	private volatile boolean told;

	/** N games of each combination, both sides played by {@code players}, from the preferences' seed and turn cap. */
	public SimulationJob(IFile file, int games, String players, Consumer<Outcome> done) {
		this(file, games, players, RulebenchPreferences.seed(), RulebenchPreferences.turnCap(), done);
	}

	public SimulationJob(IFile file, int games, String players, long seed, int turnCap, Consumer<Outcome> done) {
		super("Simulating " + file.getName() + ": " + games + " games");
		this.file = file;
		this.games = games;
		this.players = players;
		this.seed = seed;
		this.turnCap = turnCap;
		this.done = o -> {
			told = true;
			done.accept(o);
		};
		setUser(false);
		setPriority(Job.LONG);
	}

	/**
	 * Told the statistics played so far, from the job's thread: once with no rows as soon as the reading is compiled
	 * (a view can show its board while the games are played), then after a round now and then; the last (every game
	 * played, or the figures at a stop, or a problem) is told to the consumer given to the constructor.
	 */
	public SimulationJob partial(Consumer<Outcome> listener) {
		partial = listener;
		return this;
	}

	/** Whether the job told its last outcome: false if it was stopped before it ran, or failed. */
	public boolean told() {
		return told;
	}

	@Override
	public boolean belongsTo(Object family) {
		return family == FAMILY;
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		CompiledReading reading;
		try {
			reading = CompiledReading.of(file, monitor::isCanceled);
		} catch (CompiledReading.NotPlayable e) {
			done.accept(new Outcome(null, List.of(), games, 0, players, seed, 0, false, e.getMessage()));
			return Status.OK_STATUS;
		} catch (OperationCanceledException e) { // stopped while its combinations were compiled: no games, no outcome
			return Status.CANCEL_STATUS;
		}
		String played = reading.player(players);
		String unfit = ReadingPlayers.prepare(file.getLocation().toFile().toPath(), reading.name(), reading.choices(),
				reading.variants(), List.of(played), choice -> "press Train in the Simulator view to make it");
		if (unfit != null) {
			done.accept(new Outcome(reading, List.of(), games, 0, players, seed, 0, false, file.getFullPath() + ": " + unfit));
			return Status.OK_STATUS;
		}
		int combinations = reading.variants().size();
		monitor.beginTask(getName(), (int) Math.min(Integer.MAX_VALUE, (long) games * combinations));
		long started = System.nanoTime();
		partial.accept(new Outcome(reading, List.of(), games, 0, played, seed, 0, false, null));
		if (ClusterPreferences.master() != null) {
			return onCluster(reading, played, monitor, started);
		}
		long[] lastShown = { started };
		Rounds rounds = new Rounds(reading.variants()).games(games).seed(seed).players(played, played).turnCap(turnCap)
				.progress(new JobProgress(monitor));
		rounds.listener((soFar, n) -> {
			long now = System.nanoTime();
			if (n < games && (n == 1 || now - lastShown[0] >= SHOW_EVERY_NANOS)) {
				lastShown[0] = now;
				partial.accept(new Outcome(reading, soFar, games, n, played, seed, (now - started) / 1e9, false, null));
			}
		});
		try {
			List<Statistics> rows = rounds.call();
			done.accept(new Outcome(reading, rows, games, games, played, seed, (System.nanoTime() - started) / 1e9, false, null));
			return Status.OK_STATUS;
		} catch (CancellationException e) {
			List<Statistics> soFar = rounds.soFar();
			int n = soFar.isEmpty() ? 0 : soFar.get(0).games();
			done.accept(new Outcome(reading, soFar, games, n, played, seed, (System.nanoTime() - started) / 1e9, true, null));
			return Status.CANCEL_STATUS;
		} catch (RuntimeException e) { // a rule set the engine cannot play: said, logged, and the view goes on
			ILog.get().error(getName() + " failed", e);
			done.accept(new Outcome(reading, List.of(), games, 0, played, seed, (System.nanoTime() - started) / 1e9, false,
					file.getFullPath() + ": the simulation failed: " + e + " (the error log, workspace .metadata/.log, has the details)"));
			return Status.OK_STATUS;
		} finally {
			monitor.done();
		}
	}

	/**
	 * The same games on the Spark master of the preferences, through the command line's `rulebench sweep`: the
	 * figures come when the sweep ends (its tasks are not rounds); a stop tells a stopped outcome without figures.
	 */
	private IStatus onCluster(CompiledReading reading, String played, IProgressMonitor monitor, long started) {
		String master = ClusterPreferences.master();
		monitor.subTask("on " + master);
		try {
			List<Statistics> statistics = new ClusterSimulation(reading, ClusterPreferences.commandLine(), master,
					Platform.getStateLocation(Platform.getBundle("org.rulebench.simulator.ui")).toFile().toPath().resolve("sweeps"))
					.call(games, played, seed, turnCap, monitor);
			done.accept(new Outcome(reading, statistics, games, games, played, seed, (System.nanoTime() - started) / 1e9, false, null));
			return Status.OK_STATUS;
		} catch (ClusterSimulation.Failed e) {
			done.accept(new Outcome(reading, List.of(), games, 0, players, seed, (System.nanoTime() - started) / 1e9, false,
					file.getFullPath() + ": " + e.getMessage()));
			return Status.OK_STATUS;
		} catch (CancellationException e) {
			done.accept(new Outcome(reading, List.of(), games, 0, played, seed, (System.nanoTime() - started) / 1e9, true, null));
			return Status.CANCEL_STATUS;
		} finally {
			monitor.done();
		}
	}
}
