package org.rulebench.annotations.anchoring;

import java.util.List;

/**
 * A passage of a transcription as annotations see it.
 *
 * @param file      the transcription's file name (pushuang.tei)
 * @param id        the passage's xml:id
 * @param reference its canonical reference (七梁雙陸.1.3); null if it has none
 * @param text      its text as the transcription reads it (lemmata where witnesses differ)
 * @param ancestors the ids of the passages around it, innermost first
 */
public record PassageText(String file, String id, String reference, String text, List<String> ancestors) {

	public PassageText {
		ancestors = List.copyOf(ancestors);
	}

	/** The IRI an annotation's target names it by, relative to the annotation file. */
	public String iri() {
		return org.rulebench.annotations.Target.passageIri(file, id);
	}
}
