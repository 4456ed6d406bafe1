package org.rulebench.annotations.w3c;

import java.util.List;
import java.util.Map;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.Author;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.Target;
import org.rulebench.annotations.WorkspaceIri;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

/**
 * Writes annotations as W3C Web Annotation JSON-LD, always the same way (properties in one order, two spaces of
 * indentation, characters as they are), so a file written twice is the same file and Git's diffs stay small.
 * Every reference is written as an absolute IRI of the workspace ({@link WorkspaceIri}); a collection and its page
 * have ids, the page says which collection it is part of, and an empty set is a collection without pages (a page
 * must have items). Rulebench's own motivation, translating, is a term of the context, and a collection that uses
 * it also declares it ({@code @included}): an {@code oa:Motivation} whose {@code skos:broader} is
 * {@code oa:describing}, as the vocabulary asks of a community's motivation.
 */
public final class W3cWriter {
	/** The W3C Web Annotation context. */
	public static final String ANNO_CONTEXT = "http://www.w3.org/ns/anno.jsonld";
	/** The media type of a transcription, written as its format. */
	public static final String TEI_FORMAT = "application/tei+xml";
	/** A textual body's format when it names none. */
	public static final String TEXT_FORMAT = "text/plain";
	/**
	 * The state of a passage whose selectors count in its text: the plain text of the passage as Rulebench reads it
	 * (docs/annotations.md: lemmata where witnesses differ, whitespace collapsed, a division's paragraphs one a line).
	 */
	public static final String PLAIN_TEXT_STATE = "Accept: text/plain";
	/** The fragment of a collection's one page. */
	public static final String PAGE = "#page-1";

	private W3cWriter() {
	}

	/** The context of every file: the W3C one, and Rulebench's prefix with its translating motivation. */
	public static JsonElement context() {
		JsonArray context = new JsonArray();
		context.add(ANNO_CONTEXT);
		JsonObject rb = new JsonObject();
		rb.addProperty("rb", Motivation.RB);
		rb.addProperty(Motivation.TRANSLATING.term(), "rb:" + Motivation.TRANSLATING.term());
		context.add(rb);
		return context;
	}

	/** A set as an AnnotationCollection with its one page embedded, at the default workspace base. */
	public static String write(AnnotationSet set) {
		return write(set, WorkspaceIri.standard());
	}

	/** A set of the workspace, its id the IRI of its file. */
	public static String write(AnnotationSet set, WorkspaceIri iri) {
		return write(set, iri, iri.collection(set.name()));
	}

	/** A set as an AnnotationCollection of the given id (an absolute IRI) with its one page embedded. */
	public static String write(AnnotationSet set, WorkspaceIri iri, String id) {
		JsonObject o = new JsonObject();
		o.add("@context", context());
		o.addProperty("id", id);
		o.addProperty("type", "AnnotationCollection");
		if (set.label() != null) {
			o.addProperty("label", set.label());
		}
		extras(o, set.extras());
		o.addProperty("total", set.annotations().size());
		if (!set.annotations().isEmpty()) {
			JsonObject page = new JsonObject();
			page.addProperty("id", pageId(id));
			page.addProperty("type", "AnnotationPage");
			page.addProperty("partOf", id);
			page.addProperty("startIndex", 0);
			JsonArray items = new JsonArray();
			for (Annotation a : set.annotations()) {
				items.add(annotation(a, iri));
			}
			page.add("items", items);
			o.add("first", page);
			o.addProperty("last", pageId(id));
		}
		if (set.annotations().stream().anyMatch(a -> a.motivation() == Motivation.TRANSLATING
				|| a.bodies().stream().anyMatch(b -> b.purpose() == Motivation.TRANSLATING))) {
			JsonArray included = new JsonArray();
			included.add(translatingDeclaration());
			o.add("@included", included);
		}
		return print(o);
	}

	/** The id of a collection's one page: a fragment of the collection's IRI (or a longer fragment, if it has one). */
	public static String pageId(String collectionId) {
		return collectionId.contains("#") ? collectionId + "-" + PAGE.substring(1) : collectionId + PAGE;
	}

	/** rb:translating as the vocabulary asks a new motivation to be declared. */
	public static JsonObject translatingDeclaration() {
		JsonObject d = new JsonObject();
		d.addProperty("id", "rb:" + Motivation.TRANSLATING.term());
		d.addProperty("type", "oa:Motivation");
		JsonObject broader = new JsonObject();
		broader.addProperty("id", "oa:describing");
		d.add("skos:broader", broader);
		d.addProperty("skos:prefLabel", "translating");
		d.addProperty("skos:definition", "The motivation for when the user intends to give the text of the target in"
				+ " another language: a kind of describing.");
		return d;
	}

	/** One annotation, with its context. */
	public static String write(Annotation a) {
		return write(a, WorkspaceIri.standard());
	}

	public static String write(Annotation a, WorkspaceIri iri) {
		JsonObject o = new JsonObject();
		o.add("@context", context());
		for (Map.Entry<String, JsonElement> e : annotation(a, iri).entrySet()) {
			o.add(e.getKey(), e.getValue());
		}
		return print(o);
	}

	/** Annotations as a JSON array of annotations, each with the context. */
	public static String write(List<Annotation> annotations) {
		return write(annotations, WorkspaceIri.standard());
	}

	public static String write(List<Annotation> annotations, WorkspaceIri iri) {
		JsonArray a = new JsonArray();
		for (Annotation x : annotations) {
			JsonObject o = new JsonObject();
			o.add("@context", context());
			annotation(x, iri).entrySet().forEach(e -> o.add(e.getKey(), e.getValue()));
			a.add(o);
		}
		return print(a);
	}

	static JsonObject annotation(Annotation a, WorkspaceIri iri) {
		JsonObject o = new JsonObject();
		o.addProperty("id", a.id());
		o.addProperty("type", "Annotation");
		if (a.motivation() != null) {
			o.addProperty("motivation", a.motivation().term());
		}
		if (a.creator() != null) {
			o.add("creator", author(a.creator()));
		}
		if (a.created() != null) {
			o.addProperty("created", a.created());
		}
		if (a.modified() != null) {
			o.addProperty("modified", a.modified());
		}
		if (a.bodies().size() == 1) {
			o.add("body", body(a.bodies().get(0), iri));
		} else if (a.bodies().size() > 1) {
			JsonArray bodies = new JsonArray();
			a.bodies().forEach(b -> bodies.add(body(b, iri)));
			o.add("body", bodies);
		}
		o.add("target", target(a.target(), iri));
		extras(o, a.extras());
		return o;
	}

	private static JsonElement author(Author a) {
		if (a.type() == null && a.name() == null && a.extras().isEmpty()) {
			return new JsonPrimitive(a.id());
		}
		JsonObject o = new JsonObject();
		if (a.id() != null) {
			o.addProperty("id", a.id());
		}
		if (a.type() != null) {
			o.addProperty("type", a.type());
		}
		if (a.name() != null) {
			o.addProperty("name", a.name());
		}
		extras(o, a.extras());
		return o;
	}

	private static JsonElement body(Body b, WorkspaceIri iri) {
		if (b.isBareLink()) {
			return new JsonPrimitive(iri.absolute(b.id()));
		}
		JsonObject o = new JsonObject();
		if (b.id() != null) {
			o.addProperty("id", iri.absolute(b.id()));
		}
		if (b.type() != null) {
			o.addProperty("type", b.type());
		}
		if (b.purpose() != null) {
			o.addProperty("purpose", b.purpose().term());
		}
		if (b.value() != null) {
			o.addProperty("value", b.value());
		}
		if (b.language() != null) {
			o.addProperty("language", b.language());
		}
		if (b.format() != null) {
			o.addProperty("format", b.format());
		} else if (b.value() != null) {
			o.addProperty("format", TEXT_FORMAT);
		}
		extras(o, b.extras());
		return o;
	}

	private static JsonElement target(Target t, WorkspaceIri iri) {
		JsonObject o = new JsonObject();
		JsonObject source = source(t, iri);
		if (t.wholePassage() && t.otherSelectors().isEmpty() && !t.extras().containsKey("id")) {
			// the passage itself, an external web resource
			source.entrySet().forEach(e -> o.add(e.getKey(), e.getValue()));
			extras(o, t.extras());
			return o;
		}
		if (t.extras().containsKey("id")) {
			o.add("id", JsonParser.parseString(t.extras().get("id")));
		}
		o.add("source", source);
		JsonArray selectors = new JsonArray();
		if (t.quote() != null) {
			JsonObject q = new JsonObject();
			q.addProperty("type", "TextQuoteSelector");
			q.addProperty("exact", t.quote().exact());
			q.addProperty("prefix", t.quote().prefix());
			q.addProperty("suffix", t.quote().suffix());
			selectors.add(q);
		}
		if (t.position() != null) {
			JsonObject p = new JsonObject();
			p.addProperty("type", "TextPositionSelector");
			p.addProperty("start", t.position().start());
			p.addProperty("end", t.position().end());
			selectors.add(p);
		}
		t.otherSelectors().forEach(s -> selectors.add(JsonParser.parseString(s)));
		if (selectors.size() == 1) {
			o.add("selector", selectors.get(0));
		} else if (selectors.size() > 1) {
			o.add("selector", selectors);
		}
		if (isPassage(t) && (t.quote() != null || t.position() != null) && !t.extras().containsKey("state")) {
			JsonObject state = new JsonObject();
			state.addProperty("type", "HttpRequestState");
			state.addProperty("value", PLAIN_TEXT_STATE);
			o.add("state", state);
		}
		for (Map.Entry<String, String> e : t.extras().entrySet()) {
			if (!e.getKey().equals("id")) {
				o.add(e.getKey(), JsonParser.parseString(e.getValue()));
			}
		}
		return o;
	}

	/** The target's source: its absolute IRI and, for a transcription's passage, its type, format and language. */
	private static JsonObject source(Target t, WorkspaceIri iri) {
		JsonObject s = new JsonObject();
		s.addProperty("id", iri.absolute(t.source()));
		if (isPassage(t)) {
			s.addProperty("type", "Text");
			s.addProperty("format", TEI_FORMAT);
			String language = iri.languageOf(t.source());
			if (language != null) {
				s.addProperty("language", language);
			}
		}
		return s;
	}

	/** Whether the target is a passage of a transcription (a TEI file and an id). */
	static boolean isPassage(Target t) {
		String doc = t.document();
		return t.passageId() != null && (doc.endsWith(".tei") || doc.endsWith(".tei.xml"));
	}

	private static void extras(JsonObject o, Map<String, String> extras) {
		for (Map.Entry<String, String> e : extras.entrySet()) {
			if (!o.has(e.getKey())) {
				o.add(e.getKey(), JsonParser.parseString(e.getValue()));
			}
		}
	}

	private static String print(JsonElement e) {
		return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(e) + "\n";
	}
}
