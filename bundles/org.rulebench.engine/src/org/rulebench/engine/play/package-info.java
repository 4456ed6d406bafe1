/** Legal plays: every distinct result of a roll, with the steps and dice that reach it. */
package org.rulebench.engine.play;
