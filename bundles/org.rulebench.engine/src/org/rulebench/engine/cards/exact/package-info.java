/** Exact figures by enumerating every deal of one deck: the banker's edge, and each side's best draw-or-stand policy. */
package org.rulebench.engine.cards.exact;
