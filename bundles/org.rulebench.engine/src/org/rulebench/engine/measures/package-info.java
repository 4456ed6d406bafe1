/** What a historian asks of a reading's games (balance, decisiveness, duration, skill), each with its 95% interval. */
package org.rulebench.engine.measures;
