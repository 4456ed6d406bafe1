package org.rulebench.readings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.ConfigConstants;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.StoredConfig;
import org.rulebench.readings.internal.Examples;
import org.rulebench.readings.internal.Trouble;
import org.rulebench.readings.internal.WorkspaceIgnores;

/**
 * Makes a folder a readings workspace: a Git repository on branch {@code main} whose .gitignore leaves out the
 * annotation sets' lock files, with the example readings copied in when the folder has no reading yet, and whatever
 * readings it holds committed (with the .gitignore). On a folder that already is one,
 * opens it and changes nothing.
 */
public final class InitCommand extends ReadingsCommand<Readings> {
	private Path directory;
	private boolean examples = true;
	private PersonIdent author;

	InitCommand() {
		super(null); // it makes the repository
	}

	public InitCommand setDirectory(Path directory) {
		this.directory = directory;
		return this;
	}

	/** Whether an empty workspace gets the example readings (the default). */
	public InitCommand setExamples(boolean examples) {
		this.examples = examples;
		return this;
	}

	/** Who the first commit is by; the repository's configured user if not set. */
	public InitCommand setAuthor(String name, String email) {
		this.author = new PersonIdent(name, email);
		return this;
	}

	/** @return the workspace, open */
	@Override
	public Readings call() {
		checkCallable();
		Path dir = (directory != null ? directory : Path.of("")).toAbsolutePath().normalize();
		if (Files.exists(dir.resolve(Constants.DOT_GIT))) {
			return Readings.open(dir);
		}
		if (Files.exists(dir) && !Files.isDirectory(dir)) {
			throw new WorkspaceProblem(dir + " is a file, not a folder: give a folder for the workspace");
		}
		Readings readings;
		try {
			Files.createDirectories(dir);
			Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call();
			StoredConfig config = git.getRepository().getConfig();
			// JGit forces each ref update to disk before it counts. (JGit's core.fsyncObjectFiles would do the same
			// for objects, but command-line git warns on every run that it is deprecated: objects are written to a
			// temporary file and renamed, so a killed process never leaves a half object either way.)
			config.setBoolean(ConfigConstants.CONFIG_CORE_SECTION, null, "fsyncRefFiles", true);
			config.save();
			readings = Readings.wrap(git.getRepository());
		} catch (GitAPIException | IOException e) {
			throw new WorkspaceProblem("cannot make a readings workspace in " + dir + ": " + e.getMessage(), e);
		}
		try {
			WorkspaceIgnores.ensure(dir);
			boolean copied = false;
			if (examples && !hasReadings(dir)) {
				Examples.copyTo(dir);
				copied = true;
			}
			if (hasReadings(dir)) {
				CommitCommand commit = readings.commit().setMessage(copied
						? "Start the readings workspace with Rulebench's example readings"
						: "Start the readings workspace with the readings already here");
				if (author != null) {
					commit.setAuthor(author.getName(), author.getEmailAddress());
				}
				commit.call();
			}
			return readings;
		} catch (IOException | RuntimeException e) {
			readings.close();
			throw Trouble.of(readings.repository(), "fill the new workspace " + dir, e);
		}
	}

	private static boolean hasReadings(Path dir) throws IOException {
		try (Stream<Path> walk = Files.walk(dir)) {
			List<Path> found = walk.filter(p -> !dir.relativize(p).toString().startsWith(Constants.DOT_GIT))
					.filter(p -> p.toString().endsWith(".reading")).limit(1).toList();
			return !found.isEmpty();
		}
	}
}
