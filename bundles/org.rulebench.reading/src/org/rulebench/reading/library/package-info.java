/** The shipped library of the reading language: the shorthand of race readings, defined by parts. */
package org.rulebench.reading.library;
