/** Exact figures by enumeration, and the best replies. */
package org.rulebench.engine.cards.exact;
