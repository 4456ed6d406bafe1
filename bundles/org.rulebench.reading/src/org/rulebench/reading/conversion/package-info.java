/** Terminals of the reading language to values and back. */
package org.rulebench.reading.conversion;
