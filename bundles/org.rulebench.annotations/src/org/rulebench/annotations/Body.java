package org.rulebench.annotations;

import java.util.Map;

/**
 * What an annotation says (W3C body): a text in a language (TextualBody: a comment, a translation, a gloss), or a
 * resource it links to (a rule of a reading, a web page). A body whose purpose is tagging names a <em>term</em>: the
 * tag, or the word a gloss explains; the glossary is made of them.
 *
 * @param id       the body's IRI: what a linking body points to; null for a text without one
 * @param type     TextualBody for a text; null or another W3C class for a resource
 * @param value    the text; null for a resource
 * @param language BCP 47 language of the text (ja, lzh, zh-Hant, en); null if not said
 * @param format   media type of the text (text/markdown...); text/plain for a text that does not say (as the W3C
 *                 model asks a textual body to say it), null for a resource
 * @param purpose  why this body is there, when it differs from the annotation's motivation; null if not said
 * @param extras   properties of an imported body the model does not name (Recogito's per-body creator and dates)
 */
public record Body(String id, String type, String value, String language, String format, Motivation purpose,
		Map<String, String> extras) {

	public static final String TEXTUAL_BODY = "TextualBody";

	public Body {
		if (id == null && value == null) {
			throw new IllegalArgumentException("a body is a text or a resource: it needs a value or an id");
		}
		extras = Extras.copy(extras);
		if (value != null && format == null) {
			format = PLAIN_TEXT;
		}
	}

	/** The format of a text that names none. */
	public static final String PLAIN_TEXT = "text/plain";

	/** A text in a language (null if not said). */
	public static Body text(String value, String language) {
		return new Body(null, TEXTUAL_BODY, value, language, null, null, Map.of());
	}

	/** A term: a tag ("dice rule") or the word a gloss explains (梁), in a language (null if not said). */
	public static Body term(String value, String language) {
		return new Body(null, TEXTUAL_BODY, value, language, null, Motivation.TAGGING, Map.of());
	}

	/** A link to a resource, e.g. a rule: {@code ../pu-shuang/qiliang.reading#kaito}. */
	public static Body link(String iri) {
		return new Body(iri, null, null, null, null, null, Map.of());
	}

	public boolean isText() {
		return value != null;
	}

	/** Whether it names a term (a text whose purpose is tagging). */
	public boolean isTerm() {
		return value != null && purpose == Motivation.TAGGING;
	}

	/** Whether nothing but the resource's IRI is said: written as a bare IRI. */
	public boolean isBareLink() {
		return value == null && type == null && language == null && format == null && purpose == null && extras.isEmpty();
	}
}
