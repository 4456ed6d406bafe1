package org.rulebench.publish.pdf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.apache.fontbox.ttf.OTFParser;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBufferedFile;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The TrueType fonts the PDF embeds, from where Debian and most Linux distributions put them: DejaVu for Latin text
 * and the figures, AR PL UMing for the Chinese of the sources and IPAex Mincho for the Japanese (Droid Sans Fallback
 * for what neither has), a TLWG font for Thai. A font that is not
 * there is left out; a character none of those found has stops the PDF with a message saying what to install.
 */
final class Fonts {
	static final String ADVICE = "on Debian: apt-get install fonts-dejavu-core fonts-arphic-uming fonts-ipaexfont-mincho fonts-nanum fonts-thai-tlwg";
	private static final List<Path> ROOTS = List.of(Path.of("/usr/share/fonts"), Path.of("/usr/local/share/fonts"),
			Path.of(System.getProperty("user.home"), ".local/share/fonts"));

	/**
	 * A face of a family.
	 *
	 * @param family     the CSS family name the HTML asks for
	 * @param file       the file's path below a fonts folder, e.g. truetype/dejavu/DejaVuSerif.ttf
	 * @param weight     400 or 700
	 * @param italic     whether it is the italic face
	 */
	record Face(String family, String file, int weight, boolean italic, boolean serif) {
	}

	/** A face loaded into a document. */
	record Loaded(Face face, PDFont font, TrueTypeFont ttf) {
	}

	private static final List<Face> FACES = List.of(
			new Face("DejaVu Serif", "truetype/dejavu/DejaVuSerif.ttf", 400, false, true),
			new Face("DejaVu Serif", "truetype/dejavu/DejaVuSerif-Bold.ttf", 700, false, true),
			new Face("DejaVu Serif", "truetype/dejavu/DejaVuSerif-Italic.ttf", 400, true, true),
			new Face("DejaVu Serif", "truetype/dejavu/DejaVuSerif-BoldItalic.ttf", 700, true, true),
			new Face("DejaVu Sans", "truetype/dejavu/DejaVuSans.ttf", 400, false, true),
			new Face("DejaVu Sans", "truetype/dejavu/DejaVuSans-Bold.ttf", 700, false, true),
			new Face("DejaVu Sans Mono", "truetype/dejavu/DejaVuSansMono.ttf", 400, false, false),
			new Face("DejaVu Sans Mono", "truetype/dejavu/DejaVuSansMono-Bold.ttf", 700, false, false),
			new Face("AR PL UMing", "truetype/arphic/uming.ttc", 400, false, true),
			new Face("IPAexMincho", "opentype/ipaexfont-mincho/ipaexm.ttf", 400, false, true),
			new Face("Droid Sans Fallback", "truetype/droid/DroidSansFallbackFull.ttf", 400, false, true),
			new Face("NanumMyeongjo", "truetype/nanum/NanumMyeongjo.ttf", 400, false, true),
			new Face("NanumMyeongjo", "truetype/nanum/NanumMyeongjoBold.ttf", 700, false, true),
			new Face("Loma", "truetype/tlwg/Loma.ttf", 400, false, true),
			new Face("Loma", "truetype/tlwg/Loma-Bold.ttf", 700, false, true));

	/** The faces found, and the font-family lists the HTML is written with. */
	record Found(List<Face> faces, List<Path> files) {
		String serif() {
			return families(true) + "serif";
		}

		String mono() {
			return families(false) + "monospace";
		}

		private String families(boolean serif) {
			Set<String> names = new LinkedHashSet<>();
			for (Face f : faces) {
				if (f.serif() == serif) {
					names.add(f.family());
				}
			}
			// the mono text falls back on the serif families for what they have (the CJK of a passage id)
			if (!serif) {
				faces.stream().filter(Face::serif).map(Face::family).filter(n -> !n.startsWith("DejaVu")).forEach(names::add);
			}
			StringBuilder b = new StringBuilder();
			names.forEach(n -> b.append('"').append(n).append("\", "));
			return b.toString();
		}

		List<Loaded> load(PDDocument doc) throws IOException {
			List<Loaded> loaded = new ArrayList<>();
			for (int i = 0; i < faces.size(); i++) {
				TrueTypeFont ttf = parse(files.get(i));
				loaded.add(new Loaded(faces.get(i), PDType0Font.load(doc, ttf, true), ttf));
			}
			return loaded;
		}
	}

	private Fonts() {
	}

	static Found find() {
		List<Face> faces = new ArrayList<>();
		List<Path> files = new ArrayList<>();
		for (Face f : FACES) {
			for (Path root : ROOTS) {
				Path p = root.resolve(f.file());
				if (Files.isRegularFile(p)) {
					faces.add(f);
					files.add(p);
					break;
				}
			}
		}
		return new Found(faces, files);
	}

	/** A TrueType file, or the first font of a TrueType collection. */
	private static TrueTypeFont parse(Path file) throws IOException {
		if (file.toString().endsWith(".ttc")) {
			TrueTypeCollection c = new TrueTypeCollection(file.toFile());
			TrueTypeFont[] first = new TrueTypeFont[1];
			c.processAllFonts(f -> {
				if (first[0] == null) {
					first[0] = f;
				}
			});
			return first[0];
		}
		return file.toString().endsWith(".otf") ? new OTFParser().parse(new RandomAccessReadBufferedFile(file.toFile()))
				: new TTFParser().parse(new RandomAccessReadBufferedFile(file.toFile()));
	}
}
