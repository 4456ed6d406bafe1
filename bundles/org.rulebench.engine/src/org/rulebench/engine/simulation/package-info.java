/** Many games at once on all cores, and the statistics a historian can cite: rates with confidence intervals. */
package org.rulebench.engine.simulation;
