package org.rulebench.annotations.anchoring;

import org.rulebench.annotations.Annotation;

/**
 * Where an annotation stands in the transcriptions as they read now.
 *
 * @param before the annotation as stored
 * @param after  the annotation with its target as it holds now (the same as before if nothing moved); null when it
 *               is orphaned, on an unknown passage, or could not be placed: such an annotation is kept as it was and
 *               never attached elsewhere
 * @param status how it was found
 * @param found  the text the target selects now; null when it selects nothing
 * @param detail why it is orphaned or not placed, or what a fuzzy match changed; null otherwise
 */
public record Placement(Annotation before, Annotation after, Status status, String found, String detail) {

	public enum Status {
		/** the quote stands where it stood */
		UNCHANGED,
		/** the quote was found word for word elsewhere in the passage */
		MOVED,
		/** the quote changed a little and was found, uniquely, within the bound of edits */
		FUZZY,
		/** it annotates the whole passage, which is still there */
		WHOLE_PASSAGE,
		/** the quote is gone from its passage (or is there more than once, equally well) */
		ORPHANED,
		/** the passage id is in no transcription */
		UNKNOWN_PASSAGE,
		/** an imported annotation whose source names no passage, and whose quote is in no single passage */
		UNPLACED;

		public String word() {
			return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
		}
	}

	/** Whether the annotation holds in the text as it reads now. */
	public boolean holds() {
		return after != null;
	}

	/** Whether its stored target should be updated: it holds, but not where the file says. */
	public boolean changed() {
		return after != null && !after.equals(before);
	}
}
