/**
 * Anchoring a quotation in a passage's text, as the W3C Web Annotation model selects text, and finding it again
 * after the text changed. Plain Java: no EMF, no Eclipse, usable from the command line and from annotations.
 * Every offset counts Unicode code points, never UTF-16 units.
 */
package org.rulebench.sources.anchoring;
