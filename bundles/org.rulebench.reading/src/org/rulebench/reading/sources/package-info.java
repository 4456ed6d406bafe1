/** TEI sources in Xtext's index, so that a reading's {@code cites} links to a Passage by its id. */
package org.rulebench.reading.sources;
