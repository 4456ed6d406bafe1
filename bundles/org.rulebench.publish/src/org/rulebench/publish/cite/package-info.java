/** How to cite a published reading: BibTeX and CSL-JSON. */
package org.rulebench.publish.cite;
