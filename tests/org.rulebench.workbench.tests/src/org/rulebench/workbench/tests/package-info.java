/** The test kit of the workbench's UI tests: waiting for the workbench without blocking its UI thread. */
package org.rulebench.workbench.tests;
