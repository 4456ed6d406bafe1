package org.rulebench.annotations.w3c;

import java.io.IOException;
import java.io.StringReader;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationProblem;
import org.rulebench.annotations.Author;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.MalformedAnnotations;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.Target;
import org.rulebench.annotations.WorkspaceIri;
import org.rulebench.sources.anchoring.TextPositionSelector;
import org.rulebench.sources.anchoring.TextQuoteSelector;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

/**
 * Reads W3C Web Annotation JSON-LD as the tools that make annotations export it (Hypothesis, Recogito, CATMA, and
 * Rulebench's own files): one annotation, an array of them, an AnnotationPage, or an AnnotationCollection with its
 * first page embedded. Every problem of the file is found before anything is returned; if there is one, nothing
 * is: {@link MalformedAnnotations} lists them all.
 *
 * <pre>
 * W3cDocument d = new W3cReader().file("hypothesis.json").text(json).call();
 * </pre>
 */
public final class W3cReader {
	private static final Set<String> ANNOTATION_KEYS = Set.of("@context", "id", "type", "motivation", "body", "bodyValue",
			"target", "creator", "created", "modified");
	private static final Set<String> BODY_KEYS = Set.of("id", "type", "value", "language", "format", "purpose");
	private static final Set<String> AUTHOR_KEYS = Set.of("id", "type", "name");
	private static final Pattern WHERE = Pattern.compile("line (\\d+) column (\\d+)");

	private String file = "<input>";
	private String text;
	private boolean idsRequired = true;
	private WorkspaceIri iri = WorkspaceIri.standard();

	/** The file as messages name it. */
	public W3cReader file(String name) {
		this.file = name;
		return this;
	}

	public W3cReader text(String json) {
		this.text = json;
		return this;
	}

	/**
	 * Whether an annotation without an id is an error (the default: a stored set's ids must be stable) or is given
	 * a new urn:uuid: id (on import, where the exporting tool may not have given one).
	 */
	public W3cReader idsRequired(boolean required) {
		this.idsRequired = required;
		return this;
	}

	/**
	 * The workspace whose absolute IRIs are turned back into the references a set stores (the default base
	 * unless told); IRIs of other places are kept as they are.
	 */
	public W3cReader workspace(WorkspaceIri workspace) {
		this.iri = workspace;
		return this;
	}

	/** @throws MalformedAnnotations if the text is not JSON, or not annotations as the W3C model has them */
	public W3cDocument call() {
		if (text == null) {
			throw new IllegalStateException("set the text first");
		}
		Run run = new Run();
		JsonElement root = run.parse();
		W3cDocument document = root == null ? null : run.document(root);
		if (!run.problems.isEmpty()) {
			throw new MalformedAnnotations(run.problems);
		}
		return document;
	}

	/** The state of one reading: the problems found so far and the annotation being read. */
	private final class Run {
		final List<AnnotationProblem> problems = new ArrayList<>();
		/** the place in the file (from 1) of each annotation read, for messages */
		final List<Integer> places = new ArrayList<>();
		int index;
		String id;
		int generated;

		JsonElement parse() {
			if (text.isBlank()) {
				problems.add(new AnnotationProblem(file, 1, 1, 0, null, null, "the file is empty: expected W3C annotations in JSON-LD"));
				return null;
			}
			try (JsonReader reader = new JsonReader(new StringReader(text.startsWith("\uFEFF") ? text.substring(1) : text))) {
				reader.setLenient(false);
				JsonElement root = new Gson().getAdapter(JsonElement.class).read(reader);
				boolean more;
				try {
					more = reader.peek() != JsonToken.END_DOCUMENT;
				} catch (IOException | IllegalStateException e) {
					more = true;
				}
				if (more) {
					syntax("there is more after the end of the JSON value: a file holds one annotation, one array of"
							+ " them or one collection", where(reader));
					return null;
				}
				return root;
			} catch (IOException | JsonParseException | IllegalStateException e) {
				String m = String.valueOf(e.getMessage());
				int nl = m.indexOf('\n');
				if (nl > 0) {
					m = m.substring(0, nl);
				}
				m = m.replace("Use JsonReader.setLenient(true) to accept malformed JSON", "").strip();
				syntax("malformed JSON: " + m.replaceAll("\\s*at line \\d+ column \\d+ path \\S*", "").strip(), m);
				return null;
			}
		}

		private String where(JsonReader reader) {
			return reader.toString().replaceFirst("^JsonReader\\s*", "");
		}

		private void syntax(String message, String where) {
			Matcher m = WHERE.matcher(where);
			int line = 1;
			int column = 1;
			if (m.find()) {
				line = Integer.parseInt(m.group(1));
				column = Integer.parseInt(m.group(2));
			}
			problems.add(new AnnotationProblem(file, line, column, 0, null, null, message));
		}

		W3cDocument document(JsonElement root) {
			List<Annotation> annotations = new ArrayList<>();
			if (root.isJsonArray()) {
				items(root.getAsJsonArray(), "$", annotations);
				checkIds(annotations);
				return new W3cDocument(W3cDocument.Kind.ARRAY, null, annotations, Map.of(), generated);
			}
			if (!root.isJsonObject()) {
				fileProblem("$", "expected a JSON object (an annotation, AnnotationPage or AnnotationCollection) or an"
						+ " array of annotations, not " + root);
				return null;
			}
			JsonObject o = root.getAsJsonObject();
			List<String> types = strings(o.get("type"));
			W3cDocument document;
			if (types.contains("AnnotationCollection")) {
				document = collection(o, annotations);
			} else if (types.contains("AnnotationPage")) {
				page(o, "$", annotations);
				document = new W3cDocument(W3cDocument.Kind.PAGE, string(o.get("label")), annotations, Map.of(), generated);
			} else if (types.contains("Annotation") || types.isEmpty() && o.has("target")) {
				index = 1;
				Annotation a = annotation(o, "$");
				if (a != null) {
					annotations.add(a);
					places.add(index);
				}
				document = new W3cDocument(W3cDocument.Kind.ANNOTATION, null, annotations, Map.of(), generated);
			} else {
				fileProblem("$.type", "the file holds neither an annotation, nor an array of them, nor an AnnotationCollection"
						+ " or AnnotationPage" + (types.isEmpty() ? " (it has no \"type\")" : " (its type is " + types + ")"));
				return null;
			}
			checkIds(annotations);
			return document;
		}

		private W3cDocument collection(JsonObject o, List<Annotation> annotations) {
			Map<String, String> extras = new LinkedHashMap<>();
			for (Map.Entry<String, JsonElement> e : o.entrySet()) {
				// id, last and @included are written anew from the set's name and content
				if (!Set.of("@context", "id", "type", "label", "total", "first", "last", "@included").contains(e.getKey())) {
					extras.put(e.getKey(), e.getValue().toString());
				}
			}
			JsonElement first = o.get("first");
			if (first == null) {
				if (o.has("total") && o.get("total").isJsonPrimitive() && o.get("total").getAsInt() > 0) {
					fileProblem("$.first", "the collection has " + o.get("total") + " annotations but no \"first\" page with them");
				}
			} else if (!first.isJsonObject()) {
				fileProblem("$.first", "the collection's first page is only linked (" + first + "): export the collection with"
						+ " its pages embedded, or import each page's file");
			} else {
				page(first.getAsJsonObject(), "$.first", annotations);
			}
			return new W3cDocument(W3cDocument.Kind.COLLECTION, string(o.get("label")), annotations, extras, generated);
		}

		private void page(JsonObject page, String path, List<Annotation> annotations) {
			JsonElement items = page.get("items");
			if (items == null) {
				fileProblem(path, "the AnnotationPage has no \"items\"");
				return;
			}
			if (!items.isJsonArray()) {
				fileProblem(path + ".items", "\"items\" must be an array of annotations");
				return;
			}
			if (page.has("next") && !page.get("next").isJsonNull()) {
				fileProblem(path + ".next", "the page links to a next page (" + page.get("next") + ") that is not in the file:"
						+ " export the annotations in one page, or import each page's file");
			}
			items(items.getAsJsonArray(), path + ".items", annotations);
		}

		private void items(JsonArray items, String path, List<Annotation> annotations) {
			int start = index;
			for (int i = 0; i < items.size(); i++) {
				index = start + i + 1;
				String at = path + "[" + i + "]";
				JsonElement e = items.get(i);
				if (!e.isJsonObject()) {
					id = null;
					problem(at, "expected an annotation (a JSON object), not " + abbreviate(e.toString()));
					continue;
				}
				Annotation a = annotation(e.getAsJsonObject(), at);
				if (a != null) {
					annotations.add(a);
					places.add(index);
				}
			}
			index = start + items.size();
		}

		private Annotation annotation(JsonObject o, String path) {
			int before = problems.size();
			id = string(o.get("id"));
			if (o.has("id") && id == null) {
				problem(path + ".id", "the id must be a string (an IRI), not " + o.get("id"));
			}
			List<String> types = strings(o.get("type"));
			if (!types.isEmpty() && !types.contains("Annotation")) {
				problem(path + ".type", "the type must be \"Annotation\", not " + o.get("type"));
			}
			Motivation motivation = motivation(o.get("motivation"), path + ".motivation");
			List<Body> bodies = bodies(o, path);
			Target target = target(o.get("target"), path + ".target");
			Author creator = author(o.get("creator"), path + ".creator");
			String created = date(o.get("created"), path + ".created");
			String modified = date(o.get("modified"), path + ".modified");
			Map<String, String> extras = new LinkedHashMap<>();
			for (Map.Entry<String, JsonElement> e : o.entrySet()) {
				if (!ANNOTATION_KEYS.contains(e.getKey())) {
					extras.put(e.getKey(), e.getValue().toString());
				}
			}
			String theId = id;
			if (theId == null && !o.has("id")) {
				if (idsRequired) {
					problem(path, "it has no \"id\": every stored annotation needs one (an IRI such as urn:uuid:...)");
				} else {
					theId = Annotation.newId();
					generated++;
				}
			}
			if (problems.size() > before) {
				return null;
			}
			return new Annotation(theId, motivation, target, bodies, creator, created, modified, extras);
		}

		private Motivation motivation(JsonElement e, String path) {
			if (e == null || e.isJsonNull()) {
				return null;
			}
			List<String> values = strings(e);
			if (values.size() != 1 || !(e.isJsonPrimitive() || e.isJsonArray())) {
				problem(path, values.size() > 1 ? "Rulebench keeps one motivation per annotation, this one has " + values.size()
						+ " (" + e + "); split it into one annotation per motivation"
						: "the motivation must be a name such as \"commenting\", not " + e);
				return null;
			}
			Motivation m = Motivation.of(values.get(0));
			if (m == null) {
				problem(path, "unknown motivation \"" + values.get(0) + "\"; use one of " + Motivation.names());
			}
			return m;
		}

		private List<Body> bodies(JsonObject o, String path) {
			List<Body> bodies = new ArrayList<>();
			JsonElement body = o.get("body");
			if (body != null && !body.isJsonNull()) {
				if (body.isJsonArray()) {
					JsonArray a = body.getAsJsonArray();
					for (int i = 0; i < a.size(); i++) {
						Body b = body(a.get(i), path + ".body[" + i + "]");
						if (b != null) {
							bodies.add(b);
						}
					}
				} else {
					Body b = body(body, path + ".body");
					if (b != null) {
						bodies.add(b);
					}
				}
			}
			JsonElement value = o.get("bodyValue");
			if (value != null && !value.isJsonNull()) {
				if (isString(value)) {
					bodies.add(Body.text(value.getAsString(), null));
				} else {
					problem(path + ".bodyValue", "bodyValue must be a string, not " + abbreviate(value.toString()));
				}
			}
			return bodies;
		}

		private Body body(JsonElement e, String path) {
			if (isString(e)) {
				String iri = e.getAsString();
				if (iri.isBlank()) {
					problem(path, "a body given as a string is the IRI of a resource, and this one is empty");
					return null;
				}
				return Body.link(W3cReader.this.iri.stored(iri));
			}
			if (!e.isJsonObject()) {
				problem(path, "a body is an object (a TextualBody with a value) or an IRI, not " + abbreviate(e.toString()));
				return null;
			}
			JsonObject o = e.getAsJsonObject();
			String bid = W3cReader.this.iri.stored(stringField(o, "id", path));
			String type = stringField(o, "type", path);
			String value = stringField(o, "value", path);
			String language = stringField(o, "language", path);
			String format = stringField(o, "format", path);
			Motivation purpose = null;
			if (o.has("purpose")) {
				purpose = motivation(o.get("purpose"), path + ".purpose");
			}
			if (bid == null && value == null) {
				problem(path, "the body has neither a \"value\" (a text) nor an \"id\" (a resource)");
				return null;
			}
			Map<String, String> extras = new LinkedHashMap<>();
			for (Map.Entry<String, JsonElement> x : o.entrySet()) {
				if (!BODY_KEYS.contains(x.getKey())) {
					extras.put(x.getKey(), x.getValue().toString());
				}
			}
			return new Body(bid, type, value, language, format, purpose, extras);
		}

		private Target target(JsonElement e, String path) {
			if (e == null || e.isJsonNull()) {
				problem(path, "it has no \"target\": an annotation must say which passage it is about");
				return null;
			}
			if (e.isJsonArray()) {
				JsonArray a = e.getAsJsonArray();
				if (a.size() != 1) {
					problem(path, a.isEmpty() ? "the target array is empty: an annotation must say which passage it is about"
							: "Rulebench keeps one target per annotation, this one has " + a.size() + "; split it into one"
									+ " annotation per target");
					return null;
				}
				return target(a.get(0), path + "[0]");
			}
			if (isString(e)) {
				if (e.getAsString().isBlank()) {
					problem(path, "the target is an empty IRI");
					return null;
				}
				return Target.passage(iri.stored(e.getAsString()));
			}
			if (!e.isJsonObject()) {
				problem(path, "a target is an IRI or an object with a \"source\", not " + abbreviate(e.toString()));
				return null;
			}
			JsonObject o = e.getAsJsonObject();
			Map<String, String> extras = new LinkedHashMap<>();
			String source;
			Set<String> generated = Set.of();
			JsonElement sourceElement = o.get("source");
			if (sourceElement != null && sourceElement.isJsonObject()) {
				// a source with its type, format and language: those are written anew from the transcription
				source = stringField(sourceElement.getAsJsonObject(), "id", path + ".source");
				if (source == null) {
					problem(path + ".source", "the target's source has no \"id\": the IRI of the passage it selects from");
					return null;
				}
			} else {
				source = stringField(o, "source", path);
			}
			if (source == null) {
				// an external resource given as an object: {"id": IRI}, and what Rulebench writes of a passage
				source = stringField(o, "id", path);
				if (source == null || o.has("selector")) {
					problem(path, "the target has no \"source\": the IRI of the passage it selects from");
					return null;
				}
				generated = Set.of("type", "format", "language");
			} else if (o.has("id")) {
				extras.put("id", o.get("id").toString());
			}
			source = iri.stored(source);
			if (o.has("state") && isPlainTextState(o.get("state"))) {
				generated = Set.of("state");
			}
			TextQuoteSelector quote = null;
			TextPositionSelector position = null;
			List<String> others = new ArrayList<>();
			JsonElement selector = o.get("selector");
			if (selector != null && !selector.isJsonNull()) {
				JsonArray list = selector.isJsonArray() ? selector.getAsJsonArray() : single(selector);
				for (int i = 0; i < list.size(); i++) {
					String at = path + ".selector" + (selector.isJsonArray() ? "[" + i + "]" : "");
					JsonElement s = list.get(i);
					if (!s.isJsonObject()) {
						problem(at, "a selector is an object with a \"type\", not " + abbreviate(s.toString()));
						continue;
					}
					JsonObject so = s.getAsJsonObject();
					List<String> types = strings(so.get("type"));
					if (types.contains("TextQuoteSelector") && quote == null) {
						quote = quote(so, at);
					} else if (types.contains("TextPositionSelector") && position == null) {
						position = position(so, at);
					} else {
						others.add(so.toString());
					}
				}
			}
			for (Map.Entry<String, JsonElement> x : o.entrySet()) {
				if (!Set.of("source", "selector", "id").contains(x.getKey()) && !generated.contains(x.getKey())) {
					extras.put(x.getKey(), x.getValue().toString());
				}
			}
			return new Target(source, quote, position, others, extras);
		}

		private boolean isPlainTextState(JsonElement state) {
			if (!state.isJsonObject()) {
				return false;
			}
			JsonObject s = state.getAsJsonObject();
			return s.size() == 2 && "HttpRequestState".equals(string(s.get("type")))
					&& W3cWriter.PLAIN_TEXT_STATE.equals(string(s.get("value")));
		}

		private TextQuoteSelector quote(JsonObject o, String path) {
			String exact = stringField(o, "exact", path);
			String prefix = stringField(o, "prefix", path);
			String suffix = stringField(o, "suffix", path);
			if (exact == null || exact.isEmpty()) {
				problem(path + ".exact", "the TextQuoteSelector has no \"exact\" text to select");
				return null;
			}
			for (String k : o.keySet()) {
				if (!Set.of("type", "exact", "prefix", "suffix").contains(k)) {
					problem(path + "." + k, "Rulebench's TextQuoteSelector has exact, prefix and suffix only; \"" + k
							+ "\" would be lost");
				}
			}
			return new TextQuoteSelector(exact, prefix, suffix);
		}

		private TextPositionSelector position(JsonObject o, String path) {
			Integer start = offset(o, "start", path);
			Integer end = offset(o, "end", path);
			for (String k : o.keySet()) {
				if (!Set.of("type", "start", "end").contains(k)) {
					problem(path + "." + k, "a TextPositionSelector has start and end only; \"" + k + "\" would be lost");
				}
			}
			if (start == null || end == null) {
				return null;
			}
			if (end < start) {
				problem(path, "the TextPositionSelector ends (" + end + ") before it starts (" + start + ")");
				return null;
			}
			return new TextPositionSelector(start, end);
		}

		private Integer offset(JsonObject o, String key, String path) {
			JsonElement e = o.get(key);
			if (e == null) {
				problem(path, "the TextPositionSelector has no \"" + key + "\"");
				return null;
			}
			if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
				problem(path + "." + key, "\"" + key + "\" must be a whole number of characters, not " + e);
				return null;
			}
			try {
				int n = new java.math.BigDecimal(e.getAsString()).intValueExact();
				if (n < 0) {
					problem(path + "." + key, "\"" + key + "\" must not be negative (" + n + ")");
					return null;
				}
				return n;
			} catch (ArithmeticException | NumberFormatException x) {
				problem(path + "." + key, "\"" + key + "\" must be a whole number of characters, not " + e);
				return null;
			}
		}

		private Author author(JsonElement e, String path) {
			if (e == null || e.isJsonNull()) {
				return null;
			}
			if (e.isJsonArray()) {
				JsonArray a = e.getAsJsonArray();
				if (a.size() != 1) {
					problem(path, "Rulebench keeps one creator per annotation, this one has " + a.size());
					return null;
				}
				return author(a.get(0), path + "[0]");
			}
			if (isString(e)) {
				return new Author(e.getAsString(), null, null, Map.of());
			}
			if (!e.isJsonObject()) {
				problem(path, "a creator is an IRI or an object with an id or a name, not " + abbreviate(e.toString()));
				return null;
			}
			JsonObject o = e.getAsJsonObject();
			String aid = stringField(o, "id", path);
			String type = stringField(o, "type", path);
			String name = stringField(o, "name", path);
			if (aid == null && name == null) {
				problem(path, "the creator has neither an \"id\" nor a \"name\"");
				return null;
			}
			Map<String, String> extras = new LinkedHashMap<>();
			for (Map.Entry<String, JsonElement> x : o.entrySet()) {
				if (!AUTHOR_KEYS.contains(x.getKey())) {
					extras.put(x.getKey(), x.getValue().toString());
				}
			}
			return new Author(aid, type, name, extras);
		}

		private String date(JsonElement e, String path) {
			if (e == null || e.isJsonNull()) {
				return null;
			}
			if (!isString(e)) {
				problem(path, "a date must be a string (xsd:dateTime, e.g. 2026-11-20T09:30:00Z), not " + e);
				return null;
			}
			String s = e.getAsString();
			try {
				OffsetDateTime.parse(s);
			} catch (DateTimeParseException x) {
				try {
					LocalDateTime.parse(s);
				} catch (DateTimeParseException y) {
					problem(path, "'" + s + "' is not an xsd:dateTime such as 2026-11-20T09:30:00Z");
					return null;
				}
			}
			return s;
		}

		private void checkIds(List<Annotation> annotations) {
			Map<String, Integer> seen = new HashMap<>();
			for (int i = 0; i < annotations.size(); i++) {
				Annotation a = annotations.get(i);
				Integer earlier = seen.putIfAbsent(a.id(), places.get(i));
				if (earlier != null) {
					problems.add(new AnnotationProblem(file, 0, 0, places.get(i), a.id(), null,
							"the id is used twice, here and by annotation " + earlier + "; ids must be unique"));
				}
			}
		}

		private String stringField(JsonObject o, String key, String path) {
			JsonElement e = o.get(key);
			if (e == null || e.isJsonNull()) {
				return null;
			}
			if (!isString(e)) {
				problem(path + "." + key, "\"" + key + "\" must be a string, not " + abbreviate(e.toString()));
				return null;
			}
			return e.getAsString();
		}

		private void problem(String path, String message) {
			problems.add(new AnnotationProblem(file, 0, 0, index, id, path, message));
		}

		private void fileProblem(String path, String message) {
			problems.add(new AnnotationProblem(file, 0, 0, 0, null, path, message));
		}
	}

	private static JsonArray single(JsonElement e) {
		JsonArray a = new JsonArray();
		a.add(e);
		return a;
	}

	private static boolean isString(JsonElement e) {
		return e != null && e.isJsonPrimitive() && ((JsonPrimitive) e).isString();
	}

	private static String string(JsonElement e) {
		return isString(e) ? e.getAsString() : null;
	}

	/** A string or the strings of an array; empty for anything else. */
	private static List<String> strings(JsonElement e) {
		List<String> list = new ArrayList<>();
		if (isString(e)) {
			list.add(e.getAsString());
		} else if (e != null && e.isJsonArray()) {
			for (JsonElement x : e.getAsJsonArray()) {
				if (isString(x)) {
					list.add(x.getAsString());
				}
			}
		}
		return list;
	}

	private static String abbreviate(String s) {
		return s.length() <= 60 ? s : s.substring(0, 57) + "...";
	}
}
