/** Games turn by turn: a recorded game to step through, and a game a person plays against the computer. */
package org.rulebench.simulator.ui.replay;
