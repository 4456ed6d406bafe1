/** Tests of bets, commissions and exact stakes. */
package org.rulebench.engine.cards.wager;
