package org.rulebench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.rulebench.reading.reading.Reading;
import org.rulebench.sources.anchoring.Anchor;

/**
 * A reading's citations as W3C Web Annotations (JSON-LD, http://www.w3.org/ns/anno.jsonld): an AnnotationCollection,
 * one Annotation per citation, its body the rule's claim and evidence label, its target the passage (the TEI file's
 * IRI with the passage id as fragment) with a TextQuoteSelector and a TextPositionSelector in code points.
 */
final class WebAnnotations {
	static final String CONTEXT = "http://www.w3.org/ns/anno.jsonld";

	private WebAnnotations() {
	}

	static Map<String, Object> collection(Reading reading, List<CitedRule> cited) {
		List<Object> items = new ArrayList<>();
		for (CitedRule c : cited) {
			items.add(annotation(c));
		}
		Map<String, Object> page = new LinkedHashMap<>();
		page.put("type", "AnnotationPage");
		page.put("startIndex", 0);
		page.put("items", items);
		Map<String, Object> collection = new LinkedHashMap<>();
		collection.put("@context", CONTEXT);
		collection.put("id", iri(reading));
		collection.put("type", "AnnotationCollection");
		collection.put("label", "Citations of reading " + reading.getName() + " (" + reading.getGame() + ")");
		collection.put("total", items.size());
		collection.put("first", page);
		return collection;
	}

	private static Map<String, Object> annotation(CitedRule c) {
		Map<String, Object> a = new LinkedHashMap<>();
		a.put("id", iri(c.reading()) + "#" + c.name() + "-" + c.index());
		a.put("type", "Annotation");
		a.put("motivation", "describing");
		List<Object> body = new ArrayList<>();
		body.add(textualBody("rule " + c.name() + ": " + c.claim(), "describing"));
		if (!c.evidence().isEmpty()) {
			body.add(textualBody(c.evidence(), "tagging"));
		}
		a.put("body", body);
		String source = iri(c.passage()) + "#" + c.passageId();
		if (c.quote() == null || c.quote().isEmpty()) {
			a.put("target", source);
			return a;
		}
		Map<String, Object> target = new LinkedHashMap<>();
		target.put("source", source);
		List<Object> selectors = new ArrayList<>();
		Map<String, Object> quote = new LinkedHashMap<>();
		quote.put("type", "TextQuoteSelector");
		quote.put("exact", c.quote());
		Anchor anchor = c.anchor();
		if (anchor != null) {
			quote.put("prefix", anchor.quote().prefix());
			quote.put("suffix", anchor.quote().suffix());
		}
		selectors.add(quote);
		if (anchor != null) {
			Map<String, Object> position = new LinkedHashMap<>();
			position.put("type", "TextPositionSelector");
			position.put("start", anchor.position().start());
			position.put("end", anchor.position().end());
			selectors.add(position);
		}
		target.put("selector", selectors);
		a.put("target", target);
		return a;
	}

	private static Map<String, Object> textualBody(String value, String purpose) {
		Map<String, Object> b = new LinkedHashMap<>();
		b.put("type", "TextualBody");
		b.put("value", value);
		b.put("format", "text/plain");
		b.put("purpose", purpose);
		return b;
	}

	/** The file an object comes from as an IRI (file:///...). */
	static String iri(EObject o) {
		URI uri = o.eResource().getURI();
		return uri.isFile() ? Path.of(uri.toFileString()).toUri().toString() : uri.toString();
	}
}
