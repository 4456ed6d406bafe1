package org.rulebench.readings.ui.internal;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Who commits: the name and e-mail address last used in this workspace (its preferences), otherwise the
 * repository's git config (user.name, user.email), otherwise left to JGit's default.
 *
 * @param name  empty if unknown
 * @param email empty if unknown
 */
public record Author(String name, String email) {
	private static final String NODE = "org.rulebench.readings.ui";

	/** The preferences' author, or {@code fallback} (from git config) where they have none. */
	public static Author remembered(Author fallback) {
		IEclipsePreferences p = InstanceScope.INSTANCE.getNode(NODE);
		return new Author(p.get("author.name", fallback.name()), p.get("author.email", fallback.email()));
	}

	/** Keeps this author for the next commit. */
	public void remember() {
		IEclipsePreferences p = InstanceScope.INSTANCE.getNode(NODE);
		p.put("author.name", name);
		p.put("author.email", email);
		try {
			p.flush();
		} catch (BackingStoreException e) {
			// only a convenience: the next commit asks again
		}
	}

	public boolean known() {
		return !name.isBlank();
	}
}
