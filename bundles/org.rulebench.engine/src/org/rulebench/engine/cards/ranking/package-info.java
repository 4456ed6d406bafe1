/** Hands as data: a ladder of hands defined by conditions over ranks, suits, runs and counts, and what each pays. */
package org.rulebench.engine.cards.ranking;
