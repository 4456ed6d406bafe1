/** A workspace's readings and sources parsed once into one resource set and kept parsed: what every part loads them with. */
package org.rulebench.reading.workspace;
