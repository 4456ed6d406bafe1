package org.rulebench.readings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.errors.RepositoryNotFoundException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.rulebench.readings.diff.RuleDiffCommand;
import org.rulebench.readings.diff.TextDiffCommand;
import org.rulebench.readings.health.Damage;
import org.rulebench.readings.health.RepositoryHealth;
import org.rulebench.readings.internal.Trouble;

/**
 * A readings workspace: an ordinary Git repository (command-line git and any Git host work with it) whose files
 * are readings. A competing reading is a branch, or a sibling file. Entry point of the commands, as JGit's
 * {@code Git} is of its own:
 *
 * <pre>
 * try (Readings readings = Readings.open(dir)) {
 * 	readings.commit().setMessage("七梁: two to a point, as Kishi reads it").setAuthor("A. Historian", "a@h.org").call();
 * }
 * </pre>
 */
public final class Readings implements AutoCloseable {
	/** Where the default workspace lives unless RULEBENCH_WORKSPACE says otherwise. */
	public static final String DEFAULT_DIRECTORY = ".rulebench/readings";

	private final Git git;

	private Readings(Repository repository) {
		this.git = Git.wrap(repository);
	}

	/** A new workspace (or the one already in the directory). */
	public static InitCommand init() {
		return new InitCommand();
	}

	/**
	 * The workspace the directory is in (it or a folder above it holds the repository).
	 *
	 * @throws WorkspaceProblem if there is none, or it cannot be read; a {@link
	 *                          org.rulebench.readings.health.DamagedWorkspace} if it is damaged (a lock does not stop
	 *                          opening: it stops writing)
	 */
	public static Readings open(Path dir) {
		Path start = dir.toAbsolutePath().normalize();
		Path top = workspaceOf(start);
		if (top != null) {
			// a .git folder that JGit does not take for a repository stops the search: above it is some other project's
			Damage broken = RepositoryHealth.notARepository(top, top.resolve(Constants.DOT_GIT));
			if (broken != null) {
				throw RepositoryHealth.refusal(top, broken);
			}
		}
		FileRepositoryBuilder builder = new FileRepositoryBuilder().findGitDir(start.toFile()).setMustExist(true);
		if (builder.getGitDir() == null) {
			throw new WorkspaceProblem(start + " is not in a readings workspace (no Git repository there or"
					+ " above); `rulebench readings init` makes one, or give the workspace's folder with --dir");
		}
		Repository repository;
		try {
			repository = builder.build();
		} catch (RepositoryNotFoundException e) {
			throw new WorkspaceProblem(builder.getGitDir() + " is not a Git repository: " + e.getMessage()
					+ "; move it away and run `rulebench readings init` again", e);
		} catch (IOException | IllegalArgumentException e) {
			Path gitDir = builder.getGitDir().toPath();
			Path workTree = top != null ? top : gitDir.getParent();
			Damage config = RepositoryHealth.configProblem(workTree, gitDir);
			if (config != null) {
				throw RepositoryHealth.refusal(workTree, config);
			}
			throw new WorkspaceProblem("the readings workspace " + gitDir + " cannot be opened: " + e.getMessage()
					+ ". `git fsck` there says what is broken; restore it from a clone or a backup", e);
		}
		Readings readings = new Readings(repository);
		try {
			readings.health().requireReadable();
		} catch (WorkspaceProblem e) {
			readings.close();
			throw e;
		}
		return readings;
	}

	/**
	 * The folder at or above the directory that has a .git (folder or file), whether or not it is a whole repository;
	 * null if there is none.
	 */
	public static Path workspaceOf(Path dir) {
		for (Path p = dir.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
			if (Files.exists(p.resolve(Constants.DOT_GIT))) {
				return p;
			}
		}
		return null;
	}

	/** A workspace over a repository the caller opened (on disk or in memory); closing it closes the repository. */
	public static Readings wrap(Repository repository) {
		return new Readings(Objects.requireNonNull(repository, "repository"));
	}

	/**
	 * The embedded default workspace: {@code $RULEBENCH_WORKSPACE}, else {@code ~/.rulebench/readings}, made with
	 * the example readings the first time it is used.
	 */
	public static Readings openDefault() {
		String env = System.getenv("RULEBENCH_WORKSPACE");
		Path dir = env != null && !env.isBlank() ? Path.of(env) : Path.of(System.getProperty("user.home")).resolve(DEFAULT_DIRECTORY);
		return Files.exists(dir.resolve(Constants.DOT_GIT)) ? open(dir) : init().setDirectory(dir).call();
	}

	/**
	 * Whether the repository is whole, checked now (milliseconds): every command asks before it reads or writes, and
	 * refuses with {@link RepositoryHealth#requireReadable()} or {@link RepositoryHealth#requireWritable()}.
	 */
	public RepositoryHealth health() {
		return RepositoryHealth.of(repository());
	}

	public Repository repository() {
		return git.getRepository();
	}

	/** The folder of the readings; null for a repository without one (bare, in memory). */
	public Path workTree() {
		Repository r = repository();
		return r.isBare() ? null : r.getWorkTree().toPath();
	}

	/** The branch the work tree is on; null when it is on a detached commit. */
	public String currentBranch() {
		try {
			String full = repository().getFullBranch();
			return full != null && full.startsWith(Constants.R_HEADS) ? full.substring(Constants.R_HEADS.length()) : null;
		} catch (IOException e) {
			throw Trouble.of(repository(), "read HEAD", e);
		}
	}

	Git git() {
		return git;
	}

	public CommitCommand commit() {
		return new CommitCommand(this);
	}

	public ListCommand list() {
		return new ListCommand(this);
	}

	public BranchCommand branch() {
		return new BranchCommand(this);
	}

	public BranchListCommand branchList() {
		return new BranchListCommand(this);
	}

	public SwitchCommand switchTo() {
		return new SwitchCommand(this);
	}

	public LogCommand log() {
		return new LogCommand(this);
	}

	public TagCommand tag() {
		return new TagCommand(this);
	}

	public RuleDiffCommand diff() {
		return new RuleDiffCommand(repository());
	}

	public TextDiffCommand textDiff() {
		return new TextDiffCommand(repository());
	}

	@Override
	public void close() {
		git.close();
		repository().close();
	}
}
