/** The card family through the shared simulator. */
package org.rulebench.engine.cards.game;
