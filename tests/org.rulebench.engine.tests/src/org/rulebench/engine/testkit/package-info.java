/** Test fixtures: rule sets of the games in the sources, positions built in memory, and the oracle files. */
package org.rulebench.engine.testkit;
