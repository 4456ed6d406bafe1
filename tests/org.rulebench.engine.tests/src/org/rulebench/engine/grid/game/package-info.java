/** Tests of grid games played out: determinism and every end. */
package org.rulebench.engine.grid.game;
