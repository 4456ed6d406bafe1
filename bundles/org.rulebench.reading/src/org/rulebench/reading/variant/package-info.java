/** A reading of any family compiled to the variant the engine's shared core plays. */
package org.rulebench.reading.variant;
