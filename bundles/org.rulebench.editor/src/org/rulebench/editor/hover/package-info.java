/** Hover in readings: what a citation cites, what a rule replaces, what a name refers to. */
package org.rulebench.editor.hover;
