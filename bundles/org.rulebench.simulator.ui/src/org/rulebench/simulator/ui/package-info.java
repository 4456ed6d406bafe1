/** The simulator view: the board of the active reading, games turn by turn, play against the computer, statistics. */
package org.rulebench.simulator.ui;
