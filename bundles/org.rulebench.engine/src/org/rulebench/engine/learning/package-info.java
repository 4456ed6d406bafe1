/** Players that learn a reading by themselves: features of a position, the evaluation network, TD(λ) self-play, the trained player's file. */
package org.rulebench.engine.learning;
