/** Behavioural comparison of two readings: both simulated on the same seeds, every difference with its test. */
package org.rulebench.readings.compare;
