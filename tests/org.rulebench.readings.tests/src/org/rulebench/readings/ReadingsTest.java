package org.rulebench.readings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A readings workspace on disk: made, committed to, branched, switched, its history read, a reading published. */
class ReadingsTest {
	private static final String QILIANG = "pu-shuang/qiliang.reading";

	@TempDir
	Path dir;

	private Readings init() {
		return Readings.init().setDirectory(dir).setAuthor("A. Historian", "historian@example.org").call();
	}

	@Test
	void aNewWorkspaceIsAGitRepositoryWithTheExamplesCommitted() throws IOException {
		try (Readings r = init()) {
			assertTrue(Files.isDirectory(dir.resolve(".git")));
			assertTrue(Files.isRegularFile(dir.resolve(QILIANG)));
			assertEquals("main", r.currentBranch());
			List<ReadingFile> list = r.list().call();
			assertEquals(exampleReadings(), list.size()); // every example reading, race, grid and card
			ReadingFile qiliang = list.stream().filter(f -> f.path().equals(QILIANG)).findFirst().orElseThrow();
			assertEquals(new ReadingFile(QILIANG, "pushuang.qiliang", "pushuang.ping", "七梁雙陸", List.of()), qiliang);
			List<Revision> log = r.log().call();
			assertEquals(1, log.size());
			assertEquals("A. Historian", log.get(0).author());
			assertTrue(r.repository().getConfig().getBoolean("core", "fsyncRefFiles", false));
		}
		try (Readings again = Readings.init().setDirectory(dir).call()) {
			assertEquals(1, again.log().call().size(), "init on a workspace changes nothing");
		}
	}

	@Test
	void anEmptyWorkspaceStaysEmptyWhenAskedTo() {
		try (Readings r = Readings.init().setDirectory(dir).setExamples(false).call()) {
			assertEquals(List.of(), r.list().call());
			assertEquals(List.of(), r.log().call());
		}
	}

	@Test
	void commitsSaveAndRecordWhoAndWhy() throws IOException {
		try (Readings r = init()) {
			String text = Files.readString(dir.resolve(QILIANG)).replace("at most 2 pieces", "at most 3 pieces");
			Revision c = r.commit().setContent(QILIANG, text).setMessage("七梁: three to a point\n\nAs the 1998 reading has it.")
					.setAuthor("B. Reader", "reader@example.org").call();
			assertEquals("七梁: three to a point", c.summary());
			assertEquals("B. Reader", c.author());
			assertEquals(text, Files.readString(dir.resolve(QILIANG)));
			try (Stream<Path> files = Files.list(dir.resolve("pu-shuang"))) {
				assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file left");
			}
			assertEquals(List.of(c.id()), r.log().setPath(QILIANG).setMaxCount(1).call().stream().map(Revision::id).toList());
			assertEquals(2, r.log().setPath(QILIANG).call().size());
			assertEquals(1, r.log().setPath("pu-shuang/ping.reading").call().size());

			Files.writeString(dir.resolve("pu-shuang/qiliang-kishi.reading"),
					text.replace("reading pushuang.qiliang extends", "reading pushuang.qiliang.kishi extends"));
			Files.delete(dir.resolve("pu-shuang/huihui.reading"));
			Revision both = r.commit().setMessage("Kishi's 七梁 beside the other; 回回 dropped").call();
			assertEquals(both.id(), r.log().setPath("pu-shuang/qiliang-kishi.reading").call().get(0).id());
			assertEquals(both.id(), r.log().setPath("pu-shuang/huihui.reading").call().get(0).id());

			WorkspaceProblem nothing = assertThrows(WorkspaceProblem.class, () -> r.commit().setMessage("again").call());
			assertTrue(nothing.getMessage().startsWith("nothing to commit"), nothing.getMessage());
			WorkspaceProblem why = assertThrows(WorkspaceProblem.class, () -> r.commit().setContent(QILIANG, "x").call());
			assertEquals("a commit needs a message that says what changed and why", why.getMessage());
		}
	}

	@Test
	void aCompetingReadingIsABranch() throws IOException {
		try (Readings r = init()) {
			String main = Files.readString(dir.resolve(QILIANG));
			r.switchTo().setBranch("kishi").setCreate(true).call();
			r.commit().setContent(QILIANG, main.replace("at most 2 pieces", "at most 3 pieces")).setMessage("three").call();
			assertEquals(List.of("kishi", "main"), r.branchList().call().stream().map(Branch::name).toList());
			assertTrue(r.branchList().call().get(0).current());

			Branch back = r.switchTo().setBranch("main").call();
			assertEquals("main", back.name());
			assertEquals(main, Files.readString(dir.resolve(QILIANG)), "the file on disk is main's again");
			Branch copy = r.branch().setName("kishi-2").setStartPoint("kishi").call();
			assertEquals("three", copy.head().summary());
			assertFalse(copy.current());

			Files.writeString(dir.resolve(QILIANG), main + "\n// a note\n");
			WorkspaceProblem dirty = assertThrows(WorkspaceProblem.class, () -> r.switchTo().setBranch("kishi").call());
			assertTrue(dirty.getMessage().contains("uncommitted changes to " + QILIANG), dirty.getMessage());
			WorkspaceProblem none = assertThrows(WorkspaceProblem.class, () -> r.switchTo().setBranch("nowhere").call());
			assertTrue(none.getMessage().startsWith("there is no branch nowhere"), none.getMessage());
			WorkspaceProblem twice = assertThrows(WorkspaceProblem.class, () -> r.branch().setName("kishi").call());
			assertTrue(twice.getMessage().startsWith("there is already a branch kishi"), twice.getMessage());
		}
	}

	@Test
	void publishingTagsTheCommitOnceItIsCommitted() throws IOException {
		try (Readings r = init()) {
			Publication first = r.tag().setReading(QILIANG).call();
			assertEquals("published/pushuang.qiliang/v1", first.tag());
			assertEquals("pushuang.qiliang", first.reading());
			String text = Files.readString(dir.resolve(QILIANG));
			Files.writeString(dir.resolve(QILIANG), text.replace("at most 2 pieces", "at most 3 pieces"));
			WorkspaceProblem dirty = assertThrows(WorkspaceProblem.class, () -> r.tag().setReading(QILIANG).call());
			assertTrue(dirty.getMessage().startsWith(QILIANG + " has changes that are not committed"), dirty.getMessage());
			r.commit().setMessage("three").call();
			assertEquals("published/pushuang.qiliang/v2", r.tag().setReading(QILIANG).call().tag());
			ReadingFile listed = r.list().call().stream().filter(f -> f.path().equals(QILIANG)).findFirst().orElseThrow();
			assertEquals(List.of("published/pushuang.qiliang/v1", "published/pushuang.qiliang/v2"), listed.published());
			ObjectId tagged = r.repository().resolve("published/pushuang.qiliang/v1^{commit}");
			assertEquals(first.revision().id(), tagged.name());
		}
	}

	@Test
	void aLockedWorkspaceNamesTheLockAndWhatToDo() throws IOException {
		try (Readings r = init()) {
			Path lock = r.repository().getDirectory().toPath().resolve("index.lock");
			Files.writeString(lock, "");
			Files.writeString(dir.resolve(QILIANG), "// changed\n" + Files.readString(dir.resolve(QILIANG)));
			WorkspaceProblem p = assertThrows(WorkspaceProblem.class, () -> r.commit().setMessage("m").call());
			assertEquals("the readings workspace " + r.workTree() + " is locked: " + lock + " exists. Another program"
					+ " (git, the workbench, another rulebench) may be writing to it: wait until it has finished. If none is"
					+ " running, a crash left the lock behind: delete " + lock + " and try again", p.getMessage());
			Files.delete(lock);
			r.commit().setMessage("m").call();
		}
	}

	@Test
	void aDamagedOrMissingWorkspaceIsSaidSo() throws IOException {
		WorkspaceProblem none = assertThrows(WorkspaceProblem.class, () -> Readings.open(dir));
		assertTrue(none.getMessage().endsWith("is not in a readings workspace (no Git repository there or above);"
				+ " `rulebench readings init` makes one, or give the workspace's folder with --dir"), none.getMessage());
		ObjectId blob;
		try (Readings r = init()) {
			blob = r.repository().resolve(Constants.HEAD + ":" + QILIANG);
		}
		Path object = dir.resolve(".git/objects/" + blob.name().substring(0, 2) + "/" + blob.name().substring(2));
		Files.delete(object);
		WorkspaceProblem damaged = assertThrows(WorkspaceProblem.class, () -> Readings.open(dir));
		assertTrue(damaged.getMessage().startsWith("the readings workspace " + dir + " is damaged: the file " + QILIANG
				+ " of commit "), damaged.getMessage());
		assertTrue(damaged.getMessage().contains("`git fsck` there lists what is broken; copy the lost objects back from a"
				+ " clone or a backup"), damaged.getMessage());
		assertTrue(damaged.getMessage().endsWith("Rulebench writes nothing to it until it is repaired"), damaged.getMessage());
	}

	@Test
	void theExamplesAreThoseOfDslExamples() throws IOException {
		Path examples = Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"));
		try (Readings r = init(); Stream<Path> walk = Files.walk(examples)) {
			List<Path> files = walk.filter(p -> p.toString().endsWith(".reading")).toList();
			assertEquals(files.size(), r.list().call().size());
			for (Path f : files) {
				assertEquals(Files.readString(f, StandardCharsets.UTF_8),
						Files.readString(dir.resolve(examples.relativize(f).toString()), StandardCharsets.UTF_8), f.toString());
			}
		}
	}

	/** The example readings of dsl-examples, which a new workspace holds: counted, as helpers add games. */
	static long exampleReadings() throws IOException {
		try (Stream<Path> walk = Files.walk(Path.of(System.getProperty("rulebench.examples", "../../dsl-examples")))) {
			return walk.filter(f -> f.toString().endsWith(".reading")).count();
		}
	}
}
