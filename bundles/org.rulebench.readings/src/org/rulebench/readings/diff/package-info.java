/** Rule-level comparison of two readings, rule by rule after resolving extension, with the text diff as drill-down. */
package org.rulebench.readings.diff;
