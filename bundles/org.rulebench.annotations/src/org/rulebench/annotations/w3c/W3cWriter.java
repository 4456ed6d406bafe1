package org.rulebench.annotations.w3c;

import java.util.List;
import java.util.Map;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.Author;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.Target;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

/**
 * Writes annotations as W3C Web Annotation JSON-LD, always the same way (properties in one order, two spaces of
 * indentation, characters as they are), so a file written twice is the same file and Git's diffs stay small.
 * Rulebench's own motivation, translating, is defined in the context: {@code "translating": "rb:translating"}.
 */
public final class W3cWriter {
	/** The W3C Web Annotation context. */
	public static final String ANNO_CONTEXT = "http://www.w3.org/ns/anno.jsonld";

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

	/** A set as an AnnotationCollection with its one page embedded. */
	public static String write(AnnotationSet set) {
		JsonObject o = new JsonObject();
		o.add("@context", context());
		o.addProperty("type", "AnnotationCollection");
		if (set.label() != null) {
			o.addProperty("label", set.label());
		}
		extras(o, set.extras());
		o.addProperty("total", set.annotations().size());
		JsonObject page = new JsonObject();
		page.addProperty("type", "AnnotationPage");
		page.addProperty("startIndex", 0);
		JsonArray items = new JsonArray();
		for (Annotation a : set.annotations()) {
			items.add(annotation(a));
		}
		page.add("items", items);
		o.add("first", page);
		return print(o);
	}

	/** One annotation, with its context. */
	public static String write(Annotation a) {
		JsonObject o = new JsonObject();
		o.add("@context", context());
		for (Map.Entry<String, JsonElement> e : annotation(a).entrySet()) {
			o.add(e.getKey(), e.getValue());
		}
		return print(o);
	}

	/** Annotations as a JSON array of annotations, each with the context. */
	public static String write(List<Annotation> annotations) {
		JsonArray a = new JsonArray();
		for (Annotation x : annotations) {
			JsonObject o = new JsonObject();
			o.add("@context", context());
			annotation(x).entrySet().forEach(e -> o.add(e.getKey(), e.getValue()));
			a.add(o);
		}
		return print(a);
	}

	static JsonObject annotation(Annotation a) {
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
			o.add("body", body(a.bodies().get(0)));
		} else if (a.bodies().size() > 1) {
			JsonArray bodies = new JsonArray();
			a.bodies().forEach(b -> bodies.add(body(b)));
			o.add("body", bodies);
		}
		o.add("target", target(a.target()));
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

	private static JsonElement body(Body b) {
		if (b.isBareLink()) {
			return new JsonPrimitive(b.id());
		}
		JsonObject o = new JsonObject();
		if (b.id() != null) {
			o.addProperty("id", b.id());
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
		}
		extras(o, b.extras());
		return o;
	}

	private static JsonElement target(Target t) {
		if (t.wholePassage() && t.otherSelectors().isEmpty() && t.extras().isEmpty()) {
			return new JsonPrimitive(t.source());
		}
		JsonObject o = new JsonObject();
		if (t.extras().containsKey("id")) {
			o.add("id", JsonParser.parseString(t.extras().get("id")));
		}
		o.addProperty("source", t.source());
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
		for (Map.Entry<String, String> e : t.extras().entrySet()) {
			if (!e.getKey().equals("id")) {
				o.add(e.getKey(), JsonParser.parseString(e.getValue()));
			}
		}
		return o;
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
