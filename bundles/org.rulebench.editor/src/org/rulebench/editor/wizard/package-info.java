/** File > New Reading: a reading that extends one of the workspace, or starts from a family's template. */
package org.rulebench.editor.wizard;
