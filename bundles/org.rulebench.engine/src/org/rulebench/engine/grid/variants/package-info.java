/** Grid games as data: xiangqi and makruk defined by Betza pieces, zones and end rules, no move code of their own. */
package org.rulebench.engine.grid.variants;
