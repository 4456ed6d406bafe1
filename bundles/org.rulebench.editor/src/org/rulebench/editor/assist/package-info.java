/** Content assist in readings: Xtext's proposals (keywords, names of readings and events) for the editor. */
package org.rulebench.editor.assist;
