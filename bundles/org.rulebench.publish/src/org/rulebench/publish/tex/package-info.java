/** The document as LaTeX: a standalone file, and tables and figures a paper can \input. */
package org.rulebench.publish.tex;
