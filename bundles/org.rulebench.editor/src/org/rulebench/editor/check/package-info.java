/** Checking readings as they are typed and saved: problem markers, shown in the Problems view and the editor. */
package org.rulebench.editor.check;
