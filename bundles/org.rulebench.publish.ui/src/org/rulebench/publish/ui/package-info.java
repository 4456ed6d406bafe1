/** File > Publish… in the workbench: a reading's or a comparison's document (HTML, PDF, LaTeX) written by an Eclipse job. */
package org.rulebench.publish.ui;
