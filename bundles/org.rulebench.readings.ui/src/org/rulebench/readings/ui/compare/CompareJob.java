package org.rulebench.readings.ui.compare;

import java.util.List;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.compare.CompareCommand;
import org.rulebench.readings.compare.Comparison;
import org.rulebench.readings.diff.RuleDiff;
import org.rulebench.readings.source.ReadingSource;
import org.rulebench.simulator.ui.JobProgress;

/**
 * Compares two readings: first rule by rule (quick, shown at once), then by playing N games of each on the same
 * seeds with the same players, with progress and cancel; the numbers are those of `rulebench compare` with the
 * same games, seed and players.
 */
public final class CompareJob extends Job {
	/** The family of every comparison (tests wait for them; a new comparison cancels the running one). */
	public static final Object FAMILY = CompareJob.class;
	public static final long SEED = 1;
	/** The players of a comparison unless others are chosen. */
	public static final String PLAYERS = "random";

	/** Where the job's results go, each called once at most, from the job's thread. */
	public interface Listener {
		void rules(RuleDiff diff);

		void progress(int gamesPlayed, int gamesInAll);

		void behaviour(Comparison comparison);

		/** The comparison stopped: what went wrong, in words for the person; null if cancelled. */
		void stopped(String problem);
	}

	private final Sides sides;
	private final int games;
	private final String players;
	private final Listener listener;

	/** N games of each reading, both sides played by the named player (random, greedy, trained, search). */
	public CompareJob(Sides sides, int games, String players, Listener listener) {
		super("Comparing " + sides.old() + " with " + sides.now() + ": " + games + " games of each, " + players + " players");
		this.sides = sides;
		this.games = games;
		this.players = players;
		this.listener = listener;
		setPriority(Job.LONG);
	}

	@Override
	public boolean belongsTo(Object family) {
		return family == FAMILY;
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		monitor.beginTask(getName(), 2 * games);
		try {
			sides.with((repository, folder) -> {
				List<ReadingSource> both = sides.resolve(repository, folder);
				monitor.subTask("rule by rule");
				listener.rules(new org.rulebench.readings.diff.RuleDiffCommand(repository).setOld(both.get(0)).setNew(both.get(1)).call());
				if (monitor.isCanceled()) {
					throw new CancellationException();
				}
				monitor.subTask("playing " + games + " games of each");
				Comparison c = new CompareCommand(repository).setOld(both.get(0)).setNew(both.get(1)).setGames(games).setSeed(SEED)
						.setPlayers(players, players).progress(new JobProgress(monitor, n -> listener.progress((int) n, 2 * games))).call();
				listener.behaviour(c);
				return c;
			});
		} catch (CancellationException e) {
			listener.stopped(null);
			return Status.CANCEL_STATUS;
		} catch (WorkspaceProblem e) {
			listener.stopped(e.getMessage());
		} catch (RuntimeException e) {
			ILog.get().error(getName() + " failed", e);
			listener.stopped("The comparison failed: " + e + ". The error log (workspace .metadata/.log) has the details.");
		} finally {
			monitor.done();
		}
		return Status.OK_STATUS;
	}
}
