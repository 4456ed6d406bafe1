package org.rulebench.workbench.tests;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The workbench window at the size a person's screen gives it (1280 × 800, the size of every picture in docs/), and
 * back to its own size afterwards, with no view left maximized. Around each test of a class,
 * <pre>
 * &#64;RegisterExtension
 * final Screen screen = Screen.window(1280, 800);
 * </pre>
 * or around a block, {@code try (Screen s = Screen.window(1280, 800).open()) { ... }}. {@link #forPictures()} skips
 * the tests when the environment variable RULEBENCH_SCREENSHOTS names no directory for the pictures ({@link Shot}).
 */
public final class Screen implements BeforeEachCallback, AfterEachCallback, AutoCloseable {
	/** The directory the pictures of docs/ are written to when they are taken on demand, or null. */
	public static final String PICTURES = System.getenv("RULEBENCH_SCREENSHOTS");

	private final int width;
	private final int height;
	private boolean pictures;
	private Rectangle before;

	private Screen(int width, int height) {
		this.width = width;
		this.height = height;
	}

	/** The workbench window at the screen's top left, this wide and high. */
	public static Screen window(int width, int height) {
		return new Screen(width, height);
	}

	/** Only where the pictures have a directory to go to: each test is skipped otherwise. */
	public Screen forPictures() {
		pictures = true;
		return this;
	}

	/** The directory of the pictures (RULEBENCH_SCREENSHOTS). */
	public static File pictures() {
		assumeTrue(PICTURES != null && !PICTURES.isBlank(), "RULEBENCH_SCREENSHOTS names the directory the pictures go to");
		return new File(PICTURES).getAbsoluteFile();
	}

	/** Sets the window's size; {@link #close()} gives it back. */
	public Screen open() {
		if (pictures) {
			pictures();
		}
		Shell shell = shell();
		before = shell.getBounds();
		shell.setBounds(0, 0, width, height);
		return this;
	}

	/** The window back at its own size, no view maximized. */
	@Override
	public void close() {
		IWorkbenchPage page = Ui.page();
		if (page != null && page.isPageZoomed()) {
			page.toggleZoom(page.getActivePartReference());
		}
		if (before != null) {
			shell().setBounds(before);
			before = null;
		}
	}

	@Override
	public void beforeEach(ExtensionContext context) {
		open();
	}

	@Override
	public void afterEach(ExtensionContext context) {
		close();
	}

	private static Shell shell() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
	}
}
