/** Who draws a third card: conditions over a side's own cards and what it sees of the other side, and the verdicts of a drawing rule. */
package org.rulebench.engine.cards.draw;
