/** The test kit: reading histories built in memory and example workspaces on disk. */
package org.rulebench.readings.tests;
