package org.rulebench.simulator.ui;

import java.util.function.LongConsumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.rulebench.engine.progress.Progress;

/**
 * The engine's {@link Progress} as a job's progress monitor shows it (the Progress view, the status line) and
 * stops it (the job's cancel, the Simulator's Stop): the monitor is begun by the job with the whole work's units,
 * and the engine's work is told as it is done, from any thread.
 */
public final class JobProgress implements Progress {
	private final IProgressMonitor monitor;
	private final LongConsumer also;
	private long reported;

	/** Work on a monitor the job has begun with the units the engine will count. */
	public JobProgress(IProgressMonitor monitor) {
		this(monitor, done -> {
		});
	}

	/** As {@link #JobProgress(IProgressMonitor)}, also telling {@code also} each new count (a view's own display). */
	public JobProgress(IProgressMonitor monitor, LongConsumer also) {
		this.monitor = monitor;
		this.also = also;
	}

	@Override
	public void begin(String task, long total) {
		monitor.subTask(task);
	}

	@Override
	public synchronized void worked(long done) {
		if (done > reported) {
			monitor.worked((int) Math.min(Integer.MAX_VALUE, done - reported));
			reported = done;
			also.accept(done);
		}
	}

	@Override
	public boolean cancelled() {
		return monitor.isCanceled();
	}
}
