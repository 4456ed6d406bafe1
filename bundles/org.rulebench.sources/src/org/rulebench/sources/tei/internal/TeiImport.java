package org.rulebench.sources.tei.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rulebench.sources.model.Apparatus;
import org.rulebench.sources.model.Division;
import org.rulebench.sources.model.Inline;
import org.rulebench.sources.model.Markup;
import org.rulebench.sources.model.Paragraph;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.ReferencePattern;
import org.rulebench.sources.model.Segment;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.model.SourcesFactory;
import org.rulebench.sources.model.TextRun;
import org.rulebench.sources.model.Variant;
import org.rulebench.sources.model.Witness;
import org.rulebench.sources.tei.Tei;
import org.rulebench.sources.tei.TeiProblem;
import org.rulebench.sources.tei.internal.XmlTree.Element;

/**
 * The supported subset of TEI P5 (docs/sources.md) read into a {@link Source}. The header is kept as written
 * (its fields are read from it); inside paragraphs, notes, line breaks, comments, omissions ({@code <gap/>}, read as
 * an ellipsis) and text marked as apparently wrong ({@code <sic>}, read as its text) are kept as markup. What else is
 * outside the subset is reported as a warning where it stands, saying what is not kept; ids used twice, pointers to
 * no witness and a paragraph after a division are errors.
 */
public final class TeiImport {
	private static final SourcesFactory MODEL = SourcesFactory.eINSTANCE;
	private static final Set<String> PASSAGE_ATTRIBUTES = Set.of("xml:id", "n");
	/** What an omission reads as in a passage's text. */
	static final String GAP = "\u2026";

	private final String location;
	private final List<TeiProblem> problems = new ArrayList<>();
	private final Map<String, Element> ids = new HashMap<>();
	private final Map<Variant, Element> witnessPointers = new HashMap<>();
	/** Inside the header, which is kept as written: nothing there is lost, so nothing is reported as lost. */
	private boolean keptAsWritten;

	public TeiImport(String location) {
		this.location = location;
	}

	public List<TeiProblem> problems() {
		return problems;
	}

	/** The source the document describes, or null if its root is not a TEI element (an error says so). */
	public Source read(Element root) {
		if (!root.name.equals("TEI")) {
			error(root, "the root element is <" + root.name + ">, not <TEI>: this is not a TEI P5 document");
			return null;
		}
		if (!root.namespace.isEmpty() && !root.namespace.equals(Tei.NAMESPACE)) {
			warning(root, "<TEI> is in namespace " + root.namespace + ", not " + Tei.NAMESPACE + "; read as TEI P5 all the same");
		}
		Source source = MODEL.createSource();
		attributes(root, Set.of("xml:id", "xml:lang", "version"));
		source.setId(id(root));
		source.setLanguage(root.attribute("xml:lang"));
		source.setVersion(root.attribute("version"));
		for (Element e : root.elements()) {
			switch (e.name) {
			case "teiHeader" -> header(e, source);
			case "text" -> text(e, source);
			default -> unsupported(e, "<TEI>");
			}
		}
		resolveWitnesses(source);
		return source;
	}

	private void header(Element header, Source source) {
		source.setHeader(header.toXml(header.namespace));
		keptAsWritten = true;
		try {
			for (Element e : header.elements()) {
				switch (e.name) {
				case "fileDesc" -> fileDesc(e, source);
				case "encodingDesc" -> encodingDesc(e, source);
				default -> {
					// kept in the header as written
				}
				}
			}
		} finally {
			keptAsWritten = false;
		}
	}

	private void fileDesc(Element fileDesc, Source source) {
		attributes(fileDesc, Set.of());
		for (Element e : fileDesc.elements()) {
			switch (e.name) {
			case "titleStmt" -> {
				attributes(e, Set.of());
				for (Element t : e.elements()) {
					switch (t.name) {
					case "title" -> source.setTitle(first(source.getTitle(), plain(t)));
					case "author" -> source.getAuthors().add(plain(t));
					default -> unsupported(t, "<titleStmt>");
					}
				}
			}
			case "editionStmt" -> {
				attributes(e, Set.of());
				for (Element t : e.elements()) {
					if (t.name.equals("edition")) {
						source.setEdition(first(source.getEdition(), plain(t)));
					} else {
						unsupported(t, "<editionStmt>");
					}
				}
			}
			case "publicationStmt" -> publicationStmt(e, source);
			case "sourceDesc" -> sourceDesc(e, source);
			default -> unsupported(e, "<fileDesc>");
			}
		}
	}

	private void publicationStmt(Element publication, Source source) {
		attributes(publication, Set.of());
		for (Element e : publication.elements()) {
			if (e.name.equals("availability")) {
				attributes(e, Set.of("status"));
				List<String> paragraphs = new ArrayList<>();
				for (Element p : e.elements()) {
					if (p.name.equals("p") || p.name.equals("licence")) {
						paragraphs.add(plain(p));
					} else {
						unsupported(p, "<availability>");
					}
				}
				source.setAvailability(blankToNull(String.join(" ", paragraphs)));
			} else {
				unsupported(e, "<publicationStmt> (only <availability> is kept)");
			}
		}
	}

	private void sourceDesc(Element sourceDesc, Source source) {
		attributes(sourceDesc, Set.of());
		for (Element e : sourceDesc.elements()) {
			switch (e.name) {
			case "bibl" -> bibl(e, source);
			case "listWit" -> {
				attributes(e, Set.of());
				for (Element w : e.elements()) {
					if (w.name.equals("witness")) {
						attributes(w, Set.of("xml:id", "n"));
						Witness witness = MODEL.createWitness();
						witness.setId(id(w));
						witness.setSiglum(w.attribute("n"));
						witness.setDescription(blankToNull(plain(w)));
						if (witness.getId() == null) {
							error(w, "a <witness> without xml:id cannot be pointed at by wit=\"#...\"; give it one");
						}
						source.getWitnesses().add(witness);
					} else {
						unsupported(w, "<listWit>");
					}
				}
			}
			default -> unsupported(e, "<sourceDesc>");
			}
		}
	}

	private void bibl(Element bibl, Source source) {
		attributes(bibl, Set.of());
		boolean authors = false;
		for (Element e : bibl.elements()) {
			switch (e.name) {
			case "title" -> source.setTitle(plain(e));
			case "author" -> {
				if (!authors) {
					source.getAuthors().clear(); // the work's authors, not the transcription's
					authors = true;
				}
				source.getAuthors().add(plain(e));
			}
			case "date" -> source.setDate(plain(e));
			case "edition" -> source.setEdition(plain(e));
			case "publisher" -> source.setPublisher(plain(e));
			case "pubPlace" -> source.setPubPlace(plain(e));
			case "ptr", "ref" -> {
				attributes(e, Set.of("target"));
				source.setUrl(e.attribute("target"));
			}
			default -> unsupported(e, "<bibl>");
			}
		}
	}

	private void encodingDesc(Element encodingDesc, Source source) {
		attributes(encodingDesc, Set.of());
		for (Element e : encodingDesc.elements()) {
			if (!e.name.equals("refsDecl")) {
				unsupported(e, "<encodingDesc>");
				continue;
			}
			attributes(e, Set.of());
			for (Element c : e.elements()) {
				if (!c.name.equals("cRefPattern")) {
					unsupported(c, "<refsDecl>");
					continue;
				}
				attributes(c, Set.of("matchPattern", "replacementPattern"));
				ReferencePattern pattern = MODEL.createReferencePattern();
				pattern.setMatchPattern(c.attribute("matchPattern"));
				pattern.setReplacementPattern(c.attribute("replacementPattern"));
				List<String> description = new ArrayList<>();
				for (Element p : c.elements()) {
					if (p.name.equals("p")) {
						description.add(plain(p));
					} else {
						unsupported(p, "<cRefPattern>");
					}
				}
				pattern.setDescription(blankToNull(String.join(" ", description)));
				source.getReferencePatterns().add(pattern);
			}
		}
	}

	private void text(Element text, Source source) {
		attributes(text, Set.of("xml:lang"));
		if (source.getLanguage() == null) {
			source.setLanguage(text.attribute("xml:lang"));
		}
		for (Element e : text.elements()) {
			if (e.name.equals("body")) {
				attributes(e, Set.of());
				blocks(e, source.getPassages(), "<body>");
			} else {
				unsupported(e, "<text> (only <body> is kept)");
			}
		}
	}

	private void blocks(Element parent, List<Passage> into, String where) {
		if (parent.children.stream().anyMatch(c -> c instanceof String s && !s.isBlank())) {
			warning(parent, "text directly in " + where + " is not kept: put it in a <p>");
		}
		if (parent.children.stream().anyMatch(XmlTree.Comment.class::isInstance)) {
			warning(parent, "a comment between the passages of " + where + " is not kept (comments inside a <p> and in the"
					+ " header are)");
		}
		Element division = null;
		for (Element e : parent.elements()) {
			switch (e.name) {
			case "div" -> {
				division = e;
				attributes(e, Set.of("xml:id", "n", "type"));
				Division d = MODEL.createDivision();
				passage(e, d);
				d.setType(e.attribute("type"));
				into.add(d);
				for (Element c : e.elements()) {
					if (c.name.equals("head")) {
						attributes(c, Set.of());
						d.setHead(plain(c));
					}
				}
				blocksAfterHead(e, d.getPassages());
			}
			case "p" -> {
				if (division != null) {
					error(e, "a <p> after a <div> in " + where + ": TEI allows paragraphs only before the first division"
							+ " (line " + division.line + "); move it up, or into a <div> of its own");
				}
				attributes(e, PASSAGE_ATTRIBUTES);
				Paragraph p = MODEL.createParagraph();
				passage(e, p);
				inline(e, p.getContent(), new Flow());
				into.add(p);
			}
			default -> unsupported(e, where);
			}
		}
	}

	private void blocksAfterHead(Element div, List<Passage> into) {
		Element rest = new Element(div.name, div.namespace, div.line, div.column);
		for (Object c : div.children) {
			if (!(c instanceof Element e && e.name.equals("head"))) {
				rest.children.add(c);
			}
		}
		blocks(rest, into, "<div>");
	}

	private void passage(Element e, Passage p) {
		p.setId(id(e));
		p.setN(e.attribute("n"));
	}

	/** Whitespace as TEI renders it: runs of it are one space, none at the start or end of a paragraph. */
	private static final class Flow {
		boolean pendingSpace;
		boolean started;

		void text(String s, List<Inline> into) {
			StringBuilder out = new StringBuilder();
			for (int i = 0; i < s.length(); i++) {
				char c = s.charAt(i);
				if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
					pendingSpace = true;
					continue;
				}
				if (pendingSpace && started) {
					out.append(' ');
				}
				pendingSpace = false;
				started = true;
				out.append(c);
			}
			append(out.toString(), into);
		}

		/** Before an element: a space pending goes into the text before it, not into the element. */
		void flush(List<Inline> into) {
			if (pendingSpace && started) {
				append(" ", into);
			}
			pendingSpace = false;
		}

		static void append(String s, List<Inline> into) {
			if (s.isEmpty()) {
				return;
			}
			if (!into.isEmpty() && into.get(into.size() - 1) instanceof TextRun last) {
				last.setValue(last.getValue() + s);
			} else {
				TextRun run = MODEL.createTextRun();
				run.setValue(s);
				into.add(run);
			}
		}
	}

	private void inline(Element parent, List<Inline> into, Flow flow) {
		for (Object c : parent.children) {
			if (c instanceof String s) {
				flow.text(s, into);
				continue;
			}
			if (c instanceof XmlTree.Comment comment) {
				flow.flush(into);
				into.add(markup(comment.xml()));
				continue;
			}
			Element e = (Element) c;
			switch (e.name) {
			case "note" -> {
				// not running text: kept as written, outside the passage's text
				flow.flush(into);
				into.add(markup(e.toXml(parent.namespace)));
			}
			case "lb" -> {
				// a line break: between words a space, as TEI renders it; none where break="no" joins a word
				into.add(markup(e.toXml(parent.namespace)));
				if (!"no".equals(e.attribute("break"))) {
					flow.pendingSpace = true;
				}
			}
			case "gap" -> {
				// an omission the transcriber made: the passage reads an ellipsis there, so no quote spans it
				attributes(e, Set.of("reason", "extent", "unit", "quantity"));
				if (e.attribute("reason") == null) {
					warning(e, "<gap/> without reason: say why the text is left out (reason=\"irrelevant\", \"illegible\", ...)");
				}
				for (Element inner : e.elements()) {
					warning(inner, "<" + inner.name + "> inside <gap> is not supported and is not kept");
				}
				flow.flush(into);
				into.add(markup(e.toXml(parent.namespace), GAP));
				flow.started = true;
			}
			case "sic" -> {
				// text the source has although it is apparently wrong (garbled, repeated): part of the passage, marked
				attributes(e, Set.of());
				for (Element inner : e.elements()) {
					warning(inner, "<" + inner.name + "> inside <sic> is not supported: its text is kept, its markup is not");
				}
				flow.flush(into);
				List<Inline> text = new ArrayList<>();
				Flow inside = new Flow();
				inside.text(e.allText(), text);
				into.add(markup(e.toXml(parent.namespace), text.isEmpty() ? "" : ((TextRun) text.get(0)).getValue()));
				flow.started = true;
			}
			case "seg" -> {
				attributes(e, Set.of("xml:id", "n", "type"));
				flow.flush(into);
				Segment seg = MODEL.createSegment();
				passage(e, seg);
				seg.setType(e.attribute("type"));
				into.add(seg);
				inline(e, seg.getContent(), flow);
			}
			case "app" -> {
				attributes(e, Set.of());
				flow.flush(into);
				into.add(apparatus(e));
				flow.started = true;
			}
			default -> {
				warning(e, "<" + e.name + "> inside <" + parent.name + "> is not supported: its text is kept, its markup is not");
				inline(e, into, flow);
			}
			}
		}
	}

	private static Markup markup(String xml) {
		return markup(xml, "");
	}

	private static Markup markup(String xml, String text) {
		Markup m = MODEL.createMarkup();
		m.setXml(xml);
		m.setText(text);
		return m;
	}

	private Apparatus apparatus(Element app) {
		Apparatus apparatus = MODEL.createApparatus();
		for (Element e : app.elements()) {
			switch (e.name) {
			case "lem", "rdg" -> {
				attributes(e, Set.of("wit"));
				for (Element inner : e.elements()) {
					warning(inner, "<" + inner.name + "> inside <" + e.name + "> is not supported: its text is kept, its markup is not");
				}
				Variant v = MODEL.createVariant();
				v.setText(plain(e));
				if (e.attribute("wit") != null) {
					witnessPointers.put(v, e);
				}
				if (e.name.equals("lem")) {
					if (apparatus.getLemma() != null) {
						error(e, "a second <lem> in one <app>: an apparatus has one lemma, the other readings are <rdg>");
					}
					apparatus.setLemma(v);
				} else {
					apparatus.getVariants().add(v);
				}
			}
			default -> unsupported(e, "<app>");
			}
		}
		return apparatus;
	}

	private void resolveWitnesses(Source source) {
		Map<String, Witness> byId = new HashMap<>();
		for (Witness w : source.getWitnesses()) {
			if (w.getId() != null) {
				byId.put(w.getId(), w);
			}
		}
		for (Map.Entry<Variant, Element> pointer : witnessPointers.entrySet()) {
			for (String ref : pointer.getValue().attribute("wit").trim().split("\\s+")) {
				Witness w = ref.startsWith("#") ? byId.get(ref.substring(1)) : null;
				if (w == null) {
					error(pointer.getValue(), "wit=\"" + ref + "\" points to no witness: write #ID of a <witness> in <listWit>"
							+ (byId.isEmpty() ? " (there is none)" : " (" + String.join(", ", byId.keySet().stream().sorted().toList()) + ")"));
				} else {
					pointer.getKey().getWitnesses().add(w);
				}
			}
		}
	}

	/** The xml:id, checked unique in the document. */
	private String id(Element e) {
		String id = e.attribute("xml:id");
		if (id == null) {
			return null;
		}
		Element first = ids.putIfAbsent(id, e);
		if (first != null) {
			error(e, "xml:id \"" + id + "\" is used twice (first on <" + first.name + "> at line " + first.line
					+ "); every id must be unique in the file, or citations would be ambiguous");
		}
		return id;
	}

	private void attributes(Element e, Set<String> supported) {
		for (String name : e.attributes.keySet()) {
			if (!supported.contains(name) && !name.startsWith("xmlns")) {
				warning(e, "attribute " + name + " of <" + e.name + "> is not supported and is not kept");
			}
		}
	}

	private void unsupported(Element e, String where) {
		warning(e, "<" + e.name + "> in " + where + " is not supported by Rulebench's TEI subset and is not kept (docs/sources.md lists what is)");
	}

	/** The element's text, whitespace collapsed, markup inside reported. */
	private String plain(Element e) {
		for (Element inner : e.elements()) {
			warning(inner, "<" + inner.name + "> inside <" + e.name + "> is not supported: its text is kept, its markup is not");
		}
		return e.allText().replaceAll("[ \\t\\r\\n]+", " ").strip();
	}

	private static String first(String existing, String value) {
		return existing != null ? existing : value;
	}

	private static String blankToNull(String s) {
		return s == null || s.isBlank() ? null : s;
	}

	private void error(Element e, String message) {
		problems.add(new TeiProblem(location, e.line, e.column, true, message));
	}

	private void warning(Element e, String message) {
		if (keptAsWritten) {
			return;
		}
		problems.add(new TeiProblem(location, e.line, e.column, false, message));
	}
}
