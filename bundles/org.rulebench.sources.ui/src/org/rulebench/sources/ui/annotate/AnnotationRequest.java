package org.rulebench.sources.ui.annotate;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.Author;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.Target;
import org.rulebench.sources.anchoring.Anchor;
import org.rulebench.sources.ui.transcription.TranscriptionLayout.Span;

/**
 * What the historian asked for in the annotate dialog.
 *
 * @param motivation   commenting, translating, describing (a gloss), tagging or questioning
 * @param text         the comment, translation or gloss; may be empty for a tag
 * @param language     the text's language (en, ja, lzh...); null if not said
 * @param term         the tag, or the word glossed; null for other kinds
 * @param termLanguage the term's language (the source's, for a word of it)
 * @param author       who annotates
 * @param set          the annotation set to save it in
 * @param span         the selected span of a passage
 */
public record AnnotationRequest(Motivation motivation, String text, String language, String term, String termLanguage,
		String author, String set, Span span) {

	/** The annotation, targeting the span of the passage of the transcription at {@code sourcePath} (project-relative). */
	public Annotation annotation(String sourcePath) {
		String passageText = org.rulebench.sources.Passages.text(span.passage());
		int start = passageText.codePointCount(0, span.start());
		int end = passageText.codePointCount(0, span.end());
		Anchor anchor = Anchor.of(span.passage().getId(), passageText, start, end);
		Annotation.Builder b = Annotation.builder().motivation(motivation)
				.target(Target.span("../" + sourcePath + "#" + span.passage().getId(), anchor));
		if (term != null && !term.isBlank()) {
			b.term(term.strip(), blankToNull(termLanguage));
		}
		if (text != null && !text.isBlank()) {
			b.text(text.strip(), blankToNull(language));
		}
		if (author != null && !author.isBlank()) {
			b.creator(Author.named(author.strip()));
		}
		return b.build();
	}

	/** What is missing for this kind of annotation; null if nothing. */
	public String problem() {
		boolean needsTerm = motivation == Motivation.DESCRIBING || motivation == Motivation.TAGGING;
		if (needsTerm && (term == null || term.isBlank())) {
			return motivation == Motivation.TAGGING ? "a tag needs its term" : "a gloss needs the word it explains";
		}
		if (motivation != Motivation.TAGGING && (text == null || text.isBlank())) {
			return "write the " + (motivation == Motivation.TRANSLATING ? "translation" : motivation == Motivation.DESCRIBING
					? "gloss" : motivation == Motivation.QUESTIONING ? "question" : "comment");
		}
		try {
			org.rulebench.annotations.AnnotationSet.checkName(set);
		} catch (IllegalArgumentException e) {
			return e.getMessage();
		}
		return null;
	}

	private static String blankToNull(String s) {
		return s == null || s.isBlank() ? null : s.strip();
	}
}
