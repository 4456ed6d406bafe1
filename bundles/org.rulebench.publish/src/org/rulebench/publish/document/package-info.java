/** What a published reading says, apart from any format: its rules with their citations, open points, expectations, sources and evidence. */
package org.rulebench.publish.document;
