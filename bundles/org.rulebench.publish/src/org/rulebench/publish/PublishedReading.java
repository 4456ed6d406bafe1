package org.rulebench.publish;

import java.time.Instant;
import java.util.List;

import org.rulebench.publish.cite.ReadingCitation;
import org.rulebench.publish.document.ReadingContents;
import org.rulebench.publish.figures.Carriers;
import org.rulebench.publish.figures.ComparisonFigures;
import org.rulebench.publish.figures.Figures;
import org.rulebench.publish.version.ReadingVersion;

/**
 * Everything a published document says, before it is written in a format: the reading's rules and sources, its
 * version, its figures, the open points that carry their differences, the comparison with another reading (null
 * without one), how to reproduce the figures and how to cite the document.
 */
public record PublishedReading(ReadingContents contents, ReadingVersion version, Figures figures, List<Carriers.Carrier> carriers,
		ComparisonFigures comparison, Reproduction reproduction, ReadingCitation citation, Instant published) {

	public PublishedReading {
		carriers = List.copyOf(carriers);
	}

	/** The file name the documents share: the reading's name, e.g. pushuang.qiliang. */
	public String baseName() {
		return contents.name().replaceAll("[^\\p{L}\\p{N}._-]", "_");
	}
}
