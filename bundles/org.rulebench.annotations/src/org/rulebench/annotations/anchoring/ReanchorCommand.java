package org.rulebench.annotations.anchoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.Target;
import org.rulebench.sources.anchoring.Anchor;
import org.rulebench.sources.anchoring.AnchorSearch;
import org.rulebench.sources.anchoring.Attachment;
import org.rulebench.sources.anchoring.TextQuoteSelector;

/**
 * Finds annotations again in the transcriptions as they read now, as citations are found (the sources' {@link
 * AnchorSearch}: where it was, word for word elsewhere, or a unique close match). An annotation whose quote is gone
 * is orphaned and reported, never attached elsewhere. An annotation whose source names no passage (imported from a
 * tool that annotated a web page) is placed in the one innermost passage that holds its quote, if there is one.
 *
 * <pre>
 * List&lt;Placement&gt; p = new ReanchorCommand().transcriptions(t).annotations(set.annotations()).call();
 * </pre>
 */
public final class ReanchorCommand {
	private Transcriptions transcriptions = Transcriptions.none();
	private List<Annotation> annotations = List.of();

	public ReanchorCommand transcriptions(Transcriptions t) {
		this.transcriptions = t;
		return this;
	}

	public ReanchorCommand annotations(List<Annotation> list) {
		this.annotations = list;
		return this;
	}

	public List<Placement> call() {
		List<Placement> placements = new ArrayList<>();
		for (Annotation a : annotations) {
			placements.add(place(a));
		}
		return placements;
	}

	private Placement place(Annotation a) {
		Target t = a.target();
		Optional<PassageText> passage = transcriptions.passage(t.passageId());
		if (passage.isEmpty()) {
			return t.quote() == null ? unknown(a) : placeByQuote(a);
		}
		PassageText p = passage.get();
		if (t.quote() == null) {
			if (t.position() == null) {
				return new Placement(a, a, Placement.Status.WHOLE_PASSAGE, p.text(), null);
			}
			return new Placement(a, null, Placement.Status.ORPHANED, null, "it selects code points " + t.position().start()
					+ " to " + t.position().end() + " of passage " + p.id() + " without a quote to check them by");
		}
		Attachment found = new AnchorSearch().anchor(t.anchor()).text(p.text()).call();
		return placement(a, t.source(), p, found);
	}

	private static Placement placement(Annotation a, String source, PassageText p, Attachment found) {
		if (!found.anchored()) {
			return new Placement(a, null, Placement.Status.ORPHANED, null, found.reason());
		}
		Anchor now = found.reanchor(p.id(), p.text());
		Annotation after = a.withTarget(a.target().at(source, now));
		Placement.Status status = switch (found.status()) {
		case UNCHANGED -> Placement.Status.UNCHANGED;
		case MOVED -> Placement.Status.MOVED;
		default -> Placement.Status.FUZZY;
		};
		String detail = status == Placement.Status.FUZZY ? "the quote \"" + a.target().quote().exact() + "\" now reads \""
				+ found.found() + "\" (" + found.errors() + (found.errors() == 1 ? " edit)" : " edits)") : null;
		return new Placement(a, after, status, found.found(), detail);
	}

	private Placement unknown(Annotation a) {
		String id = a.target().passageId();
		return new Placement(a, null, id == null ? Placement.Status.UNPLACED : Placement.Status.UNKNOWN_PASSAGE, null,
				id == null ? "its target " + a.target().source() + " names no passage and has no quote to find one by"
						: "no transcription has a passage " + id);
	}

	/** An annotation from elsewhere: the one innermost passage holding its quote (with its context, if that decides). */
	private Placement placeByQuote(Annotation a) {
		TextQuoteSelector q = a.target().quote();
		List<PassageText> holding = transcriptions.holding(q.exact());
		if (holding.size() > 1) {
			List<PassageText> inContext = holding.stream()
					.filter(p -> p.text().contains(q.prefix() + q.exact() + q.suffix())).toList();
			if (inContext.size() == 1) {
				holding = inContext;
			}
		}
		String id = a.target().passageId();
		if (holding.size() != 1) {
			String why = holding.isEmpty() ? "no passage holds its quote \"" + q.exact() + "\""
					: holding.size() + " passages hold its quote \"" + q.exact() + "\" ("
							+ String.join(", ", holding.stream().map(PassageText::id).toList()) + ")";
			return new Placement(a, null, id == null ? Placement.Status.UNPLACED : Placement.Status.UNKNOWN_PASSAGE, null,
					(id == null ? "" : "no transcription has a passage " + id + ", and ") + why);
		}
		PassageText p = holding.get(0);
		Anchor anchor = new Anchor(p.id(), q, a.target().position());
		Attachment found = new AnchorSearch().anchor(anchor).text(p.text()).call();
		Placement placed = placement(a, p.iri(), p, found);
		if (placed.after() == null) {
			return placed;
		}
		return new Placement(a, placed.after(), Placement.Status.MOVED, placed.found(), "placed in passage " + p.id()
				+ " by its quote");
	}
}
