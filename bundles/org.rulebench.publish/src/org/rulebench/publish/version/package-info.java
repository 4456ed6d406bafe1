/** Which version of a reading is published: the commit and tags of its readings workspace, and changes not committed. */
package org.rulebench.publish.version;
