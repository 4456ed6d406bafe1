package org.rulebench.publish.charts;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** JFreeSVG's output made fit to stand inline in an HTML page that the Nu HTML Checker passes. */
final class Svg {
	/** JFreeSVG's own namespace and its attributes, which HTML does not know. */
	private static final Pattern OWN = Pattern.compile("\\s+(xmlns:)?jfreesvg(:[\\w-]+)?=(\"[^\"]*\"|'[^']*')");
	private static final Pattern ID = Pattern.compile("<svg[^>]*?\\sid=(['\"])([^'\"]*)\\1");
	private static final Pattern XLINK = Pattern.compile("\\s+xmlns:xlink=(\"[^\"]*\"|'[^']*')");

	private Svg() {
	}

	/** The svg element with a title and a description for screen readers, as one image. */
	static String forHtml(String svg, String title, String description) {
		String s = OWN.matcher(svg).replaceAll("");
		if (!s.contains("xlink:")) {
			s = XLINK.matcher(s).replaceAll("");
		}
		int open = s.indexOf('>', s.indexOf("<svg"));
		String id = idOf(s);
		String head = s.substring(0, open);
		String rest = s.substring(open + 1);
		return head + " role=\"img\" aria-labelledby=\"" + id + "-title " + id + "-desc\" style=\"width: 100%; height: auto\">"
				+ "<title id=\"" + id + "-title\">" + xml(title) + "</title><desc id=\"" + id + "-desc\">" + xml(description) + "</desc>"
				+ rest;
	}

	private static String idOf(String svg) {
		Matcher m = ID.matcher(svg);
		return m.find() ? m.group(2) : "chart";
	}

	static String xml(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
	}
}
