/** The document as PDF: its HTML laid out by openhtmltopdf on PDFBox, with TrueType fonts found on the machine. */
package org.rulebench.publish.pdf;
