/** Charts of the figures (JFreeChart), drawn as SVG for HTML and as vector drawing for PDF, legible in black and white. */
package org.rulebench.publish.charts;
