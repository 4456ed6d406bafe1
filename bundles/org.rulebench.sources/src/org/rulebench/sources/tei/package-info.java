/** TEI P5 files as sources: the supported subset read into the model and written back, every id kept. */
package org.rulebench.sources.tei;
