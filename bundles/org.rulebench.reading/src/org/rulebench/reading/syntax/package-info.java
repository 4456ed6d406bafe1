/** Syntax errors in the reading's words: what may follow where a sentence leaves the language, and where the docs say so. */
package org.rulebench.reading.syntax;
