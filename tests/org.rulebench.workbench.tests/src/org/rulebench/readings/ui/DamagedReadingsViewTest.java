package org.rulebench.readings.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jgit.lib.ObjectId;
import org.junit.jupiter.api.Test;
import org.rulebench.readings.Readings;
import org.rulebench.readings.ui.internal.Author;
import org.rulebench.readings.ui.internal.GitJob;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.workbench.tests.Shot;
import org.rulebench.workbench.tests.Ui;

/**
 * The Readings view on a damaged workspace (here a branch file lost, as a crash or a disk loses one): it shows the
 * workspace's own message, what is wrong and what to do, and no stale history; a commit is refused and writes
 * nothing; repaired as the message says (outside the workbench), the history is back and the message gone without a
 * refresh by hand; a lock shows beside the history, which still reads, until it is removed.
 */
class DamagedReadingsViewTest {

	@Test
	void theViewSaysWhatIsDamagedAndWritesNothing() throws Exception {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("damaged-readings");
		project.create(null);
		project.open(null);
		Path folder = ReadingsFolder.of(project);
		ObjectId main;
		try (Readings r = Readings.init().setDirectory(folder).call()) {
			main = r.repository().resolve("main");
		}
		project.refreshLocal(IResource.DEPTH_INFINITE, null);
		Files.delete(folder.resolve(".git/refs/heads/main"));

		ReadingsView view = (ReadingsView) Ui.page().showView(ReadingsView.ID);
		int before = view.refreshes();
		view.follow(project.getFile("pu-shuang/ping.reading"));
		Ui.waitUntil("the damaged workspace read", () -> view.refreshes() > before);
		String damaged = "the readings workspace " + folder + " is damaged: the branch main, which the files are on, does not"
				+ " exist (.git/refs/heads/main is gone) though the workspace has history: a commit now would start a new"
				+ " history, cut off from every earlier one. Its log (.git/logs/refs/heads/main) says it was at "
				+ main.abbreviate(7).name();
		assertTrue(view.message().startsWith(damaged), view.message());
		assertEquals(0, view.branches().getItemCount(), "no stale branches");
		assertEquals(0, view.history().getItemCount(), "no stale history");
		screenshot(view, "readings-view-damaged");

		Map<String, String> files = files(folder);
		view.commit("a commit over the damage", new Author("A. Historian", "a@example.org"));
		awaitGit(() -> true);
		assertTrue(view.message().startsWith(damaged), view.message());
		assertEquals(files, files(folder), "nothing was written");

		// repaired outside the workbench, as the message says (what `git update-ref` does): the view sees it by itself
		Files.writeString(folder.resolve(".git/refs/heads/main"), main.name() + "\n");
		Ui.waitUntil("the repaired workspace read again, with no refresh by hand", () -> view.history().getItemCount() == 1,
				view::message);
		assertEquals("", view.message(), "no word of the damage stays once it is mended");
		screenshot(view, "readings-view-repaired");

		Files.createFile(folder.resolve(".git/index.lock"));
		int locked = view.refreshes();
		view.refresh();
		Ui.waitUntil("the locked workspace read", () -> view.refreshes() > locked);
		assertEquals(1, view.history().getItemCount(), "a lock does not hide the history");
		assertTrue(view.message().startsWith("the readings workspace " + folder + " is locked: " + folder.resolve(".git/index.lock")
				+ " exists."), view.message());
		screenshot(view, "readings-view-locked");

		Files.delete(folder.resolve(".git/index.lock"));
		Ui.waitUntil("the unlocked workspace read again", () -> view.message().isEmpty(), view::message);
		view.follow(Ui.example("pu-shuang/ping.reading"));
		awaitGit(() -> true);
		project.delete(true, true, null);
	}

	private static void awaitGit(java.util.function.BooleanSupplier condition) {
		Ui.waitUntil("the Readings view's Git work", () -> Job.getJobManager().find(GitJob.FAMILY).length == 0 && condition.getAsBoolean());
		Ui.settle();
	}

	/** The view as drawn, into target/ (to be looked at: the message must be readable where it is). */
	private static void screenshot(ReadingsView view, String name) throws Exception {
		Shot.named(name).of(view.branches().getParent().getParent()).in(new File("target/screenshots")).after(0).call();
	}

	private static Map<String, String> files(Path root) throws Exception {
		Map<String, String> files = new TreeMap<>();
		try (Stream<Path> walk = Files.walk(root)) {
			for (Path p : walk.filter(Files::isRegularFile).toList()) {
				files.put(root.relativize(p).toString(),
						HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
			}
		}
		return files;
	}
}
