package org.rulebench.readings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jgit.api.AddCommand;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.Status;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;
import org.rulebench.annotations.internal.AtomicWrite;
import org.rulebench.readings.internal.Trouble;
import org.rulebench.readings.internal.WorkspaceIgnores;

/**
 * Commits readings: every changed or deleted file the workspace tracks and every new reading, annotation set
 * (annotations/*.jsonld) or transcription (sources/*.tei), or only the paths given. Texts given with {@link
 * #setContent} are first saved, each file written atomically. The commit itself is atomic through Git's lock files:
 * after a crash the branch names either the old commit or the new one. A commit also brings the workspace's
 * .gitignore up to date ({@link WorkspaceIgnores}), so workspaces made before it listed the annotation locks get it.
 */
public final class CommitCommand extends ReadingsCommand<Revision> {
	private final Readings readings;
	private String message;
	private PersonIdent author;
	private final List<String> paths = new ArrayList<>();
	private final Map<String, String> contents = new LinkedHashMap<>();

	CommitCommand(Readings readings) {
		super(readings.repository());
		this.readings = readings;
	}

	/** Why: the message says what the change to the reading is and on what it rests. */
	public CommitCommand setMessage(String message) {
		this.message = message;
		return this;
	}

	/** Who; the repository's configured user if not set. */
	public CommitCommand setAuthor(String name, String email) {
		this.author = new PersonIdent(name, email == null ? "" : email);
		return this;
	}

	/** Commits only these paths (relative to the workspace root); every changed reading if none is given. */
	public CommitCommand addPath(String path) {
		paths.add(path.replace('\\', '/'));
		return this;
	}

	/** Saves this text to the path (relative to the workspace root) and commits it. */
	public CommitCommand setContent(String path, String text) {
		contents.put(path.replace('\\', '/'), text);
		return this;
	}

	/**
	 * @return the new commit
	 * @throws WorkspaceProblem if there is no message, nothing changed, or the repository is locked or damaged
	 */
	@Override
	public Revision call() {
		checkCallable();
		if (message == null || message.isBlank()) {
			throw new WorkspaceProblem("a commit needs a message that says what changed and why");
		}
		Path root = readings.workTree();
		if (root == null) {
			throw new WorkspaceProblem("this workspace has no folder of files to commit from (a bare repository)");
		}
		Git git = readings.git();
		// before anything is saved: nothing is ever written over a damaged repository
		readings.health().requireWritable();
		try {
			for (Map.Entry<String, String> c : contents.entrySet()) {
				AtomicWrite.write(root.resolve(c.getKey()), c.getValue());
			}
			List<String> only = new ArrayList<>(paths);
			only.addAll(contents.keySet());
			stage(git, root, only);
			Status staged = git.status().call();
			if (staged.getAdded().isEmpty() && staged.getChanged().isEmpty() && staged.getRemoved().isEmpty()) {
				throw new WorkspaceProblem("nothing to commit: no reading changed"
						+ (only.isEmpty() ? "" : " among " + String.join(", ", only)) + " since the last commit");
			}
			ignores(git, root, staged);
			org.eclipse.jgit.api.CommitCommand commit = git.commit().setMessage(message);
			if (author != null) {
				commit.setAuthor(author);
			}
			RevCommit made = commit.call();
			return Revision.of(made);
		} catch (GitAPIException | IOException | RuntimeException e) {
			throw Trouble.of(git.getRepository(), "commit", e);
		}
	}

	/** Adds the lines the .gitignore lacks and commits it with the change when it is new or was just written. */
	private static void ignores(Git git, Path root, Status staged) throws IOException, GitAPIException {
		boolean written = WorkspaceIgnores.ensure(root);
		String name = org.eclipse.jgit.lib.Constants.GITIGNORE_FILENAME;
		if (written || staged.getUntracked().contains(name)) {
			git.add().addFilepattern(name).call();
		}
	}

	/** What a commit of every change takes when it is new: readings, annotation sets, transcriptions. */
	static boolean workspaceFile(String path) {
		return path.endsWith(".reading") || path.endsWith(".jsonld") && path.startsWith("annotations/")
				|| path.endsWith(".tei") && path.startsWith("sources/");
	}

	private static void stage(Git git, Path root, List<String> only) throws GitAPIException {
		if (!only.isEmpty()) {
			AddCommand add = git.add();
			List<String> gone = new ArrayList<>();
			for (String p : only) {
				if (Files.exists(root.resolve(p))) {
					add.addFilepattern(p);
				} else {
					gone.add(p);
				}
			}
			add.call();
			if (!gone.isEmpty()) {
				org.eclipse.jgit.api.RmCommand rm = git.rm().setCached(true);
				gone.forEach(rm::addFilepattern);
				rm.call();
			}
			return;
		}
		git.add().setUpdate(true).addFilepattern(".").call();
		Status status = git.status().call();
		List<String> fresh = status.getUntracked().stream().filter(CommitCommand::workspaceFile).toList();
		if (!fresh.isEmpty()) {
			AddCommand add = git.add();
			fresh.forEach(add::addFilepattern);
			add.call();
		}
	}
}
