package org.rulebench.publish.document;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.rulebench.sources.model.Source;
import org.rulebench.sources.model.Witness;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * A source the reading cites, as the list of sources names it: its bibliographic records (the TEI header's
 * sourceDesc/bibl, one per work: a transcription may gather several articles), the witnesses it was compared with,
 * and what may be quoted of it.
 *
 * @param number       its number in the document (1, 2, ...)
 * @param id           the TEI file's xml:id
 * @param file         where the transcription is, as the reading's workspace names it
 * @param records      its bibliographic records; empty if the header has none
 * @param availability copyright and licence of the transcription; null if the header says nothing
 * @param witnesses    the copies or editions compared, each "siglum: description"
 */
public record SourceRecord(int number, String id, String file, List<Bibl> records, String availability, List<String> witnesses) {

	public SourceRecord {
		records = List.copyOf(records);
		witnesses = List.copyOf(witnesses);
	}

	/** The records, one after the other: what a reference list prints. */
	public String text() {
		return String.join(" — ", records.stream().map(Bibl::text).toList());
	}

	/** A short name for the source in a citation: the first record's first author, else its title. */
	public String shortName() {
		if (records.isEmpty()) {
			return id;
		}
		Bibl b = records.get(0);
		return b.authors().isEmpty() ? b.title() : b.authors().get(0);
	}

	/** The source's record from its TEI header; {@code records} is empty if sourceDesc has no bibl with a title. */
	public static SourceRecord of(int number, Source source, String file) {
		List<Bibl> records = source.getHeader() == null ? fromModel(source) : fromHeader(source.getHeader());
		List<String> witnesses = new ArrayList<>();
		for (Witness w : source.getWitnesses()) {
			witnesses.add((w.getSiglum() == null ? w.getId() : w.getSiglum()) + (w.getDescription() == null ? "" : ": " + w.getDescription()));
		}
		return new SourceRecord(number, source.getId(), file, records, source.getAvailability(), witnesses);
	}

	/** A source made in memory has no header: its fields are its record. */
	private static List<Bibl> fromModel(Source s) {
		if (s.getTitle() == null || s.getTitle().isBlank()) {
			return List.of();
		}
		return List.of(new Bibl(s.getAuthors(), s.getTitle(), s.getDate(), s.getEdition(), s.getPublisher(), s.getPubPlace(), s.getUrl()));
	}

	private static List<Bibl> fromHeader(String header) {
		Element root;
		try {
			DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
			f.setExpandEntityReferences(false);
			f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
			root = f.newDocumentBuilder().parse(new InputSource(new StringReader(header))).getDocumentElement();
		} catch (ParserConfigurationException | SAXException | IOException e) {
			return List.of(); // the TEI import has read this header already; a header it could not read has no record
		}
		List<Bibl> records = new ArrayList<>();
		for (Element fileDesc : children(root, "fileDesc")) {
			for (Element sourceDesc : children(fileDesc, "sourceDesc")) {
				for (Element bibl : children(sourceDesc, "bibl")) {
					String title = first(bibl, "title");
					if (title == null) {
						continue;
					}
					List<String> authors = children(bibl, "author").stream().map(SourceRecord::text).filter(t -> !t.isEmpty()).toList();
					String url = null;
					for (Element ref : children(bibl, "ptr", "ref")) {
						url = ref.getAttribute("target").isEmpty() ? url : ref.getAttribute("target");
					}
					records.add(new Bibl(authors, title, first(bibl, "date"), first(bibl, "edition"), first(bibl, "publisher"),
							first(bibl, "pubPlace"), url));
				}
			}
		}
		return records;
	}

	private static List<Element> children(Element parent, String... names) {
		List<Element> found = new ArrayList<>();
		for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
			if (n instanceof Element e && List.of(names).contains(localName(e))) {
				found.add(e);
			}
		}
		return found;
	}

	private static String localName(Element e) {
		String name = e.getTagName();
		int colon = name.indexOf(':');
		return colon < 0 ? name : name.substring(colon + 1);
	}

	private static String first(Element parent, String name) {
		List<Element> e = children(parent, name);
		if (e.isEmpty()) {
			return null;
		}
		String t = text(e.get(0));
		return t.isEmpty() ? null : t;
	}

	private static String text(Element e) {
		return e.getTextContent().replaceAll("\\s+", " ").strip();
	}
}
