/** The grid of a board game: files × ranks, squares named as Fairy-Stockfish names them, and named zones. */
package org.rulebench.engine.grid.board;
