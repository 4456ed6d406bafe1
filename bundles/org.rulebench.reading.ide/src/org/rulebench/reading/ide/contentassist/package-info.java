/** What content assist proposes in a reading beyond what Xtext derives from the grammar: passages to cite, with their text. */
package org.rulebench.reading.ide.contentassist;
