package org.rulebench.cli;

import java.util.List;

import org.rulebench.annotations.tei.TeiStandoff;
import org.rulebench.reading.reading.Reading;

/**
 * A reading's citations as a TEI P5 document of stand-off annotation, written by the annotations bundle's one TEI
 * writer: a {@code <note>} per citation, its target the passage narrowed to the quote by TEI's string-range()
 * pointer (offset and length in characters, i.e. code points).
 */
final class TeiAnnotations {
	private TeiAnnotations() {
	}

	static String write(Reading reading, List<CitedRule> cited) {
		WebAnnotations.Citations c = WebAnnotations.Citations.of(reading, cited);
		return TeiStandoff.write(c.set(), c.iri());
	}
}
