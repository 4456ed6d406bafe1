package org.rulebench.annotations;

import java.util.Locale;

/**
 * Why an annotation was made: the motivations of the W3C Web Annotation vocabulary (oa:commenting, oa:describing,
 * ...), and Rulebench's own {@link #TRANSLATING} (rb:translating, a narrower kind of oa:describing). A body's purpose
 * uses the same names.
 */
public enum Motivation {
	ASSESSING, BOOKMARKING, CLASSIFYING, COMMENTING, DESCRIBING, EDITING, HIGHLIGHTING, IDENTIFYING, LINKING,
	MODERATING, QUESTIONING, REPLYING, TAGGING,
	/** A translation of the target into the body's language: not in the W3C vocabulary, so Rulebench's. */
	TRANSLATING;

	/** The W3C vocabulary's namespace (prefix oa in its JSON-LD context). */
	public static final String OA = "http://www.w3.org/ns/oa#";
	/** Rulebench's namespace for what the W3C vocabulary lacks (prefix rb). */
	public static final String RB = "https://rulebench.org/ns/annotation#";

	/** The name in JSON-LD and on the command line: "commenting", "translating". */
	public String term() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** Whether the W3C vocabulary defines it (else Rulebench does). */
	public boolean w3c() {
		return this != TRANSLATING;
	}

	/** The full IRI: oa:commenting or rb:translating expanded. */
	public String iri() {
		return (w3c() ? OA : RB) + term();
	}

	/**
	 * The motivation a JSON-LD value names: the term ("commenting"), a compact IRI ("oa:commenting",
	 * "rb:translating") or the full IRI; null if none. "glossing" is taken as describing, the W3C name for a gloss.
	 */
	public static Motivation of(String value) {
		if (value == null) {
			return null;
		}
		String v = value.strip();
		for (Motivation m : values()) {
			String prefix = m.w3c() ? "oa:" : "rb:";
			if (v.equals(m.term()) || v.equals(prefix + m.term()) || v.equals(m.iri())
					|| v.equals(m.iri().replace("http://", "https://"))) {
				return m;
			}
		}
		return v.equals("glossing") ? DESCRIBING : null;
	}

	/** The names accepted, for messages. */
	public static String names() {
		StringBuilder b = new StringBuilder();
		for (Motivation m : values()) {
			b.append(b.isEmpty() ? "" : ", ").append(m.term());
		}
		return b.toString();
	}
}
