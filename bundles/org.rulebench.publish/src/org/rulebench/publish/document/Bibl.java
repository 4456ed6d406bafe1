package org.rulebench.publish.document;

import java.util.ArrayList;
import java.util.List;

/**
 * One bibliographic record of a source's TEI header (teiHeader/fileDesc/sourceDesc/bibl): the work a transcription
 * is of. Any field but the title may be null.
 */
public record Bibl(List<String> authors, String title, String date, String edition, String publisher, String pubPlace,
		String url) {

	public Bibl {
		authors = List.copyOf(authors);
	}

	/** As a list of references prints it: "洪遵. 譜雙. 1151." / "世界遊戯博物館ブログ. 香港・澳門の暗象棋. 2013-10-21." */
	public String text() {
		List<String> parts = new ArrayList<>();
		if (!authors.isEmpty()) {
			parts.add(String.join("; ", authors));
		}
		parts.add(title);
		if (edition != null) {
			parts.add(edition);
		}
		String where = pubPlace != null && publisher != null ? pubPlace + ": " + publisher : publisher != null ? publisher : pubPlace;
		if (where != null) {
			parts.add(where);
		}
		if (date != null) {
			parts.add(date);
		}
		StringBuilder b = new StringBuilder();
		for (String p : parts) {
			b.append(p);
			b.append(p.endsWith(".") || p.endsWith("?") || p.endsWith("!") ? " " : ". ");
		}
		if (url != null) {
			b.append(url);
		}
		return b.toString().strip();
	}
}
