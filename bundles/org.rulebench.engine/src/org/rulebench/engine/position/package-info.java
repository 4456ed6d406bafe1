/** A game position: pieces of both sides on their own numbering, chips, and GNU Backgammon Position IDs. */
package org.rulebench.engine.position;
