package org.rulebench.engine.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every player a person can name, by the family of games it plays, with what it does: the one list the command line,
 * the Simulator and Compare views and the preferences offer. {@link Players}, {@code GridPlayers} and
 * {@code CardPlayers} make the players of these names.
 */
public final class PlayerNames {
	/** The families of games, each with players of its own (random plays them all). */
	public enum Family {
		RACE, GRID, CARDS
	}

	private static final Map<Family, Map<String, String>> NAMES = new LinkedHashMap<>();

	static {
		Map<String, String> race = new LinkedHashMap<>();
		race.put("random", "a legal play at random");
		race.put("greedy", "the play that gains most at once (hits, pieces borne off, points made): quick and weak");
		race.put("trained", "the player trained for the reading by self-play (saved beside it), one ply ahead");
		race.put("trained:2", "the trained player looking two plies ahead (over every roll of the dice)");
		race.put("pubeval", "Tesauro's backgammon yardstick (backgammon only)");
		NAMES.put(Family.RACE, race);
		Map<String, String> grid = new LinkedHashMap<>();
		grid.put("random", "a legal move at random");
		grid.put("search", "alpha-beta search under a fixed budget of nodes a move, pieces valued from the rules alone");
		NAMES.put(Family.GRID, grid);
		Map<String, String> cards = new LinkedHashMap<>();
		cards.put("random", "draws or stands by a coin where the rules leave the choice");
		cards.put("stand", "never draws by choice");
		cards.put("draw", "always draws by choice");
		cards.put("best", "the exact best reply to the other side, found by enumerating every deal");
		NAMES.put(Family.CARDS, cards);
	}

	private PlayerNames() {
	}

	/** The players of a family, in the order they are offered. */
	public static List<String> of(Family family) {
		return List.copyOf(NAMES.get(family).keySet());
	}

	/** Every player of every family, each once, race players first. */
	public static List<String> all() {
		List<String> all = new ArrayList<>();
		NAMES.values().forEach(m -> m.keySet().stream().filter(n -> !all.contains(n)).forEach(all::add));
		return List.copyOf(all);
	}

	/** What the player does in a family's games, or null if the family has no player of that name. */
	public static String says(Family family, String name) {
		return NAMES.get(family).get(name);
	}

	/** Why the name is not a player of the family, naming those it has; null if it is one. */
	public static String refusal(Family family, String name) {
		if (NAMES.get(family).containsKey(name)) {
			return null;
		}
		String which = switch (family) {
		case RACE -> "race games";
		case GRID -> "grid games";
		case CARDS -> "card games";
		};
		return "'" + name + "' does not play " + which + "; " + which.replace(" games", "") + " players: " + String.join(", ", of(family));
	}
}
