package org.rulebench.sources.ui;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.util.URI;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.AnnotationStore;
import org.rulebench.annotations.AnnotationsProblem;
import org.rulebench.annotations.MalformedAnnotations;
import org.rulebench.annotations.anchoring.Placement;
import org.rulebench.annotations.anchoring.ReanchorCommand;
import org.rulebench.annotations.anchoring.Transcriptions;
import org.rulebench.editor.model.ProjectFiles;
import org.rulebench.sources.Passages;
import org.rulebench.sources.anchoring.Anchor;
import org.rulebench.sources.anchoring.AnchorSearch;
import org.rulebench.sources.anchoring.Attachment;
import org.rulebench.sources.anchoring.TextQuoteSelector;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.tei.TeiProblem;
import org.rulebench.sources.tei.TeiResource;
import org.rulebench.sources.ui.citations.CitationSite;
import org.rulebench.sources.ui.citations.WorkspaceCitations;

/**
 * What the Sources view shows of a project, read in one go by a job: its TEI sources, the citations of its readings
 * and the annotation sets, each citation and annotation found in its passage (or orphaned, and why). Made in the job
 * and only read afterwards, in the UI thread.
 */
public record SourcesSnapshot(IProject project, List<LoadedSource> sources, List<CitedSpan> citations,
		List<AnnotationSet> sets, List<PlacedAnnotation> annotations, List<String> problems) {

	/** A TEI file of the project; {@code source} null if it cannot be read (then {@code problems} say why). */
	public record LoadedSource(IFile file, Source source, List<TeiProblem> problems) {
		public String label() {
			String title = source == null || source.getTitle() == null ? "" : " — " + source.getTitle();
			return file.getProjectRelativePath() + title;
		}
	}

	/**
	 * A citation where it holds: chars [start, end) of its passage's text, or orphaned ({@code passage} null when no
	 * source has the id, {@code start} -1 when the quote is gone); {@code why} says what is wrong, else null.
	 */
	public record CitedSpan(CitationSite site, Passage passage, int start, int end, String why) {
		public boolean orphaned() {
			return start < 0;
		}
	}

	/** An annotation of a set where it holds now: chars [start, end) of its passage's text; start -1 when orphaned. */
	public record PlacedAnnotation(String set, Placement placement, Passage passage, int start, int end) {
		public boolean orphaned() {
			return start < 0;
		}

		public boolean wholePassage() {
			return placement.status() == Placement.Status.WHOLE_PASSAGE;
		}
	}

	/** Reads everything: call it in a job. */
	public static SourcesSnapshot load(IProject project) {
		List<String> problems = new ArrayList<>();
		List<LoadedSource> sources = new ArrayList<>();
		Map<String, Passage> passages = new HashMap<>();
		Transcriptions transcriptions = Transcriptions.none();
		for (IFile f : ProjectFiles.sourcesOf(project)) {
			byte[] bytes;
			try (InputStream in = f.getContents(true)) {
				bytes = in.readAllBytes();
			} catch (CoreException | IOException e) {
				problems.add(f.getFullPath() + ": cannot be read: " + e.getMessage());
				continue;
			}
			TeiResource r = new TeiResource(URI.createPlatformResourceURI(f.getFullPath().toString(), true));
			try {
				r.load(new ByteArrayInputStream(bytes), null);
			} catch (IOException e) {
				problems.add(f.getFullPath() + ": " + e.getMessage());
			}
			List<TeiProblem> errors = r.problems().stream().filter(TeiProblem::error).toList();
			errors.forEach(p -> problems.add(p.toString()));
			Source source = errors.isEmpty() ? r.source() : null;
			sources.add(new LoadedSource(f, source, r.problems()));
			if (source != null) {
				Passages.citable(source).forEach(p -> passages.putIfAbsent(p.getId(), p));
				transcriptions.add(f.getName(), new String(bytes, StandardCharsets.UTF_8));
			}
		}
		List<CitedSpan> citations = WorkspaceCitations.of(project).stream().map(c -> place(c, passages)).toList();
		List<AnnotationSet> sets = new ArrayList<>();
		List<PlacedAnnotation> annotations = new ArrayList<>();
		AnnotationStore store = AnnotationStore.in(project.getLocation().toFile().toPath());
		for (String name : store.names()) {
			try {
				AnnotationSet set = store.read(name);
				sets.add(set);
				for (Placement p : new ReanchorCommand().transcriptions(transcriptions).annotations(set.annotations()).call()) {
					annotations.add(place(name, p, passages));
				}
			} catch (MalformedAnnotations e) {
				e.problems().forEach(p -> problems.add(p.toString()));
			} catch (AnnotationsProblem e) {
				problems.add(e.getMessage());
			}
		}
		return new SourcesSnapshot(project, sources, citations, sets, annotations, problems);
	}

	private static CitedSpan place(CitationSite c, Map<String, Passage> passages) {
		Passage p = passages.get(c.passageId());
		if (p == null) {
			return new CitedSpan(c, null, -1, -1, "no source of the workspace has a passage #" + c.passageId());
		}
		String text = Passages.text(p);
		if (c.quote() == null || c.quote().isEmpty()) {
			return new CitedSpan(c, p, 0, text.length(), null);
		}
		int at = text.indexOf(c.quote());
		if (at >= 0) {
			return new CitedSpan(c, p, at, at + c.quote().length(), null);
		}
		Attachment a = new AnchorSearch().anchor(new Anchor(c.passageId(), new TextQuoteSelector(c.quote(), "", ""), null))
				.text(text).call();
		if (!a.anchored()) {
			return new CitedSpan(c, p, -1, -1, "orphaned: " + a.reason());
		}
		int s = text.offsetByCodePoints(0, a.position().start());
		int e = text.offsetByCodePoints(0, a.position().end());
		return new CitedSpan(c, p, s, e, "the passage now reads \"" + a.found() + "\"");
	}

	private static PlacedAnnotation place(String set, Placement p, Map<String, Passage> passages) {
		Passage passage = passages.get(p.before().target().passageId());
		if (!p.holds() || passage == null) {
			return new PlacedAnnotation(set, p, passage, -1, -1);
		}
		String text = Passages.text(passage);
		if (p.status() == Placement.Status.WHOLE_PASSAGE || p.after().target().position() == null) {
			return new PlacedAnnotation(set, p, passage, 0, text.length());
		}
		int cps = text.codePointCount(0, text.length());
		int s = text.offsetByCodePoints(0, Math.min(cps, p.after().target().position().start()));
		int e = text.offsetByCodePoints(0, Math.min(cps, p.after().target().position().end()));
		return new PlacedAnnotation(set, p, passage, s, e);
	}

	/** The source file holding the passage of this id, if any. */
	public LoadedSource sourceOf(String passageId) {
		for (LoadedSource s : sources) {
			if (s.source() != null && Passages.citable(s.source()).stream().anyMatch(p -> passageId.equals(p.getId()))) {
				return s;
			}
		}
		return null;
	}
}
