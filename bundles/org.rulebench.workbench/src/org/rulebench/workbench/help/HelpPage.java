package org.rulebench.workbench.help;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * One document of the docs as a page of the help system: its Markdown rendered as HTML (tables included), links to
 * another document (reading-language.md, docs/sources.md#citations) turned to that document's page, and its first
 * heading as the page's title, which the help's search shows beside each hit.
 */
public final class HelpPage {
	private static final List<org.commonmark.Extension> EXTENSIONS = List.of(TablesExtension.create());
	private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
	private static final HtmlRenderer RENDERER = HtmlRenderer.builder().extensions(EXTENSIONS).build();
	/** A link to another document of docs/, as the docs write it. */
	private static final Pattern DOCUMENT = Pattern.compile("^(?:\\.?/)?(?:docs/)?([a-z0-9-]+)\\.md(#.*)?$");
	private static final String STYLE = "body{font-family:sans-serif;line-height:1.45;margin:1em 2em;max-width:60em}"
			+ "h1,h2,h3{color:#283c6e}code,pre{font-family:monospace;background:#f2f2ee}pre{padding:.5em;overflow:auto}"
			+ "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;text-align:left}img{max-width:100%}";

	private HelpPage() {
	}

	/** The page of a document given its Markdown; {@code fallbackTitle} where it has no heading. */
	public static String html(String markdown, String fallbackTitle) {
		Node document = PARSER.parse(markdown);
		String[] title = { null };
		document.accept(new AbstractVisitor() {
			@Override
			public void visit(Heading heading) {
				if (title[0] == null) {
					title[0] = text(heading);
				}
			}

			@Override
			public void visit(Link link) {
				link.setDestination(page(link.getDestination()));
				visitChildren(link);
			}
		});
		String name = title[0] == null ? fallbackTitle : title[0];
		return "<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"><title>" + escape(name) + "</title><style>" + STYLE
				+ "</style></head>\n<body>\n" + RENDERER.render(document) + "</body></html>\n";
	}

	/** A link's target in the help: another document's page for a link to docs/NAME.md, else the link as written. */
	static String page(String destination) {
		Matcher m = DOCUMENT.matcher(destination);
		if (m.matches()) {
			return m.group(1) + ".html" + (m.group(2) == null ? "" : m.group(2));
		}
		return destination;
	}

	private static String text(Node node) {
		StringBuilder b = new StringBuilder();
		for (Node n = node.getFirstChild(); n != null; n = n.getNext()) {
			if (n instanceof Text t) {
				b.append(t.getLiteral());
			} else if (n instanceof org.commonmark.node.Code c) {
				b.append(c.getLiteral());
			} else {
				b.append(text(n));
			}
		}
		return b.toString();
	}

	private static String escape(String s) {
		return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
	}
}
