/** The test kit: TEI documents built and loaded in memory. */
package org.rulebench.sources.tests;
