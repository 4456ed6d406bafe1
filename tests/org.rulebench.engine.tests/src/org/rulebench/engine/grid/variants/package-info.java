/** Tests of the variants defined as data: Maka Dai Dai Shogi's pieces and rules, article by article of seed 002. */
package org.rulebench.engine.grid.variants;
