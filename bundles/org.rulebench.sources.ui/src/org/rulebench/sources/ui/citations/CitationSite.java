package org.rulebench.sources.ui.citations;

import org.eclipse.core.resources.IFile;

/**
 * A {@code cites #ID "quote"} of a saved reading.
 *
 * @param file      the reading
 * @param rule      the rule (and alternative: rule/label) that cites
 * @param passageId the id cited, without '#'
 * @param quote     the quote; null if the citation has none
 * @param line      its line in the reading, from 1
 */
public record CitationSite(IFile file, String rule, String passageId, String quote, int line) {

	/** FILE:LINE, rule, for lists. */
	public String where() {
		return file.getProjectRelativePath() + ":" + line + " rule " + rule;
	}
}
