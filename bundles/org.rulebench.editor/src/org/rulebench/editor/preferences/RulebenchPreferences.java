package org.rulebench.editor.preferences;

import java.util.List;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.rulebench.engine.game.PlayerNames;

/**
 * What the historian set once for every view (Window > Preferences > Rulebench): how the simulator plays (seed,
 * number of games, turn cap, players; as `rulebench simulate` with the same values) and who commits and
 * annotates (one author for the Readings view's commits and the Sources view's annotations, remembered).
 */
public final class RulebenchPreferences {
	/** The preferences' node in the workspace. */
	public static final String NODE = "org.rulebench";
	public static final String SEED = "simulation.seed";
	public static final String GAMES = "simulation.games";
	public static final String TURN_CAP = "simulation.turnCap";
	public static final String PLAYERS = "simulation.players";
	public static final String AUTHOR_NAME = "author.name";
	public static final String AUTHOR_EMAIL = "author.email";

	/**
	 * The players a person chooses from, those of every family ({@link PlayerNames}): random plays every reading, greedy
	 * and trained (the player trained for the reading, saved beside it) race readings, search grid readings, best card
	 * readings; a reading plays random in place of a player its family does not have.
	 */
	public static final List<String> PLAYER_NAMES = PlayerNames.all();
	public static final int MIN_GAMES = 10;
	public static final int MAX_GAMES = 1_000_000;

	private static ScopedPreferenceStore store;

	private RulebenchPreferences() {
	}

	/** The store the page edits; its defaults are the command line's. */
	public static synchronized IPreferenceStore store() {
		if (store == null) {
			store = new ScopedPreferenceStore(InstanceScope.INSTANCE, NODE);
			store.setDefault(SEED, 1);
			store.setDefault(GAMES, 1000);
			store.setDefault(TURN_CAP, 2000);
			store.setDefault(PLAYERS, "random");
			store.setDefault(AUTHOR_NAME, "");
			store.setDefault(AUTHOR_EMAIL, "");
		}
		return store;
	}

	public static long seed() {
		return store().getLong(SEED);
	}

	public static int games() {
		return Math.clamp(store().getInt(GAMES), MIN_GAMES, MAX_GAMES);
	}

	public static int turnCap() {
		return Math.max(1, store().getInt(TURN_CAP));
	}

	/** The player of both sides, one of {@link #PLAYER_NAMES}. */
	public static String players() {
		String p = store().getString(PLAYERS);
		return PLAYER_NAMES.contains(p) ? p : "random";
	}

	/** The author's name, empty until someone commits or annotates (or sets it on the page). */
	public static String authorName() {
		return store().getString(AUTHOR_NAME).strip();
	}

	public static String authorEmail() {
		return store().getString(AUTHOR_EMAIL).strip();
	}

	/** Remembers the author a commit or an annotation was made as, for the next one and for the page. */
	public static void rememberAuthor(String name, String email) {
		IPreferenceStore s = store();
		s.setValue(AUTHOR_NAME, name == null ? "" : name.strip());
		if (email != null) {
			s.setValue(AUTHOR_EMAIL, email.strip());
		}
		save();
	}

	/** Writes the preferences to the workspace; a failure only costs the next start the values. */
	public static void save() {
		try {
			((ScopedPreferenceStore) store()).save();
		} catch (java.io.IOException e) {
			org.eclipse.core.runtime.ILog.get().warn("The Rulebench preferences cannot be saved: " + e.getMessage());
		}
	}
}
