/** The parts of the language (issue 25) as specifications: a snippet, its diagnostics, its compiled rules, its plays. */
package org.rulebench.reading.parts;
