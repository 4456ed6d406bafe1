package org.rulebench.readings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;
import org.rulebench.readings.tests.CommitLoop;

/**
 * Killing a process in the middle of committing loses nothing: another JVM saves and commits in a loop and is
 * killed (SIGKILL, no shutdown hooks) at varying moments; after each kill the workspace opens, every commit the
 * process reported is on the branch with its full text, the file on disk is one whole save, and git fsck finds
 * nothing wrong. A lock left behind is named by the next commit, and goes once deleted as the message says.
 */
class CrashTest {
	private static final String PATH = "crash/test.reading";
	private static final int ROUNDS = 6;
	private static final Pattern COMPLETE = Pattern.compile("committed -?\\d+ [0-9a-f]{40}");

	@TempDir
	Path dir;
	@TempDir
	Path logs;

	@Test
	void aKillDuringACommitLosesNoCommittedReading() throws Exception {
		try (Readings r = Readings.init().setDirectory(dir).setExamples(false).call()) {
			r.commit().setContent(PATH, CommitLoop.text(0)).setMessage("save 0").call();
		}
		String classPath = classPath();
		List<String> reported = new ArrayList<>();
		int next = 1;
		int locksMet = 0;
		for (int round = 0; round < ROUNDS; round++) {
			Process p = new ProcessBuilder(javaBinary(), "-cp", classPath, CommitLoop.class.getName(), dir.toString(), PATH,
					Integer.toString(next)).redirectError(logs.resolve("loop-" + round + ".err").toFile()).start();
			LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
			Thread reader = Thread.ofVirtual().start(() -> {
				try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
					for (String l; (l = in.readLine()) != null;) {
						lines.add(l);
					}
				} catch (IOException e) {
					// the process died: its pipe closed
				}
			});
			// let it commit a few times, then kill it at a moment that differs from round to round
			int wanted = 3 + round;
			for (int seen = 0; seen < wanted;) {
				String l = lines.poll(60, TimeUnit.SECONDS);
				if (l == null) {
					p.destroyForcibly();
					fail("the commit loop reported nothing for a minute; its errors: "
							+ Files.readString(logs.resolve("loop-" + round + ".err")));
				}
				if (COMPLETE.matcher(l).matches()) {
					reported.add(l);
					seen++;
				}
			}
			Thread.sleep(round * 7L % 20);
			p.destroyForcibly();
			assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the killed process ended");
			reader.join();
			// a line the kill cut short is no report: the commit may or may not have returned
			lines.stream().filter(l -> COMPLETE.matcher(l).matches()).forEach(reported::add);
			String last = reported.get(reported.size() - 1);
			next = Integer.parseInt(last.split(" ")[1]) + 1;

			locksMet += checkConsistent(reported);
			next += 1000; // the text of a save the kill may have left half-committed is never reused
		}
		assertTrue(reported.size() >= 3 * ROUNDS, "reported " + reported.size());
		// the workspace still takes commits
		try (Readings r = Readings.open(dir)) {
			r.commit().setContent(PATH, CommitLoop.text(999_999)).setMessage("after the crashes").call();
		}
		System.out.println("crash test: " + reported.size() + " commits reported over " + ROUNDS + " kills, " + locksMet
				+ " lock(s) left by a kill");
	}

	/** @return how many lock files the kill left (deleted here, after checking the message names them) */
	private int checkConsistent(List<String> reported) throws IOException, InterruptedException {
		int locks = 0;
		try (Readings r = Readings.open(dir)) {
			Repository repo = r.repository();
			Set<String> onBranch = new LinkedHashSet<>();
			try (RevWalk walk = new RevWalk(repo)) {
				walk.markStart(walk.parseCommit(repo.resolve(Constants.R_HEADS + "main")));
				for (RevCommit c : walk) {
					onBranch.add(c.getName());
					try (TreeWalk t = TreeWalk.forPath(repo, PATH, c.getTree())) {
						String text = new String(repo.open(t.getObjectId(0)).getBytes(), StandardCharsets.UTF_8);
						int n = Integer.parseInt(c.getShortMessage().substring("save ".length()).strip().split(" ")[0]);
						assertEquals(CommitLoop.text(n), text, "commit " + c.getName() + " holds its whole save");
					}
				}
			}
			for (String line : reported) {
				String id = line.split(" ")[2];
				assertTrue(onBranch.contains(id), "reported commit " + line + " is on main");
			}
			String onDisk = Files.readString(dir.resolve(PATH));
			assertTrue(onDisk.startsWith("reading crash.test\ngame \"save "), "the file is one whole save");
			int n = Integer.parseInt(onDisk.substring("reading crash.test\ngame \"save ".length(), onDisk.indexOf("\"\n")));
			assertEquals(CommitLoop.text(n), onDisk, "the file on disk is one whole save");
			try (Stream<Path> files = Files.list(dir.resolve("crash"))) {
				files.filter(f -> f.getFileName().toString().endsWith(".tmp")).forEach(f -> {
					// a kill between writing the temporary file and renaming it leaves the temporary file, never a
					// half-written reading; it is not a .reading file, so nothing reads it
					try {
						Files.delete(f);
					} catch (IOException e) {
						throw new java.io.UncheckedIOException(e);
					}
				});
			}
			// the locks of Git's writes: the index, HEAD, the configuration, the refs
			Path git = repo.getDirectory().toPath();
			List<Path> lockFiles;
			try (Stream<Path> walk = Files.walk(git)) {
				lockFiles = walk.filter(f -> f.getFileName().toString().endsWith(".lock"))
						.filter(f -> f.getParent().equals(git) || f.startsWith(git.resolve("refs"))).toList();
			}
			if (!lockFiles.isEmpty()) {
				locks = lockFiles.size();
				Files.writeString(dir.resolve(PATH), CommitLoop.text(-1));
				try {
					r.commit().setMessage("save -1").call();
					fail("a commit with " + lockFiles + " present must stop");
				} catch (WorkspaceProblem e) {
					for (Path l : lockFiles) {
						assertTrue(e.getMessage().contains(l.toString()), e.getMessage());
					}
				}
				for (Path l : lockFiles) {
					Files.delete(l);
				}
				Files.writeString(dir.resolve(PATH), onDisk);
			}
		}
		fsck();
		return locks;
	}

	/** Command-line git's own check, where git is installed (the workspace is an ordinary Git repository). */
	private void fsck() throws IOException, InterruptedException {
		Process git;
		try {
			git = new ProcessBuilder("git", "fsck", "--full", "--no-dangling").directory(dir.toFile()).redirectErrorStream(true).start();
		} catch (IOException e) {
			return; // no git on this machine: JGit's own reads above are the check
		}
		String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(git.waitFor(60, TimeUnit.SECONDS));
		assertEquals(0, git.exitValue(), "git fsck: " + out);
		assertFalse(out.contains("error"), out);
	}

	private static String javaBinary() {
		return Path.of(System.getProperty("java.home"), "bin", "java").toString();
	}

	/** The jars (or folders) of this test bundle and of every bundle it is wired to, transitively. */
	private static String classPath() throws IOException {
		Set<Bundle> bundles = new LinkedHashSet<>();
		collect(FrameworkUtil.getBundle(CrashTest.class), bundles);
		List<String> entries = new ArrayList<>();
		for (Bundle b : bundles) {
			if (b.getBundleId() == 0) {
				continue;
			}
			File f = FileLocator.getBundleFile(b);
			if (f == null) {
				continue;
			}
			entries.add(f.toString());
			// a bundle run from its project folder has its classes in the build's output folder
			for (String output : List.of("target/classes", "bin")) {
				if (f.isDirectory() && new File(f, output).isDirectory()) {
					entries.add(new File(f, output).toString());
				}
			}
		}
		return String.join(File.pathSeparator, entries);
	}

	private static void collect(Bundle bundle, Set<Bundle> into) {
		if (!into.add(bundle)) {
			return;
		}
		BundleWiring wiring = bundle.adapt(BundleWiring.class);
		if (wiring == null) {
			return;
		}
		for (BundleWire w : wiring.getRequiredWires(null)) {
			collect(w.getProvider().getBundle(), into);
		}
	}
}
