/** Colours of a reading: lexical (keywords, quotes, comments) as typed, semantic (names, passages) after each check. */
package org.rulebench.editor.highlight;
