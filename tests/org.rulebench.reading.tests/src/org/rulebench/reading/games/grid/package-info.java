/** The grid engine on the grid games of the sources, each compiled from its example reading (dsl-examples). */
package org.rulebench.reading.games.grid;
