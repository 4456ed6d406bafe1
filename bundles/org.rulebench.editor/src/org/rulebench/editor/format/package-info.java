/** Formatting a reading with the language's formatter (formatting2), as one undoable change. */
package org.rulebench.editor.format;
