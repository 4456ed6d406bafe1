package org.rulebench.annotations.anchoring;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.tei.Tei;
import org.rulebench.sources.tei.TeiProblem;
import org.rulebench.sources.tei.TeiResource;

/**
 * The passages of the TEI transcriptions in a folder (a workspace's {@code sources}, or dsl-examples/sources), by
 * id, as they read now. A file that cannot be read adds its problems and no passages: annotations on them are then
 * reported as on an unknown passage, not as orphaned.
 */
public final class Transcriptions {
	private final Map<String, PassageText> passages = new LinkedHashMap<>();
	private final List<TeiProblem> problems = new ArrayList<>();
	private final List<Path> files = new ArrayList<>();

	private Transcriptions() {
	}

	/** No transcriptions at all. */
	public static Transcriptions none() {
		return new Transcriptions();
	}

	/** Every *.tei and *.tei.xml file directly in the folder (none if there is no such folder). */
	public static Transcriptions in(Path folder) {
		Transcriptions t = new Transcriptions();
		if (!Files.isDirectory(folder)) {
			return t;
		}
		try (Stream<Path> list = Files.list(folder)) {
			for (Path f : list.sorted().toList()) {
				if (Tei.isTei(URI.createFileURI(f.toString())) && Files.isRegularFile(f)) {
					t.load(f);
				}
			}
		} catch (IOException e) {
			t.problems.add(new TeiProblem(folder.toString(), 0, 0, true, "cannot list the folder: " + e.getMessage()));
		}
		return t;
	}

	/** One transcription given as text (for tests and for transcriptions read from a commit). */
	public static Transcriptions of(String fileName, String tei) {
		Transcriptions t = new Transcriptions();
		t.add(fileName, tei);
		return t;
	}

	public Transcriptions add(String fileName, String tei) {
		TeiResource r = new TeiResource(URI.createURI("memory:/" + fileName));
		try {
			r.load(new java.io.ByteArrayInputStream(tei.getBytes(java.nio.charset.StandardCharsets.UTF_8)), null);
		} catch (IOException e) {
			problems.add(new TeiProblem(fileName, 0, 0, true, "cannot read: " + e.getMessage()));
			return this;
		}
		take(fileName, r);
		return this;
	}

	private void load(Path f) {
		TeiResource r = new TeiResource(URI.createFileURI(f.toAbsolutePath().toString()));
		try {
			r.load(null);
		} catch (IOException e) {
			problems.add(new TeiProblem(f.toString(), 0, 0, true, "cannot read: " + e.getMessage()));
			return;
		}
		files.add(f);
		take(f.getFileName().toString(), r);
	}

	private void take(String fileName, TeiResource r) {
		List<TeiProblem> found = r.problems();
		found.stream().filter(TeiProblem::error).forEach(problems::add);
		Source source = r.source();
		if (source == null || found.stream().anyMatch(TeiProblem::error)) {
			return;
		}
		for (Passage p : Passages.citable(source)) {
			List<String> ancestors = new ArrayList<>();
			for (EObject o = p.eContainer(); o instanceof Passage q; o = o.eContainer()) {
				if (q.getId() != null) {
					ancestors.add(q.getId());
				}
			}
			passages.putIfAbsent(p.getId(), new PassageText(fileName, p.getId(), Passages.reference(p), Passages.text(p), ancestors));
		}
	}

	public Optional<PassageText> passage(String id) {
		return Optional.ofNullable(id == null ? null : passages.get(id));
	}

	public Collection<PassageText> passages() {
		return passages.values();
	}

	/** Errors that kept a file's passages out. */
	public List<TeiProblem> problems() {
		return List.copyOf(problems);
	}

	public boolean isEmpty() {
		return passages.isEmpty();
	}

	/**
	 * The innermost passages whose text holds the quote: where a quote found without a passage id (an imported
	 * annotation made on a web page) belongs. Passages around another candidate are left out.
	 */
	public List<PassageText> holding(String exact) {
		List<PassageText> all = passages.values().stream().filter(p -> p.text().contains(exact)).toList();
		List<String> around = all.stream().flatMap(p -> p.ancestors().stream()).toList();
		return all.stream().filter(p -> !around.contains(p.id())).toList();
	}
}
