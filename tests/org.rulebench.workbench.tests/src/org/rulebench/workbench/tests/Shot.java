package org.rulebench.workbench.tests;

import java.io.File;
import java.util.concurrent.Callable;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;

/**
 * A picture of the screen as a person sees it, popups, menus and other windows included, written as PNG. By
 * default the workbench window's area (1280 × 800 under a {@link Screen}), into the pictures' directory
 * (RULEBENCH_SCREENSHOTS), once the event loop has run a moment and the workspace is built, with the pointer moved
 * to the area's corner (no tooltip of whatever it rested on):
 * <pre>
 * Shot.named("compare-race").call();
 * Shot.named("janggi").of(view.gridBoard()).in(new File("target/screenshots")).after(0).call();
 * </pre>
 */
public final class Shot implements Callable<File> {
	private final String name;
	private File directory;
	private Rectangle area;
	private Control control;
	private long after = 1500;
	private boolean pointer = true;

	private Shot(String name) {
		this.name = name;
	}

	/** The picture NAME.png. */
	public static Shot named(String name) {
		return new Shot(name);
	}

	/** Into this directory instead of RULEBENCH_SCREENSHOTS's. */
	public Shot in(File directory) {
		this.directory = directory;
		return this;
	}

	/** This part of the screen, in the display's coordinates. */
	public Shot crop(int x, int y, int width, int height) {
		this.area = new Rectangle(x, y, width, height);
		this.control = null;
		return this;
	}

	/** Just the control, where it stands on the screen (the pointer stays: the test may go on with it). */
	public Shot of(Control control) {
		this.control = control;
		this.area = null;
		this.pointer = false;
		return this;
	}

	/** How long the event loop runs before the picture: layouts, paints and pages arrive asynchronously. */
	public Shot after(long millis) {
		this.after = millis;
		return this;
	}

	/** The pointer stays where it is (an open menu's item under it stays highlighted). */
	public Shot pointerStays() {
		this.pointer = false;
		return this;
	}

	/** Takes the picture and returns its file. */
	@Override
	public File call() throws Exception {
		Display display = Display.getCurrent();
		Rectangle shot = area();
		if (pointer) {
			display.setCursorLocation(shot.x + shot.width - 1, shot.y + shot.height - 1);
		}
		// a bounded wait: a simulation that runs keeps the event queue busy, so it may never drain
		Ui.dispatchFor(Math.max(after, 100));
		Ui.built();
		File dir = directory != null ? directory : Screen.pictures();
		dir.mkdirs();
		File to = new File(dir, name + ".png");
		Image image = new Image(display, shot.width, shot.height);
		GC gc = new GC(display);
		try {
			gc.copyArea(image, shot.x, shot.y);
			ImageLoader loader = new ImageLoader();
			loader.data = new ImageData[] { image.getImageData() };
			loader.save(to.getPath(), SWT.IMAGE_PNG);
		} finally {
			gc.dispose();
			image.dispose();
		}
		return to;
	}

	private Rectangle area() {
		if (control != null) {
			Point at = control.toDisplay(0, 0);
			Point size = control.getSize();
			return new Rectangle(at.x, at.y, Math.max(1, size.x), Math.max(1, size.y));
		}
		if (area != null) {
			return area;
		}
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().getBounds()
				.intersection(Display.getCurrent().getBounds());
	}
}
