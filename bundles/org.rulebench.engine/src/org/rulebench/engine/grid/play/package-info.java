/** Grid-game play: rules compiled into move tables, positions with make/unmake, legal moves, FEN and perft. */
package org.rulebench.engine.grid.play;
