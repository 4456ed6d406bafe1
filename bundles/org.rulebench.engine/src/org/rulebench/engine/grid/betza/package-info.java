/** Betza's notation of piece moves (with XBetza's modifiers), read into movement primitives. */
package org.rulebench.engine.grid.betza;
