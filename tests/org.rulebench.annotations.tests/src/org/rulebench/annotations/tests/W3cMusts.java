package org.rulebench.annotations.tests;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The MUST assertions of the W3C Web Annotation Data Model that the W3C test suite (w3c/web-annotation-tests:
 * annotationMusts, collectionMusts, pageMusts) checks, as equivalent Java checks, plus the SHOULDs Rulebench keeps
 * (creator, created, a textual body's format, a passage's format and language). Each violation names its JSON path.
 */
public final class W3cMusts {
	public static final String ANNO = "http://www.w3.org/ns/anno.jsonld";
	private static final Set<String> MOTIVATIONS = Set.of("assessing", "bookmarking", "classifying", "commenting", "describing",
			"editing", "highlighting", "identifying", "linking", "moderating", "questioning", "replying", "tagging");

	private final List<String> found = new ArrayList<>();
	private final Set<String> declaredMotivations;

	private W3cMusts(Set<String> declaredMotivations) {
		this.declaredMotivations = declaredMotivations;
	}

	/** Every MUST a collection file breaks (its page and annotations too); empty if none. */
	public static List<String> ofCollection(String json) {
		JsonObject o = JsonParser.parseString(json).getAsJsonObject();
		W3cMusts m = new W3cMusts(contextTerms(o));
		m.collection(o, "$");
		return m.found;
	}

	/** Every SHOULD of the model that Rulebench keeps and a collection file breaks. */
	public static List<String> shouldsOfCollection(String json) {
		JsonObject o = JsonParser.parseString(json).getAsJsonObject();
		W3cMusts m = new W3cMusts(Set.of());
		JsonArray items = o.has("first") ? o.getAsJsonObject("first").getAsJsonArray("items") : new JsonArray();
		for (int i = 0; i < items.size(); i++) {
			m.shoulds(items.get(i).getAsJsonObject(), "$.first.items[" + i + "]");
		}
		return m.found;
	}

	private static Set<String> contextTerms(JsonObject o) {
		Set<String> terms = new java.util.HashSet<>();
		JsonElement c = o.get("@context");
		if (c != null && c.isJsonArray()) {
			for (JsonElement e : c.getAsJsonArray()) {
				if (e.isJsonObject()) {
					terms.addAll(e.getAsJsonObject().keySet());
				}
			}
		}
		return terms;
	}

	private void collection(JsonObject o, String path) {
		context(o, path);
		id(o, path);
		type(o, "AnnotationCollection", path);
		if (o.has("label") && !isString(o.get("label"))) {
			found.add(path + ".label: not a string");
		}
		int total = -1;
		if (o.has("total")) {
			if (!o.get("total").isJsonPrimitive() || !o.get("total").getAsJsonPrimitive().isNumber() || o.get("total").getAsInt() < 0) {
				found.add(path + ".total: not a non-negative integer");
			} else {
				total = o.get("total").getAsInt();
			}
		}
		if (total > 0 && !o.has("first")) {
			found.add(path + ": total is " + total + " but there is no first page");
		}
		if (o.has("first")) {
			JsonElement first = o.get("first");
			if (isString(first)) {
				iri(first.getAsString(), path + ".first");
			} else {
				page(first.getAsJsonObject(), path + ".first");
			}
		}
		if (o.has("last")) {
			if (!isString(o.get("last"))) {
				found.add(path + ".last: not one IRI");
			} else {
				iri(o.get("last").getAsString(), path + ".last");
			}
		}
	}

	private void page(JsonObject o, String path) {
		id(o, path);
		type(o, "AnnotationPage", path);
		JsonElement items = o.get("items");
		if (items == null || !items.isJsonArray()) {
			found.add(path + ": no items array");
			return;
		}
		if (items.getAsJsonArray().isEmpty()) {
			found.add(path + ".items: a page has at least one annotation");
		}
		if (o.has("startIndex") && (!o.get("startIndex").getAsJsonPrimitive().isNumber() || o.get("startIndex").getAsInt() < 0)) {
			found.add(path + ".startIndex: not a non-negative integer");
		}
		if (o.has("partOf")) {
			JsonElement p = o.get("partOf");
			if (isString(p)) {
				iri(p.getAsString(), path + ".partOf");
			} else if (p.isJsonObject()) {
				id(p.getAsJsonObject(), path + ".partOf");
			} else {
				found.add(path + ".partOf: neither an IRI nor an object with an id");
			}
		}
		JsonArray a = items.getAsJsonArray();
		for (int i = 0; i < a.size(); i++) {
			if (isString(a.get(i))) {
				iri(a.get(i).getAsString(), path + ".items[" + i + "]");
			} else {
				annotation(a.get(i).getAsJsonObject(), path + ".items[" + i + "]");
			}
		}
	}

	private void annotation(JsonObject o, String path) {
		id(o, path);
		type(o, "Annotation", path);
		if (!o.has("target")) {
			found.add(path + ": no target");
		} else {
			JsonElement t = o.get("target");
			if (t.isJsonArray()) {
				for (int i = 0; i < t.getAsJsonArray().size(); i++) {
					target(t.getAsJsonArray().get(i), path + ".target[" + i + "]");
				}
			} else {
				target(t, path + ".target");
			}
		}
		if (o.has("body") && o.has("bodyValue")) {
			found.add(path + ": both body and bodyValue");
		}
		if (o.has("bodyValue") && !isString(o.get("bodyValue"))) {
			found.add(path + ".bodyValue: not a string");
		}
		if (o.has("body")) {
			JsonElement b = o.get("body");
			if (b.isJsonArray()) {
				for (int i = 0; i < b.getAsJsonArray().size(); i++) {
					body(b.getAsJsonArray().get(i), path + ".body[" + i + "]");
				}
			} else {
				body(b, path + ".body");
			}
		}
		for (String date : List.of("created", "modified", "generated")) {
			if (o.has(date)) {
				dateTime(o.get(date), path + "." + date);
			}
		}
		if (o.has("motivation")) {
			String m = o.get("motivation").getAsString();
			if (!MOTIVATIONS.contains(m) && !declaredMotivations.contains(m) && !isAbsolute(m)) {
				found.add(path + ".motivation: " + m + " is neither a motivation of the vocabulary nor a term of the context");
			}
		}
	}

	private void target(JsonElement t, String path) {
		if (isString(t)) {
			iri(t.getAsString(), path);
			return;
		}
		JsonObject o = t.getAsJsonObject();
		if (o.has("source")) {
			JsonElement s = o.get("source");
			if (isString(s)) {
				iri(s.getAsString(), path + ".source");
			} else {
				id(s.getAsJsonObject(), path + ".source");
			}
			if (o.has("selector")) {
				JsonElement sel = o.get("selector");
				JsonArray list = sel.isJsonArray() ? sel.getAsJsonArray() : single(sel);
				for (int i = 0; i < list.size(); i++) {
					selector(list.get(i).getAsJsonObject(), path + ".selector[" + i + "]");
				}
			}
			if (o.has("state")) {
				JsonObject st = o.getAsJsonObject("state");
				if (!st.has("type")) {
					found.add(path + ".state: no type");
				} else if ("HttpRequestState".equals(st.get("type").getAsString()) && !isString(st.get("value"))) {
					found.add(path + ".state: an HttpRequestState has a string value");
				}
			}
		} else {
			id(o, path); // an external web resource
		}
	}

	private void selector(JsonObject s, String path) {
		String type = s.has("type") ? s.get("type").getAsString() : "";
		switch (type) {
		case "TextQuoteSelector" -> {
			if (!isString(s.get("exact"))) {
				found.add(path + ": a TextQuoteSelector has an exact string");
			}
			for (String k : List.of("prefix", "suffix")) {
				if (s.has(k) && !isString(s.get(k))) {
					found.add(path + "." + k + ": not a string");
				}
			}
		}
		case "TextPositionSelector" -> {
			for (String k : List.of("start", "end")) {
				if (!s.has(k) || !s.get(k).getAsJsonPrimitive().isNumber() || s.get(k).getAsInt() < 0) {
					found.add(path + "." + k + ": a TextPositionSelector has a non-negative integer " + k);
				}
			}
			if (s.has("start") && s.has("end") && s.get("start").getAsInt() > s.get("end").getAsInt()) {
				found.add(path + ": start after end");
			}
		}
		case "" -> found.add(path + ": a selector has a type");
		default -> {
		}
		}
	}

	private void body(JsonElement b, String path) {
		if (isString(b)) {
			iri(b.getAsString(), path);
			return;
		}
		JsonObject o = b.getAsJsonObject();
		boolean textual = o.has("type") && "TextualBody".equals(o.get("type").getAsString());
		if (textual && !isString(o.get("value"))) {
			found.add(path + ": a TextualBody has one string value");
		}
		if (!textual && o.has("value") && !o.has("type")) {
			// an embedded text without type is still read as one; nothing more to check
		}
		if (!o.has("value") && !o.has("id")) {
			found.add(path + ": a body is a text (value) or a resource (id)");
		}
		if (o.has("id")) {
			iri(o.get("id").getAsString(), path + ".id");
		}
	}

	private void shoulds(JsonObject a, String path) {
		for (String k : List.of("creator", "created")) {
			if (!a.has(k)) {
				found.add(path + ": no " + k);
			}
		}
		JsonElement b = a.get("body");
		JsonArray bodies = b == null ? new JsonArray() : b.isJsonArray() ? b.getAsJsonArray() : single(b);
		for (int i = 0; i < bodies.size(); i++) {
			if (bodies.get(i).isJsonObject() && bodies.get(i).getAsJsonObject().has("value")
					&& !bodies.get(i).getAsJsonObject().has("format")) {
				found.add(path + ".body[" + i + "]: a textual body without format");
			}
		}
		JsonElement t = a.get("target");
		JsonObject source = t.isJsonObject() ? t.getAsJsonObject().has("source") && t.getAsJsonObject().get("source").isJsonObject()
				? t.getAsJsonObject().getAsJsonObject("source") : t.getAsJsonObject() : null;
		if (source == null || !source.has("format") || !source.has("language")) {
			found.add(path + ".target: the passage's source has no format or no language");
		}
	}

	private void context(JsonObject o, String path) {
		JsonElement c = o.get("@context");
		boolean anno = c != null && (isString(c) && ANNO.equals(c.getAsString())
				|| c.isJsonArray() && c.getAsJsonArray().asList().stream().anyMatch(e -> isString(e) && ANNO.equals(e.getAsString())));
		if (!anno) {
			found.add(path + ".@context: does not include " + ANNO);
		}
	}

	private void id(JsonObject o, String path) {
		if (!o.has("id") || !isString(o.get("id"))) {
			found.add(path + ": no id (one IRI)");
		} else {
			iri(o.get("id").getAsString(), path + ".id");
		}
	}

	private void type(JsonObject o, String type, String path) {
		JsonElement t = o.get("type");
		boolean ok = t != null && (isString(t) && type.equals(t.getAsString())
				|| t.isJsonArray() && t.getAsJsonArray().asList().stream().anyMatch(e -> isString(e) && type.equals(e.getAsString())));
		if (!ok) {
			found.add(path + ".type: does not include " + type);
		}
	}

	private void iri(String s, String path) {
		if (!isAbsolute(s)) {
			found.add(path + ": " + s + " is not an absolute IRI (JSON Schema format uri)");
		}
	}

	private void dateTime(JsonElement e, String path) {
		try {
			OffsetDateTime.parse(e.getAsString());
		} catch (DateTimeParseException | UnsupportedOperationException x) {
			found.add(path + ": not an xsd:dateTime with a time zone");
		}
	}

	private static boolean isAbsolute(String s) {
		try {
			return new URI(s).isAbsolute();
		} catch (URISyntaxException e) {
			return false;
		}
	}

	private static boolean isString(JsonElement e) {
		return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString();
	}

	private static JsonArray single(JsonElement e) {
		JsonArray a = new JsonArray();
		a.add(e);
		return a;
	}
}
