/** Scoring events during play (hits, 掲頭, 頭破, seven pairs, the mirrored start…) and the chips (籌) they carry. */
package org.rulebench.engine.scoring;
