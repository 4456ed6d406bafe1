package org.rulebench.sources.tests;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The content rules of TEI P5 (tei_all) that Rulebench's TEI writers and readers meet or break, checked without the
 * schema: the full check is jing against tei_all.rng (docs/sources.md says how), these are what a build can check
 * anywhere. Each violation is named with its element path.
 */
public final class TeiP5Rules {
	public static final String TEI = "http://www.tei-c.org/ns/1.0";
	private static final Set<String> AGENCY = Set.of("publisher", "distributor", "authority");
	private static final Set<String> PLIKE = Set.of("p", "ab");
	private static final Set<String> DIV_LIKE = Set.of("div", "div1", "div2");

	private TeiP5Rules() {
	}

	/** Every violation found in the document; empty if none. */
	public static List<String> violations(String xml) {
		List<String> found = new ArrayList<>();
		Document d;
		try {
			DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
			f.setNamespaceAware(true);
			d = f.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
		} catch (Exception e) {
			return List.of("not well-formed XML: " + e.getMessage());
		}
		Element root = d.getDocumentElement();
		if (!"TEI".equals(root.getLocalName()) || !TEI.equals(root.getNamespaceURI())) {
			found.add("the root is not TEI in the TEI namespace");
		}
		check(root, "/TEI", found);
		return found;
	}

	private static void check(Element e, String path, List<String> found) {
		List<Element> children = elements(e);
		List<String> names = children.stream().map(Element::getLocalName).toList();
		switch (e.getLocalName()) {
		case "TEI" -> {
			if (names.isEmpty() || !names.get(0).equals("teiHeader")) {
				found.add(path + ": teiHeader must come first");
			}
			if (names.stream().noneMatch(n -> Set.of("text", "standOff", "facsimile", "sourceDoc", "fsdDecl").contains(n))) {
				found.add(path + ": a TEI document needs a text, standOff, facsimile or sourceDoc after its header");
			}
		}
		case "fileDesc" -> {
			int title = names.indexOf("titleStmt");
			int publication = names.indexOf("publicationStmt");
			int source = names.indexOf("sourceDesc");
			if (title != 0 || publication < 0 || source < publication) {
				found.add(path + ": fileDesc is titleStmt, (editionStmt), (extent), publicationStmt, ..., sourceDesc: " + names);
			}
			int edition = names.indexOf("editionStmt");
			if (edition >= 0 && edition > publication) {
				found.add(path + ": editionStmt must come before publicationStmt");
			}
		}
		case "titleStmt" -> {
			if (names.isEmpty() || !names.get(0).equals("title")) {
				found.add(path + ": titleStmt starts with a title");
			}
		}
		case "publicationStmt" -> {
			boolean paragraphs = !names.isEmpty() && names.stream().allMatch(PLIKE::contains);
			boolean agency = !names.isEmpty() && AGENCY.contains(names.get(0));
			if (!paragraphs && !agency) {
				found.add(path + ": a publicationStmt is paragraphs, or starts with a publisher, distributor or authority"
						+ " (before availability, idno, date...): " + names);
			}
		}
		case "body", "div" -> {
			boolean division = false;
			for (String n : names) {
				if (DIV_LIKE.contains(n)) {
					division = true;
				} else if (division && !Set.of("trailer", "closer", "signed", "postscript").contains(n)) {
					found.add(path + ": <" + n + "> after a <div>: TEI allows only divisions (and closing matter) there");
				}
			}
		}
		case "span" -> {
			if (names.contains("seg")) {
				found.add(path + ": <seg> is not allowed inside <span>");
			}
		}
		case "availability" -> {
			if (names.stream().anyMatch(n -> !Set.of("p", "ab", "licence").contains(n))) {
				found.add(path + ": availability holds p, ab or licence: " + names);
			}
		}
		default -> {
		}
		}
		for (int i = 0; i < children.size(); i++) {
			check(children.get(i), path + "/" + children.get(i).getLocalName() + "[" + (i + 1) + "]", found);
		}
	}

	private static List<Element> elements(Element parent) {
		List<Element> list = new ArrayList<>();
		for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
			if (n instanceof Element e && TEI.equals(e.getNamespaceURI())) {
				list.add(e);
			}
		}
		return list;
	}
}
