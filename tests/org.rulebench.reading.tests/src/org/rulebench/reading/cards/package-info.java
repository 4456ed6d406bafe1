/** The card reading of seed 004's Pok Deng, compiled and played. */
package org.rulebench.reading.cards;
