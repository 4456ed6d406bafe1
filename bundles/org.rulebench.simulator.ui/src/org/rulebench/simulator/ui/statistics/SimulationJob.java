package org.rulebench.simulator.ui.statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.reading.variant.ReadingPlayers;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.simulator.ui.CompiledReading;
import org.rulebench.simulator.ui.cluster.ClusterPreferences;
import org.rulebench.simulator.ui.cluster.ClusterSimulation;

/**
 * Compiles the saved reading and plays N games of each combination of its alternatives, with progress and
 * cancel; the same seed and players as `rulebench simulate` give the same numbers. Each combination's statistics
 * are handed on as soon as its games are played (a reading such as 七梁 has 48 combinations: the first are shown
 * while the others are played), then all of them.
 */
public final class SimulationJob extends Job {
	/** The family of every simulation job (tests and the view wait for or cancel them). */
	public static final Object FAMILY = SimulationJob.class;

	/**
	 * Statistics of every combination, in the order of the reading's choices; with a problem, no statistics and the
	 * reading null if it did not compile (else its players could not play it).
	 */
	public record Outcome(CompiledReading reading, List<Statistics> rows, int games, String players, long seed,
			String problem) {
	}

	private final IFile file;
	private final int games;
	private final String players;
	private final long seed;
	private final int turnCap;
	private final Consumer<Outcome> done;
	private Consumer<Outcome> partial = o -> {
	};

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
		this.done = done;
		setUser(false);
		setPriority(Job.SHORT);
	}

	/**
	 * Told the statistics played so far, from the job's thread: once with no rows as soon as the reading is compiled
	 * (a view can show its board while the games are played), then after each combination but the last (its rows
	 * are the first combinations, in order); the last is told to the consumer given to the constructor.
	 */
	public SimulationJob partial(Consumer<Outcome> listener) {
		partial = listener;
		return this;
	}

	@Override
	public boolean belongsTo(Object family) {
		return family == FAMILY;
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		CompiledReading reading;
		try {
			reading = CompiledReading.of(file);
		} catch (CompiledReading.NotPlayable e) {
			done.accept(new Outcome(null, List.of(), games, players, seed, e.getMessage()));
			return Status.OK_STATUS;
		}
		int rows = reading.variants().size();
		String played = reading.player(players);
		String unfit = ReadingPlayers.prepare(file.getLocation().toFile().toPath(), reading.name(), reading.choices(),
				reading.variants(), List.of(played), choice -> "press Train in the Simulator view to make it");
		if (unfit != null) {
			done.accept(new Outcome(reading, List.of(), games, players, seed, file.getFullPath() + ": " + unfit));
			return Status.OK_STATUS;
		}
		monitor.beginTask(getName(), games * rows);
		partial.accept(new Outcome(reading, List.of(), games, played, seed, null));
		if (ClusterPreferences.master() != null) {
			return onCluster(reading, played, monitor);
		}
		List<Statistics> statistics = new ArrayList<>();
		try {
			for (int i = 0; i < rows; i++) {
				monitor.subTask(reading.choices().get(i).toString());
				int[] reported = { 0 };
				Simulation sim = new Simulation(reading.variants().get(i)).games(games).seed(seed).players(played, played)
						.turnCap(turnCap).cancelWhen(monitor::isCanceled).progress(n -> {
							synchronized (reported) {
								if (n > reported[0]) {
									monitor.worked(n - reported[0]);
									reported[0] = n;
								}
							}
						});
				statistics.add(sim.call());
				if (i < rows - 1 && !monitor.isCanceled()) {
					partial.accept(new Outcome(reading, List.copyOf(statistics), games, played, seed, null));
				}
			}
		} catch (CancellationException e) {
			return Status.CANCEL_STATUS;
		} finally {
			monitor.done();
		}
		if (monitor.isCanceled()) {
			return Status.CANCEL_STATUS;
		}
		done.accept(new Outcome(reading, statistics, games, played, seed, null));
		return Status.OK_STATUS;
	}

	/** The same games on the Spark master of the preferences, through the command line's `rulebench sweep`. */
	private IStatus onCluster(CompiledReading reading, String played, IProgressMonitor monitor) {
		String master = ClusterPreferences.master();
		monitor.subTask("on " + master);
		try {
			List<Statistics> statistics = new ClusterSimulation(reading, ClusterPreferences.commandLine(), master,
					Platform.getStateLocation(Platform.getBundle("org.rulebench.simulator.ui")).toFile().toPath().resolve("sweeps"))
					.call(games, played, seed, turnCap, monitor);
			done.accept(new Outcome(reading, statistics, games, played, seed, null));
			return Status.OK_STATUS;
		} catch (ClusterSimulation.Failed e) {
			done.accept(new Outcome(reading, List.of(), games, players, seed, file.getFullPath() + ": " + e.getMessage()));
			return Status.OK_STATUS;
		} catch (CancellationException e) {
			return Status.CANCEL_STATUS;
		} finally {
			monitor.done();
		}
	}
}
