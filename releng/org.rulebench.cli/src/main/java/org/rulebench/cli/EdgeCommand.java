package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.rulebench.engine.cards.exact.Duel;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.exact.RankEnumeration;
import org.rulebench.engine.cards.exact.StrategyTable;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.showdown.ShowdownVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.round.Strategy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.wager.Bet;
import org.rulebench.engine.cards.wager.Stakes;
import org.rulebench.readings.internal.Json;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * `rulebench edge FILE`: the banker's exact edge of a card reading, by enumerating every deal of the deck, for the
 * players named; with --best, each side's best draw-or-stand policy as a table and the edge when both play it.
 */
@Command(name = "edge", mixinStandardHelpOptions = true, sortOptions = false,
		description = "The banker's exact edge per stake of a card reading (Pok Deng), by enumerating every deal of one deck; "
				+ "with a shoe of several decks or bets (punto banco), each bet's exact house edge over every deal by rank counts, "
				+ "one row per combination of alternatives; with --best, the player's best policy against each banker's rule "
				+ "(and the banker's, where its rule is a choice) as a strategy table, and the edge under it.")
final class EdgeCommand implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(paramLabel = "FILE", description = "the .reading file of a card game")
	Path file;

	@Option(names = "--players", paramLabel = "P[,P]", defaultValue = "random",
			description = "the player's and the banker's policy where the rules leave a choice: random (a coin), stand, draw "
					+ "(default ${DEFAULT-VALUE}); best is --best")
	String players;

	@Option(names = "--best", description = "also each side's best reply and the strategy tables")
	boolean best;

	@Option(names = "--choose", paramLabel = "RULE=LABEL", description = "only this alternative of an uncertain rule (repeatable)")
	List<String> choose = new ArrayList<>();

	@Mixin
	Format format;

	EdgeCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
		SidePlayers sides = SidePlayers.parse(players);
		for (String p : List.of(sides.first(), sides.second())) {
			if (!List.of("random", "stand", "draw").contains(p)) {
				throw new Usage("--players takes random, stand or draw for each side, not '" + p + "' (the best policies: --best)");
			}
		}
		Compiled compiled = Compiled.ofAnyFamily(file, choose, err);
		if (compiled == null) {
			return 1;
		}
		if (compiled.variants().get(0) instanceof ShowdownVariant) {
			return new ShowdownEdges(out, format.json(), best).print(compiled, sides.first());
		}
		if (!(compiled.variants().get(0) instanceof CardVariant)) {
			err.println(file + ":1:1: error: " + compiled.reading().getName() + " is not a card reading; `rulebench edge` enumerates"
					+ " the deals of card games (`rulebench simulate` plays any reading) [cli.not-a-card-reading]");
			return 1;
		}
		if (shoe(compiled) && !cardByCard(compiled)) {
			return shoeEdges(compiled, sides);
		}
		TerminalProgress progress = TerminalProgress.on(err);
		List<Map<String, Object>> rows = new ArrayList<>();
		long started = System.nanoTime();
		for (int i = 0; i < compiled.variants().size(); i++) {
			rows.add(row(compiled, i, policy(sides.first()), policy(sides.second())));
			progress.games(compiled.choices().get(i).toString(), 1).worked(1);
		}
		double seconds = (System.nanoTime() - started) / 1e9;
		if (format.json()) {
			Map<String, Object> top = new LinkedHashMap<>();
			top.put("reading", compiled.reading().getName());
			top.put("game", compiled.reading().getGame());
			top.put("deals", rows.get(0).get("deals"));
			top.put("players", List.of(sides.first(), sides.second()));
			top.put("seconds", seconds);
			top.put("rows", rows);
			out.println(Json.write(top));
		} else {
			text(compiled, rows, sides, seconds);
		}
		return 0;
	}

	/** Whether the reading deals from a shoe of several decks or states bets: then deals are enumerated over rank counts. */
	private static boolean shoe(Compiled c) {
		return c.variants().stream().map(v -> ((CardVariant) v).rules())
				.anyMatch(r -> r.decks() > 1 || !r.wagers().banking() || !r.fullDecks());
	}

	/**
	 * Whether the reading states no bets and its hands read suits (Pok Deng's deng from a shoe): then the deals are
	 * enumerated card by card, each card as often as the shoe holds it.
	 */
	private static boolean cardByCard(Compiled c) {
		return c.variants().stream().map(v -> ((CardVariant) v).rules())
				.allMatch(r -> r.wagers().banking() && RankEnumeration.refusal(r) != null);
	}

	/**
	 * Every deal of the shoe over rank counts, each bet's house edge exact: a shoe of 8 decks as quickly as one deck. The
	 * best replies are worked out card by card over the same shoe.
	 */
	private int shoeEdges(Compiled c, SidePlayers sides) {
		List<Map<String, Object>> rows = new ArrayList<>();
		long started = System.nanoTime();
		for (int i = 0; i < c.variants().size(); i++) {
			CardRules rules = ((CardVariant) c.variants().get(i)).rules();
			String why = RankEnumeration.refusal(rules);
			if (why != null) {
				err.println(file + ":1:1: error: " + c.reading().getName() + " deals from " + (rules.fullDecks() ? rules.decks() + " decks"
						: "a deck of " + rules.size() + " cards") + ", which `rulebench edge` enumerates over rank counts, but " + why
						+ "; `rulebench simulate` plays it [cli.edge-reads-suits]");
				return 1;
			}
			RankEnumeration e = new RankEnumeration(rules);
			CardVariant v = (CardVariant) c.variants().get(i);
			long t0 = System.nanoTime();
			RankEnumeration.Outcomes o = e.outcomes(policy(sides.first()), policy(sides.second()));
			Map<String, Object> r = new LinkedHashMap<>();
			r.put("alternatives", c.choices().get(i).labels());
			r.put("decks", rules.decks());
			r.put("deals", o.deals() / 4);
			r.put("banker_wins", o.bankerWins().value());
			r.put("player_wins", o.playerWins().value());
			r.put("ties", o.ties().value());
			r.put("banker_wins_exact", o.bankerWins().toString());
			r.put("player_wins_exact", o.playerWins().toString());
			r.put("ties_exact", o.ties().toString());
			r.put("bets", bets(rules, o));
			r.put("seconds", (System.nanoTime() - t0) / 1e9);
			if (best) {
				shoeBest(v, e, r);
			}
			rows.add(r);
		}
		double seconds = (System.nanoTime() - started) / 1e9;
		if (format.json()) {
			Map<String, Object> top = new LinkedHashMap<>();
			top.put("reading", c.reading().getName());
			top.put("game", c.reading().getGame());
			top.put("players", List.of(sides.first(), sides.second()));
			top.put("seconds", seconds);
			top.put("rows", rows);
			out.println(Json.write(top));
			return 0;
		}
		out.printf(Locale.ROOT, "%s (%s): exact over every deal of the shoe by rank counts, the player %s, the banker %s where its"
				+ " rule lets it choose%n", c.reading().getName(), c.reading().getGame(), sides.first(), sides.second());
		for (int i = 0; i < rows.size(); i++) {
			Map<String, Object> r = rows.get(i);
			out.println();
			out.println(c.choices().size() > 1 || !c.choices().get(i).labels().isEmpty() ? "alternatives: " + c.choices().get(i) : "as written");
			out.printf(Locale.ROOT, "  %d decks, %,d ordered deals of six cards, in %.2f s%n", (int) r.get("decks"), (long) r.get("deals"),
					(double) r.get("seconds"));
			out.println("  " + wins(r, ""));
			for (Object o : (List<?>) r.get("bets")) {
				@SuppressWarnings("unchecked")
				Map<String, Object> b = (Map<String, Object>) o;
				printBet(b);
			}
			if (best) {
				printShoeBest(r);
			}
		}
		out.printf(Locale.ROOT, "%n%d combinations in %.2f s%n", rows.size(), seconds);
		return 0;
	}

	/** Each bet's house edge over the outcomes, as a decimal and an exact fraction. */
	private static List<Map<String, Object>> bets(CardRules rules, RankEnumeration.Outcomes o) {
		List<Map<String, Object>> bets = new ArrayList<>();
		for (Bet bet : rules.wagers().settled()) {
			Stakes expected = o.expected(rules.wagers(), bet);
			Map<String, Object> b = new LinkedHashMap<>();
			b.put("on", bet.on().words());
			b.put("pays", bet.pays().toString());
			b.put("commission", rules.wagers().commission() != null && rules.wagers().commission().side() == bet.on()
					? rules.wagers().commission().share().toString() : "0");
			b.put("house_edge", -expected.value());
			b.put("house_edge_exact", expected.negate().toString());
			bets.add(b);
		}
		return bets;
	}

	/**
	 * The best replies over every deal of the shoe, worked out card by card (where the rules leave a side a choice), and
	 * each bet's house edge when both sides play them. A best reply weighs the stakes between the two hands: the house's
	 * commission is not part of it.
	 */
	private static void shoeBest(CardVariant v, RankEnumeration e, Map<String, Object> r) {
		long t1 = System.nanoTime();
		Enumeration byCard = v.enumeration();
		if (!byCard.playerChooses() && !byCard.bankerChooses()) {
			r.put("best", "no choice");
			return;
		}
		DrawPolicy p;
		DrawPolicy b = DrawPolicy.STAND;
		Strategy bankerBest = null;
		if (byCard.bankerChooses()) {
			Duel d = Duel.of(byCard);
			p = d.player();
			bankerBest = d.banker();
			b = bankerBest;
			r.put("converged", d.converged());
			r.put("replies", d.replies());
			r.put("value_from", d.lower());
			r.put("value_to", d.upper());
		} else {
			p = byCard.bestPlayer(DrawPolicy.STAND);
		}
		RankEnumeration.Outcomes o = e.outcomes(p, b);
		r.put("best_banker_wins", o.bankerWins().value());
		r.put("best_player_wins", o.playerWins().value());
		r.put("best_ties", o.ties().value());
		r.put("best_bets", bets(v.rules(), o));
		r.put("policy_columns", StrategyTable.columns(v.hands()));
		r.put("player_policy", table(StrategyTable.cells(v.hands(), (Strategy) p, false, false)));
		if (bankerBest != null) {
			r.put("banker_policy_player_stood", table(StrategyTable.cells(v.hands(), bankerBest, true, false)));
			r.put("banker_policy_player_drew", table(StrategyTable.cells(v.hands(), bankerBest, true, true)));
		}
		r.put("best_seconds", (System.nanoTime() - t1) / 1e9);
	}

	private void printBet(Map<String, Object> b) {
		out.printf(Locale.ROOT, "  a bet on %s pays %s to 1%s: house edge %.4f%% (exactly %s of a stake)%n", b.get("on"), b.get("pays"),
				"0".equals(b.get("commission")) ? "" : ", " + b.get("commission") + " of its wins to the house",
				100 * (double) b.get("house_edge"), b.get("house_edge_exact"));
	}

	@SuppressWarnings("unchecked")
	private void printShoeBest(Map<String, Object> r) {
		if ("no choice".equals(r.get("best"))) {
			out.println("  the best replies: the rules leave neither side a choice");
			return;
		}
		boolean duel = r.containsKey("converged");
		out.printf(Locale.ROOT, "  %s, worked out card by card over the shoe in %.2f s%s (stakes between the hands; the commission"
				+ " is not weighed)%n", duel ? "both sides playing their best replies" : "the player playing its best reply",
				(double) r.get("best_seconds"), settled(r));
		out.println("  with those replies, " + wins(r, "best_"));
		for (Object o : (List<?>) r.get("best_bets")) {
			printBet((Map<String, Object>) o);
		}
		printReplies(r);
	}

	/** How a duel of best replies ended (nothing where only the player replied). */
	private static String settled(Map<String, Object> r) {
		if (!r.containsKey("converged")) {
			return "";
		}
		return (boolean) r.get("converged") ? ", settled after " + r.get("replies") + " replies"
				: ", replies still changing after " + r.get("replies");
	}

	/** The bracket of a duel whose replies go round, and each side's best policy as a table. */
	@SuppressWarnings("unchecked")
	private void printReplies(Map<String, Object> r) {
		boolean duel = r.containsKey("converged");
		if (duel && !(boolean) r.get("converged")) {
			out.printf(Locale.ROOT, "  the replies go round: the banker's edge when both play well (mixing) lies in [%+.6f, %+.6f]%n",
					(double) r.get("value_from"), (double) r.get("value_to"));
		}
		out.println("  the player's best policy (two cards' count; must: the rules force the draw):");
		print((List<String>) r.get("policy_columns"), (List<List<String>>) r.get("player_policy"));
		if (duel) {
			out.println("  the banker's best policy when the player stood:");
			print((List<String>) r.get("policy_columns"), (List<List<String>>) r.get("banker_policy_player_stood"));
			out.println("  the banker's best policy when the player drew:");
			print((List<String>) r.get("policy_columns"), (List<List<String>>) r.get("banker_policy_player_drew"));
		}
	}

	private static DrawPolicy policy(String name) {
		return switch (name) {
		case "stand" -> DrawPolicy.STAND;
		case "draw" -> DrawPolicy.DRAW;
		default -> DrawPolicy.RANDOM;
		};
	}

	private Map<String, Object> row(Compiled c, int i, DrawPolicy player, DrawPolicy banker) {
		CardVariant v = (CardVariant) c.variants().get(i);
		Map<String, Object> r = new LinkedHashMap<>();
		r.put("alternatives", c.choices().get(i).labels());
		long t0 = System.nanoTime();
		Enumeration e = v.enumeration();
		Enumeration.Edge edge = e.edge(player, banker);
		r.put("edge", edge.value());
		r.put("numerator", edge.numerator());
		r.put("deals", e.deals());
		r.put("decks", v.rules().decks());
		r.putAll(outcomes(e.outcomes(player, banker), ""));
		r.put("seconds", (System.nanoTime() - t0) / 1e9);
		if (best) {
			long t1 = System.nanoTime();
			Strategy p;
			Strategy b = null;
			Enumeration.Edge bestEdge;
			DrawPolicy bankerBest;
			if (e.bankerChooses()) {
				Duel d = Duel.of(e);
				p = d.player();
				b = d.banker();
				bankerBest = b;
				bestEdge = d.edge();
				r.put("converged", d.converged());
				r.put("replies", d.replies());
				r.put("value_from", d.lower());
				r.put("value_to", d.upper());
			} else {
				p = e.bestPlayer(DrawPolicy.STAND);
				bankerBest = DrawPolicy.STAND;
				bestEdge = e.edge(p, DrawPolicy.STAND);
			}
			r.put("best_edge", bestEdge.value());
			r.put("best_numerator", bestEdge.numerator());
			r.putAll(outcomes(e.outcomes(p, bankerBest), "best_"));
			r.put("policy_columns", StrategyTable.columns(v.hands()));
			r.put("player_policy", table(StrategyTable.cells(v.hands(), p, false, false)));
			if (b != null) {
				r.put("banker_policy_player_stood", table(StrategyTable.cells(v.hands(), b, true, false)));
				r.put("banker_policy_player_drew", table(StrategyTable.cells(v.hands(), b, true, true)));
			}
			r.put("best_seconds", (System.nanoTime() - t1) / 1e9);
		}
		return r;
	}

	/** Each side's wins and the ties, as shares of every deal and as their numerators. */
	private static Map<String, Object> outcomes(Enumeration.Outcomes o, String prefix) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put(prefix + "banker_wins", o.banker());
		m.put(prefix + "player_wins", o.player());
		m.put(prefix + "ties", o.tie());
		m.put(prefix + "banker_wins_numerator", o.bankerWins());
		m.put(prefix + "player_wins_numerator", o.playerWins());
		return m;
	}

	private static String wins(Map<String, Object> r, String prefix) {
		return String.format(Locale.ROOT, "the banker wins %.4f%% of rounds, the player %.4f%%, ties %.4f%%",
				100 * (double) r.get(prefix + "banker_wins"), 100 * (double) r.get(prefix + "player_wins"), 100 * (double) r.get(prefix + "ties"));
	}

	private static List<List<String>> table(String[][] cells) {
		List<List<String>> rows = new ArrayList<>();
		for (String[] row : cells) {
			rows.add(List.of(row));
		}
		return rows;
	}

	@SuppressWarnings("unchecked")
	private void text(Compiled c, List<Map<String, Object>> rows, SidePlayers sides, double seconds) {
		long deals = (long) rows.get(0).get("deals");
		boolean oneDeck = rows.stream().allMatch(r -> (long) r.get("deals") == Enumeration.DEALS);
		out.printf(Locale.ROOT, "%s (%s): exact over every deal of %s (%,d deals), the player %s, the banker %s where"
				+ " its rule lets it choose%n", c.reading().getName(), c.reading().getGame(), oneDeck ? "one deck"
						: "the shoe card by card, each card as often as the shoe holds it", deals, sides.first(), sides.second());
		for (int i = 0; i < rows.size(); i++) {
			Map<String, Object> r = rows.get(i);
			out.println();
			out.println(c.choices().size() > 1 || !c.choices().get(i).labels().isEmpty() ? "alternatives: " + c.choices().get(i) : "as written");
			out.printf(Locale.ROOT, "  banker's edge per stake %+.6f (%,d / %,d) in %.2f s%n", (double) r.get("edge"),
					(long) (double) r.get("numerator"), (long) r.get("deals"), (double) r.get("seconds"));
			out.println("  " + wins(r, ""));
			if (best) {
				out.printf(Locale.ROOT, "  %s: banker's edge %+.6f (%,d / %,d) in %.2f s%s%n",
						r.containsKey("converged") ? "both sides playing their best replies" : "the player playing its best reply",
						(double) r.get("best_edge"), (long) (double) r.get("best_numerator"), (long) r.get("deals"),
						(double) r.get("best_seconds"), settled(r));
				out.println("  with those replies, " + wins(r, "best_"));
				printReplies(r);
			}
		}
		out.printf(Locale.ROOT, "%n%d combinations in %.2f s%n", rows.size(), seconds);
	}

	private void print(List<String> columns, List<List<String>> cells) {
		String[][] a = cells.stream().map(l -> l.toArray(String[]::new)).toArray(String[][]::new);
		boolean deng = columns.equals(List.of("no deng", "two of a rank", "two of a suit"));
		for (String line : deng ? StrategyTable.lines(a) : StrategyTable.lines(columns, a)) {
			out.println("    " + line);
		}
	}
}
