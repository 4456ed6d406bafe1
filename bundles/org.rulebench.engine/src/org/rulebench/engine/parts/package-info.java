/**
 * The parts of a race game's rules beyond its fixed dimensions: constraints on moves (a side may not, a side must),
 * with guards that read the position and the turn so far.
 */
package org.rulebench.engine.parts;
