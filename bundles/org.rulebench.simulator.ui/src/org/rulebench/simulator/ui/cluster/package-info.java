/** A simulation sent to an Apache Spark master through the command line's `rulebench sweep`, and its preferences. */
package org.rulebench.simulator.ui.cluster;
