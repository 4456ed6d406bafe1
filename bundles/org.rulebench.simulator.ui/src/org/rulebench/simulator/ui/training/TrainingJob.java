package org.rulebench.simulator.ui.training;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rulebench.engine.learning.PlayerFileProblem;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.learning.TrainingRun;
import org.rulebench.simulator.ui.JobProgress;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.compile.Choice;

/**
 * Trains the player of one combination of a race reading's alternatives, as `rulebench train` does: from the player
 * beside the reading if there is one, else afresh; saved after every round, so cancelling keeps what was learned.
 * The player file is then refreshed in the workspace, where the readings' Git repository sees it.
 */
public final class TrainingJob extends Job {
	/** The family of every training job. */
	public static final Object FAMILY = TrainingJob.class;
	/** Games between two saves (a cancel saves at once; a crash loses at most these). */
	static final long ROUND = 5_000;

	/** What a run did: games played in it and in all, the file, whether it was cancelled, or why it failed. */
	public record Outcome(String label, long games, long total, IFile player, boolean cancelled, String problem) {
		/** A sentence for the view's status line. */
		public String describe() {
			if (problem != null) {
				return "not trained: " + problem;
			}
			if (total == 0) {
				return "stopped before the first game of " + label + "; nothing saved";
			}
			return String.format(Locale.ROOT, "%s %,d games for %s (%,d in all); saved %s", cancelled ? "stopped after" : "trained",
					games, label, total, player.getFullPath().makeRelative());
		}
	}

	private final IFile reading;
	private final String readingName;
	private final Choice choice;
	private final RuleSet rules;
	private final long games;
	private final boolean restart;
	private float lambda;
	private final Consumer<Outcome> done;
	private final AtomicLong played = new AtomicLong();
	private volatile long started;

	/**
	 * @param restart start afresh even where a player file is (one trained for other rules is otherwise refused)
	 * @param done    told the outcome, from the job's thread
	 */
	public TrainingJob(IFile reading, String readingName, Choice choice, RuleSet rules, long games, boolean restart,
			Consumer<Outcome> done) {
		super("Training a player for " + label(readingName, choice));
		this.reading = reading;
		this.readingName = readingName;
		this.choice = choice;
		this.rules = rules;
		this.games = games;
		this.restart = restart;
		this.done = done;
		setUser(true);
		setPriority(Job.LONG);
	}

	static String label(String reading, Choice choice) {
		return reading + (choice.labels().isEmpty() ? "" : " (" + choice + ")");
	}

	/** The player file of the combination, beside the reading. */
	public static IFile playerFile(IFile reading, Choice choice) {
		Path file = TrainedPlayer.fileFor(Path.of(reading.getName()), choice.labels());
		return reading.getParent().getFile(new org.eclipse.core.runtime.Path(file.getFileName().toString()));
	}

	/** Why the player beside the reading cannot be trained on (trained for other rules, unreadable), or null. */
	public static String unusable(IFile reading, String readingName, Choice choice, RuleSet rules) {
		Path file = playerFile(reading, choice).getLocation().toFile().toPath();
		if (!Files.exists(file)) {
			return null;
		}
		try {
			TrainedPlayer.load(file, rules, readingName, choice.labels());
			return null;
		} catch (PlayerFileProblem e) {
			return e.getMessage();
		}
	}

	/** λ of a new player (one already trained keeps its own); 0 unless set before the job is scheduled. */
	public TrainingJob lambda(float l) {
		lambda = l;
		return this;
	}

	/** The games played so far in this run, of how many, and how fast, e.g. "12,000 of 100,000 games (9,800 a second)". */
	public String progress() {
		long n = played.get();
		double seconds = started == 0 ? 0 : (System.nanoTime() - started) / 1e9;
		return String.format(Locale.ROOT, "%,d of %,d games", n, games)
				+ (seconds > 0.5 ? String.format(Locale.ROOT, " (%,.0f a second)", n / seconds) : "");
	}

	@Override
	public boolean belongsTo(Object family) {
		return family == FAMILY;
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		String label = label(readingName, choice);
		IFile target = playerFile(reading, choice);
		Path file = target.getLocation().toFile().toPath();
		TrainedPlayer player;
		try {
			player = !restart && Files.exists(file) ? TrainedPlayer.load(file, rules, readingName, choice.labels())
					: TrainedPlayer.fresh(rules, readingName, choice.labels(), TrainedPlayer.DEFAULT_HIDDEN, 1).lambda(lambda);
		} catch (PlayerFileProblem e) {
			done.accept(new Outcome(label, 0, 0, target, false, e.getMessage()));
			return Status.OK_STATUS;
		}
		monitor.beginTask(getName(), (int) Math.min(games, Integer.MAX_VALUE));
		started = System.nanoTime();
		long run;
		try {
			run = new TrainingRun(player, rules, file).games(games).round(ROUND).threads(Runtime.getRuntime().availableProcessors())
					.progress(new JobProgress(monitor, n -> {
						played.set(n);
						monitor.subTask(progress());
					})).call();
		} catch (IOException e) {
			done.accept(new Outcome(label, 0, player.games(), target, false,
					file + " cannot be written (" + e.getMessage() + "); check the folder's permissions and the free space"));
			return Status.OK_STATUS;
		} finally {
			monitor.done();
		}
		try {
			target.refreshLocal(IResource.DEPTH_ZERO, null);
		} catch (CoreException e) {
			// the file is saved; the workspace shows it at its next refresh
		}
		done.accept(new Outcome(label, run, player.games(), target, monitor.isCanceled(), null));
		return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
	}
}
