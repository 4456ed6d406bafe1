/** Tests of hands as data: ladders of hand conditions, their pays and their checks. */
package org.rulebench.engine.cards.ranking;
