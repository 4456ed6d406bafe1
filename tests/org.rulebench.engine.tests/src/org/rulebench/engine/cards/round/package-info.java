/** Rounds as the seed plays them: poks settled at once, forced draws, payments. */
package org.rulebench.engine.cards.round;
