/** Two states of a workspace's annotations compared annotation by annotation, matched by id. */
package org.rulebench.annotations.diff;
