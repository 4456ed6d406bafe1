/** The reading editor: Eclipse's Generic Editor driven by the reading language's Xtext services. */
package org.rulebench.editor;
