/** The card engine on Pok Deng, compiled from its example reading (dsl-examples/pok-deng), each open rule as chosen. */
package org.rulebench.reading.games.cards;
