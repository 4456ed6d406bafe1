/** The readings workspace in the workbench: its branches and history, and two readings compared. */
package org.rulebench.readings.ui;
