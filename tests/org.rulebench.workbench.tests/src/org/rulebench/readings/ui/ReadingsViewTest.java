package org.rulebench.readings.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jgit.api.Git;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.rulebench.readings.Readings;
import org.rulebench.readings.Revision;
import org.rulebench.readings.compare.CompareCommand;
import org.rulebench.readings.compare.Comparison;
import org.rulebench.readings.compare.Measure;
import org.rulebench.readings.ui.compare.CompareJob;
import org.rulebench.readings.ui.internal.Author;
import org.rulebench.readings.ui.internal.GitJob;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.workbench.tests.Ui;

/**
 * A historian makes a second reading of 平雙陸 on a branch through the Readings view, commits it, and compares it
 * with the first in the Compare view: the rules that differ, and the games they make.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReadingsViewTest {
	private static final String PING = "pu-shuang/ping.reading";
	private static final String BRANCH = "ping-doubles-twice";

	@Test
	@Order(1)
	void theFirstStartPutsTheExamplesUnderVersionControl() {
		Ui.readings(); // set up by a job after the window opens
		Path folder = ReadingsFolder.of(ReadingsFolder.defaultProject());
		assertTrue(Files.isDirectory(folder.resolve(".git")), "a Git repository in " + folder);
		try (Readings readings = Readings.open(folder)) {
			assertEquals("main", readings.currentBranch());
			List<Revision> log = readings.log().setPath(PING).call();
			assertEquals(1, log.size(), "the examples' first commit");
			assertTrue(readings.list().call().stream().anyMatch(f -> f.path().equals(PING)));
			assertTrue(readString(folder.resolve(".gitignore")).lines().anyMatch("annotations/.*.lock"::equals),
					"the annotation sets' locks are ignored");
		}
	}

	@Test
	@Order(3)
	void theTablesShowWholeCellsAtThePerspectivesSize() throws Exception {
		Ui.page().resetPerspective();
		ReadingsView view = (ReadingsView) Ui.page().showView(ReadingsView.ID);
		int before = view.refreshes();
		view.follow(Ui.example(PING));
		view.refresh();
		Ui.waitUntil("the history of " + PING, () -> view.refreshes() > before && view.history().getItemCount() > 0);
		Ui.settle();
		assertWhole(view.branches(), 2);
		assertWhole(view.history(), 3);
		assertTrue(view.history().getColumn(1).getWidth() > 0, "the date is shown");
	}

	/** Each column shown is as wide as its widest cell; the filling column is shown and at least 70 pixels wide. */
	private static void assertWhole(Table table, int fill) {
		assertTrue(table.getColumn(fill).getWidth() >= 70, table.getColumn(fill).getText() + ": " + table.getColumn(fill).getWidth());
		org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(table);
		try {
			for (int c = 0; c < table.getColumnCount(); c++) {
				int width = table.getColumn(c).getWidth();
				if (c == fill || width == 0) {
					continue;
				}
				for (TableItem item : table.getItems()) {
					assertTrue(gc.textExtent(item.getText(c)).x < width, table.getColumn(c).getText() + " cuts off " + item.getText(c));
				}
			}
			int sum = java.util.Arrays.stream(table.getColumns()).mapToInt(TableColumn::getWidth).sum();
			assertTrue(sum <= table.getClientArea().width + 1, "no column beyond the view's edge: " + sum + " > " + table.getClientArea().width);
		} finally {
			gc.dispose();
		}
	}

	private static String readString(Path f) {
		try {
			return Files.readString(f);
		} catch (java.io.IOException e) {
			return "";
		}
	}

	@Test
	@Order(4)
	void aSecondReadingOnABranchIsComparedWithTheFirst() throws Exception {
		ReadingsView view = (ReadingsView) Ui.page().showView(ReadingsView.ID);
		IFile ping = Ui.example(PING);
		int before = view.refreshes();
		view.follow(ping);
		view.refresh(); // the view may follow ping already (an earlier test's editor): read it again all the same
		Ui.waitUntil("the history of " + PING, () -> view.refreshes() > before && view.history().getItemCount() == 1);
		assertEquals("●", Ui.cell(view.branches(), "main", 0), "main marked as the branch on disk");

		view.newBranch(BRANCH);
		awaitGit(view, () -> BRANCH.equals(view.currentBranch()));
		assertEquals("●", Ui.cell(view.branches(), BRANCH, 0));
		assertEquals("", Ui.cell(view.branches(), "main", 0));

		String text = ping.readString();
		String edited = text.replace("rule limit: at most 5 pieces on a point", "rule limit: at most 7 pieces on a point")
				.replace("rule doubles: doubles are played once", "rule doubles: doubles are played twice");
		ping.setContents(new ByteArrayInputStream(edited.getBytes(StandardCharsets.UTF_8)), true, true, new NullProgressMonitor());

		view.switchTo("main");
		awaitGit(view, () -> view.message().contains("not committed"));
		assertTrue(view.message().contains(PING), view.message());
		assertEquals(BRANCH, view.currentBranch(), "the switch was refused");

		view.commit("平雙陸: seven to a point, doubles twice (a reading to compare)", new Author("A. Historian", "a@example.org"));
		awaitGit(view, () -> view.history().getItemCount() == 2);
		assertEquals("A. Historian", view.history().getItem(0).getText(2));
		assertEquals("平雙陸: seven to a point, doubles twice (a reading to compare)", view.history().getItem(0).getText(3));

		CompareView compare = (CompareView) Ui.page().showView(CompareView.ID);
		String old = "main:" + PING;
		compare.compare(ReadingsFolder.defaultProject(), old, PING);
		Ui.waitUntil("the comparison of both readings", () -> compare.comparison() != null || compare.problem() != null);
		assertEquals(null, compare.problem());

		Table rules = compare.rules();
		assertEquals(List.of("doubles", "limit"), Stream.of(rules.getItems()).map(i -> i.getText(0)).toList());
		assertEquals("value", Ui.cell(rules, "limit", 1));
		assertTrue(Ui.cell(rules, "limit", 2).startsWith("at most 5 pieces on a point"), Ui.cell(rules, "limit", 2));
		assertTrue(Ui.cell(rules, "limit", 2).contains("#kishi.s3.1.r2"), "the citation: " + Ui.cell(rules, "limit", 2));
		assertTrue(Ui.cell(rules, "limit", 3).startsWith("at most 7 pieces on a point"), Ui.cell(rules, "limit", 3));
		assertTrue(Ui.cell(rules, "doubles", 3).startsWith("doubles are played twice"), Ui.cell(rules, "doubles", 3));

		Comparison expected;
		try (Readings readings = Readings.open(ReadingsFolder.of(ReadingsFolder.defaultProject()))) {
			expected = new CompareCommand(readings.repository()).setWorkingDirectory(readings.workTree()).setOld(old).setNew(PING)
					.setGames(compare.comparison().games()).setSeed(CompareJob.SEED).setPlayers(CompareJob.PLAYERS, CompareJob.PLAYERS).call();
		}
		Table measures = compare.measures();
		assertEquals(expected.measures().size(), measures.getItemCount());
		for (Measure m : expected.measures()) {
			assertEquals(m.format(m.old(), false), Ui.cell(measures, m.name(), 1), m.name());
			assertEquals(m.format(m.now(), false), Ui.cell(measures, m.name(), 2), m.name());
			assertEquals(m.format(m.difference(), true), Ui.cell(measures, m.name(), 3), m.name());
			assertEquals(m.significant() ? "*" : "", Ui.cell(measures, m.name(), 5), m.name());
			assertEquals(m.kind() == Measure.Kind.RATE ? "McNemar" : "paired t", Ui.cell(measures, m.name(), 6), "the test of " + m.name());
		}
		assertEquals("test", measures.getColumn(6).getText());
		assertEquals("McNemar", Ui.cell(measures, "first side wins", 6));
		assertEquals("paired t", Ui.cell(measures, "turns per game", 6));
		assertEquals("*", Ui.cell(measures, "turns per game", 5), "doubles played twice shorten the game: " + Ui.cell(measures, "turns per game", 3));

		view.switchTo("main");
		awaitGit(view, () -> "main".equals(view.currentBranch()));
		Ui.waitUntil("the first reading back on disk", () -> readString(ping).contains("at most 5 pieces on a point"));
	}

	private static String readString(IFile f) {
		try {
			return f.readString();
		} catch (Exception e) {
			return "";
		}
	}

	/** Waits for the view's Git jobs and the refresh after them, until the condition holds. */
	private static void awaitGit(ReadingsView view, java.util.function.BooleanSupplier condition) {
		Ui.waitUntil("the Readings view's Git work", () -> Job.getJobManager().find(GitJob.FAMILY).length == 0 && condition.getAsBoolean());
	}


	@AfterAll
	static void backOnMain() throws Exception {
		Path folder = ReadingsFolder.of(ReadingsFolder.defaultProject());
		try (Git git = Git.open(folder.toFile())) {
			if (!"main".equals(git.getRepository().getBranch())) {
				git.checkout().setName("main").setForced(true).call();
			}
		}
		ReadingsFolder.defaultProject().refreshLocal(org.eclipse.core.resources.IResource.DEPTH_INFINITE, null);
		assertNotNull(Ui.example(PING));
	}
}
