/** The outline of a reading: its rules, their alternatives and its expectations, in the order written. */
package org.rulebench.editor.outline;
