/** How unresolved references of a reading are reported. */
package org.rulebench.reading.linking;
