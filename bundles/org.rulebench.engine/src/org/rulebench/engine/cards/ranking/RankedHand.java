package org.rulebench.engine.cards.ranking;

/**
 * What a ladder makes of some cards.
 *
 * @param name       the hand of the ladder
 * @param rung       its rung, 0 the best
 * @param definition the index of its definition in the ladder
 * @param order      its key within its definition (larger is better)
 * @param pays       the stakes it pays
 * @param count      the last digit of its points
 */
public record RankedHand(String name, int rung, int definition, long order, int pays, int count) {
}
