package org.rulebench.annotations;

import java.util.List;
import java.util.Map;

import org.rulebench.sources.anchoring.Anchor;
import org.rulebench.sources.anchoring.TextPositionSelector;
import org.rulebench.sources.anchoring.TextQuoteSelector;

/**
 * What an annotation is about: a passage of a transcription, whole or a span of it. The passage is the fragment of
 * the source IRI ({@code ../sources/pushuang.tei#pushuang.qiliang.liang}: relative to the annotation file, so it
 * names the transcription in the same workspace); a span is selected as a citation is, by its quote with context
 * and a position hint (code points), so it is found again after the transcription is edited.
 *
 * @param source         the IRI of the passage (or, for an imported annotation not yet placed, of what it annotated)
 * @param quote          the quoted span; null for the whole passage
 * @param position       where the span was; null if not known
 * @param otherSelectors selectors Rulebench does not use (an imported RangeSelector, XPathSelector), as JSON text
 * @param extras         properties of an imported target the model does not name
 */
public record Target(String source, TextQuoteSelector quote, TextPositionSelector position, List<String> otherSelectors,
		Map<String, String> extras) {

	public Target {
		if (source == null || source.isBlank()) {
			throw new IllegalArgumentException("a target needs the IRI of what it annotates");
		}
		otherSelectors = otherSelectors == null ? List.of() : List.copyOf(otherSelectors);
		extras = Extras.copy(extras);
	}

	/** The IRI of a passage of a transcription in the workspace's {@code sources} folder. */
	public static String passageIri(String file, String passageId) {
		return "../sources/" + file + "#" + passageId;
	}

	/** The whole passage. */
	public static Target passage(String source) {
		return new Target(source, null, null, List.of(), Map.of());
	}

	/** A span of the passage, as an anchor made from its text selects it. */
	public static Target span(String source, Anchor anchor) {
		return new Target(source, anchor.quote(), anchor.position(), List.of(), Map.of());
	}

	/** The passage's id: the source IRI's fragment; null if it has none. */
	public String passageId() {
		int hash = source.lastIndexOf('#');
		return hash < 0 || hash == source.length() - 1 ? null : source.substring(hash + 1);
	}

	/** The source IRI without its fragment: the transcription's file. */
	public String document() {
		int hash = source.lastIndexOf('#');
		return hash < 0 ? source : source.substring(0, hash);
	}

	/** Whether it annotates the whole passage rather than a span. */
	public boolean wholePassage() {
		return quote == null && position == null;
	}

	/** The anchor to search the passage's text with; null for a whole passage or a target without a quote. */
	public Anchor anchor() {
		return quote == null || passageId() == null ? null : new Anchor(passageId(), quote, position);
	}

	/** The same target at another source and anchor (after re-anchoring or placing an import). */
	public Target at(String newSource, Anchor anchor) {
		return new Target(newSource, anchor == null ? quote : anchor.quote(), anchor == null ? position : anchor.position(),
				otherSelectors, extras);
	}
}
