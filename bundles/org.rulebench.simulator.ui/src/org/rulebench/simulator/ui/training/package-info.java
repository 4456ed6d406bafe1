/** Training a reading's player in the workbench: a job with progress and cancel, the player saved beside the reading. */
package org.rulebench.simulator.ui.training;
