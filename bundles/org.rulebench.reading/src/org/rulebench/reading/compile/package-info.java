/** Compiling a reading, resolved along its extension chain and with one choice per alternative, into an engine RuleSet. */
package org.rulebench.reading.compile;
