/** How a long run of the engine says how far it is and is stopped: one interface the command line and the workbench adapt. */
package org.rulebench.engine.progress;
