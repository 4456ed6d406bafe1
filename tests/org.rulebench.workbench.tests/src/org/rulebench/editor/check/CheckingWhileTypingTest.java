package org.rulebench.editor.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.ITextEditorActionConstants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.simulator.ui.statistics.SimulationJob;
import org.rulebench.workbench.tests.Ui;

/**
 * Issue 27, item 1: a check overtaken by typing stops midway (Xtext's OperationCanceledError out of the validator),
 * and checking goes on: a typo typed afterwards is marked, and marked no more once undone.
 */
class CheckingWhileTypingTest {
	private IFile file;

	@AfterEach
	void cleanUp() throws CoreException {
		Ui.page().closeAllEditors(false);
		// the Simulator followed the editor: its games of the big reading (hundreds of combinations) stop with it
		Ui.waitUntil("no simulation of the closed reading plays on", () -> Job.getJobManager().find(SimulationJob.FAMILY).length == 0);
		if (file != null && file.getParent().exists()) {
			file.getParent().delete(true, null);
		}
	}

	@Test
	void typingAfterAnOvertakenCheckStillMarksErrorsAndClearsFixedOnes() throws Exception {
		file = bigReading();
		ITextEditor editor = (ITextEditor) IDE.openEditor(Ui.page(), file);
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		assertEquals(0, Ui.checked(document).errors());
		StyledText text = (StyledText) editor.getAdapter(Control.class);

		// a keystroke into a comment, and another while the check of the first is under way: the second overtakes it
		// (the check waits midway for it, so that no machine is too fast or too loaded for typing to overtake a check)
		CountDownLatch underWay = new CountDownLatch(1);
		CountDownLatch typed = new CountDownLatch(1);
		ReadingDocuments.onceMidwayThroughACheck(document, () -> {
			underWay.countDown();
			try {
				typed.await(60, TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		});
		int comment = document.get().indexOf("// notes") + "// notes".length();
		text.setCaretOffset(comment);
		text.insert("x");
		Ui.waitUntil("the check of the first keystroke is under way", () -> underWay.getCount() == 0);
		text.setCaretOffset(comment + 1);
		text.insert("y");
		typed.countDown();
		Ui.waitUntil("the check under way is overtaken by the second keystroke", () -> ReadingDocuments.overtaken(document) > 0);
		assertEquals(0, Ui.checked(document).errors(), "the comment is no error: the newer text is checked");
		assertTrue(document.get().contains("// notesxy"));

		int each = document.get().indexOf("each side has 15 pieces");
		text.setSelection(each, each + 4);
		text.insert("eahc");
		assertTrue(Ui.checked(document).errors() > 0, "the typo is found after an overtaken check");
		Ui.waitUntil("an error marker for the typo", () -> errors(file) > 0);

		editor.getAction(ITextEditorActionConstants.UNDO).run();
		assertTrue(document.get().contains("each side has 15 pieces"));
		assertEquals(0, Ui.checked(document).errors());
		Ui.waitUntil("the typo's marker is gone", () -> errors(file) == 0);
	}

	/** A reading long enough that checking it takes a while, with a comment to type into. */
	private static IFile bigReading() throws CoreException {
		StringBuilder big = new StringBuilder("reading typing.big extends pushuang.ping game \"big\"\n// notes\n");
		big.append("rule pieces: each side has 15 pieces assumed\nrule dice: one of {\n");
		for (int i = 0; big.length() < 25_000; i++) {
			big.append("\ta").append(i).append(": 2 dice of 6 faces assumed\n");
		}
		big.append("}\n");
		IFile f = Ui.example("typing/big.reading");
		if (!f.getParent().exists()) {
			((IFolder) f.getParent()).create(true, true, null);
		}
		f.create(new ByteArrayInputStream(big.toString().getBytes(StandardCharsets.UTF_8)), true, null);
		return f;
	}

	private static long errors(IFile file) {
		try {
			return Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
					.filter(m -> m.getAttribute(IMarker.SEVERITY, 0) == IMarker.SEVERITY_ERROR).count();
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}
}
