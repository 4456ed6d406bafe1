/** A grid game played out: a pure function of rules, seed and players, with every end the rules name. */
package org.rulebench.engine.grid.game;
