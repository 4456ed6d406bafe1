package org.rulebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `rulebench readings`, `diff` and `compare` on a workspace made in a temporary folder. */
class ReadingsCommandTest {
	private static final String QILIANG = "pu-shuang/qiliang.reading";

	@TempDir
	Path dir;

	private final Cli cli = new Cli();

	private String d() {
		return dir.toString();
	}

	@Test
	void initLeavesTheAnnotationLocksOutOfGitStatus() throws Exception {
		assertEquals(0, cli.run("readings", "init", "--dir", d()));
		assertTrue(Files.readAllLines(dir.resolve(".gitignore")).contains("annotations/.*.lock"));
		Files.createDirectories(dir.resolve("annotations"));
		Files.writeString(dir.resolve("annotations/.kishi.lock"), ""); // as a locked write of the set kishi leaves it
		try (org.eclipse.jgit.api.Git git = org.eclipse.jgit.api.Git.open(dir.toFile())) {
			assertTrue(git.status().call().isClean(), git.status().call().getUntracked().toString());
		}
	}

	@Test
	void aWorkspaceFromInitToPublication() throws IOException {
		assertEquals(0, cli.run("readings", "init", "--dir", d()));
		long examples;
		try (java.util.stream.Stream<java.nio.file.Path> walk = Files.walk(ExamplesTest.examples())) {
			examples = walk.filter(f -> f.toString().endsWith(".reading")).count();
		}
		assertEquals("made a readings workspace in " + dir + " (a Git repository, branch main) with " + examples + " readings\n",
				cli.out());
		assertEquals(0, cli.run("readings", "init", "--dir", d()));
		assertTrue(cli.out().endsWith("is a readings workspace already; nothing changed\n"), cli.out());

		assertEquals(0, cli.run("readings", "list", "--dir", d()));
		assertTrue(cli.out().lines().anyMatch(l -> l.matches(QILIANG + " +pushuang\\.qiliang +pushuang\\.ping +七梁雙陸")), cli.out());

		assertEquals(0, cli.run("readings", "switch", "kishi", "--create", "--dir", d()));
		assertTrue(cli.out().startsWith("on kishi ("), cli.out());
		Path file = dir.resolve(QILIANG);
		Files.writeString(file, Files.readString(file).replace("at most 2 pieces", "at most 3 pieces"));
		assertEquals(0, cli.run("readings", "commit", "-m", "七梁: three to a point", "--author", "B. Reader <b@example.org>",
				"--dir", d(), file.toString()));
		assertTrue(cli.out().matches("committed [0-9a-f]{7} on kishi: 七梁: three to a point\n"), cli.out());

		assertEquals(0, cli.run("readings", "log", file.toString(), "-n", "1", "--dir", d()));
		assertTrue(cli.out().matches("[0-9a-f]{7}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  B\\. Reader  七梁: three to a point\n"), cli.out());

		assertEquals(0, cli.run("readings", "branch", "--dir", d()));
		List<String> branches = cli.out().lines().toList();
		assertEquals(2, branches.size());
		assertTrue(branches.get(0).startsWith("* kishi "), cli.out());
		assertTrue(branches.get(1).startsWith("  main "), cli.out());

		assertEquals(0, cli.run("readings", "tag", QILIANG, "--dir", d()));
		assertTrue(cli.out().startsWith("published pushuang.qiliang (" + QILIANG + ") as published/pushuang.qiliang/v1 at "), cli.out());

		assertEquals(0, cli.run("diff", "main:" + QILIANG, "kishi", "--dir", d()));
		assertTrue(cli.out().contains("1 of 26 rules differ: 0 added, 0 removed, 1 changed; 25 the same"), cli.out());
		assertTrue(cli.out().contains("at most 2 pieces on a point"), cli.out());
		assertTrue(cli.out().contains("at most 3 pieces on a point"), cli.out());

		assertEquals(0, cli.run("diff", "main:" + QILIANG, "kishi", "--format", "json", "--dir", d()));
		assertTrue(cli.out().contains("\"rule\": \"limit\""), cli.out());
		assertTrue(cli.out().contains("\"changed_on\": \"new\""), cli.out());

		assertEquals(0, cli.run("diff", "main:" + QILIANG, "kishi", "--text", "--dir", d()));
		assertTrue(cli.out().contains("\n+rule limit: at most 3 pieces on a point\n"), cli.out());

		assertEquals(0, cli.run("compare", "main:" + QILIANG, "kishi", "--games", "200", "--threads", "1", "--dir", d()));
		assertTrue(cli.out().contains("turns per game"), cli.out());
		assertTrue(cli.out().contains("McNemar exact test (paired)"), cli.out());
	}

	@Test
	void problemsAreSentencesWithExitStatusOne() throws IOException {
		assertEquals(1, cli.run("readings", "list", "--dir", d()));
		assertTrue(cli.err().startsWith("rulebench: " + dir + " is not in a readings workspace"), cli.err());
		assertEquals(0, cli.run("readings", "init", "--dir", d()));
		assertEquals(1, cli.run("readings", "commit", "-m", "nothing", "--dir", d()));
		assertEquals("rulebench: nothing to commit: no reading changed since the last commit\n", cli.err());
		assertEquals(2, cli.run("readings", "commit", "--dir", d()));
		assertTrue(cli.err().startsWith("rulebench: commit needs a message"), cli.err());
		Files.writeString(dir.resolve(".git/index.lock"), "");
		Files.writeString(dir.resolve(QILIANG), "// edited\n", java.nio.file.StandardOpenOption.APPEND);
		assertEquals(1, cli.run("readings", "commit", "-m", "edit", "--dir", d()));
		assertTrue(cli.err().contains("is locked: " + dir.resolve(".git/index.lock") + " exists"), cli.err());
		assertEquals(1, cli.run("diff", "nowhere:" + QILIANG, "main", "--dir", d()));
		assertTrue(cli.err().startsWith("rulebench: 'nowhere' is neither a file nor a branch, tag or commit"), cli.err());
		assertEquals(2, cli.run("readings", "frobnicate", "--dir", d()));
	}

	@Test
	void filesOutsideAnyWorkspaceCompareToo() {
		Path examples = Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"));
		String ping = examples.resolve("pu-shuang/ping.reading").toString();
		assertEquals(0, cli.run("diff", ping, examples.resolve(QILIANG).toString(), "--format", "json"));
		assertTrue(cli.out().contains("\"old\": \"pushuang.ping (" + ping + ")\""), cli.out());
		assertEquals(0, cli.run("compare", ping, ping, "--choose-old", "reentry=exact", "--choose-new", "reentry=open", "--games", "300",
				"--seed", "3"));
		assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("turns per game") && l.contains(" *  paired t")), cli.out());
	}
}
