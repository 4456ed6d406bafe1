/** What the annotation packages share and do not offer to others. */
package org.rulebench.annotations.internal;
