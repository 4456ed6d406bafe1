/** JMH benchmarks of the engine: random playouts per second and legal-play generation per position. */
package org.rulebench.benchmarks;
