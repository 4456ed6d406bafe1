/** A reading's text as the parser gets it: byte-order mark and old line endings accepted, limits on size and nesting. */
package org.rulebench.reading.resource;
