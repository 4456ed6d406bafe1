/** What two or three cards make under the rules: count, deng and its multiplier, rung of the ladder. */
package org.rulebench.engine.cards.hand;
