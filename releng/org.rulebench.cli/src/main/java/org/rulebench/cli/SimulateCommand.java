package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.rulebench.engine.game.Players;
import org.rulebench.engine.game.WinKind;
import org.rulebench.engine.simulation.Distribution;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.reading.compile.Choice;
import org.rulebench.readings.internal.Json;

/** `rulebench simulate FILE`: the simulator's statistics, one row per combination of alternatives. */
final class SimulateCommand {
	private static final String[] SIDES = { "first", "second" };
	private final PrintStream out;
	private final PrintStream err;

	SimulateCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	int run(String[] argv) {
		Args args = new Args(argv, 1, Set.of(), Map.of("games", 1, "seed", 1, "players", 1, "format", 1, "choose", 1,
				"turn-cap", 1, "threads", 1));
		if (args.positional.size() != 1) {
			throw new Usage("simulate needs exactly one .reading file");
		}
		int games = (int) args.number("games", 1000, 1, 100_000_000);
		long seed = args.number("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
		int turnCap = (int) args.number("turn-cap", 2000, 1, 10_000_000);
		int threads = (int) args.number("threads", Runtime.getRuntime().availableProcessors(), 1, 1024);
		String format = args.get("format", "text");
		if (!format.equals("text") && !format.equals("json")) {
			throw new Usage("--format is text or json, not '" + format + "'");
		}
		String[] players = args.get("players", "random").split(",");
		if (players.length > 2) {
			throw new Usage("--players names one player for each side, e.g. greedy,random");
		}
		String first = players[0].trim();
		String second = (players.length == 2 ? players[1] : players[0]).trim();
		for (String p : new String[] { first, second }) {
			try {
				Players.named(p);
			} catch (IllegalArgumentException e) {
				throw new Usage(e.getMessage());
			}
		}
		Path file = Path.of(args.positional.get(0));
		Compiled compiled = Compiled.of(file, args.all("choose"), out);
		if (compiled == null) {
			return 1;
		}
		String unfit = PlayerFiles.prepare(file, compiled, first, second);
		if (unfit != null) {
			err.println("rulebench: " + unfit);
			return 1;
		}
		boolean progress = System.console() != null && games >= 20_000;
		List<Statistics> rows = new ArrayList<>();
		long started = System.nanoTime();
		for (int i = 0; i < compiled.rules().size(); i++) {
			int row = i;
			Simulation sim = new Simulation(compiled.rules().get(i)).games(games).seed(seed).players(first, second)
					.turnCap(turnCap).threads(threads);
			if (progress) {
				sim.progress(done -> {
					if (done % 5_000 < 32 || done == games) {
						err.printf(Locale.ROOT, "\r%s: %,d / %,d games", compiled.choices().get(row), done, games);
					}
				});
			}
			rows.add(sim.call());
			if (progress) {
				err.println();
			}
		}
		double seconds = (System.nanoTime() - started) / 1e9;
		if (format.equals("json")) {
			out.println(Json.write(json(compiled, rows, games, seed, first, second, seconds)));
		} else {
			text(compiled, rows, games, seed, first, second, seconds);
		}
		return 0;
	}

	private void text(Compiled c, List<Statistics> rows, int games, long seed, String first, String second, double seconds) {
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
				out.printf(Locale.ROOT, "  %-6s side wins %,d = %s of finished games (95%% CI)%n", SIDES[side], s.wins(side), pct(w));
			}
			out.printf(Locale.ROOT, "  the side moving first wins %s of decided games%n", pct(s.starterWinRate()));
			out.printf(Locale.ROOT, "  win kinds: %s%n", kinds(s));
			Distribution t = s.turns();
			out.printf(Locale.ROOT, "  turns: mean %.1f [%.1f, %.1f], median %.0f, 90th percentile %.0f, longest %d%n",
					t.mean().estimate(), t.mean().low(), t.mean().high(), t.median(), t.quantile(0.9), t.max());
			for (int side = 0; side < 2; side++) {
				Distribution ch = s.chips(side);
				if (ch.min() != 0 || ch.max() != 0) {
					out.printf(Locale.ROOT, "  chips of the %s side: mean %.3f [%.3f, %.3f], from %d to %d%n", SIDES[side],
							ch.mean().estimate(), ch.mean().low(), ch.mean().high(), ch.min(), ch.max());
				}
			}
			StringBuilder ev = new StringBuilder();
			for (String e : s.events()) {
				Interval m = s.eventPerGame(e).mean();
				ev.append(String.format(Locale.ROOT, "%s%s %.3f [%.3f, %.3f]", ev.isEmpty() ? "" : "; ", e, m.estimate(), m.low(), m.high()));
			}
			out.println("  events per game: " + ev);
		}
		out.printf(Locale.ROOT, "%n%,d games in %.2f s: %,.0f games/s%n", (long) games * rows.size(), seconds,
				games * rows.size() / seconds);
	}

	private static String pct(Interval i) {
		return Double.isNaN(i.estimate()) ? "n/a"
				: String.format(Locale.ROOT, "%.2f%% [%.2f%%, %.2f%%]", 100 * i.estimate(), 100 * i.low(), 100 * i.high());
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

	private static Map<String, Object> json(Compiled c, List<Statistics> rows, int games, long seed, String first,
			String second, double seconds) {
		Map<String, Object> top = new LinkedHashMap<>();
		top.put("reading", c.reading().getName());
		top.put("game", c.reading().getGame());
		top.put("seed", seed);
		top.put("players", List.of(first, second));
		top.put("games", games);
		top.put("games_per_second", games * rows.size() / seconds);
		top.put("unfinished", rows.stream().mapToInt(Statistics::unfinished).sum());
		List<Object> list = new ArrayList<>();
		for (int i = 0; i < rows.size(); i++) {
			list.add(row(c.choices().get(i), rows.get(i)));
		}
		top.put("rows", list);
		return top;
	}

	private static Map<String, Object> row(Choice choice, Statistics s) {
		Map<String, Object> r = new LinkedHashMap<>();
		r.put("alternatives", choice.labels());
		r.put("games", s.games());
		r.put("games_per_second", s.gamesPerSecond());
		r.put("seconds", s.seconds());
		r.put("finished", s.finished());
		r.put("unfinished", s.unfinished());
		r.put("draws", s.draws());
		Map<String, Object> wins = new LinkedHashMap<>();
		for (int side = 0; side < 2; side++) {
			Map<String, Object> w = new LinkedHashMap<>();
			w.put("count", s.wins(side));
			w.putAll(interval(s.winRate(side), "rate"));
			wins.put(SIDES[side], w);
		}
		r.put("wins", wins);
		r.put("starter_wins", interval(s.starterWinRate(), "rate"));
		Map<String, Object> kinds = new LinkedHashMap<>();
		s.winKinds().forEach((k, n) -> kinds.put(k.name().toLowerCase(Locale.ROOT), n));
		r.put("win_kinds", kinds);
		Map<String, Object> turns = new LinkedHashMap<>(interval(s.turns().mean(), "mean"));
		turns.put("median", s.turns().median());
		turns.put("p90", s.turns().quantile(0.9));
		turns.put("max", s.turns().max());
		r.put("turns", turns);
		Map<String, Object> chips = new LinkedHashMap<>();
		Map<String, Object> points = new LinkedHashMap<>();
		for (int side = 0; side < 2; side++) {
			chips.put(SIDES[side], distribution(s.chips(side)));
			points.put(SIDES[side], distribution(s.points(side)));
		}
		r.put("chips", chips);
		r.put("points", points);
		Map<String, Object> events = new LinkedHashMap<>();
		for (String e : s.events()) {
			Map<String, Object> ev = new LinkedHashMap<>(interval(s.eventPerGame(e).mean(), "per_game"));
			ev.put("first", s.eventTotal(e, 0));
			ev.put("second", s.eventTotal(e, 1));
			events.put(e, ev);
		}
		r.put("events", events);
		return r;
	}

	private static Map<String, Object> interval(Interval i, String name) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put(name, i.estimate());
		m.put("ci95", List.of(i.low(), i.high()));
		return m;
	}

	private static Map<String, Object> distribution(Distribution d) {
		Map<String, Object> m = new LinkedHashMap<>(interval(d.mean(), "mean"));
		Map<String, Object> counts = new LinkedHashMap<>();
		d.counts().forEach((v, n) -> counts.put(Integer.toString(v), n));
		m.put("counts", counts);
		return m;
	}
}
