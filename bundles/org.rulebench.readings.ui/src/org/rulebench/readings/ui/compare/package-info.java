/** Two readings compared in jobs: rule by rule, and by playing both on the same seeds. */
package org.rulebench.readings.ui.compare;
