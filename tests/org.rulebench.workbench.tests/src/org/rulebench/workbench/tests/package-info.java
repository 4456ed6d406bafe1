/** The test kit of the workbench's UI tests: waiting for the workbench without blocking its UI thread, the window at a person's screen size, pictures of it. */
package org.rulebench.workbench.tests;
