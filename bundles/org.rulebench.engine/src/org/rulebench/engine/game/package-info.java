/** Playing a game: dice, players, turns, scoring events, the end and the score. */
package org.rulebench.engine.game;
