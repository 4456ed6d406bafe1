/** A search player for every grid reading: alpha-beta over the rules' own moves, pieces valued from the rules alone. */
package org.rulebench.engine.grid.search;
