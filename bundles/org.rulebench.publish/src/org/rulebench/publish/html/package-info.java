/** The document as one self-contained HTML file (Mustache template, styles and charts inline). */
package org.rulebench.publish.html;
