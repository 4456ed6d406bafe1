package org.rulebench.publish.pdf;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.rulebench.publish.PublishProblem;
import org.rulebench.publish.PublishedReading;
import org.rulebench.publish.charts.Forest;
import org.rulebench.publish.charts.ForestChart;
import org.rulebench.publish.html.HtmlDocument;

import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.pdfboxout.PDFontSupplier;
import com.openhtmltopdf.pdfboxout.PdfBoxRenderer;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.render.DefaultObjectDrawerFactory;
import com.openhtmltopdf.util.XRLog;

/**
 * The document as PDF: the HTML written for print ({@link HtmlDocument#forPdf}) laid out by openhtmltopdf on PDFBox,
 * A4, its fonts embedded as subsets, its charts drawn by JFreeChart straight onto the page as vector graphics. The
 * text a reader extracts from it (PDFBox's PDFTextStripper) has the numbers of the HTML.
 */
public final class PdfDocument {
	/** The type of the HTML objects the charts stand in. */
	static final String CHART = "application/x-rulebench-chart";

	private PdfDocument() {
	}

	/**
	 * Writes the PDF.
	 *
	 * @throws PublishProblem if a character of the document is in none of the fonts found, naming it and what to install
	 */
	public static Path write(PublishedReading r, Path file) throws IOException {
		XRLog.setLoggingEnabled(false); // its progress notes, on standard error; a failure still throws
		Fonts.Found fonts = Fonts.find();
		String html = HtmlDocument.forPdf(r, fonts.serif(), fonts.mono());
		try (PDDocument doc = new PDDocument()) {
			List<Fonts.Loaded> loaded = fonts.load(doc);
			missing(text(r, html), loaded);
			PdfRendererBuilder b = new PdfRendererBuilder();
			b.usePDDocument(doc);
			b.useFastMode();
			for (Fonts.Loaded f : loaded) {
				b.useFont(new PDFontSupplier(f.font()), f.face().family(), f.face().weight(), f.face().italic() ? FontStyle.ITALIC : FontStyle.NORMAL,
						true);
			}
			DefaultObjectDrawerFactory objects = new DefaultObjectDrawerFactory();
			Map<String, Forest> charts = charts(r);
			objects.registerDrawer(CHART, (element, x, y, width, height, device, context, dotsPerPixel) -> {
				Forest chart = charts.get(element.getAttribute("data").replaceFirst("^chart:", ""));
				if (chart != null) {
					float w = (float) width / dotsPerPixel;
					float h = (float) height / dotsPerPixel;
					device.drawWithGraphics((float) x, (float) y, w, h, g -> ForestChart.draw(chart, g, new Rectangle2D.Float(0, 0, w, h)));
				}
				return null;
			});
			b.useObjectDrawerFactory(objects);
			b.withProducer("Rulebench " + r.reproduction().tool() + " (openhtmltopdf, PDFBox)");
			b.withHtmlContent(html, null);
			try (PdfBoxRenderer renderer = b.buildPdfRenderer()) {
				renderer.createPDFWithoutClosing();
			}
			PDDocumentInformation info = doc.getDocumentInformation();
			info.setTitle(r.contents().game() + ": the reading " + r.contents().name());
			info.setSubject(r.version().describe());
			info.setCreator("Rulebench " + r.reproduction().tool());
			if (!r.version().authors().isEmpty()) {
				info.setAuthor(String.join(", ", r.version().authors()));
			}
			doc.save(file.toFile());
		}
		return file;
	}

	private static Map<String, Forest> charts(PublishedReading r) {
		Map<String, Forest> m = new LinkedHashMap<>();
		r.figures().charts().forEach(c -> m.put(c.id(), c));
		if (r.comparison() != null) {
			m.put(r.comparison().chart().id(), r.comparison().chart());
		}
		return m;
	}

	/** The characters the PDF shows: the HTML's, less its markup and its style sheet. */
	private static String text(PublishedReading r, String html) {
		return html.replaceAll("(?s)<style>.*?</style>", "").replaceAll("<[^>]*>", " ");
	}

	private static void missing(String text, List<Fonts.Loaded> fonts) {
		TreeSet<Integer> absent = new TreeSet<>();
		text.codePoints().filter(c -> !Character.isWhitespace(c) && !Character.isISOControl(c) && c != 0xfeff).distinct().forEach(c -> {
			for (Fonts.Loaded f : fonts) {
				if (covers(f.ttf(), c)) {
					return;
				}
			}
			absent.add(c);
		});
		if (!absent.isEmpty()) {
			List<String> shown = new ArrayList<>();
			absent.stream().limit(12).forEach(c -> shown.add(new String(Character.toChars(c)) + " (U+" + String.format("%04X", c) + ")"));
			throw new PublishProblem("no font found on this machine has " + String.join(", ", shown) + (absent.size() > 12 ? " and "
					+ (absent.size() - 12) + " more characters" : "") + ", which the document shows; install one that has them ("
					+ Fonts.ADVICE + ") and publish again, or publish as html");
		}
	}

	private static boolean covers(TrueTypeFont ttf, int codePoint) {
		try {
			return ttf.getUnicodeCmapLookup().getGlyphId(codePoint) > 0;
		} catch (IOException e) {
			return false;
		}
	}

	static boolean exists(Path p) {
		return Files.isRegularFile(p);
	}
}
