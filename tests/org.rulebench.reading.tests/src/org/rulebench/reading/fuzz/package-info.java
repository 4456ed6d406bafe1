/** Mutated example readings through the checks and, where they check clean, through compiling and playing. */
package org.rulebench.reading.fuzz;
