/** Scholarly annotation of sources: comments, translations, glosses, tags and links on passages, in sets. */
package org.rulebench.annotations;
