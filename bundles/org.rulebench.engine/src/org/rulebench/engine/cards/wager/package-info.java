/** What a round pays: bets on a side or on a tie, their odds and the house's commission, in exact fractions of a stake. */
package org.rulebench.engine.cards.wager;
