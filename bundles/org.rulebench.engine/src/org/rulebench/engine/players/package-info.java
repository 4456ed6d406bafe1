/** Players that look ahead: an evaluation of positions with a search over the dice on top (1 and 2 ply), pubeval. */
package org.rulebench.engine.players;
