package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.measures.GameMeasures;
import org.rulebench.engine.measures.SkillGradient;
import org.rulebench.engine.simulation.Distribution;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.publish.figures.SimulationReport;
import org.rulebench.readings.internal.Json;
import org.rulebench.readings.internal.TextTable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** `rulebench simulate FILE`: the simulator's statistics, one row per combination of alternatives. */
@Command(name = "simulate", mixinStandardHelpOptions = true, sortOptions = false,
		description = "Play a reading's games: win rates with 95%% Wilson intervals, game length, chips and events per game, "
				+ "one row per combination of alternatives. The same seed gives the same figures on any machine.")
final class SimulateCommand implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(paramLabel = "FILE", description = "the .reading file")
	Path file;

	@Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "games per combination (1 to 100,000,000; default ${DEFAULT-VALUE})")
	String games;

	@Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the master seed (default ${DEFAULT-VALUE})")
	String seed;

	@Option(names = "--players", paramLabel = "P[,P]", defaultValue = "random",
			description = "the first side's and the second side's player: random, greedy, pubeval, trained, trained:2 (race games); random, search (grid games); random, stand, draw, best (card games: the player, then the banker) (default ${DEFAULT-VALUE})")
	String players;

	@Option(names = "--choose", paramLabel = "RULE=LABEL", description = "play only this alternative of an uncertain rule (repeatable)")
	List<String> choose = new ArrayList<>();

	@Option(names = "--turn-cap", paramLabel = "T", defaultValue = "2000", description = "turns (plies in grid games) after which a game is stopped as unfinished (default ${DEFAULT-VALUE})")
	String turnCap;

	@Option(names = "--threads", paramLabel = "K", description = "threads to play on (default: every core)")
	String threads;

	@Option(names = "--skill", paramLabel = "PLAYER",
			description = "also measure the skill gradient: PLAYER (e.g. trained, or search in grid games) against random and greedy, "
					+ "seated first and second on the same seeds, --games games against each (docs/measures.md)")
	String skill;

	@Mixin
	Format format;

	SimulateCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
		int games = (int) Numbers.whole("--games", this.games, 1, 100_000_000);
		long seed = Numbers.whole("--seed", this.seed, Long.MIN_VALUE, Long.MAX_VALUE);
		int turnCap = (int) Numbers.whole("--turn-cap", this.turnCap, 1, 10_000_000);
		int threads = this.threads == null ? Runtime.getRuntime().availableProcessors() : (int) Numbers.whole("--threads", this.threads, 1, 1024);
		SidePlayers sides = SidePlayers.parse(players);
		String first = sides.first();
		String second = sides.second();
		Compiled compiled = Compiled.ofAnyFamily(file, choose, err);
		Milestones.reached("reading compiled");
		if (compiled == null) {
			return 1;
		}
		List<String> known = compiled.variants().get(0).players();
		for (String p : List.of(first, second)) {
			if (!known.contains(p)) {
				throw new Usage("unknown player '" + p + "' for " + compiled.reading().getName() + "; its players: " + String.join(", ", known));
			}
		}
		TerminalProgress progress = TerminalProgress.on(err);
		List<String> opponents = skill == null ? List.of() : opponents(compiled, skill);
		String unfit = skill == null ? PlayerFiles.prepare(file, compiled, first, second)
				: PlayerFiles.prepare(file, compiled, first, second, skill);
		if (unfit != null) {
			err.println("rulebench: " + unfit);
			return 1;
		}
		List<Statistics> rows = new ArrayList<>();
		Milestones.reached("games start");
		long started = System.nanoTime();
		for (int i = 0; i < compiled.variants().size(); i++) {
			rows.add(new Simulation(compiled.variants().get(i)).games(games).seed(seed).players(first, second).turnCap(turnCap)
					.threads(threads).progress(progress.games(compiled.choices().get(i).toString(), games)).call());
		}
		List<List<SkillGradient.Match>> skills = new ArrayList<>();
		for (int i = 0; skill != null && i < compiled.variants().size(); i++) {
			SkillGradient g = new SkillGradient(compiled.variants().get(i)).skilled(skill).games(games).seed(seed).turnCap(turnCap)
					.threads(threads).progress(progress.games(compiled.choices().get(i) + ": " + skill, games * opponents.size()));
			opponents.forEach(g::against);
			skills.add(g.call());
		}
		double seconds = (System.nanoTime() - started) / 1e9;
		Milestones.reached("games played");
		if (format.json()) {
			out.println(Json.write(json(compiled, rows, skills, games, seed, first, second, seconds)));
		} else {
			text(compiled, rows, skills, games, seed, first, second, seconds);
		}
		return 0;
	}

	/** The weaker players of the reading's family the skilled one is measured against. */
	private static List<String> opponents(Compiled compiled, String skilled) {
		List<String> known = compiled.variants().get(0).players();
		if (!known.contains(skilled)) {
			throw new Usage("unknown player '" + skilled + "' for --skill; its players: " + String.join(", ", known));
		}
		List<String> weaker = new ArrayList<>();
		for (String p : List.of("random", "greedy")) {
			if (known.contains(p) && !p.equals(skilled)) {
				weaker.add(p);
			}
		}
		if (weaker.isEmpty()) {
			throw new Usage("--skill " + skilled + ": no weaker player to measure it against; choose another player");
		}
		return weaker;
	}

	void text(Compiled c, List<Statistics> rows, List<List<SkillGradient.Match>> skills, int games, long seed,
			String first, String second, double seconds) {
		out.printf(Locale.ROOT, "%s (%s): %,d games per row, seed %d, %s (first side) against %s (second side)%n",
				c.reading().getName(), c.reading().getGame(), games, seed, first, second);
		for (int i = 0; i < rows.size(); i++) {
			Statistics s = rows.get(i);
			out.println();
			out.println(c.choices().size() > 1 || !c.choices().get(i).labels().isEmpty() ? "alternatives: " + c.choices().get(i) : "as written");
			out.printf(Locale.ROOT, "  games %,d in %.2f s (%,.0f games/s); finished %,d, unfinished %,d (stopped by the turn cap), draws %,d%n",
					s.games(), s.seconds(), s.gamesPerSecond(), s.finished(), s.unfinished(), s.draws());
			for (int side = 0; side < 2; side++) {
				Interval w = s.winRate(side);
				out.printf(Locale.ROOT, "  %-6s side wins %,d = %s of finished games (95%% CI)%n", c.variants().get(i).sides().get(side),
						s.wins(side), pct(w));
			}
			out.printf(Locale.ROOT, "  the side moving first wins %s of decided games%n", pct(s.starterWinRate()));
			out.printf(Locale.ROOT, "  win kinds: %s%n", kinds(s));
			Distribution t = s.turns();
			out.printf(Locale.ROOT, "  %s: mean %.1f [%.1f, %.1f], median %.0f, 90th percentile %.0f, longest %d%n",
					c.variants().get(i).turnUnit(), t.mean().estimate(), t.mean().low(), t.mean().high(),
					t.median(), t.quantile(0.9), t.max());
			for (int side = 0; side < 2; side++) {
				Distribution ch = s.chips(side);
				if (ch.anyNonZero()) {
					out.printf(Locale.ROOT, "  chips of the %s side: mean %.3f [%.3f, %.3f], from %d to %d%n", c.variants().get(i).sides().get(side),
							ch.mean().estimate(), ch.mean().low(), ch.mean().high(), ch.min(), ch.max());
				}
			}
			if (banking(c.variants().get(i))) {
				cards(s);
			}
			StringBuilder ev = new StringBuilder();
			for (String e : s.events()) {
				Interval m = s.eventPerGame(e).mean();
				ev.append(String.format(Locale.ROOT, "%s%s %.3f [%.3f, %.3f]", ev.isEmpty() ? "" : "; ", e, m.estimate(), m.low(), m.high()));
			}
			out.println("  events per game: " + ev);
			GameMeasures m = GameMeasures.of(s);
			out.printf(Locale.ROOT, "  measures: decisiveness %s, drawishness %s, timeouts %s, balance %s, advantage of the first mover %s%n",
					pct(m.decisiveness()), pct(m.drawishness()), pct(m.timeouts()), ratio(m.balance()), pct(m.advantage()));
			if (!skills.isEmpty()) {
				StringBuilder sk = new StringBuilder();
				for (SkillGradient.Match match : skills.get(i)) {
					sk.append(sk.isEmpty() ? "" : "; ").append(String.format(Locale.ROOT, "against %s %s of %,d decided games",
							match.opponent(), pct(match.winRate()), match.decided()));
				}
				out.printf(Locale.ROOT, "  skill: %s wins %s%n", skills.get(i).get(0).skilled(), sk);
			}
		}
		if (rows.size() > 1) {
			summary(c, rows);
		}
		long played = (long) games * rows.size() + skills.stream().flatMap(List::stream).mapToLong(SkillGradient.Match::games).sum();
		out.printf(Locale.ROOT, "%n%,d games in %.2f s: %,.0f games/s%s%n", played, seconds, played / seconds,
				skills.isEmpty() ? "" : " (the skill gradient's games included)");
	}

	/** Every combination on a row of its own, as the Simulator view's table: the blocks above, side by side. */
	private void summary(Compiled c, List<Statistics> rows) {
		List<String> sides = c.variants().get(0).sides();
		boolean cards = banking(c.variants().get(0));
		boolean chips = rows.stream().anyMatch(s -> s.chips(0).anyNonZero() || s.chips(1).anyNonZero());
		String last = cards ? "banker's edge" : chips ? "chips " + sides.get(0) + " / " + sides.get(1) : "";
		TextTable t = new TextTable(new String[] { "alternatives", sides.get(0) + " wins", sides.get(1) + " wins", "mover wins",
				c.variants().get(0).turnUnit(), "unfinished", "decisive", last }, new int[] { 0, 0, 0, 0, 0, 0, 0, 0 });
		for (int i = 0; i < rows.size(); i++) {
			Statistics s = rows.get(i);
			String figure = cards ? String.format(Locale.ROOT, "%+.4f", s.chips(CardVariant.BANKER).mean().estimate())
					: chips ? String.format(Locale.ROOT, "%+.3f / %+.3f", s.chips(0).mean().estimate(), s.chips(1).mean().estimate()) : "";
			t.row(c.choices().get(i).toString(), pct(s.winRate(0)), pct(s.winRate(1)), pct(s.starterWinRate()),
					String.format(Locale.ROOT, "%.1f", s.turns().mean().estimate()), String.format(Locale.ROOT, "%,d", s.unfinished()),
					pct(GameMeasures.of(s).decisiveness()), figure);
		}
		out.printf(Locale.ROOT, "%nevery combination (%d), the figures above on one row each:%n%n", rows.size());
		out.print(t);
	}

	/** A banking card game (Pok Deng, punto banco, a showdown): the banker's chips are its edge. */
	private static boolean banking(org.rulebench.engine.game.Variant v) {
		return v instanceof CardVariant || v instanceof org.rulebench.engine.cards.showdown.ShowdownVariant;
	}

	/** A card reading's answers: the banker's edge per stake, the payouts, the hands each side ended with. */
	private void cards(Statistics s) {
		Interval edge = s.chips(CardVariant.BANKER).mean();
		out.printf(Locale.ROOT, "  banker's edge per stake %+.4f [%+.4f, %+.4f] (95%% CI)%n", edge.estimate(), edge.low(), edge.high());
		StringBuilder pay = new StringBuilder();
		s.chips(CardVariant.BANKER).counts().forEach((v, n) -> pay.append(pay.isEmpty() ? "" : ", ")
				.append(String.format(Locale.ROOT, "%+d %.2f%%", v, 100.0 * n / s.finished())));
		out.println("  the banker wins (stakes: share of rounds): " + pay);
		StringBuilder hands = new StringBuilder();
		for (String e : s.events()) {
			hands.append(hands.isEmpty() ? "" : "; ").append(String.format(Locale.ROOT, "%s %.2f%% / %.2f%%", e,
					100.0 * s.eventTotal(e, CardVariant.PLAYER) / s.finished(), 100.0 * s.eventTotal(e, CardVariant.BANKER) / s.finished()));
		}
		out.println("  hands, player / banker (share of rounds): " + hands);
	}

	private static String pct(Interval i) {
		return Double.isNaN(i.estimate()) ? "n/a"
				: String.format(Locale.ROOT, "%.2f%% [%.2f%%, %.2f%%]", 100 * i.estimate(), 100 * i.low(), 100 * i.high());
	}

	private static String ratio(Interval i) {
		return Double.isNaN(i.estimate()) ? "n/a" : String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", i.estimate(), i.low(), i.high());
	}

	private static String kinds(Statistics s) {
		StringBuilder b = new StringBuilder();
		for (WinKind k : WinKind.values()) {
			Integer n = s.winKinds().get(k);
			if (n != null) {
				b.append(b.isEmpty() ? "" : ", ").append(k.name().toLowerCase(Locale.ROOT)).append(' ').append(n);
			}
		}
		return b.toString();
	}

	static Map<String, Object> json(Compiled c, List<Statistics> rows, List<List<SkillGradient.Match>> skills, int games,
			long seed, String first, String second, double seconds) {
		return SimulationReport.json(c.reading().getName(), c.reading().getGame(), c.choices(), c.variants(), rows, skills, games, seed,
				first, second, seconds);
	}
}
