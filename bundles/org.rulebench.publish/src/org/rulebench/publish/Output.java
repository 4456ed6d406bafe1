package org.rulebench.publish;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.rulebench.publish.html.HtmlDocument;
import org.rulebench.publish.pdf.PdfDocument;
import org.rulebench.publish.tex.TexDocument;

/**
 * Writes a published reading's files: everything into a staging folder beside the output folder first, then each
 * file moved into place once every format is done, so that a failure in any format leaves nothing behind.
 */
final class Output {
	private Output() {
	}

	/** @return the files written, each format's document first, then the files that go with it */
	static List<Path> write(Path output, PublishedReading r, Set<DocumentFormat> formats) {
		Path dir = output.toAbsolutePath().normalize();
		try {
			Files.createDirectories(dir);
		} catch (IOException e) {
			throw new PublishProblem(output + ": the output folder cannot be made (" + e.getMessage() + ")", e);
		}
		Path staging;
		try {
			staging = Files.createTempDirectory(dir, ".publishing-");
		} catch (IOException e) {
			throw new PublishProblem(output + ": cannot write in the output folder (" + e.getMessage() + ")", e);
		}
		try {
			List<Path> staged = new ArrayList<>();
			String base = r.baseName();
			for (DocumentFormat f : DocumentFormat.values()) {
				if (!formats.contains(f)) {
					continue;
				}
				switch (f) {
				case HTML -> staged.add(text(staging.resolve(base + ".html"), HtmlDocument.html(r)));
				case PDF -> staged.add(PdfDocument.write(r, staging.resolve(base + ".pdf")));
				case TEX -> staged.addAll(TexDocument.write(r, staging, base));
				}
			}
			staged.add(text(staging.resolve(base + ".bib"), r.citation().bibtex()));
			staged.add(text(staging.resolve(base + ".csl.json"), r.citation().csl()));
			List<Path> written = new ArrayList<>();
			for (Path s : staged) {
				Path target = dir.resolve(staging.relativize(s));
				Files.createDirectories(target.getParent());
				move(s, target);
				written.add(target);
			}
			return written;
		} catch (IOException | UncheckedIOException e) {
			throw new PublishProblem(output + ": the document cannot be written (" + e.getMessage() + ")", e);
		} finally {
			delete(staging);
		}
	}

	private static Path text(Path file, String text) throws IOException {
		return Files.writeString(file, text, StandardCharsets.UTF_8);
	}

	private static void move(Path from, Path to) throws IOException {
		try {
			Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		} catch (AtomicMoveNotSupportedException | FileAlreadyExistsException e) {
			Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
		}
	}

	private static void delete(Path dir) {
		if (!Files.exists(dir)) {
			return;
		}
		try (Stream<Path> all = Files.walk(dir)) {
			for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
				Files.deleteIfExists(p);
			}
		} catch (IOException e) {
			// a staging folder left behind is named .publishing-*: harmless, and the message above says what failed
		}
	}
}
