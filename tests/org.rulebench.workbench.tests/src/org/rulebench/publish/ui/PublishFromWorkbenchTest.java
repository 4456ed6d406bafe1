package org.rulebench.publish.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulebench.publish.DocumentFormat;
import org.rulebench.readings.ui.CompareView;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.workbench.tests.Ui;

/**
 * File > Publish… as a historian uses it: the dialog filled in, the same PublishCommand as `rulebench publish` run in
 * a job, the files named at the end; a reading that does not check or a folder that cannot be written is said, and
 * nothing is left behind.
 */
class PublishFromWorkbenchTest {
	@TempDir
	Path out;

	@AfterEach
	void closeTheReport() {
		Publishing.Report report = Publishing.lastReport();
		if (report != null && report.dialog().getShell() != null && !report.dialog().getShell().isDisposed()) {
			report.dialog().close();
		}
	}

	private static Shell shell() {
		return Ui.page().getWorkbenchWindow().getShell();
	}

	/** Fills the dialog as a person would and presses Publish; returns the request it made. */
	private PublishDialog filled(PublishTarget target, int games, Path folder) {
		ReadingOptions options = ReadingOptions.of(target.file());
		assertNull(options.problem(), options.problem());
		PublishDialog dialog = new PublishDialog(shell(), target, options, false);
		dialog.setBlockOnOpen(false);
		dialog.open();
		for (DocumentFormat f : DocumentFormat.values()) {
			assertTrue(dialog.format(f).getSelection(), "every format is asked for unless unticked: " + f);
		}
		dialog.games().setSelection(games);
		dialog.output().setText(folder.toString());
		Ui.settle();
		assertNull(dialog.problemShown(), dialog.problemShown());
		assertTrue(dialog.publish(), "Publish is enabled");
		return dialog;
	}

	/** Runs the dialog's publication and waits for the report at its end. */
	private static PublishJob.Outcome published(PublishTarget target, PublishDialog dialog) {
		Publishing.Report before = Publishing.lastReport();
		PublishJob.Outcome[] outcome = new PublishJob.Outcome[1];
		Display display = Display.getCurrent();
		PublishJob job = new PublishJob(target, dialog.request(), dialog.combinations(), o -> {
			outcome[0] = o;
			display.asyncExec(() -> Publishing.report(display, o));
		});
		job.schedule();
		Ui.waitUntil("the publication ends and says so", () -> outcome[0] != null && Publishing.lastReport() != before);
		return outcome[0];
	}

	private static List<String> names(Path dir) throws Exception {
		try (Stream<Path> s = Files.list(dir)) {
			return s.map(p -> p.getFileName().toString()).sorted().toList();
		}
	}

	@Test
	void aRaceReadingIsPublishedInTheThreeFormats() throws Exception {
		IFile qiliang = Ui.example("pu-shuang/qiliang.reading");
		PublishTarget target = new PublishTarget(qiliang, null);
		PublishDialog dialog = filled(target, 20, out);
		PublishJob.Outcome o = published(target, dialog);
		assertNull(o.problem(), o.problem());
		List<String> files = names(out);
		for (String ext : List.of(".html", ".pdf", ".tex", ".bib", ".csl.json")) {
			assertTrue(files.stream().anyMatch(f -> f.endsWith(ext)), "a " + ext + " among " + files);
		}
		assertTrue(Files.size(o.html()) > 10_000, "a whole document");
		assertTrue(Files.readString(o.html()).contains("pushuang.qiliang"));
		assertTrue(files.stream().noneMatch(f -> f.startsWith(".publishing-")), "no staging folder left: " + files);
		String said = Publishing.lastReport().message();
		assertTrue(said.contains(o.html().toString()) && said.contains(".pdf"), "the message names the files: " + said);
		assertEquals("&Open HTML", Publishing.lastReport().buttons().get(0), "a way to open the HTML");
	}

	@Test
	void theComparisonShownIsPublishedAsItsNewReadingAgainstTheOld() throws Exception {
		Ui.example("pu-shuang/ping.reading");
		CompareView compare = (CompareView) Ui.page().showView(CompareView.ID);
		compare.compare(ReadingsFolder.defaultProject(), "pu-shuang/ping.reading", "pu-shuang/qiliang.reading");
		Ui.waitUntil("the comparison ends", () -> compare.comparison() != null || compare.problem() != null);
		assertNull(compare.problem());
		Object target = PublishHandler.target(compare, null, null);
		assertTrue(target instanceof PublishTarget, String.valueOf(target));
		PublishTarget t = (PublishTarget) target;
		assertEquals("pu-shuang/qiliang.reading compared with pu-shuang/ping.reading", t.describe());
		PublishJob.Outcome o = published(t, filled(t, 20, out));
		assertNull(o.problem(), o.problem());
		List<String> files = names(out);
		for (String ext : List.of(".html", ".pdf", ".tex")) {
			assertTrue(files.stream().anyMatch(f -> f.endsWith(ext)), "a " + ext + " among " + files);
		}
		String html = Files.readString(o.html());
		assertTrue(html.contains("pushuang.ping"), "the document names the reading it is compared with");
		assertTrue(html.contains("McNemar"), "and the tests of the differences");
	}

	@Test
	void aReadingThatDoesNotCheckIsSaidAndNothingIsWritten() throws Exception {
		IFile broken = Ui.readings().getFile("broken-publish.reading");
		String text = "reading broken.publish game \"Broken\"\nboard nonsense here\n";
		if (broken.exists()) {
			broken.setContents(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, false, null);
		} else {
			broken.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
		}
		try {
			ReadingOptions options = ReadingOptions.of(broken);
			assertNotNull(options.problem());
			assertTrue(options.problem().startsWith("/" + broken.getProject().getName() + "/broken-publish.reading:"),
					"names the file, line and column: " + options.problem());
			assertTrue(options.problem().contains("fix the reading"), options.problem());
			// the job checks again (the reading may have been saved broken after the dialog): the same message, nothing written
			Publishing.Report before = Publishing.lastReport();
			PublishJob.Outcome[] outcome = new PublishJob.Outcome[1];
			Display display = Display.getCurrent();
			new PublishJob(new PublishTarget(broken, null), new PublishRequest(java.util.EnumSet.allOf(DocumentFormat.class), 10, 1, "random",
					"random", java.util.Map.of(), out), 1, o -> {
						outcome[0] = o;
						display.asyncExec(() -> Publishing.report(display, o));
					}).schedule();
			Ui.waitUntil("the failure is said", () -> outcome[0] != null && Publishing.lastReport() != before);
			assertTrue(outcome[0].problem().contains("broken-publish.reading:"), outcome[0].problem());
			assertTrue(outcome[0].written().isEmpty());
			assertEquals(List.of(), names(out), "nothing left behind");
			String said = Publishing.lastReport().message();
			assertTrue(said.contains("broken-publish.reading:") && said.contains("Nothing was written"), said);
			assertTrue(shell().isVisible() && !shell().isDisposed(), "the workbench goes on");
		} finally {
			broken.delete(true, null);
		}
	}

	@Test
	void aFolderThatCannotBeWrittenIsSaidBeforeAnyGameAndAfterOneNothingIsLeft() throws Exception {
		Path file = Files.writeString(out.resolve("a-file"), "not a folder");
		String problem = PublishDialog.folderProblem(file.resolve("documents").toString());
		assertNotNull(problem);
		assertTrue(problem.contains("cannot be written to"), problem);
		assertTrue(PublishDialog.folderProblem(file.toString()).contains("is a file, not a folder"));

		IFile ping = Ui.example("pu-shuang/ping.reading");
		ReadingOptions options = ReadingOptions.of(ping);
		PublishDialog dialog = new PublishDialog(shell(), new PublishTarget(ping, null), options, false);
		dialog.setBlockOnOpen(false);
		dialog.open();
		try {
			dialog.output().setText(file.resolve("documents").toString());
			Ui.settle();
			assertTrue(dialog.problemShown() != null && dialog.problemShown().contains("cannot be written to"), dialog.problemShown());
			assertFalse(dialog.publish(), "Publish waits until the folder is fixed");
			for (DocumentFormat f : DocumentFormat.values()) {
				dialog.format(f).setSelection(false);
			}
			dialog.output().setText(out.resolve("fine").toString());
			Ui.settle();
			assertEquals("Choose a format: HTML, PDF or LaTeX.", dialog.problemShown());
		} finally {
			dialog.close();
		}
		// a folder made unwritable after the dialog: the command's own message, and no document left
		Publishing.Report before = Publishing.lastReport();
		PublishJob.Outcome[] outcome = new PublishJob.Outcome[1];
		Display display = Display.getCurrent();
		new PublishJob(new PublishTarget(ping, null), new PublishRequest(java.util.EnumSet.of(DocumentFormat.HTML), 4, 1, "random", "random",
				java.util.Map.of("reentry", "exact"), file.resolve("documents")), 1, o -> {
					outcome[0] = o;
					display.asyncExec(() -> Publishing.report(display, o));
				}).schedule();
		Ui.waitUntil("the failure is said", () -> outcome[0] != null && Publishing.lastReport() != before);
		assertTrue(outcome[0].problem().contains("documents"), outcome[0].problem());
		assertEquals(List.of("a-file"), names(out), "nothing left behind");
	}
}
