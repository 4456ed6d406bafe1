/** Playing cards as small ints (rank and suit), their point values, and a deck shuffled from a seed. */
package org.rulebench.engine.cards.deck;
