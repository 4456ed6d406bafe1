package org.rulebench.publish.version;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.Status;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.rulebench.readings.Readings;

/**
 * Which version of a reading a document publishes: the commit of its readings workspace (the Git repository the file
 * is in), the tags on that commit, who wrote the reading, and every file the reading rests on (itself, the readings
 * it extends, the sources it cites) that differs from the commit. A reading outside any repository is published as
 * not under version control; either way the document says so where a reader cannot miss it.
 *
 * @param root        the workspace's folder; null outside version control
 * @param path        the reading's file relative to the workspace (or as given outside one), with forward slashes
 * @param commit      the full id of the commit; null outside version control or before the first commit
 * @param when        when that commit was made; null without one
 * @param branch      the branch checked out; null when detached or outside version control
 * @param tags        the tags on the commit (published/NAME/vN among them)
 * @param authors     the authors of the commits that touched the reading's file, first author first
 * @param uncommitted each file the reading rests on that is not as committed: "pu-shuang/qiliang.reading (modified)"
 */
public record ReadingVersion(Path root, String path, String commit, Instant when, String branch, List<String> tags,
		List<String> authors, List<String> uncommitted) {

	public ReadingVersion {
		tags = List.copyOf(tags);
		authors = List.copyOf(authors);
		uncommitted = List.copyOf(uncommitted);
	}

	public boolean underVersionControl() {
		return root != null && commit != null;
	}

	/** Whether what is published differs from what a reader can check out. */
	public boolean dirty() {
		return !underVersionControl() || !uncommitted.isEmpty();
	}

	public String shortCommit() {
		return commit == null ? null : commit.substring(0, 7);
	}

	/** One line: "commit 1a2b3c4 (tag published/x/v1)", "commit 1a2b3c4 with uncommitted changes", "not under version control". */
	public String describe() {
		if (!underVersionControl()) {
			return root == null ? "not under version control" : "not committed yet";
		}
		StringBuilder b = new StringBuilder("commit " + shortCommit());
		if (!tags.isEmpty()) {
			b.append(" (tag ").append(String.join(", ", tags)).append(')');
		}
		if (!uncommitted.isEmpty()) {
			b.append(" with uncommitted changes");
		}
		return b.toString();
	}

	/**
	 * The version of the reading in {@code file}, resting also on {@code others} (its bases' files, its sources').
	 * Never fails: a repository that cannot be read is reported as the reason the version is unknown.
	 */
	public static ReadingVersion of(Path file, Collection<Path> others) {
		Path abs = file.toAbsolutePath().normalize();
		Path root = Readings.workspaceOf(abs.getParent());
		if (root == null) {
			return new ReadingVersion(null, file.toString().replace('\\', '/'), null, null, null, List.of(), List.of(), List.of());
		}
		FileRepositoryBuilder builder = new FileRepositoryBuilder().findGitDir(abs.getParent().toFile()).setMustExist(true);
		try (Repository repo = builder.build(); Git git = Git.wrap(repo)) {
			Path top = repo.isBare() ? root : repo.getWorkTree().toPath().toAbsolutePath().normalize();
			String path = relative(top, abs);
			ObjectId head = repo.resolve(Constants.HEAD);
			if (head == null) {
				return new ReadingVersion(top, path, null, null, repo.getBranch(), List.of(), List.of(), List.of(path + " (not committed)"));
			}
			RevCommit commit;
			try (RevWalk walk = new RevWalk(repo)) {
				commit = walk.parseCommit(head);
			}
			List<String> tags = new ArrayList<>();
			for (Ref tag : repo.getRefDatabase().getRefsByPrefix(Constants.R_TAGS)) {
				Ref peeled = repo.getRefDatabase().peel(tag);
				ObjectId target = peeled.getPeeledObjectId() != null ? peeled.getPeeledObjectId() : peeled.getObjectId();
				if (head.equals(target)) {
					tags.add(tag.getName().substring(Constants.R_TAGS.length()));
				}
			}
			Set<String> authors = new LinkedHashSet<>();
			List<RevCommit> log = new ArrayList<>();
			git.log().add(head).addPath(path).call().forEach(log::add);
			for (int i = log.size() - 1; i >= 0; i--) {
				authors.add(log.get(i).getAuthorIdent().getName());
			}
			Set<String> paths = new LinkedHashSet<>();
			paths.add(path);
			for (Path o : others) {
				Path a = o.toAbsolutePath().normalize();
				if (a.startsWith(top)) {
					paths.add(relative(top, a));
				}
			}
			List<String> uncommitted = new ArrayList<>();
			for (String p : paths) {
				Status status = git.status().addPath(p).call();
				String state = status.getUntracked().contains(p) ? "not committed"
						: status.getAdded().contains(p) ? "added, not committed"
								: status.getModified().contains(p) || status.getChanged().contains(p) ? "modified"
										: status.getMissing().contains(p) || status.getRemoved().contains(p) ? "deleted" : null;
				if (state != null) {
					uncommitted.add(p + " (" + state + ")");
				}
			}
			return new ReadingVersion(top, path, commit.getName(), commit.getAuthorIdent().getWhenAsInstant(), branch(repo), tags,
					List.copyOf(authors), uncommitted);
		} catch (IOException | GitAPIException | RuntimeException e) {
			return new ReadingVersion(root, relative(root, abs), null, null, null, List.of(), List.of(),
					List.of("the workspace " + root + " cannot be read (" + e.getMessage() + "); `git status` there says why"));
		}
	}

	private static String branch(Repository repo) throws IOException {
		String full = repo.getFullBranch();
		return full != null && full.startsWith(Constants.R_HEADS) ? full.substring(Constants.R_HEADS.length()) : null;
	}

	private static String relative(Path top, Path file) {
		return file.startsWith(top) ? top.relativize(file).toString().replace('\\', '/') : file.toString();
	}
}
