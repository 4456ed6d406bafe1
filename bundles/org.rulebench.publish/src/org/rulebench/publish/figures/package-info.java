/** The figures of a published reading: its simulation as `rulebench simulate --format json` reports it, the tables and charts made from it, and the comparison with another reading. */
package org.rulebench.publish.figures;
