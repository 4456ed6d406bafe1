package org.rulebench.workbench.tests;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.rulebench.editor.check.ReadingDocuments;
import org.rulebench.workbench.examples.ReadingsProject;
import org.rulebench.workbench.internal.RulebenchWorkbenchAdvisor;

/**
 * The tests run in the UI thread (useUIThread): waiting means running the event loop until a condition holds,
 * so that jobs can hand their results to the UI meanwhile.
 */
public final class Ui {
	/** Long enough for a loaded build machine; the tests never measure speed. */
	private static final long PATIENCE_MS = 120_000;

	private Ui() {
	}

	/** Runs the event loop until the condition holds; fails naming what was awaited if it never does. */
	public static void waitUntil(String what, BooleanSupplier condition) {
		waitUntil(what, condition, () -> "");
	}

	/** As {@link #waitUntil(String, BooleanSupplier)}, saying on failure what the UI showed instead. */
	public static void waitUntil(String what, BooleanSupplier condition, Supplier<String> shown) {
		Display display = Display.getCurrent();
		long end = System.currentTimeMillis() + PATIENCE_MS;
		while (!condition.getAsBoolean()) {
			if (System.currentTimeMillis() > end) {
				String instead = shown.get();
				fail("gave up waiting until " + what + (instead.isEmpty() ? "" : "; shown instead: " + instead));
			}
			if (!display.readAndDispatch()) {
				try {
					Thread.sleep(10);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					fail("interrupted while waiting until " + what);
				}
			}
		}
	}

	/** Runs the event loop for a moment (lets pending asyncExecs and paints happen). */
	public static void settle() {
		Display display = Display.getCurrent();
		while (display.readAndDispatch()) {
			// drain
		}
	}

	/** Runs the event loop for the given time: layouts after a zoom, paints and page loads arrive asynchronously. */
	public static void dispatchFor(long millis) {
		Display display = Display.getCurrent();
		long end = System.currentTimeMillis() + millis;
		while (System.currentTimeMillis() < end) {
			if (!display.readAndDispatch()) {
				try {
					Thread.sleep(20);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					return;
				}
			}
		}
	}

	public static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	/** A reading of the default workspace, e.g. "pu-shuang/qiliang.reading". */
	public static IFile example(String path) {
		return readings().getFile(path);
	}

	/** The default workspace's project, once the start-up job has set it up. */
	public static IProject readings() {
		waitUntil("the readings project is set up",
				() -> Job.getJobManager().find(RulebenchWorkbenchAdvisor.SET_UP).length == 0);
		return ResourcesPlugin.getWorkspace().getRoot().getProject(ReadingsProject.NAME);
	}

	/** Waits for the check of the document's current text (the editor checks in the background) and returns it. */
	public static ReadingDocuments.Checked checked(IDocument document) {
		long stamp = ((IDocumentExtension4) document).getModificationStamp();
		waitUntil("the reading is checked", () -> {
			ReadingDocuments.Checked c = ReadingDocuments.latest(document);
			return c != null && c.stamp() == stamp;
		});
		return ReadingDocuments.latest(document);
	}

	/** The text of a column in the row whose first text column (after an empty marker column) names it. */
	public static String cell(Table table, String row, int column) {
		int key = table.getColumn(0).getText().isEmpty() ? 1 : 0;
		for (TableItem item : table.getItems()) {
			if (item.getText(key).equals(row)) {
				return item.getText(column);
			}
		}
		throw new AssertionError("no row " + row + " in " + Stream.of(table.getItems()).map(i -> i.getText(key)).toList());
	}

	/** Runs the event loop until the workspace's automatic build has run (the reading checker among its builders). */
	public static void built() {
		waitUntil("the workspace is built", () -> Job.getJobManager().find(ResourcesPlugin.FAMILY_AUTO_BUILD).length == 0
				&& Job.getJobManager().find(ResourcesPlugin.FAMILY_MANUAL_BUILD).length == 0);
	}
}
