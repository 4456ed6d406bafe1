package org.rulebench.simulator.ui.statistics;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Display;
import org.rulebench.publish.charts.SvgDrawing;

/**
 * A chart of the Simulator or Compare view saved as a file, laid out by {@link ChartPainter} as on the screen, with
 * its legend under it: SVG through publish's SVG writer ({@link SvgDrawing}), PNG drawn by SWT at a print resolution.
 * A file is written beside its place and moved there once complete, so that a failure leaves nothing.
 */
public final class ChartFiles {
	/** A PNG's pixels per pixel of the screen: 288 dpi for a 96 dpi screen, enough for print. */
	public static final int PRINT_SCALE = 3;
	private static final int PAPER = 0xffffff;

	private ChartFiles() {
	}

	/** The chart as an SVG file of {@code width} by {@code height} pixels, and its legend below. */
	public static void svg(ChartModel model, int width, int height, Path file) throws IOException {
		BufferedImage measure = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
		Graphics2D m = measure.createGraphics();
		int legend;
		try {
			legend = ChartPainter.legend(model, new Graphics2DPen(m), 4, 0, width - 8, false);
		} finally {
			m.dispose();
		}
		String svg = SvgDrawing.document(width, height + legend, model.title(), description(model), g -> {
			g.setColor(new Color(PAPER));
			g.fillRect(0, 0, width, height + legend);
			Graphics2DPen pen = new Graphics2DPen(g);
			ChartPainter.paint(model, pen, 2, 2, width - 4, height - 4);
			ChartPainter.legend(model, pen, 4, height, width - 8, true);
		});
		write(file, tmp -> Files.writeString(tmp, svg, StandardCharsets.UTF_8));
	}

	/**
	 * The chart as a PNG of {@code width} by {@code height} screen pixels and its legend, each drawn as {@code scale}
	 * by {@code scale} pixels (text and lines drawn at that resolution, not enlarged).
	 */
	public static void png(Display display, ChartModel model, int width, int height, int scale, Path file) throws IOException {
		FontData fd = display.getSystemFont().getFontData()[0];
		Font normal = new Font(display, fd.getName(), Math.max(7, fd.getHeight() - 1), SWT.NORMAL);
		Font bold = new Font(display, fd.getName(), fd.getHeight(), SWT.BOLD);
		Map<Integer, org.eclipse.swt.graphics.Color> colours = new HashMap<>();
		Image probe = new Image(display, 1, 1);
		Image image = null;
		try {
			GC pgc = new GC(probe);
			int legend;
			try {
				legend = ChartPainter.legend(model, new GcPen(pgc, normal, bold, c -> colour(display, colours, c)), 4, 0, width - 8, false);
			} finally {
				pgc.dispose();
			}
			image = new Image(display, width * scale, (height + legend) * scale);
			GC gc = new GC(image);
			Transform zoom = new Transform(display);
			try {
				gc.setAntialias(SWT.ON);
				gc.setTextAntialias(SWT.ON);
				zoom.scale(scale, scale);
				gc.setTransform(zoom);
				GcPen pen = new GcPen(gc, normal, bold, c -> colour(display, colours, c));
				pen.rectangle(0, 0, width, height + legend, PAPER);
				ChartPainter.paint(model, pen, 2, 2, width - 4, height - 4);
				ChartPainter.legend(model, pen, 4, height, width - 8, true);
			} finally {
				zoom.dispose();
				gc.dispose();
			}
			ImageData data = image.getImageData();
			write(file, tmp -> {
				ImageLoader loader = new ImageLoader();
				loader.data = new ImageData[] { data };
				loader.save(tmp.toString(), SWT.IMAGE_PNG);
			});
		} finally {
			probe.dispose();
			if (image != null) {
				image.dispose();
			}
			normal.dispose();
			bold.dispose();
			colours.values().forEach(org.eclipse.swt.graphics.Color::dispose);
		}
	}

	/** What the chart shows, for a screen reader and a file's description. */
	static String description(ChartModel m) {
		return m.title() + (m.xTitle().isEmpty() ? "" : "; x: " + m.xTitle()) + "; series: "
				+ String.join(", ", m.series().stream().map(ChartModel.Series::name).toList()) + ". Written by Rulebench.";
	}

	/** A name for the chart's file: its title's words, e.g. "wins-of-games-95-ci". */
	public static String fileName(ChartModel m, String extension) {
		String words = m.title().toLowerCase(java.util.Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-+|-+$", "");
		return (words.isEmpty() ? "chart" : words.substring(0, Math.min(60, words.length()))) + "." + extension;
	}

	private interface Writing {
		void to(Path file) throws IOException;
	}

	private static void write(Path file, Writing writing) throws IOException {
		Path target = file.toAbsolutePath();
		// beside the target, made as any file the person saves (not a temporary file's owner-only mode)
		Path tmp = target.resolveSibling("." + target.getFileName() + "." + ProcessHandle.current().pid() + ".part");
		try {
			writing.to(tmp);
			Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
		} catch (RuntimeException e) { // SWT's writer throws SWTException
			throw new IOException(e.getMessage(), e);
		} finally {
			Files.deleteIfExists(tmp);
		}
	}

	private static org.eclipse.swt.graphics.Color colour(Display d, Map<Integer, org.eclipse.swt.graphics.Color> colours, int rgb) {
		return colours.computeIfAbsent(rgb, c -> new org.eclipse.swt.graphics.Color(d, (c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff));
	}
}
