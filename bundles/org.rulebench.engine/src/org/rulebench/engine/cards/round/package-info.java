/** One round between a player and the banker: dealing, the draws, and what the loser pays. */
package org.rulebench.engine.cards.round;
