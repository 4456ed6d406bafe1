/** The rules of a banking card game of the Pok Deng kind: values, hands, deng multipliers, drawing, ranking, paying. */
package org.rulebench.engine.cards.rules;
