/** The hands of seed 004's Pok Deng article, valued and ranked. */
package org.rulebench.engine.cards.hand;
