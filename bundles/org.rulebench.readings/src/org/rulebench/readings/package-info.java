/** A readings workspace: a Git repository of reading files, where a competing reading is a branch or a sibling file. */
package org.rulebench.readings;
