package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `rulebench readings ...`, `diff` and `compare` on a damaged workspace, as a new user meets one: every command
 * prints what is wrong and what to do on standard error, nothing on standard output, exits with 1, and writes
 * nothing; a lock stops only the commands that write.
 */
class DamagedWorkspaceTest {
	private static final String QILIANG = "pu-shuang/qiliang.reading";

	@TempDir
	Path dir;

	private final Cli cli = new Cli();

	private String d() {
		return dir.toString();
	}

	@BeforeEach
	void workspaceWithAChange() throws IOException {
		assertEquals(0, cli.run("readings", "init", "--dir", d()));
		Files.writeString(dir.resolve(QILIANG), "// a note\n", StandardOpenOption.APPEND);
	}

	/** Every command that reads or writes the repository: each refused with the same message, nothing written. */
	private void everyCommandRefuses(String message) throws IOException {
		everyCommandRefuses(dir, message);
	}

	private void everyCommandRefuses(Path ws, String message) throws IOException {
		Map<String, String> before = files(ws);
		String[][] commands = { { "readings", "commit", "-m", "a note" }, { "readings", "log" }, { "readings", "list" },
				{ "readings", "list", "--revision", "main" }, { "readings", "branch" }, { "readings", "branch", "other" },
				{ "readings", "switch", "other", "--create" }, { "readings", "tag", "pu-shuang/ping.reading" },
				{ "readings", "init" }, { "diff", "main:" + QILIANG, QILIANG },
				{ "compare", "main:" + QILIANG, QILIANG, "--games", "10", "--threads", "1" } };
		for (String[] c : commands) {
			String[] args = Stream.concat(Stream.of(c), Stream.of("--dir", ws.toString())).toArray(String[]::new);
			assertEquals(1, cli.run(args), String.join(" ", c) + ": " + cli.err());
			assertEquals("", cli.out(), String.join(" ", c));
			assertTrue(cli.err().startsWith("rulebench: the readings workspace " + ws + " is damaged: " + message), String.join(" ", c)
					+ ": " + cli.err());
			assertTrue(cli.err().endsWith("Rulebench writes nothing to it until it is repaired\n"), cli.err());
		}
		assertEquals(before, files(ws), "nothing was written");
	}

	@Test
	void aLostBranchStopsEveryCommandInsteadOfANewHistory() throws IOException {
		ObjectId main = head();
		Files.delete(dir.resolve(".git/refs/heads/main"));
		everyCommandRefuses("the branch main, which the files are on, does not exist (.git/refs/heads/main is gone) though the"
				+ " workspace has history: a commit now would start a new history, cut off from every earlier one. Its log"
				+ " (.git/logs/refs/heads/main) says it was at " + main.abbreviate(7).name() + " \"Start the readings workspace"
				+ " with Rulebench's example readings\": `git update-ref refs/heads/main " + main.name() + "` there puts it back.");
		Files.writeString(dir.resolve(".git/refs/heads/main"), main.name() + "\n");
		assertEquals(0, cli.run("readings", "commit", "-m", "a note", "--dir", d()));
		assertEquals(0, cli.run("readings", "log", "--dir", d()));
		assertEquals(2, cli.out().lines().count(), "the note follows the first commit");
	}

	@Test
	void anEmptiedBranchFile() throws IOException {
		Files.write(dir.resolve(".git/refs/heads/main"), new byte[0]);
		everyCommandRefuses("the branch main (.git/refs/heads/main) is empty. Its log (.git/logs/refs/heads/main) says it was at ");
	}

	@Test
	void aTruncatedIndexIsNamedNotAnExceptionOfTheAddCommand() throws IOException {
		try (RandomAccessFile index = new RandomAccessFile(dir.resolve(".git/index").toFile(), "rw")) {
			index.setLength(100);
		}
		everyCommandRefuses(".git/index (Git's record of what the next commit holds) is truncated. The commits and the files on"
				+ " disk are intact: delete .git/index and run `git reset` there, which rebuilds it from the last commit and leaves"
				+ " the files as they are.");
		assertFalse(cli.err().contains("Exception caught"), cli.err());
	}

	@Test
	void aMissingObject() throws IOException {
		String blob;
		try (Git git = Git.open(dir.toFile())) {
			blob = git.getRepository().resolve("HEAD:" + QILIANG).name();
		}
		Files.delete(dir.resolve(".git/objects/" + blob.substring(0, 2) + "/" + blob.substring(2)));
		everyCommandRefuses("the file " + QILIANG + " of commit ");
		assertTrue(cli.err().contains(" is missing from the repository (object " + blob.substring(0, 7) + "). `git fsck` there lists"
				+ " what is broken"), cli.err());
	}

	@Test
	void aGarbledHeadInsideAnotherProjectNeverReachesThatProject() throws Exception {
		Path project = dir.resolve("project");
		ObjectId projectHead;
		try (Git git = Git.init().setDirectory(project.toFile()).setInitialBranch("main").call()) {
			projectHead = git.commit().setMessage("the project").setAuthor("P", "p@example.org").setCommitter("P", "p@example.org")
					.call().getId();
		}
		Path ws = project.resolve("readings");
		assertEquals(0, cli.run("readings", "init", "--dir", ws.toString()));
		Files.writeString(ws.resolve(QILIANG), "// a note\n", StandardOpenOption.APPEND);
		Files.writeString(ws.resolve(".git/HEAD"), "garbage\n");
		Map<String, String> before = files(project);
		everyCommandRefuses(ws, ".git/HEAD, which names the branch the files are on, holds \"garbage\" rather than a branch."
				+ " Write the branch back into it: `printf 'ref: refs/heads/main\\n' > .git/HEAD` there");
		assertEquals(before, files(project), "neither the workspace nor the project around it was written");
		try (Git git = Git.open(project.toFile())) {
			assertEquals(projectHead, git.getRepository().resolve("main"));
		}
	}

	@Test
	void aLockStopsWritingButNotReading() throws IOException {
		Files.createFile(dir.resolve(".git/index.lock"));
		assertEquals(0, cli.run("readings", "log", "--dir", d()));
		assertEquals(0, cli.run("diff", "main:" + QILIANG, dir.resolve(QILIANG).toString(), "--dir", d()));
		Map<String, String> before = files(dir);
		for (String[] c : new String[][] { { "readings", "commit", "-m", "a note" }, { "readings", "branch", "other" },
				{ "readings", "tag", "pu-shuang/ping.reading" } }) {
			String[] args = Stream.concat(Stream.of(c), Stream.of("--dir", d())).toArray(String[]::new);
			assertEquals(1, cli.run(args), String.join(" ", c));
			assertEquals("rulebench: the readings workspace " + dir + " is locked: " + dir.resolve(".git/index.lock") + " exists."
					+ " Another program (git, the workbench, another rulebench) may be writing to it: wait until it has finished."
					+ " If none is running, a crash left the lock behind: delete " + dir.resolve(".git/index.lock")
					+ " and try again\n", cli.err());
		}
		assertEquals(before, files(dir), "nothing was written");
	}

	private ObjectId head() throws IOException {
		try (Git git = Git.open(dir.toFile())) {
			return git.getRepository().resolve("main");
		}
	}

	private static Map<String, String> files(Path root) throws IOException {
		Map<String, String> files = new TreeMap<>();
		try (Stream<Path> walk = Files.walk(root)) {
			for (Path p : walk.filter(Files::isRegularFile).toList()) {
				try {
					files.put(root.relativize(p).toString(),
							HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
				} catch (NoSuchAlgorithmException e) {
					throw new IllegalStateException(e);
				}
			}
		}
		return files;
	}
}
