/** Annotations held to the transcriptions as they read now: found again after edits, orphaned when the text is gone. */
package org.rulebench.annotations.anchoring;
