/** Annotation sets as TEI P5 standoff markup: a note per annotation pointing into the transcription, and back. */
package org.rulebench.annotations.tei;
