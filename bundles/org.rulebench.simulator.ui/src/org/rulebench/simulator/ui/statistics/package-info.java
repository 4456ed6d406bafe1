/** Many games of a reading in a job, and their statistics as charts and a table, one series per alternative. */
package org.rulebench.simulator.ui.statistics;
