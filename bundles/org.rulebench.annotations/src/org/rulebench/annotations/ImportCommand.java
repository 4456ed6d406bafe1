package org.rulebench.annotations;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.rulebench.annotations.anchoring.Placement;
import org.rulebench.annotations.anchoring.ReanchorCommand;
import org.rulebench.annotations.anchoring.Transcriptions;
import org.rulebench.annotations.tei.TeiStandoff;
import org.rulebench.annotations.w3c.W3cDocument;
import org.rulebench.annotations.w3c.W3cReader;

/**
 * Brings annotations made elsewhere into a set of the workspace: W3C JSON-LD as Hypothesis, Recogito or CATMA export
 * it (one annotation, an array, an AnnotationPage or an AnnotationCollection), or a TEI standoff file Rulebench
 * exported. Each is placed in the transcriptions (by its passage id, else by its quote) and stored with its target
 * as it holds now; one that cannot be placed is stored as it came and reported. The whole file is checked first:
 * if anything in it is malformed, or an id is already in another set, nothing is written.
 *
 * <pre>
 * ImportResult r = new ImportCommand(store).file(path).into("hypothesis").transcriptions(t).call();
 * </pre>
 */
public final class ImportCommand {
	private final AnnotationStore store;
	private Path file;
	private String label;
	private String set;
	private Transcriptions transcriptions = Transcriptions.none();

	public ImportCommand(AnnotationStore store) {
		this.store = store;
	}

	public ImportCommand file(Path f) {
		this.file = f;
		return this;
	}

	/** How the file is named in messages (the path as typed); the path if not set. */
	public ImportCommand label(String l) {
		this.label = l;
		return this;
	}

	/** The set to add to (made if there is none); the file's name without its extension if not set. */
	public ImportCommand into(String name) {
		this.set = name;
		return this;
	}

	public ImportCommand transcriptions(Transcriptions t) {
		this.transcriptions = t;
		return this;
	}

	/**
	 * @throws MalformedAnnotations if the file is not annotations as the W3C model has them (nothing is written)
	 * @throws AnnotationsProblem    if it cannot be read, or an id clashes with another set's (nothing is written)
	 */
	public ImportResult call() {
		String name = label != null ? label : file.toString();
		String text;
		try {
			text = Files.readString(file, StandardCharsets.UTF_8);
		} catch (MalformedInputException e) {
			throw new AnnotationsProblem(name + ": not UTF-8 text; W3C annotations are JSON in UTF-8", e);
		} catch (IOException e) {
			throw new AnnotationsProblem(name + ": cannot read it: " + e.getMessage(), e);
		}
		String target = set != null ? AnnotationSet.checkName(set) : defaultName(file);
		List<Annotation> incoming;
		int newIds = 0;
		String incomingLabel = null;
		if (text.stripLeading().startsWith("<")) {
			AnnotationSet tei = TeiStandoff.read(text, name, store.iri());
			incoming = tei.annotations();
			incomingLabel = tei.label();
		} else {
			W3cDocument d = new W3cReader().file(name).text(text).idsRequired(false).workspace(store.iri()).call();
			incoming = d.annotations();
			newIds = d.newIds();
			incomingLabel = d.label();
		}
		List<Annotation> arriving = incoming;
		String arrivingLabel = incomingLabel;
		int given = newIds;
		// read, merged and written under the set's lock: a save from the workbench meanwhile is not lost
		return store.locked(target, () -> {
			AnnotationSet existing = store.exists(target) ? store.read(target)
					: AnnotationSet.named(target, arrivingLabel);
			for (String other : store.names()) {
				if (other.equals(target)) {
					continue;
				}
				AnnotationSet o = store.read(other);
				for (Annotation a : arriving) {
					if (o.get(a.id()).isPresent()) {
						throw new AnnotationsProblem(name + ": annotation " + a.id() + " is already in the set '" + other
								+ "'; import into that set (--set " + other + ") or remove it there first. Nothing was imported");
					}
				}
			}
			List<Placement> placements = new ReanchorCommand().transcriptions(transcriptions).annotations(arriving).call();
			List<Annotation> placed = new ArrayList<>();
			int added = 0;
			int replaced = 0;
			int unchanged = 0;
			for (Placement p : placements) {
				Annotation a = p.holds() ? p.after() : p.before();
				placed.add(a);
				var before = existing.get(a.id());
				if (before.isEmpty()) {
					added++;
				} else if (before.get().equals(a)) {
					unchanged++;
				} else {
					replaced++;
				}
			}
			store.write(existing.with(placed));
			return new ImportResult(target, store.file(target), added, replaced, unchanged, given, placements);
		});
	}

	private static String defaultName(Path file) {
		String n = file.getFileName().toString();
		for (String ext : List.of(".jsonld", ".json", ".tei.xml", ".xml", ".tei")) {
			if (n.endsWith(ext)) {
				n = n.substring(0, n.length() - ext.length());
				break;
			}
		}
		n = n.replaceAll("[^\\p{L}\\p{N}_.-]", "-").replaceAll("^[.-]+", "");
		return n.isEmpty() ? "imported" : n;
	}

	/**
	 * What an import did.
	 *
	 * @param set        the set written
	 * @param file       its file
	 * @param added      annotations new to the set
	 * @param replaced   annotations that were there with the same id and differed
	 * @param unchanged  annotations that were there alike
	 * @param newIds     annotations that had no id and were given one
	 * @param placements where each stands in the transcriptions
	 */
	public record ImportResult(String set, Path file, int added, int replaced, int unchanged, int newIds,
			List<Placement> placements) {

		public List<Placement> notPlaced() {
			return placements.stream().filter(p -> !p.holds()).toList();
		}
	}
}
