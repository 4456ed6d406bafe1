package org.rulebench.simulator.ui.statistics;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.jface.dialogs.MessageDialog;

/** A {@link ChartModel} drawn to the canvas's size by {@link ChartPainter}; hovering a value says it in full. */
public final class ChartCanvas extends Canvas {
	private final Font normal;
	private final Font bold;
	private final Map<Integer, Color> colours = new HashMap<>();
	private ChartModel model;
	private ChartPainter.Drawn drawn;

	public ChartCanvas(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED);
		FontData fd = getFont().getFontData()[0];
		normal = new Font(getDisplay(), fd.getName(), Math.max(7, fd.getHeight() - 1), SWT.NORMAL);
		bold = new Font(getDisplay(), fd.getName(), fd.getHeight(), SWT.BOLD);
		addPaintListener(e -> paint(e.gc));
		addListener(SWT.Resize, e -> redraw());
		addListener(SWT.MouseHover, e -> setToolTipText(tip(e.x, e.y)));
		addListener(SWT.MouseMove, e -> {
			String tip = tip(e.x, e.y);
			if (tip == null ? getToolTipText() != null : !tip.equals(getToolTipText())) {
				setToolTipText(tip);
			}
		});
		Menu menu = new Menu(this);
		MenuItem svg = item(menu, "Save as &SVG…", () -> saveAs("svg"));
		MenuItem png = item(menu, "Save as &PNG…", () -> saveAs("png"));
		menu.addListener(SWT.Show, e -> {
			boolean any = model != null && !model.isEmpty();
			svg.setEnabled(any);
			png.setEnabled(any);
		});
		setMenu(menu);
		addDisposeListener(e -> {
			normal.dispose();
			bold.dispose();
			colours.values().forEach(Color::dispose);
		});
	}

	private static MenuItem item(Menu menu, String text, Runnable action) {
		MenuItem item = new MenuItem(menu, SWT.PUSH);
		item.setText(text);
		item.addListener(SWT.Selection, e -> action.run());
		return item;
	}

	/** Asks where, then saves the chart as it is shown (with its legend) as "svg" or "png"; a failure is said. */
	private void saveAs(String extension) {
		FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
		dialog.setText("Save Chart as " + extension.toUpperCase(Locale.ROOT));
		dialog.setFilterExtensions(new String[] { "*." + extension });
		dialog.setFilterNames(new String[] { extension.equals("svg") ? "SVG (vector, for a paper or the web)"
				: "PNG (" + ChartFiles.PRINT_SCALE + "× the screen's pixels, for print)" });
		dialog.setFileName(ChartFiles.fileName(model, extension));
		dialog.setOverwrite(true);
		String chosen = dialog.open();
		if (chosen == null) {
			return;
		}
		Path file = Path.of(chosen.endsWith("." + extension) ? chosen : chosen + "." + extension);
		try {
			save(file);
		} catch (IOException e) {
			MessageDialog.openError(getShell(), "Chart Not Saved", file + " cannot be written: " + e.getMessage()
					+ ". Choose a folder you can write in.");
		}
	}

	/** Saves the chart as shown, at the canvas's size: an SVG, or a PNG at the print scale, by the file's extension. */
	public void save(Path file) throws IOException {
		if (model == null || model.isEmpty()) {
			throw new IOException("the chart has no figures yet: simulate first");
		}
		Point size = getSize();
		int width = Math.max(320, size.x);
		int height = Math.max(200, size.y);
		if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
			ChartFiles.png(getDisplay(), model, width, height, ChartFiles.PRINT_SCALE, file);
		} else {
			ChartFiles.svg(model, width, height, file);
		}
	}

	/** The size a saved chart is drawn at, in screen pixels (before its legend). */
	public Point savedSize() {
		Point size = getSize();
		return new Point(Math.max(320, size.x), Math.max(200, size.y));
	}

	public void show(ChartModel m) {
		model = m;
		redraw();
	}

	public ChartModel model() {
		return model;
	}

	/** Where the plot was drawn last and what its axis was; null before the first drawing. */
	public ChartPainter.Drawn drawn() {
		return drawn;
	}

	@Override
	public Point computeSize(int wHint, int hHint, boolean changed) {
		return new Point(wHint == SWT.DEFAULT ? 160 : wHint, hHint == SWT.DEFAULT ? 120 : hHint);
	}

	private String tip(int x, int y) {
		if (drawn == null) {
			return null;
		}
		List<ChartPainter.Spot> spots = drawn.spots();
		for (ChartPainter.Spot s : spots) {
			if (s.contains(x, y)) {
				return s.text();
			}
		}
		return null;
	}

	private void paint(GC gc) {
		Rectangle area = getClientArea();
		gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
		gc.fillRectangle(area);
		if (model == null || area.width < 20 || area.height < 20) {
			drawn = null;
			return;
		}
		gc.setAntialias(SWT.ON);
		gc.setTextAntialias(SWT.ON);
		drawn = ChartPainter.paint(model, new GcPen(gc, normal, bold, this::colour), area.x + 2, area.y + 2, area.width - 4, area.height - 4);
	}

	private Color colour(int rgb) {
		return colours.computeIfAbsent(rgb, c -> new Color(getDisplay(), (c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff));
	}
}
