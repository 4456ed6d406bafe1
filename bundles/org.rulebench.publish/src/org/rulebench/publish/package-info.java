/** Publishing a reading: one document (HTML, PDF, LaTeX) of its rules, sources, evidence and figures that a paper can cite. */
package org.rulebench.publish;
