package org.rulebench.readings.health;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.rulebench.readings.Readings;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.health.Damage.Kind;
import org.rulebench.readings.tests.ReadingHistory;

/**
 * A readings workspace on disk damaged as a disk, a crash or another tool damages one: every command refuses, says
 * what is wrong and what to do, and writes nothing (every file of the workspace, .git included, is the same after
 * the refused commit, branch, tag and switch); a lock stops writing but not reading.
 */
class RepositoryHealthTest {
	private static final String QILIANG = "pu-shuang/qiliang.reading";
	private static final String MISSING = "1234567890123456789012345678901234567890";

	@TempDir
	Path dir;

	/** Each way the repository gets damaged, what the check calls it and words its message must have. */
	enum Harm {
		LOST_BRANCH(Kind.LOST_BRANCH, "the branch main, which the files are on, does not exist (.git/refs/heads/main is gone)"
				+ " though the workspace has history: a commit now would start a new history") {
			@Override
			void apply(Path dir) throws IOException {
				Files.delete(git(dir).resolve("refs/heads/main"));
			}
		},
		EMPTY_BRANCH_FILE(Kind.BROKEN_REF, "the branch main (.git/refs/heads/main) is empty. Its log") {
			@Override
			void apply(Path dir) throws IOException {
				Files.write(git(dir).resolve("refs/heads/main"), new byte[0]);
			}
		},
		BRANCH_AT_A_MISSING_COMMIT(Kind.MISSING_COMMIT, "the branch main points at 1234567, which is not in the repository") {
			@Override
			void apply(Path dir) throws IOException {
				Files.writeString(git(dir).resolve("refs/heads/main"), MISSING + "\n");
			}
		},
		OTHER_BRANCH_AT_A_MISSING_COMMIT(Kind.MISSING_COMMIT, "the branch kishi points at 1234567") {
			@Override
			void apply(Path dir) throws IOException {
				Files.writeString(git(dir).resolve("refs/heads/kishi"), MISSING + "\n");
			}
		},
		TAG_OF_A_MISSING_COMMIT(Kind.MISSING_COMMIT, "the tag published/pushuang.ping/v1 points at 1234567") {
			@Override
			void apply(Path dir) throws IOException {
				Path tag = git(dir).resolve("refs/tags/published/pushuang.ping/v1");
				Files.createDirectories(tag.getParent());
				Files.writeString(tag, MISSING + "\n");
			}
		},
		HEAD_COMMIT_MISSING(Kind.MISSING_COMMIT, ", which is not in the repository") {
			@Override
			void apply(Path dir) throws IOException {
				deleteObject(dir, Constants.HEAD);
			}
		},
		PARENT_COMMIT_MISSING(Kind.MISSING_OBJECT, "the history before it is cut off") {
			@Override
			void apply(Path dir) throws IOException {
				deleteObject(dir, "HEAD~1");
			}
		},
		FILE_MISSING(Kind.MISSING_OBJECT, "the file " + QILIANG + " of commit ") {
			@Override
			void apply(Path dir) throws IOException {
				deleteObject(dir, "HEAD:" + QILIANG);
			}
		},
		FOLDER_MISSING(Kind.MISSING_OBJECT, "the folder pu-shuang of commit ") {
			@Override
			void apply(Path dir) throws IOException {
				deleteObject(dir, "HEAD:pu-shuang");
			}
		},
		EMPTY_OBJECT_FILE(Kind.CORRUPT_OBJECT, "the file " + QILIANG + " of commit ") {
			@Override
			void apply(Path dir) throws IOException {
				Path object = looseObject(dir, "HEAD:" + QILIANG);
				object.toFile().setWritable(true);
				Files.write(object, new byte[0]);
			}
		},
		TRUNCATED_INDEX(Kind.INDEX, ".git/index (Git's record of what the next commit holds) is truncated. The commits and the"
				+ " files on disk are intact: delete .git/index and run `git reset` there") {
			@Override
			void apply(Path dir) throws IOException {
				truncate(git(dir).resolve("index"), 100);
			}
		},
		CORRUPT_INDEX(Kind.INDEX, ".git/index (Git's record of what the next commit holds) is corrupt") {
			@Override
			void apply(Path dir) throws IOException {
				overwrite(git(dir).resolve("index"), 200);
			}
		},
		MISSING_INDEX(Kind.INDEX, ".git/index (Git's record of what the next commit holds) is missing") {
			@Override
			void apply(Path dir) throws IOException {
				Files.delete(git(dir).resolve("index"));
			}
		},
		BROKEN_CONFIG(Kind.CONFIG, "its configuration .git/config does not parse") {
			@Override
			void apply(Path dir) throws IOException {
				Files.writeString(git(dir).resolve("config"), "[core\n", java.nio.file.StandardOpenOption.APPEND);
			}
		},
		GARBLED_HEAD(Kind.NOT_A_REPOSITORY, ".git/HEAD, which names the branch the files are on, holds \"garbage\" rather than"
				+ " a branch. Write the branch back into it: `printf 'ref: refs/heads/main\\n' > .git/HEAD`") {
			@Override
			void apply(Path dir) throws IOException {
				Files.writeString(git(dir).resolve("HEAD"), "garbage\n");
			}
		},
		BROKEN_PACKED_REFS(Kind.BROKEN_REF, " of .git/packed-refs (the branches and tags packed in one file) reads \"garbage line\"") {
			@Override
			void apply(Path dir) throws IOException {
				pack(dir);
				Files.writeString(git(dir).resolve("packed-refs"), "garbage line\n", java.nio.file.StandardOpenOption.APPEND);
			}
		},
		TRUNCATED_PACK(Kind.PACK, "does not end with the checksum its index records: it was truncated or overwritten") {
			@Override
			void apply(Path dir) throws IOException {
				truncate(pack(dir), 3000);
			}
		},
		PACK_WITHOUT_INDEX(Kind.PACK, "has no index") {
			@Override
			void apply(Path dir) throws IOException {
				Path p = pack(dir);
				Files.delete(p.resolveSibling(p.getFileName().toString().replace(".pack", ".idx")));
			}
		},
		CORRUPT_PACK(Kind.CORRUPT_OBJECT, "cannot be read") {
			@Override
			void apply(Path dir) throws IOException {
				Path p = pack(dir);
				// the objects' data, not the header or the trailer: JGit's own checks of a pack pass, reading an object does not
				for (long at = 12 + 64; at < Files.size(p) - 64; at += 256) {
					overwrite(p, at);
				}
			}

			@Override
			boolean seenByAnOpenRepository() {
				return false; // JGit may still hold the pack's bytes it read before
			}
		},
		INDEX_LOCK(Kind.LOCKED, ".git/index.lock exists. Another program (git, the workbench, another rulebench) may be writing") {
			@Override
			void apply(Path dir) throws IOException {
				Files.createFile(git(dir).resolve("index.lock"));
			}
		},
		HEAD_LOCK(Kind.LOCKED, ".git/HEAD.lock exists") {
			@Override
			void apply(Path dir) throws IOException {
				Files.createFile(git(dir).resolve("HEAD.lock"));
			}
		},
		BRANCH_LOCK(Kind.LOCKED, ".git/refs/heads/main.lock exists") {
			@Override
			void apply(Path dir) throws IOException {
				Files.createFile(git(dir).resolve("refs/heads/main.lock"));
			}
		};

		final Kind kind;
		final String words;

		Harm(Kind kind, String words) {
			this.kind = kind;
			this.words = words;
		}

		abstract void apply(Path dir) throws IOException;

		/** Whether a repository opened before the harm sees it too (a command of a long-lived workspace). */
		boolean seenByAnOpenRepository() {
			return true;
		}
	}

	/** A workspace of two commits on main, a branch kishi, a published reading, and a change not yet committed. */
	private void workspace() throws IOException {
		try (Readings r = Readings.init().setDirectory(dir).setAuthor("A. Historian", "historian@example.org").call()) {
			r.commit().setContent(QILIANG, Files.readString(dir.resolve(QILIANG)).replace("at most 2 pieces", "at most 3 pieces"))
					.setMessage("七梁: three to a point").call();
			r.branch().setName("kishi").call();
			r.tag().setReading("pu-shuang/ping.reading").call();
		}
		Files.writeString(dir.resolve(QILIANG), "// a note\n" + Files.readString(dir.resolve(QILIANG)));
	}

	@ParameterizedTest
	@EnumSource(Harm.class)
	void aDamagedWorkspaceIsRefusedAndNothingIsWritten(Harm harm) throws Exception {
		workspace();
		if (harm.seenByAnOpenRepository()) {
			try (Readings open = Readings.open(dir)) {
				harm.apply(dir);
				refusesEveryWrite(harm, open);
				if (harm.kind == Kind.LOCKED) {
					assertDoesNotThrow(() -> open.log().call(), "a lock does not stop reading");
				} else {
					refused(harm, assertThrows(WorkspaceProblem.class, () -> open.log().call()));
					refused(harm, assertThrows(WorkspaceProblem.class, () -> open.list().setRevision("main").call()));
					refused(harm, assertThrows(WorkspaceProblem.class, () -> open.diff().setWorkingDirectory(dir)
							.setOld("main:" + QILIANG).setNew(QILIANG).call()));
				}
			}
		} else {
			harm.apply(dir);
		}
		if (harm.kind == Kind.LOCKED) {
			try (Readings again = Readings.open(dir)) {
				assertEquals(2, again.log().call().size(), "the history reads through a lock");
				refusesEveryWrite(harm, again);
			}
			return;
		}
		Map<String, String> before = files(dir);
		refused(harm, assertThrows(WorkspaceProblem.class, () -> Readings.open(dir)));
		refused(harm, assertThrows(WorkspaceProblem.class, () -> Readings.init().setDirectory(dir).call()));
		assertEquals(before, files(dir), "nothing was written");
	}

	/** Commit, branch, tag and switch refuse, and leave every file of the workspace as it was. */
	private void refusesEveryWrite(Harm harm, Readings r) throws IOException {
		Map<String, String> before = files(dir);
		refused(harm, assertThrows(WorkspaceProblem.class, () -> r.commit().setMessage("m").call()));
		refused(harm, assertThrows(WorkspaceProblem.class, () -> r.commit().setContent(QILIANG, "// saved\n").setMessage("m").call()));
		refused(harm, assertThrows(WorkspaceProblem.class, () -> r.branch().setName("other").call()));
		refused(harm, assertThrows(WorkspaceProblem.class, () -> r.switchTo().setBranch("new").setCreate(true).call()));
		refused(harm, assertThrows(WorkspaceProblem.class, () -> r.tag().setReading("pu-shuang/huihui.reading").call()));
		assertEquals(before, files(dir), "nothing was written");
	}

	private static void refused(Harm harm, WorkspaceProblem p) {
		DamagedWorkspace d = assertInstanceOf(DamagedWorkspace.class, p, p.getMessage());
		assertEquals(harm.kind, d.damage().get(0).kind(), p.getMessage());
		assertTrue(p.getMessage().contains(harm.words), p.getMessage());
		assertTrue(p.getMessage().startsWith("the readings workspace "), p.getMessage());
		if (harm.kind != Kind.LOCKED) {
			assertTrue(p.getMessage().endsWith("Rulebench writes nothing to it until it is repaired"), p.getMessage());
		}
	}

	@Test
	void aLostBranchComesBackAsTheMessageSays() throws Exception {
		workspace();
		ObjectId main;
		try (Git git = Git.open(dir.toFile())) {
			main = git.getRepository().resolve("main");
		}
		Harm.LOST_BRANCH.apply(dir);
		WorkspaceProblem p = assertThrows(WorkspaceProblem.class, () -> Readings.open(dir));
		assertTrue(p.getMessage().contains("Its log (.git/logs/refs/heads/main) says it was at " + main.abbreviate(7).name()
				+ " \"七梁: three to a point\": `git update-ref refs/heads/main " + main.name() + "` there puts it back"), p.getMessage());
		// what `git update-ref` does
		Files.writeString(git(dir).resolve("refs/heads/main"), main.name() + "\n");
		try (Readings r = Readings.open(dir)) {
			r.commit().setMessage("a note").call();
			assertEquals(3, r.log().call().size(), "the new commit follows the old ones");
		}
	}

	@Test
	void aNewEmptyWorkspaceIsSoundAndTakesItsFirstCommit() throws IOException {
		try (Readings r = Readings.init().setDirectory(dir).setExamples(false).call()) {
			assertEquals(List.of(), r.health().damage());
			Files.createDirectories(dir.resolve("g"));
			Files.writeString(dir.resolve("g/a.reading"), "reading a\n");
			r.commit().setMessage("first").call();
			assertEquals(List.of(), r.health().damage());
		}
	}

	@Test
	void aSoundWorkspaceAndAnInMemoryHistoryHaveNoDamage() throws IOException {
		workspace();
		try (Readings r = Readings.open(dir)) {
			assertTrue(r.health().isSound(), r.health().damage().toString());
			pack(dir);
			assertTrue(r.health().isSound(), "packed: " + r.health().damage());
		}
		try (ReadingHistory h = ReadingHistory.withExamples()) {
			assertTrue(RepositoryHealth.of(h.repository()).isSound());
		}
	}

	@Test
	void aDamagedWorkspaceInsideAnotherRepositoryIsNeverTakenForIt() throws Exception {
		Path outer = dir.resolve("project");
		ObjectId outerHead;
		try (Git git = Git.init().setDirectory(outer.toFile()).setInitialBranch("main").call()) {
			outerHead = git.commit().setMessage("the project").setAuthor("P", "p@example.org").setCommitter("P", "p@example.org")
					.call().getId();
		} catch (GitAPIException e) {
			throw new IOException(e);
		}
		Path inner = outer.resolve("readings");
		Readings.init().setDirectory(inner).call().close();
		Harm.GARBLED_HEAD.apply(inner);
		Map<String, String> before = files(outer.resolve(".git"));
		WorkspaceProblem p = assertThrows(WorkspaceProblem.class, () -> Readings.open(inner.resolve("pu-shuang")));
		assertTrue(p.getMessage().startsWith("the readings workspace " + inner + " is damaged: .git/HEAD"), p.getMessage());
		assertEquals(before, files(outer.resolve(".git")));
		try (Git git = Git.open(outer.toFile())) {
			assertEquals(outerHead, git.getRepository().resolve("main"));
		}
	}

	@Test
	void damageDeeperThanTheCheckLooksComesOutInTheSameWords() throws IOException {
		try (Readings r = Readings.init().setDirectory(dir).call()) {
			r.commit().setContent(QILIANG, "// one\n").setMessage("one").call();
			r.commit().setContent(QILIANG, "// two\n").setMessage("two").call();
		}
		deleteObject(dir, "HEAD~2"); // the first commit: neither the branch's newest nor its parent, so not checked
		try (Readings r = Readings.open(dir)) {
			assertTrue(r.health().isSound(), "the check reads only what is cheap");
			WorkspaceProblem p = assertThrows(WorkspaceProblem.class, () -> r.log().call());
			DamagedWorkspace d = assertInstanceOf(DamagedWorkspace.class, p, p.getMessage());
			assertEquals(Kind.MISSING_OBJECT, d.damage().get(0).kind());
			assertTrue(p.getMessage().startsWith("the readings workspace " + dir + " is damaged: the object "), p.getMessage());
			assertTrue(p.getMessage().contains(", which the workspace needs, is missing. `git fsck` there lists what is broken"),
					p.getMessage());
		}
	}

	@Test
	void severalDamagesAreNamedTogether() throws IOException {
		workspace();
		Harm.TRUNCATED_INDEX.apply(dir);
		Harm.OTHER_BRANCH_AT_A_MISSING_COMMIT.apply(dir);
		Harm.INDEX_LOCK.apply(dir);
		DamagedWorkspace d = assertThrows(DamagedWorkspace.class, () -> Readings.open(dir));
		assertEquals(List.of(Kind.MISSING_COMMIT, Kind.INDEX, Kind.LOCKED), d.damage().stream().map(Damage::kind).toList());
		assertTrue(d.getMessage().contains("points at 1234567, which is not in the repository. ") && d.getMessage().contains(
				" Also: .git/index (Git's record of what the next commit holds) is truncated. ") && d.getMessage().contains(
						" Also: " + git(dir).resolve("index.lock") + " exists. "), d.getMessage());
	}

	// the harms' tools

	static Path git(Path dir) {
		return dir.resolve(Constants.DOT_GIT);
	}

	static Path looseObject(Path dir, String revision) throws IOException {
		try (Git git = Git.open(dir.toFile())) {
			String id = git.getRepository().resolve(revision).name();
			return git(dir).resolve("objects/" + id.substring(0, 2) + "/" + id.substring(2));
		}
	}

	static void deleteObject(Path dir, String revision) throws IOException {
		Files.delete(looseObject(dir, revision));
	}

	/** Every object into one pack, the refs into packed-refs (what git gc does); the pack file. */
	static Path pack(Path dir) throws IOException {
		try (Git git = Git.open(dir.toFile())) {
			git.gc().call();
		} catch (GitAPIException e) {
			throw new IOException(e);
		}
		try (Stream<Path> s = Files.list(git(dir).resolve("objects/pack"))) {
			return s.filter(p -> p.toString().endsWith(".pack")).findFirst().orElseThrow();
		}
	}

	static void truncate(Path file, long size) throws IOException {
		file.toFile().setWritable(true);
		try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
			f.setLength(size);
		}
	}

	static void overwrite(Path file, long at) throws IOException {
		file.toFile().setWritable(true);
		try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
			f.seek(at);
			f.write("XXXXXXXX".getBytes(StandardCharsets.US_ASCII));
		}
	}

	/** Every file under the folder with a digest of its bytes. */
	static Map<String, String> files(Path root) throws IOException {
		Map<String, String> files = new TreeMap<>();
		try (Stream<Path> walk = Files.walk(root)) {
			for (Path p : walk.filter(Files::isRegularFile).toList()) {
				files.put(root.relativize(p).toString(), digest(Files.readAllBytes(p)));
			}
		}
		return files;
	}

	private static String digest(byte[] bytes) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	@Test
	void theDamageKindsAreAllTested() {
		assertFalse(Stream.of(Kind.values()).anyMatch(k -> Stream.of(Harm.values()).noneMatch(h -> h.kind == k)),
				"every kind of damage has a harm that makes it");
	}
}
