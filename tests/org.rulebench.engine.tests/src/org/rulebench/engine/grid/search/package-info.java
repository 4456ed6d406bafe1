/** Tests of the grid family's search player. */
package org.rulebench.engine.grid.search;
