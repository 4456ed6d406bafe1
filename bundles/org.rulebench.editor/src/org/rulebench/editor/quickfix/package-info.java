/** Quick fixes (Ctrl+1 in the editor, Quick Fix in the Problems view) for the problems that have an obvious repair. */
package org.rulebench.editor.quickfix;
