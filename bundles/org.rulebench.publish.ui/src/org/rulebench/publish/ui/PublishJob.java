package org.rulebench.publish.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.publish.PublishCommand;
import org.rulebench.publish.PublishProblem;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.source.LoadedReading;
import org.rulebench.readings.source.ReadingSource;
import org.rulebench.simulator.ui.CompiledReading;
import org.rulebench.simulator.ui.JobProgress;

/**
 * Publishes a reading (or a comparison) as `rulebench publish` does, with the same {@link PublishCommand}: checks the
 * saved reading, plays its games with progress and cancel, and writes the documents; a problem or a cancel leaves
 * no file behind (the command writes everything aside first).
 */
public final class PublishJob extends Job {
	/** The family of every publish job (tests wait for them). */
	public static final Object FAMILY = PublishJob.class;

	/**
	 * How it ended.
	 *
	 * @param written   the files written, each document first; empty if none
	 * @param problem   what to fix, or null
	 * @param cancelled whether it was stopped before it wrote anything
	 */
	public record Outcome(PublishTarget target, List<Path> written, String problem, boolean cancelled) {
		/** The HTML document written, or null. */
		public Path html() {
			return written.stream().filter(p -> p.getFileName().toString().endsWith(".html")).findFirst().orElse(null);
		}
	}

	private final PublishTarget target;
	private final PublishRequest request;
	private final int combinations;
	private final Consumer<Outcome> done;

	/** @param combinations how many combinations will be played, for the progress */
	public PublishJob(PublishTarget target, PublishRequest request, int combinations, Consumer<Outcome> done) {
		super("Publishing " + target.describe());
		this.target = target;
		this.request = request;
		this.combinations = combinations;
		this.done = done;
		setUser(true);
		setPriority(Job.LONG);
	}

	@Override
	public boolean belongsTo(Object family) {
		return family == FAMILY;
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		long games = (long) request.games() * combinations + (target.compare() == null ? 0 : 2L * request.games());
		monitor.beginTask(getName(), (int) Math.min(Integer.MAX_VALUE - 1, games) + 1);
		try {
			monitor.subTask("checking " + target.file().getName());
			CompiledReading.of(target.file()); // the workbench's own check: every error with FILE:LINE:COL
			Path file = target.path();
			// the reading parsed for this job alone, so that the editor's parses may change while the games are played
			LoadedReading loaded = LoadedReading.load(ReadingSource.file(file));
			List<Path> written = new PublishCommand(loaded.reading(), file).setCompare(target.compare())
					.setWorkingDirectory(target.folder()).setGames(request.games()).setSeed(request.seed())
					.setPlayers(request.first(), request.second()).setChoices(request.chosen()).setTurnCap(RulebenchPreferences.turnCap())
					.setFormats(request.formats()).setOutput(request.output()).setTool(version()).progress((what, total) -> {
						monitor.subTask(what);
						return new JobProgress(monitor);
					}).cancelWhen(monitor::isCanceled).call();
			done.accept(new Outcome(target, written, null, false));
			return Status.OK_STATUS;
		} catch (CompiledReading.NotPlayable e) {
			done.accept(new Outcome(target, List.of(), e.getMessage(), false));
		} catch (PublishProblem | WorkspaceProblem e) {
			done.accept(new Outcome(target, List.of(), e.getMessage(), false));
		} catch (CancellationException e) {
			done.accept(new Outcome(target, List.of(), null, true));
			return Status.CANCEL_STATUS;
		} catch (RuntimeException e) {
			ILog.get().error(getName() + " failed", e);
			done.accept(new Outcome(target, List.of(), target.file().getFullPath() + ": publishing failed: " + e
					+ " (the error log, workspace .metadata/.log, has the details)", false));
		} finally {
			monitor.done();
		}
		return Status.OK_STATUS;
	}

	/** The Rulebench version the document names: the workbench bundle's. */
	private static String version() {
		var bundle = Platform.getBundle("org.rulebench.workbench");
		return bundle == null ? "(unknown version)" : bundle.getVersion().toString();
	}
}
