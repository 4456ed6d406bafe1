package org.rulebench.readings;

import java.util.concurrent.Callable;

import org.eclipse.jgit.lib.Repository;

/**
 * What every command of a readings workspace shares, as JGit's {@code GitCommand} is for Git's: it is made by the
 * workspace (or over a repository, or none for files alone), set up with fluent setters, and run once by {@link
 * #call}; a command called again says so instead of running with what its first call left behind. Problems are
 * {@link WorkspaceProblem}s, in words for the person, naming what to do.
 *
 * @param <T> what the command returns
 */
public abstract class ReadingsCommand<T> implements Callable<T> {
	private final Repository repository;
	private boolean callable = true;

	/** @param repository the workspace's repository; null for a command on files alone */
	protected ReadingsCommand(Repository repository) {
		this.repository = repository;
	}

	/** The repository the command works in; null when it works on files alone. */
	public Repository getRepository() {
		return repository;
	}

	/**
	 * Marks the command as called; a second call fails.
	 *
	 * @throws IllegalStateException if the command was called before
	 */
	protected final void checkCallable() {
		if (!callable) {
			throw new IllegalStateException(getClass().getSimpleName() + " has been called once; make a new one to run it again");
		}
		callable = false;
	}

	/** Runs the command once. */
	@Override
	public abstract T call();
}
