package org.rulebench.annotations;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulebench.annotations.internal.AtomicWrite;

/** Sets changed by two writers at once (the workbench saving while the command line imports) lose no change. */
class LockTest {
	@TempDir
	Path root;

	@Test
	void concurrentUpdatesOfOneSetLoseNothing() throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(4);
		List<Future<?>> work = new ArrayList<>();
		for (int w = 0; w < 4; w++) {
			int writer = w;
			// each writer its own store object, as the workbench and the command line each have theirs
			AnnotationStore store = AnnotationStore.in(root);
			work.add(pool.submit(() -> {
				for (int i = 0; i < 15; i++) {
					Annotation a = Annotation.builder().id("urn:test:" + writer + "-" + i).motivation(Motivation.COMMENTING)
							.target(Target.passage(Target.passageIri("pushuang.tei", "pushuang.qiliang.liang")))
							.text("note " + writer + "-" + i, "en").creator(Author.named("writer " + writer))
							.created("2026-11-23T12:00:00Z").build();
					store.update("shared", set -> set.with(a));
				}
				return null;
			}));
		}
		for (Future<?> f : work) {
			f.get();
		}
		pool.shutdown();
		assertEquals(60, AnnotationStore.in(root).read("shared").annotations().size());
	}

	@Test
	void anAtomicWriteReplacesTheWholeFile() throws Exception {
		Path f = root.resolve("x/file.txt");
		AtomicWrite.write(f, "a longer first content\n");
		AtomicWrite.write(f, "second\n");
		assertEquals("second\n", java.nio.file.Files.readString(f));
		try (var files = java.nio.file.Files.list(f.getParent())) {
			assertEquals(List.of("file.txt"), files.map(p -> p.getFileName().toString()).toList());
		}
	}
}
