/** A deal of a few cards each, the player's choice to fold or play, a banker who must qualify (three-card poker). */
package org.rulebench.engine.cards.showdown;
