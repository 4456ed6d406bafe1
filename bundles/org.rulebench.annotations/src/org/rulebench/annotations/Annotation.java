package org.rulebench.annotations;

import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * One scholarly annotation of a source (a W3C Web Annotation): a comment, a translation, a gloss, a tag, a question
 * or a link to a rule, on a passage or a span of one.
 *
 * @param id         its IRI, unique in the workspace (urn:uuid:... when Rulebench makes it)
 * @param motivation why it was made; null if its maker did not say (Hypothesis does not): see {@link #kind()}
 * @param target     the passage or span it is about
 * @param bodies     what it says, in order; empty for a highlight or a bookmark
 * @param creator    who made it; null if not said
 * @param created    when, as written (xsd:dateTime, e.g. 2026-11-20T09:30:00Z); null if not said
 * @param modified   when last changed, as written; null if not said
 * @param extras     properties of an imported annotation the model does not name, kept as JSON text
 */
public record Annotation(String id, Motivation motivation, Target target, List<Body> bodies, Author creator,
		String created, String modified, Map<String, String> extras) {

	public Annotation {
		if (id == null || id.isBlank()) {
			throw new IllegalArgumentException("an annotation needs an id");
		}
		if (target == null) {
			throw new IllegalArgumentException("annotation " + id + " needs a target");
		}
		bodies = bodies == null ? List.of() : List.copyOf(bodies);
		extras = Extras.copy(extras);
	}

	/** A new id: urn:uuid:... */
	public static String newId() {
		return "urn:uuid:" + UUID.randomUUID();
	}

	/** Now, to the second, in UTC: the form of {@link #created}. */
	public static String now() {
		return OffsetDateTime.now(java.time.ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
	}

	/**
	 * What kind of annotation it is: its motivation, else the purpose of its first body that has one (how Hypothesis
	 * and Recogito say a body is a tag), else commenting, the W3C default for a text without a stated motivation.
	 */
	public Motivation kind() {
		if (motivation != null) {
			return motivation;
		}
		for (Body b : bodies) {
			if (b.purpose() != null) {
				return b.purpose();
			}
		}
		return Motivation.COMMENTING;
	}

	/** The terms it names: its tags, or the word a gloss explains. */
	public List<String> terms() {
		return bodies.stream().filter(Body::isTerm).map(Body::value).toList();
	}

	/** Its texts other than terms: the comment, the translation, the gloss. */
	public List<Body> texts() {
		return bodies.stream().filter(b -> b.isText() && !b.isTerm()).toList();
	}

	/** The same annotation on another target (re-anchored, or placed in a passage on import). */
	public Annotation withTarget(Target t) {
		return new Annotation(id, motivation, t, bodies, creator, created, modified, extras);
	}

	public static Builder builder() {
		return new Builder();
	}

	/** Builds an annotation: a new id and the current time unless told otherwise. */
	public static final class Builder {
		private String id;
		private Motivation motivation;
		private Target target;
		private final List<Body> bodies = new ArrayList<>();
		private Author creator;
		private String created;
		private String modified;
		private final Map<String, String> extras = new LinkedHashMap<>();

		private Builder() {
		}

		public Builder id(String id) {
			this.id = id;
			return this;
		}

		public Builder motivation(Motivation m) {
			this.motivation = m;
			return this;
		}

		public Builder target(Target t) {
			this.target = t;
			return this;
		}

		public Builder body(Body b) {
			bodies.add(b);
			return this;
		}

		/** A text body in a language. */
		public Builder text(String value, String language) {
			return body(Body.text(value, language));
		}

		/** A term body (tag, or the word glossed). */
		public Builder term(String value, String language) {
			return body(Body.term(value, language));
		}

		public Builder creator(Author a) {
			this.creator = a;
			return this;
		}

		public Builder created(String when) {
			this.created = when;
			return this;
		}

		public Builder modified(String when) {
			this.modified = when;
			return this;
		}

		public Builder extra(String name, String json) {
			extras.put(name, json);
			return this;
		}

		public Annotation build() {
			return new Annotation(id != null ? id : newId(), motivation, target, bodies, creator,
					created != null ? created : now(), modified, extras);
		}
	}
}
