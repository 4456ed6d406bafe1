package org.rulebench.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;

/**
 * The engine's random backgammon playouts against the hand-written C program of {@code ../shared/limits}
 * ({@code bg_playout.c}) in the same run: rounds that alternate which of the two plays first, each on both cores
 * (two C processes, one per core; the simulator on two threads), with the games per second of each, wall clock and
 * CPU time, and their ratio. The CPU-time ratio is the one a loaded machine disturbs least: a process that waits
 * for a core spends no CPU time meanwhile. {@code ./benchmark limits [--rounds R] [--games N] [--c-games M]}.
 *
 * <p>
 * The players' semantics are the same: every distinct legal result of the roll, one drawn uniformly, a pass when
 * there is none. What differs: the C program starts every game with player 0 and an ordinary roll, the engine's
 * backgammon reading with an opening roll of two different dice that decides who moves first (and is that side's
 * first roll); the C program uses xoshiro256**, the engine SplitMix64; the engine also keeps the simulator's
 * statistics of each game (winner, kind of win, length, hits). Neither uses the cube.
 */
public final class LimitsRace {
	private static final Pattern C_LINE = Pattern.compile("games (\\d+) .* plies/game ([0-9.]+)");
	private static final Pattern C_CPU = Pattern.compile("cpu ([0-9.]+) ([0-9.]+)");

	private final Path program;
	private final RuleSet rules;
	private final int threads;

	private LimitsRace(Path program, RuleSet rules, int threads) {
		this.program = program;
		this.rules = rules;
		this.threads = threads;
	}

	/** One side's figures of one round: games, wall seconds, CPU seconds, plies per game. */
	record Run(long games, double wall, double cpu, double plies) {
		double perSecond() {
			return games / wall;
		}

		double perCpuSecond() {
			return games / cpu;
		}
	}

	public static void main(String[] args) throws Exception {
		Path program = null;
		int rounds = 5;
		int games = 40_000;
		int cGames = 150_000;
		int threads = 2;
		String reading = "backgammon";
		for (int i = 0; i < args.length; i++) {
			String value = i + 1 < args.length ? args[i + 1] : null;
			switch (args[i]) {
			case "--program" -> program = Path.of(require(value, args[i]));
			case "--rounds" -> rounds = Integer.parseInt(require(value, args[i]));
			case "--games" -> games = Integer.parseInt(require(value, args[i]));
			case "--c-games" -> cGames = Integer.parseInt(require(value, args[i]));
			case "--threads" -> threads = Integer.parseInt(require(value, args[i]));
			case "--reading" -> reading = require(value, args[i]);
			default -> throw new IllegalArgumentException("unknown option " + args[i]
					+ "; options: --program PATH --rounds R --games N --c-games M --threads K --reading NAME");
			}
			i++;
		}
		if (program == null || !Files.isExecutable(program)) {
			throw new IllegalArgumentException("--program: the compiled bg_playout is needed (./benchmark limits builds it), not " + program);
		}
		LimitsRace race = new LimitsRace(program, ExampleGames.compile(reading), threads);
		race.run(rounds, games, cGames);
	}

	private static String require(String value, String option) {
		if (value == null) {
			throw new IllegalArgumentException(option + " needs a value");
		}
		return value;
	}

	private void run(int rounds, int games, int cGames) throws IOException, InterruptedException {
		System.out.printf(Locale.ROOT, "%s  load %s  %d cores  %s%n", Instant.now().truncatedTo(ChronoUnit.SECONDS), load(),
				Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name") + " " + Runtime.version());
		System.out.printf(Locale.ROOT, "engine: %s on %d threads, %d games a round; C: %s, %d processes of %d games%n",
				rules.name(), threads, games, program, threads, cGames);
		engine(Math.max(games, 1000), 999); // the JIT compiler's warm-up, not counted: a quarter of it left round 1 slower
		List<Run> c = new ArrayList<>();
		List<Run> e = new ArrayList<>();
		double[] wallRatio = new double[rounds];
		double[] cpuRatio = new double[rounds];
		for (int r = 0; r < rounds; r++) {
			Run cr;
			Run er;
			if (r % 2 == 0) {
				cr = program(cGames, r);
				er = engine(games, r);
			} else {
				er = engine(games, r);
				cr = program(cGames, r);
			}
			c.add(cr);
			e.add(er);
			wallRatio[r] = er.perSecond() / cr.perSecond();
			cpuRatio[r] = er.perCpuSecond() / cr.perCpuSecond();
			System.out.printf(Locale.ROOT,
					"round %d  C %,8.0f games/s (%,8.0f per CPU s, %.1f plies)  engine %,7.0f games/s (%,7.0f per CPU s, %.1f plies)"
							+ "  ratio %5.1f %% wall, %5.1f %% CPU  load %s%n",
					r + 1, cr.perSecond(), cr.perCpuSecond(), cr.plies(), er.perSecond(), er.perCpuSecond(), er.plies(),
					100 * wallRatio[r], 100 * cpuRatio[r], load());
		}
		System.out.printf(Locale.ROOT, "median   C %,8.0f games/s (%,8.0f per CPU s)  engine %,7.0f games/s (%,7.0f per CPU s)%n",
				median(c.stream().mapToDouble(Run::perSecond).toArray()), median(c.stream().mapToDouble(Run::perCpuSecond).toArray()),
				median(e.stream().mapToDouble(Run::perSecond).toArray()), median(e.stream().mapToDouble(Run::perCpuSecond).toArray()));
		System.out.printf(Locale.ROOT, "engine / C: %.1f %% wall clock, %.1f %% CPU time (medians of the rounds' ratios)  load %s%n",
				100 * median(wallRatio), 100 * median(cpuRatio), load());
	}

	/** The simulator's own path: {@link Simulation} with random players on {@link #threads} threads. */
	private Run engine(int games, long seed) {
		com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) ManagementFactory
				.getOperatingSystemMXBean();
		long cpu0 = os.getProcessCpuTime();
		long t0 = System.nanoTime();
		Statistics s = new Simulation(rules).games(games).seed(seed).threads(threads).players("random", "random").call();
		long t1 = System.nanoTime();
		long cpu1 = os.getProcessCpuTime();
		return new Run(games, (t1 - t0) / 1e9, (cpu1 - cpu0) / 1e9, s.turns().mean().estimate());
	}

	/** {@link #threads} processes of the C program at once, each on its own seed; CPU time as bash's {@code time} gives it. */
	private Run program(int games, int round) throws IOException, InterruptedException {
		List<Process> running = new ArrayList<>();
		long t0 = System.nanoTime();
		for (int k = 0; k < threads; k++) {
			ProcessBuilder pb = new ProcessBuilder("bash", "-c", "TIMEFORMAT='cpu %3U %3S'; time \"$0\" \"$@\"",
					program.toString(), "--games", Integer.toString(games), "--seed", Integer.toString(round * threads + k + 1));
			running.add(pb.start());
		}
		long total = 0;
		double cpu = 0;
		double plies = 0;
		for (Process p : running) {
			String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
			if (p.waitFor() != 0) {
				throw new IllegalStateException(program + " failed: " + out + err);
			}
			Matcher m = C_LINE.matcher(out);
			Matcher t = C_CPU.matcher(err);
			if (!m.find() || !t.find()) {
				throw new IllegalStateException("unexpected output of " + program + ": " + out + err);
			}
			total += Long.parseLong(m.group(1));
			plies += Double.parseDouble(m.group(2));
			cpu += Double.parseDouble(t.group(1)) + Double.parseDouble(t.group(2));
		}
		long t1 = System.nanoTime();
		return new Run(total, (t1 - t0) / 1e9, cpu, plies / threads);
	}

	private static double median(double[] values) {
		double[] v = values.clone();
		Arrays.sort(v);
		return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
	}

	private static String load() {
		try {
			String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
			return parts[0] + " " + parts[1] + " " + parts[2];
		} catch (IOException | UncheckedIOException e) {
			return "unknown";
		}
	}
}
