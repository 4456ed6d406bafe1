package org.rulebench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.rulebench.reading.workspace.FolderFiles;
import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.Author;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.Target;
import org.rulebench.annotations.WorkspaceIri;
import org.rulebench.annotations.w3c.W3cWriter;
import org.rulebench.reading.reading.Reading;
import org.rulebench.sources.model.Source;

/**
 * A reading's citations as annotations of the passages they cite, written by the annotations bundle's one W3C
 * writer (and, by {@link TeiAnnotations}, its one TEI writer): one annotation per citation, motivation describing,
 * its bodies the rule's claim (purpose describing) and evidence label (purpose tagging), its target the passage
 * with the quote. Every IRI is the workspace's ({@link WorkspaceIri}), so the export is the same on every machine.
 */
final class WebAnnotations {
	/** Who made the annotations: the citations are the reading's, the annotations this command's. */
	static final Author EXPORTER = new Author(null, "Software", "Rulebench (rulebench sources export)", Map.of());

	private WebAnnotations() {
	}

	static String write(Reading reading, List<CitedRule> cited) {
		Citations c = Citations.of(reading, cited);
		return W3cWriter.write(c.set(), c.iri(), c.id());
	}

	/** The citations as a set, the workspace's IRIs, and the collection's id. */
	record Citations(AnnotationSet set, WorkspaceIri iri, String id) {
		static Citations of(Reading reading, List<CitedRule> cited) {
			Path readingFile = path(reading);
			Path root = FolderFiles.around(readingFile).root();
			Map<String, String> languages = new TreeMap<>();
			List<Annotation> annotations = new ArrayList<>();
			String readingIri = relative(root, readingFile);
			String created = created(readingFile);
			WorkspaceIri base = WorkspaceIri.in(root);
			for (CitedRule c : cited) {
				String source = "../" + relative(root, path(c.passage()));
				Source s = c.passage().eResource().getContents().isEmpty() ? null
						: (Source) c.passage().eResource().getContents().get(0);
				if (s != null && s.getLanguage() != null) {
					languages.put(source, s.getLanguage());
				}
				String passage = source + "#" + c.passageId();
				Target target;
				if (c.anchor() != null) {
					target = Target.span(passage, c.anchor());
				} else if (c.quote() != null && !c.quote().isEmpty()) {
					target = new Target(passage, new org.rulebench.sources.anchoring.TextQuoteSelector(c.quote(), "", ""), null,
							List.of(), Map.of());
				} else {
					target = Target.passage(passage);
				}
				List<Body> bodies = new ArrayList<>();
				bodies.add(new Body(null, Body.TEXTUAL_BODY, "rule " + c.name() + ": " + c.claim(), null, W3cWriter.TEXT_FORMAT,
						Motivation.DESCRIBING, Map.of()));
				if (!c.evidence().isEmpty()) {
					bodies.add(new Body(null, Body.TEXTUAL_BODY, c.evidence(), "en", W3cWriter.TEXT_FORMAT, Motivation.TAGGING, Map.of()));
				}
				String ruleReading = "../" + relative(root, path(c.reading()));
				annotations.add(new Annotation(base.absolute(ruleReading + "#" + c.name() + "-" + c.index()), Motivation.DESCRIBING, target,
						bodies, EXPORTER, created, null, Map.of()));
			}
			WorkspaceIri iri = base.withLanguages(languages);
			String name = readingFile.getFileName().toString().replaceAll("[^\\p{L}\\p{N}_.-]", "-").replaceAll("^[.-]+", "");
			AnnotationSet set = new AnnotationSet(name.isEmpty() ? "citations" : name,
					"Citations of reading " + reading.getName() + " (" + reading.getGame() + ")",
					annotations, Map.of());
			return new Citations(set, iri, iri.file(readingIri) + "#citations");
		}
	}

	/** When the reading was last changed: when its citations, as exported, were made. */
	private static String created(Path file) {
		try {
			return Files.getLastModifiedTime(file).toInstant().truncatedTo(ChronoUnit.SECONDS).atOffset(ZoneOffset.UTC).toString();
		} catch (IOException e) {
			return Annotation.now();
		}
	}

	private static String relative(Path root, Path file) {
		return root.relativize(file.toAbsolutePath().normalize()).toString().replace('\\', '/');
	}

	private static Path path(EObject o) {
		URI uri = o.eResource().getURI();
		return Path.of(uri.isFile() ? uri.toFileString() : uri.path());
	}
}
