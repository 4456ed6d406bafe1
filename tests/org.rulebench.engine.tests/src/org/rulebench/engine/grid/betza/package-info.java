/** Tests of the Betza reader. */
package org.rulebench.engine.grid.betza;
