/** Where a reading comes from (a file, or a file at a branch, tag or commit) and loading it with its workspace. */
package org.rulebench.readings.source;
