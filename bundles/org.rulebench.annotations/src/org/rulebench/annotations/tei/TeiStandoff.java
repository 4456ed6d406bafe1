package org.rulebench.annotations.tei;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationProblem;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.Author;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.MalformedAnnotations;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.Target;
import org.rulebench.sources.anchoring.TextPositionSelector;
import org.rulebench.sources.anchoring.TextQuoteSelector;
import org.rulebench.sources.tei.XmlText;
import org.rulebench.annotations.WorkspaceIri;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * An annotation set as a TEI P5 document of standoff annotation, and back, with nothing lost:
 *
 * <pre>
 * &lt;standOff type="annotations" n="SET"&gt;
 *   &lt;listPerson&gt;&lt;person xml:id="p1" role="Person"&gt;&lt;persName&gt;…&lt;/persName&gt;&lt;idno type="URI"&gt;…&lt;/idno&gt;&lt;/person&gt;&lt;/listPerson&gt;
 *   &lt;note xml:id="a1" n="ANNOTATION-IRI" type="translating" resp="#p1"
 *         target="../sources/pushuang.tei#string-range(pushuang.qiliang.liang,0,6)"&gt;
 *     &lt;date type="created" when="2026-11-20T09:30:00Z"/&gt;
 *     &lt;span type="quote" target="(the same)"&gt;&lt;q type="prefix"/&gt;&lt;q type="exact"&gt;兩馬相比為梁&lt;/q&gt;&lt;q type="suffix"&gt;…&lt;/q&gt;&lt;/span&gt;
 *     &lt;p xml:lang="en"&gt;Two pieces side by side make a point.&lt;/p&gt;   (a text body)
 *     &lt;term xml:lang="lzh"&gt;梁&lt;/term&gt;                               (a term: tag or glossed word)
 *     &lt;ptr target="../pu-shuang/qiliang.reading#kaito"/&gt;             (a link)
 *     &lt;note type="json-ld"&gt;{…}&lt;/note&gt;   (only what TEI has no place for: an imported annotation's extra properties)
 *   &lt;/note&gt;
 * </pre>
 *
 * The pointer is TEI's string-range(passage, offset, length), offsets in characters (code points) of the passage's
 * text; a whole passage is {@code FILE#PASSAGE}.
 */
public final class TeiStandoff {
	private static final String TEI = "http://www.tei-c.org/ns/1.0";
	private static final String XML = XMLConstants.XML_NS_URI;
	private static final Pattern RANGE = Pattern.compile("^(.*)#string-range\\(([^,()]+),(\\d+),(\\d+)\\)$");

	private TeiStandoff() {
	}

	// ---- writing

	/** The set at the default workspace base. */
	public static String write(AnnotationSet set) {
		return write(set, WorkspaceIri.standard());
	}

	/** The set, every pointer an absolute IRI of the workspace. */
	public static String write(AnnotationSet set, WorkspaceIri iri) {
		StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
		b.append("<TEI xmlns=\"").append(TEI).append("\">\n");
		b.append("\t<teiHeader>\n\t\t<fileDesc>\n");
		b.append("\t\t\t<titleStmt><title>").append(text(set.label() != null ? set.label() : set.name())).append("</title></titleStmt>\n");
		b.append("\t\t\t<publicationStmt><p>Annotations ").append(text(set.name()))
				.append(" of a Rulebench workspace (").append(text(iri.base().toString()))
				.append("), as TEI standoff annotation.</p></publicationStmt>\n");
		b.append("\t\t\t<sourceDesc><p>The transcriptions the notes point into.</p></sourceDesc>\n");
		b.append("\t\t</fileDesc>\n");
		if (!set.extras().isEmpty()) {
			b.append("\t\t<xenoData type=\"json-ld\">").append(text(json(set.extras()).toString())).append("</xenoData>\n");
		}
		b.append("\t</teiHeader>\n");
		b.append("\t<standOff type=\"annotations\" n=\"").append(attr(set.name())).append("\"");
		if (set.label() == null) {
			b.append(" subtype=\"unlabelled\"");
		}
		b.append(">\n");
		List<Author> people = new ArrayList<>();
		for (Annotation a : set.annotations()) {
			if (a.creator() != null && !people.contains(a.creator())) {
				people.add(a.creator());
			}
		}
		if (!people.isEmpty()) {
			b.append("\t\t<listPerson>\n");
			for (int i = 0; i < people.size(); i++) {
				Author p = people.get(i);
				b.append("\t\t\t<person xml:id=\"p").append(i + 1).append('"');
				if (p.type() != null) {
					b.append(" role=\"").append(attr(p.type())).append('"');
				}
				b.append('>');
				if (p.name() != null) {
					b.append("<persName>").append(text(p.name())).append("</persName>");
				}
				if (p.id() != null) {
					b.append("<idno type=\"URI\">").append(text(p.id())).append("</idno>");
				}
				if (!p.extras().isEmpty()) {
					b.append("<note type=\"json-ld\">").append(text(json(p.extras()).toString())).append("</note>");
				}
				b.append("</person>\n");
			}
			b.append("\t\t</listPerson>\n");
		}
		for (int i = 0; i < set.annotations().size(); i++) {
			note(b, set.annotations().get(i), i + 1, people, iri);
		}
		b.append("\t</standOff>\n</TEI>\n");
		return b.toString();
	}

	private static void note(StringBuilder b, Annotation a, int n, List<Author> people, WorkspaceIri iri) {
		Target t = a.target();
		String pointer = pointer(t, iri);
		b.append("\t\t<note xml:id=\"a").append(n).append("\" n=\"").append(attr(a.id())).append('"');
		if (a.motivation() != null) {
			b.append(" type=\"").append(a.motivation().term()).append('"');
		}
		if (a.creator() != null) {
			b.append(" resp=\"#p").append(people.indexOf(a.creator()) + 1).append('"');
		}
		b.append(" target=\"").append(attr(pointer)).append("\">\n");
		if (a.created() != null) {
			b.append("\t\t\t<date type=\"created\" when=\"").append(attr(a.created())).append("\"/>\n");
		}
		if (a.modified() != null) {
			b.append("\t\t\t<date type=\"modified\" when=\"").append(attr(a.modified())).append("\"/>\n");
		}
		if (t.quote() != null) {
			b.append("\t\t\t<span type=\"quote\" target=\"").append(attr(pointer)).append("\">")
					.append(seg("prefix", t.quote().prefix())).append(seg("exact", t.quote().exact()))
					.append(seg("suffix", t.quote().suffix())).append("</span>\n");
		}
		JsonObject rest = new JsonObject();
		for (int i = 0; i < a.bodies().size(); i++) {
			Body body = a.bodies().get(i);
			JsonObject more = new JsonObject();
			if (body.isTerm()) {
				b.append("\t\t\t<term").append(lang(body.language())).append('>').append(text(body.value())).append("</term>\n");
			} else if (body.isText()) {
				b.append("\t\t\t<p").append(lang(body.language())).append('>').append(text(body.value())).append("</p>\n");
				if (body.purpose() != null) {
					more.addProperty("purpose", body.purpose().term());
				}
			} else {
				b.append("\t\t\t<ptr target=\"").append(attr(iri.absolute(body.id()))).append("\"/>\n");
				if (body.purpose() != null) {
					more.addProperty("purpose", body.purpose().term());
				}
			}
			if (body.isText() && body.id() != null) {
				more.addProperty("id", body.id());
			}
			if (!Body.TEXTUAL_BODY.equals(body.type()) && (body.isText() || body.type() != null)) {
				more.add("type", body.type() == null ? com.google.gson.JsonNull.INSTANCE : new com.google.gson.JsonPrimitive(body.type()));
			}
			if (body.format() != null && !(body.value() != null && Body.PLAIN_TEXT.equals(body.format()))) {
				more.addProperty("format", body.format());
			}
			if (!body.extras().isEmpty()) {
				more.add("extras", json(body.extras()));
			}
			if (!more.isEmpty()) {
				rest.add("body" + i, more);
			}
		}
		if (t.position() != null && t.passageId() == null) {
			JsonObject p = new JsonObject();
			p.addProperty("start", t.position().start());
			p.addProperty("end", t.position().end());
			rest.add("position", p);
		}
		if (!t.otherSelectors().isEmpty()) {
			com.google.gson.JsonArray s = new com.google.gson.JsonArray();
			t.otherSelectors().forEach(x -> s.add(JsonParser.parseString(x)));
			rest.add("selectors", s);
		}
		if (!t.extras().isEmpty()) {
			rest.add("target", json(t.extras()));
		}
		if (!a.extras().isEmpty()) {
			rest.add("annotation", json(a.extras()));
		}
		if (!rest.isEmpty()) {
			b.append("\t\t\t<note type=\"json-ld\">").append(text(rest.toString())).append("</note>\n");
		}
		b.append("\t\t</note>\n");
	}

	/** FILE#string-range(PASSAGE,OFFSET,LENGTH) for a span at a known position, else the source IRI. */
	private static String pointer(Target t, WorkspaceIri iri) {
		if (t.position() != null && t.passageId() != null) {
			return iri.absolute(t.document()) + "#string-range(" + t.passageId() + "," + t.position().start() + ","
					+ t.position().length() + ")";
		}
		return iri.absolute(t.source());
	}

	/** A part of the quote: {@code <q>}, which TEI allows inside {@code <span>} ({@code <seg>} it does not). */
	private static String seg(String type, String value) {
		return value.isEmpty() ? "<q type=\"" + type + "\"/>" : "<q type=\"" + type + "\">" + text(value) + "</q>";
	}

	private static String lang(String language) {
		return language == null ? "" : " xml:lang=\"" + attr(language) + "\"";
	}

	private static JsonObject json(Map<String, String> extras) {
		JsonObject o = new JsonObject();
		extras.forEach((k, v) -> o.add(k, JsonParser.parseString(v)));
		return o;
	}

	private static String text(String s) {
		return XmlText.text(s);
	}

	private static String attr(String s) {
		return XmlText.attribute(s);
	}

	// ---- reading

	/**
	 * The set a TEI standoff document written by {@link #write} holds.
	 *
	 * @throws MalformedAnnotations if it is not XML, or not such a document
	 */
	public static AnnotationSet read(String xml, String file) {
		return read(xml, file, WorkspaceIri.standard());
	}

	/** The set, absolute IRIs of the workspace {@code iri} turned back into the references a set stores. */
	public static AnnotationSet read(String xml, String file, WorkspaceIri iri) {
		Document doc = parse(xml, file);
		Element standOff = first(doc.getDocumentElement(), "standOff");
		if (standOff == null || !"annotations".equals(standOff.getAttribute("type"))) {
			throw problem(file, 0, "no <standOff type=\"annotations\">: not a set of annotations exported by Rulebench");
		}
		String name = standOff.getAttribute("n");
		Element title = first(doc.getDocumentElement(), "title");
		String label = "unlabelled".equals(standOff.getAttribute("subtype")) || title == null ? null : title.getTextContent();
		Map<String, String> setExtras = extras(first(doc.getDocumentElement(), "xenoData"), file, 0);
		Map<String, Author> people = new LinkedHashMap<>();
		for (Element p : children(first(standOff, "listPerson"), "person")) {
			Element persName = child(p, "persName");
			Element idno = child(p, "idno");
			Element more = child(p, "note");
			people.put("#" + p.getAttributeNS(XML, "id"), new Author(idno == null ? null : idno.getTextContent(),
					p.hasAttribute("role") ? p.getAttribute("role") : null, persName == null ? null : persName.getTextContent(),
					extras(more, file, 0)));
		}
		List<Annotation> annotations = new ArrayList<>();
		int index = 0;
		for (Element note : children(standOff, "note")) {
			index++;
			annotations.add(annotation(note, people, file, index, iri));
		}
		try {
			return new AnnotationSet(name, label, annotations, setExtras);
		} catch (IllegalArgumentException e) {
			throw problem(file, 0, e.getMessage());
		}
	}

	private static Annotation annotation(Element note, Map<String, Author> people, String file, int index, WorkspaceIri iri) {
		JsonObject rest = new JsonObject();
		for (Element x : children(note, "note")) {
			if ("json-ld".equals(x.getAttribute("type"))) {
				rest = object(x.getTextContent(), file, index);
			}
		}
		String pointer = note.getAttribute("target");
		String source = iri.stored(pointer);
		TextPositionSelector position = null;
		Matcher m = RANGE.matcher(pointer);
		if (m.matches()) {
			source = iri.stored(m.group(1)) + "#" + m.group(2);
			int start = Integer.parseInt(m.group(3));
			position = new TextPositionSelector(start, start + Integer.parseInt(m.group(4)));
		} else if (rest.has("position")) {
			JsonObject p = rest.getAsJsonObject("position");
			position = new TextPositionSelector(p.get("start").getAsInt(), p.get("end").getAsInt());
		}
		TextQuoteSelector quote = null;
		Element span = child(note, "span");
		if (span != null) {
			String prefix = "";
			String exact = null;
			String suffix = "";
			// <q> as written now; <seg> as exports before TEI validation were written
			for (Element seg : elements(span)) {
				switch (seg.getAttribute("type")) {
				case "prefix" -> prefix = seg.getTextContent();
				case "exact" -> exact = seg.getTextContent();
				case "suffix" -> suffix = seg.getTextContent();
				default -> {
				}
				}
			}
			if (exact == null || exact.isEmpty()) {
				throw problem(file, index, "its <span type=\"quote\"> has no <q type=\"exact\">");
			}
			quote = new TextQuoteSelector(exact, prefix, suffix);
		}
		List<String> selectors = new ArrayList<>();
		if (rest.has("selectors")) {
			rest.getAsJsonArray("selectors").forEach(s -> selectors.add(s.toString()));
		}
		Target target = new Target(source, quote, position, selectors, rest.has("target") ? map(rest.getAsJsonObject("target")) : Map.of());
		List<Body> bodies = new ArrayList<>();
		int i = 0;
		for (Element e : elements(note)) {
			String kind = e.getLocalName();
			if (!kind.equals("p") && !kind.equals("term") && !kind.equals("ptr")) {
				continue;
			}
			JsonObject more = rest.has("body" + i) ? rest.getAsJsonObject("body" + i) : new JsonObject();
			String language = e.hasAttributeNS(XML, "lang") ? e.getAttributeNS(XML, "lang") : null;
			String type = more.has("type") ? (more.get("type").isJsonNull() ? null : more.get("type").getAsString())
					: kind.equals("ptr") ? null : Body.TEXTUAL_BODY;
			String format = more.has("format") ? more.get("format").getAsString() : null;
			Map<String, String> extras = more.has("extras") ? map(more.getAsJsonObject("extras")) : Map.of();
			Motivation purpose = kind.equals("term") ? Motivation.TAGGING
					: more.has("purpose") ? Motivation.of(more.get("purpose").getAsString()) : null;
			String id = kind.equals("ptr") ? iri.stored(e.getAttribute("target")) : more.has("id") ? more.get("id").getAsString() : null;
			String value = kind.equals("ptr") ? null : e.getTextContent();
			bodies.add(new Body(id, type, value, language, format, purpose, extras));
			i++;
		}
		String created = null;
		String modified = null;
		for (Element d : children(note, "date")) {
			if ("created".equals(d.getAttribute("type"))) {
				created = d.getAttribute("when");
			} else if ("modified".equals(d.getAttribute("type"))) {
				modified = d.getAttribute("when");
			}
		}
		Author creator = null;
		if (note.hasAttribute("resp")) {
			creator = people.get(note.getAttribute("resp"));
			if (creator == null) {
				throw problem(file, index, "resp=\"" + note.getAttribute("resp") + "\" names no person of the <listPerson>");
			}
		}
		Motivation motivation = null;
		if (note.hasAttribute("type")) {
			motivation = Motivation.of(note.getAttribute("type"));
			if (motivation == null) {
				throw problem(file, index, "unknown motivation type=\"" + note.getAttribute("type") + "\"; use one of " + Motivation.names());
			}
		}
		try {
			return new Annotation(note.getAttribute("n"), motivation, target, bodies, creator, created, modified,
					rest.has("annotation") ? map(rest.getAsJsonObject("annotation")) : Map.of());
		} catch (IllegalArgumentException e) {
			throw problem(file, index, e.getMessage());
		}
	}

	private static Document parse(String xml, String file) {
		try {
			DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
			f.setNamespaceAware(true);
			f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
			f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
			var builder = f.newDocumentBuilder();
			builder.setErrorHandler(null);
			return builder.parse(new InputSource(new StringReader(xml)));
		} catch (SAXParseException e) {
			throw new MalformedAnnotations(List.of(new AnnotationProblem(file, Math.max(1, e.getLineNumber()),
					Math.max(1, e.getColumnNumber()), 0, null, null, "malformed XML: " + e.getMessage())));
		} catch (SAXException | IOException | ParserConfigurationException e) {
			throw problem(file, 0, "cannot read the XML: " + e.getMessage());
		}
	}

	private static JsonObject object(String json, String file, int index) {
		try {
			JsonElement e = JsonParser.parseString(json);
			if (e.isJsonObject()) {
				return e.getAsJsonObject();
			}
		} catch (RuntimeException e) {
			// reported below
		}
		throw problem(file, index, "its <note type=\"json-ld\"> is not a JSON object");
	}

	private static Map<String, String> extras(Element e, String file, int index) {
		return e == null ? Map.of() : map(object(e.getTextContent(), file, index));
	}

	private static Map<String, String> map(JsonObject o) {
		Map<String, String> m = new LinkedHashMap<>();
		o.entrySet().forEach(x -> m.put(x.getKey(), x.getValue().toString()));
		return m;
	}

	private static MalformedAnnotations problem(String file, int index, String message) {
		return new MalformedAnnotations(List.of(new AnnotationProblem(file, 0, 0, index, null, null, message)));
	}

	private static List<Element> elements(Element parent) {
		List<Element> list = new ArrayList<>();
		if (parent == null) {
			return list;
		}
		for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
			if (n instanceof Element e && TEI.equals(e.getNamespaceURI())) {
				list.add(e);
			}
		}
		return list;
	}

	private static List<Element> children(Element parent, String name) {
		return elements(parent).stream().filter(e -> e.getLocalName().equals(name)).toList();
	}

	private static Element child(Element parent, String name) {
		List<Element> c = children(parent, name);
		return c.isEmpty() ? null : c.get(0);
	}

	/** The first element of that name at any depth below the root, in document order. */
	private static Element first(Element root, String name) {
		var list = root.getElementsByTagNameNS(TEI, name);
		return list.getLength() == 0 ? null : (Element) list.item(0);
	}
}
