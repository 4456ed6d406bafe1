package org.rulebench.publish;

import java.util.Locale;

/** The formats a reading is published in. */
public enum DocumentFormat {
	/** One self-contained HTML file: styles and charts inline, opens offline. */
	HTML("html"),
	/** A PDF laid out from the same HTML, with its charts as vector drawing. */
	PDF("pdf"),
	/** A LaTeX document, with its tables and figures as files a paper can \input. */
	TEX("tex");

	private final String extension;

	DocumentFormat(String extension) {
		this.extension = extension;
	}

	public String extension() {
		return extension;
	}

	/** "html", "pdf" or "tex", in any case. */
	public static DocumentFormat named(String name) {
		for (DocumentFormat f : values()) {
			if (f.extension.equals(name.toLowerCase(Locale.ROOT))) {
				return f;
			}
		}
		throw new IllegalArgumentException("no format '" + name + "': html, pdf or tex");
	}
}
