package org.rulebench.readings.ui.internal;

import org.rulebench.editor.preferences.RulebenchPreferences;

/**
 * Who commits: the author of the Rulebench preferences (the one the Sources view annotates as; last used or set on
 * the preference page), otherwise the repository's git config (user.name, user.email), otherwise JGit's default.
 *
 * @param name  empty if unknown
 * @param email empty if unknown
 */
public record Author(String name, String email) {

	/** The preferences' author, or {@code fallback} (from git config) where they have none. */
	public static Author remembered(Author fallback) {
		String name = RulebenchPreferences.authorName();
		String email = RulebenchPreferences.authorEmail();
		return new Author(name.isEmpty() ? fallback.name() : name, email.isEmpty() ? fallback.email() : email);
	}

	/** Keeps this author for the next commit and the next annotation. */
	public void remember() {
		RulebenchPreferences.rememberAuthor(name, email);
	}

	public boolean known() {
		return !name.isBlank();
	}
}
