/** The TEI import and export behind {@link org.rulebench.sources.tei.TeiResource}; not API. */
package org.rulebench.sources.tei.internal;
