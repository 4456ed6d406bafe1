package org.rulebench.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Player;
import org.rulebench.engine.game.Players;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.ReadingStandaloneSetup;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.reading.Reading;

/**
 * Issue 13's strength benchmark, a program rather than a JMH benchmark (one long measurement, not a rate): trains
 * a player for backgammon from scratch for at most the given wall time (10 minutes), then plays it at 1 ply against
 * pubeval over the given number of single games (10,000; the sides alternate, game i on seed derive(seed, i)), and
 * reports its wins with a 95% Wilson interval; then the cost of trained players, seconds per 1,000 games. The load
 * average of the machine before and after is printed: the figure depends on what else runs.
 *
 * <pre>
 * java -cp releng/org.rulebench.benchmarks/target/benchmarks.jar org.rulebench.benchmarks.StrengthBenchmark \
 *      [--minutes 10] [--games 10000] [--hidden 40] [--threads 2] [--alpha 0.1] [--lambda 0] [--half-life 60000] [--save FILE]
 *      [--from FILE]   (go on training a saved player instead of starting from scratch)
 * </pre>
 */
public final class StrengthBenchmark {
	private StrengthBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		Map<String, String> o = options(args);
		double minutes = Double.parseDouble(o.getOrDefault("minutes", "10"));
		int games = Integer.parseInt(o.getOrDefault("games", "10000"));
		int hidden = Integer.parseInt(o.getOrDefault("hidden", "40"));
		int threads = Integer.parseInt(o.getOrDefault("threads", "2"));
		float alpha = Float.parseFloat(o.getOrDefault("alpha", "0.1"));
		float lambda = Float.parseFloat(o.getOrDefault("lambda", "0"));
		long halfLife = Long.parseLong(o.getOrDefault("half-life", Long.toString(TrainedPlayer.DEFAULT_HALF_LIFE)));
		long seed = Long.parseLong(o.getOrDefault("seed", "1"));
		String readingName = o.getOrDefault("reading", "backgammon");
		RuleSet rules = compile(readingName);

		say("machine: %d cores, %s %s, %s; load average %s", Runtime.getRuntime().availableProcessors(),
				System.getProperty("java.vm.name"), System.getProperty("java.version"), System.getProperty("os.name"),
				load());
		say("training %s from scratch: %d hidden units, α %.3f halved after %,d games, λ %.2f, %d threads, at most %.1f minutes",
				readingName, hidden, alpha, halfLife, lambda, threads, minutes);
		TrainedPlayer player = TrainedPlayer.fresh(rules, readingName, Map.of(), hidden, seed).alpha(alpha).lambda(lambda)
				.halfLife(halfLife);
		if (o.containsKey("from")) {
			// goes on training a saved player: for the strength after more games than the machine's load allowed
			player = TrainedPlayer.load(Path.of(o.get("from")), rules, readingName, Map.of());
			say("going on from %s: %,d games played, %d hidden units, α %.3f, λ %.2f", o.get("from"), player.games(),
					player.network().hiddenUnits(), player.alpha(), player.lambda());
		}
		long before = player.games();
		long deadline = System.nanoTime() + (long) (minutes * 60e9);
		long started = System.nanoTime();
		long cpu0 = cpu();
		while (System.nanoTime() < deadline) {
			long n = player.training(rules).games(Long.MAX_VALUE).threads(threads)
					.progress(Progress.stopWhen(() -> System.nanoTime() >= deadline)).call();
			player.played(n);
		}
		double trainSeconds = (System.nanoTime() - started) / 1e9;
		double trainCpu = (cpu() - cpu0) / 1e9;
		say("trained %,d games (%,d in all) in %.1f s wall (%.1f s CPU over all threads: %.0f%% of %d cores), %.0f games/s; load average %s",
				player.games() - before, player.games(), trainSeconds, trainCpu, 100 * trainCpu / trainSeconds / Runtime.getRuntime().availableProcessors(),
				Runtime.getRuntime().availableProcessors(), (player.games() - before) / trainSeconds, load());
		if (o.containsKey("save")) {
			player.save(Path.of(o.get("save")));
		}

		long t = System.nanoTime();
		TrainedPlayer trained = player;
		int[] wins = match(rules, () -> trained.player(rules, 1), Players.named("pubeval"), games, seed, threads);
		double s = (System.nanoTime() - t) / 1e9;
		double p = wins[0] / (double) wins[1];
		double[] ci = wilson(wins[0], wins[1]);
		say("trained (1 ply) against pubeval: %,d wins of %,d finished games = %.2f%% [%.2f%%, %.2f%%] (95%% Wilson), in %.1f s; load average %s",
				wins[0], wins[1], 100 * p, 100 * ci[0], 100 * ci[1], s, load());

		int costGames = Integer.parseInt(o.getOrDefault("cost-games", "2000"));
		cost("random against random", rules, Players.named("random"), Players.named("random"), costGames, seed, threads);
		cost("trained (1 ply) against random", rules, () -> trained.player(rules, 1), Players.named("random"), costGames, seed, threads);
		cost("trained (1 ply) against trained (1 ply)", rules, () -> trained.player(rules, 1), () -> trained.player(rules, 1),
				costGames, seed, threads);
		cost("trained (2 ply) against random", rules, () -> trained.player(rules, 2), Players.named("random"),
				Math.max(20, costGames / 20), seed, threads);
		say("done %s", Instant.now());
	}

	private static void cost(String what, RuleSet rules, Supplier<Player> a, Supplier<Player> b, int games, long seed,
			int threads) throws Exception {
		long t = System.nanoTime();
		int[] wins = match(rules, a, b, games, seed, threads);
		double s = (System.nanoTime() - t) / 1e9;
		say("cost: %s: %,d games in %.2f s = %.3f s per 1,000 games (the first player won %.1f%%)", what, games, s,
				1000 * s / games, 100.0 * wins[0] / wins[1]);
	}

	/** Games between a and b, a moving first in the even games: a's wins and the finished games. */
	private static int[] match(RuleSet rules, Supplier<Player> a, Supplier<Player> b, int games, long seed, int threads)
			throws Exception {
		AtomicInteger next = new AtomicInteger();
		AtomicInteger wins = new AtomicInteger();
		AtomicInteger finished = new AtomicInteger();
		ExecutorService pool = Executors.newFixedThreadPool(threads);
		List<Future<?>> running = new ArrayList<>();
		for (int k = 0; k < threads; k++) {
			running.add(pool.submit(() -> {
				PlayGenerator generator = new PlayGenerator(rules);
				Player pa = a.get();
				Player pb = b.get();
				int i;
				while ((i = next.getAndIncrement()) < games) {
					boolean first = i % 2 == 0;
					GameResult r = new Game(rules, generator, first ? pa : pb, first ? pb : pa, Rng.derive(seed + 1000, i / 2),
							false).playOut(5000);
					if (r.finished()) {
						finished.incrementAndGet();
						if (r.winner() == (first ? 0 : 1)) {
							wins.incrementAndGet();
						}
					}
				}
			}));
		}
		for (Future<?> f : running) {
			f.get();
		}
		pool.shutdown();
		return new int[] { wins.get(), finished.get() };
	}

	static double[] wilson(int k, int n) {
		double z = 1.959964;
		double p = k / (double) n;
		double d = 1 + z * z / n;
		double c = (p + z * z / (2 * n)) / d;
		double h = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
		return new double[] { c - h, c + h };
	}

	private static RuleSet compile(String name) throws IOException {
		XtextResourceSet set = new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration()
				.getInstance(XtextResourceSet.class);
		try (var walk = Files.walk(Path.of(System.getProperty("rulebench.examples", "dsl-examples")))) {
			for (Path f : walk.filter(f -> f.toString().endsWith(".reading")).toList()) {
				set.getResource(URI.createFileURI(f.toAbsolutePath().toString()), true);
			}
		}
		EcoreUtil.resolveAll(set);
		for (Resource r : set.getResources()) {
			Reading reading = (Reading) r.getContents().get(0);
			if (reading.getName().equals(name)) {
				return ReadingCompiler.compile(ReadingChain.of(reading), Choice.FIRST);
			}
		}
		throw new IllegalArgumentException("no reading named " + name + " under dsl-examples");
	}

	private static long cpu() {
		return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
	}

	private static String load() {
		try {
			String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
			return f[0] + " " + f[1] + " " + f[2];
		} catch (IOException | RuntimeException e) {
			return String.format(Locale.ROOT, "%.2f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
		}
	}

	private static Map<String, String> options(String[] args) {
		Map<String, String> m = new java.util.HashMap<>();
		for (int i = 0; i + 1 < args.length; i += 2) {
			if (!args[i].startsWith("--")) {
				throw new IllegalArgumentException("options come as --name value, not " + args[i]);
			}
			m.put(args[i].substring(2), args[i + 1]);
		}
		return m;
	}

	private static void say(String format, Object... args) {
		System.out.printf(Locale.ROOT, format + "%n", args);
		System.out.flush();
	}
}
