package org.rulebench.sources.tei.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.ext.LexicalHandler;
import org.xml.sax.helpers.DefaultHandler;
import org.rulebench.sources.tei.Tei;
import org.rulebench.sources.tei.XmlText;

/**
 * An XML document read into a small tree that remembers where each element starts, so that what the TEI import
 * does not support can be reported by line and column. Malformed XML is a {@link Malformed} with the parser's
 * position; no external entity or DTD is ever fetched.
 */
public final class XmlTree {
	/** The XML namespace, of xml:id and xml:lang. */
	public static final String XML_NS = XMLConstants.XML_NS_URI;

	/** An element: local name, namespace, attributes by name (xml:id as "xml:id"), children in order. */
	public static final class Element {
		public final String name;
		public final String namespace;
		public final Map<String, String> attributes = new LinkedHashMap<>();
		/** {@link Element}s, {@link String}s (character data) and {@link Comment}s, in document order. */
		public final List<Object> children = new ArrayList<>();
		public final int line;
		public final int column;

		Element(String name, String namespace, int line, int column) {
			this.name = name;
			this.namespace = namespace;
			this.line = line;
			this.column = column;
		}

		public List<Element> elements() {
			List<Element> elements = new ArrayList<>();
			for (Object c : children) {
				if (c instanceof Element e) {
					elements.add(e);
				}
			}
			return elements;
		}

		public String attribute(String name) {
			return attributes.get(name);
		}

		/** All character data inside, markup and comments left out. */
		public String allText() {
			StringBuilder text = new StringBuilder();
			for (Object c : children) {
				if (c instanceof Element e) {
					text.append(e.allText());
				} else if (c instanceof String s) {
					text.append(s);
				}
			}
			return text.toString();
		}

		/**
		 * The element written back as XML, as it was read: attributes in order, character data, comments; a
		 * namespace declared where it differs from its parent's ({@code inNamespace}).
		 */
		public String toXml(String inNamespace) {
			StringBuilder b = new StringBuilder();
			write(b, inNamespace);
			return b.toString();
		}

		private void write(StringBuilder b, String inNamespace) {
			b.append('<').append(name);
			if (!namespace.equals(inNamespace == null ? "" : inNamespace)) {
				b.append(" xmlns=\"").append(XmlText.attribute(namespace)).append('"');
			}
			attributes.forEach((k, v) -> b.append(' ').append(k).append("=\"").append(XmlText.attribute(v)).append('"'));
			if (children.isEmpty()) {
				b.append("/>");
				return;
			}
			b.append('>');
			for (Object c : children) {
				if (c instanceof Element e) {
					e.write(b, namespace);
				} else if (c instanceof Comment comment) {
					b.append(comment.xml());
				} else {
					b.append(XmlText.text((String) c));
				}
			}
			b.append("</").append(name).append('>');
		}
	}

	/** A comment, kept where it stands. */
	public record Comment(String text) {
		public String xml() {
			return "<!--" + text + "-->";
		}
	}

	/** The TEI namespace, for {@link Element#toXml} of an element of a TEI document. */
	public static final String TEI = Tei.NAMESPACE;

	/** The document is not well-formed XML. */
	public static final class Malformed extends Exception {
		private static final long serialVersionUID = 1L;
		public final int line;
		public final int column;

		Malformed(String message, int line, int column) {
			super(message);
			this.line = line;
			this.column = column;
		}
	}

	private XmlTree() {
	}

	/** Reads the document element. */
	public static Element read(InputStream in) throws Malformed, IOException {
		Builder builder = new Builder();
		try {
			SAXParser parser = parser();
			parser.setProperty("http://xml.org/sax/properties/lexical-handler", builder);
			parser.parse(new InputSource(in), builder);
		} catch (SAXParseException e) {
			throw new Malformed(e.getMessage(), Math.max(1, e.getLineNumber()), Math.max(1, e.getColumnNumber()));
		} catch (SAXException e) {
			throw new Malformed(e.getMessage(), 1, 1);
		}
		if (builder.root == null) {
			throw new Malformed("no element in the document", 1, 1);
		}
		return builder.root;
	}

	private static SAXParser parser() throws IOException {
		try {
			SAXParserFactory factory = SAXParserFactory.newInstance();
			factory.setNamespaceAware(true);
			factory.setValidating(false);
			factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
			factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
			factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
			SAXParser parser = factory.newSAXParser();
			parser.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
			parser.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
			return parser;
		} catch (ParserConfigurationException | SAXException e) {
			throw new IOException("no XML parser available: " + e.getMessage(), e);
		}
	}

	private static final class Builder extends DefaultHandler implements LexicalHandler {
		private final Deque<Element> open = new ArrayDeque<>();
		private Locator locator;
		private Element root;

		@Override
		public void setDocumentLocator(Locator locator) {
			this.locator = locator;
		}

		@Override
		public void startElement(String uri, String localName, String qName, Attributes attributes) {
			Element e = new Element(localName, uri, locator == null ? 1 : locator.getLineNumber(),
					locator == null ? 1 : locator.getColumnNumber());
			for (int i = 0; i < attributes.getLength(); i++) {
				String name = XML_NS.equals(attributes.getURI(i)) ? "xml:" + attributes.getLocalName(i) : attributes.getQName(i);
				e.attributes.put(name, attributes.getValue(i));
			}
			if (open.isEmpty()) {
				root = e;
			} else {
				open.peek().children.add(e);
			}
			open.push(e);
		}

		@Override
		public void endElement(String uri, String localName, String qName) {
			open.pop();
		}

		@Override
		public void comment(char[] ch, int start, int length) {
			if (!open.isEmpty()) {
				open.peek().children.add(new Comment(new String(ch, start, length)));
			}
		}

		@Override
		public void startDTD(String name, String publicId, String systemId) {
		}

		@Override
		public void endDTD() {
		}

		@Override
		public void startEntity(String name) {
		}

		@Override
		public void endEntity(String name) {
		}

		@Override
		public void startCDATA() {
		}

		@Override
		public void endCDATA() {
		}

		@Override
		public void characters(char[] ch, int start, int length) {
			if (open.isEmpty()) {
				return;
			}
			List<Object> children = open.peek().children;
			String text = new String(ch, start, length);
			if (!children.isEmpty() && children.get(children.size() - 1) instanceof String before) {
				children.set(children.size() - 1, before + text);
			} else {
				children.add(text);
			}
		}
	}
}
