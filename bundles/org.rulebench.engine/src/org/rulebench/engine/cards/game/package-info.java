/** Card rules as the shared core plays them: a round a game, the players by name, the banker's edge as chips. */
package org.rulebench.engine.cards.game;
