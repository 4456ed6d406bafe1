package org.rulebench.engine.simulation;

/**
 * Two rule sets played on the same seeds: each one's statistics, and what was gathered about the pairs.
 *
 * @param first   the first rule set's statistics
 * @param second  the second's
 * @param pairing the pairs of games, game i of both
 * @param <P>     what is gathered about the pairs
 */
public record PairedStatistics<P extends Pairing<P>>(Statistics first, Statistics second, P pairing) {
}
