package org.rulebench.readings.source;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

import org.eclipse.jgit.errors.RevisionSyntaxException;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.health.RepositoryHealth;
import org.rulebench.readings.internal.Trouble;

/**
 * Where a reading is: a file on disk (its base readings are those of its workspace as they are on disk), or a
 * file of a workspace at a branch, tag or commit (its bases are those of that commit).
 *
 * <p>
 * As written on a command line ({@link #resolve}): {@code REV:PATH} is PATH (relative to the workspace root) at
 * the branch, tag or commit REV, e.g. {@code main:pu-shuang/qiliang.reading} or {@code HEAD~2:pu-shuang/ping.reading};
 * a path of an existing file is that file; a bare {@code REV} takes its path from the other reading named with it.
 */
public final class ReadingSource {
	private final String label;
	private final Path file;
	private final Repository repository;
	private final String revision;
	private final ObjectId commit;
	private final String path;

	private ReadingSource(String label, Path file, Repository repository, String revision, ObjectId commit, String path) {
		this.label = label;
		this.file = file;
		this.repository = repository;
		this.revision = revision;
		this.commit = commit;
		this.path = path;
	}

	/** A reading file on disk. */
	public static ReadingSource file(Path file) {
		if (!Files.isRegularFile(file)) {
			throw new WorkspaceProblem(file + ": no such file; give the path of a .reading file, or REV:PATH for a"
					+ " reading at a branch, tag or commit");
		}
		return new ReadingSource(file.toString(), file, null, null, null, null);
	}

	/**
	 * PATH (relative to the workspace root, '/'-separated) at a branch, tag or commit of the repository.
	 *
	 * @throws WorkspaceProblem if the revision is unknown or holds no such file, or the repository is damaged
	 */
	public static ReadingSource at(Repository repository, String revision, String path) {
		Objects.requireNonNull(repository, "repository");
		RepositoryHealth.of(repository).requireReadable();
		String clean = path.replace('\\', '/').replaceAll("^(\\./)+", "");
		ObjectId commit = commitOf(repository, revision);
		try (RevWalk walk = new RevWalk(repository)) {
			RevCommit c = walk.parseCommit(commit);
			try (TreeWalk tree = TreeWalk.forPath(repository, clean, c.getTree())) {
				if (tree == null) {
					throw new WorkspaceProblem(revision + ":" + clean + ": there is no such file at " + revision
							+ "; `rulebench readings list --revision " + revision + "` lists the readings there");
				}
			}
		} catch (IOException e) {
			throw Trouble.of(repository, "read " + revision, e);
		}
		return new ReadingSource(revision + ":" + clean, null, repository, revision, commit, clean);
	}

	/** The commit a branch, tag or commit id names. */
	public static ObjectId commitOf(Repository repository, String revision) {
		ObjectId id;
		try {
			id = repository.resolve(revision + "^{commit}");
		} catch (RevisionSyntaxException | IOException e) {
			throw Trouble.of(repository, "resolve " + revision, e);
		}
		if (id == null) {
			throw new WorkspaceProblem("'" + revision + "' is neither a file nor a branch, tag or commit of the workspace"
					+ (repository.isBare() ? "" : " " + repository.getWorkTree()));
		}
		return id;
	}

	/**
	 * Two readings as a command line names them, each {@code FILE}, {@code REV:PATH} or a bare {@code REV} (then
	 * with the other's path).
	 *
	 * @param repository the workspace that revisions are looked up in; null if there is none
	 * @param cwd        what relative file paths are relative to
	 */
	public static List<ReadingSource> resolve(Repository repository, Path cwd, String a, String b) {
		String pathA = pathOf(repository, cwd, a);
		String pathB = pathOf(repository, cwd, b);
		if (pathA == null && pathB == null) {
			throw new WorkspaceProblem("'" + a + "' and '" + b + "' name no file: give one of them as REV:PATH or as a file,"
					+ " e.g. main:pu-shuang/qiliang.reading");
		}
		return List.of(one(repository, cwd, a, pathA != null ? pathA : pathB),
				one(repository, cwd, b, pathB != null ? pathB : pathA));
	}

	/** The workspace-relative path a spec names, or null for a bare revision. */
	private static String pathOf(Repository repository, Path cwd, String spec) {
		int colon = spec.indexOf(':');
		if (colon > 0 && !Files.exists(cwd.resolve(spec))) {
			return spec.substring(colon + 1);
		}
		Path f = cwd.resolve(spec);
		if (Files.isRegularFile(f)) {
			return repository == null || repository.isBare() ? spec : relative(repository, f);
		}
		if (spec.endsWith(".reading") || repository == null) {
			throw new WorkspaceProblem(spec + ": no such file; give the path of a .reading file, or REV:PATH for a reading"
					+ " at a branch, tag or commit");
		}
		return null;
	}

	private static ReadingSource one(Repository repository, Path cwd, String spec, String path) {
		int colon = spec.indexOf(':');
		if (colon > 0 && !Files.exists(cwd.resolve(spec))) {
			requireRepository(repository, spec);
			return at(repository, spec.substring(0, colon), path);
		}
		Path f = cwd.resolve(spec);
		if (Files.isRegularFile(f)) {
			return new ReadingSource(spec, f.toAbsolutePath().normalize(), null, null, null, null);
		}
		requireRepository(repository, spec);
		return at(repository, spec, path);
	}

	private static void requireRepository(Repository repository, String spec) {
		if (repository == null) {
			throw new WorkspaceProblem("'" + spec + "' names a branch, tag or commit, but there is no readings workspace"
					+ " here; run in one, or give its folder with --dir");
		}
	}

	private static String relative(Repository repository, Path file) {
		Path root = repository.getWorkTree().toPath().toAbsolutePath().normalize();
		Path f = file.toAbsolutePath().normalize();
		return f.startsWith(root) ? root.relativize(f).toString().replace('\\', '/') : f.toString();
	}

	/** How the reading is named in reports: the path as given, or REV:PATH. */
	public String label() {
		return label;
	}

	public boolean isFile() {
		return file != null;
	}

	/** The file on disk; null for a reading at a revision. */
	public Path file() {
		return file;
	}

	/** The repository of a reading at a revision; null for a file. */
	public Repository repository() {
		return repository;
	}

	/** The revision as written (e.g. "main"); null for a file. */
	public String revision() {
		return revision;
	}

	/** The commit of a reading at a revision; null for a file. */
	public ObjectId commit() {
		return commit;
	}

	/** The workspace-relative path of a reading at a revision; null for a file. */
	public String path() {
		return path;
	}

	/** The same path at another commit: for the merge base. */
	public ReadingSource atCommit(ObjectId other, String name) {
		return new ReadingSource(name + ":" + path, null, repository, name, other, path);
	}

	@Override
	public String toString() {
		return label;
	}
}
