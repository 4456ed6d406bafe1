/** Tests of grid-game move generation: Fairy-Stockfish's perft and divide, and each rule on small positions. */
package org.rulebench.engine.grid.play;
