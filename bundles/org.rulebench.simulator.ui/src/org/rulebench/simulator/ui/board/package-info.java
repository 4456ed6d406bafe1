/** The board drawn from an engine position: points, pieces of both sides, bar, borne-off pieces, dice. */
package org.rulebench.simulator.ui.board;
