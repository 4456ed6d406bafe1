/** Syntax messages in the reading's words, and bad input of every kind answered in them. */
package org.rulebench.reading.syntax;
