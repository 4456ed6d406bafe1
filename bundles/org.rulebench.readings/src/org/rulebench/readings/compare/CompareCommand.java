package org.rulebench.readings.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.rulebench.engine.game.PlayerNames;
import org.rulebench.engine.game.Players;
import org.rulebench.engine.learning.PlayerFileProblem;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.learning.TrainedPlayers;
import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.variant.Variants;
import org.rulebench.engine.simulation.PairedStatistics;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Rule;
import org.rulebench.readings.ReadingsCommand;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.source.LoadedReading;
import org.rulebench.readings.source.ReadingSource;

/**
 * Plays two readings on the same seeds with the same players and says where their games differ and by how much:
 * win rates, game length, chips, events per game and unfinished games, each with its interval and paired test
 * ({@link Significance}): game i of both is played on the same seed, one after the other, and only counts and sums
 * of the pairs are kept. A reading with alternatives is played with the alternatives chosen (the first ones by
 * default), so the two may be the same file with two choices.
 *
 * <pre>
 * Comparison c = new CompareCommand(null).setOld("ping.reading").setNew("ping.reading")
 * 		.setOldChoice(Map.of("reentry", "exact")).setNewChoice(Map.of("reentry", "open")).setGames(4000).call();
 * </pre>
 */
public final class CompareCommand extends ReadingsCommand<Comparison> {

	private Path workingDirectory = Path.of("");
	private String oldSpec;
	private String newSpec;
	private ReadingSource oldSource;
	private ReadingSource newSource;
	private Map<String, String> oldChoice = Map.of();
	private Map<String, String> newChoice = Map.of();
	private int games = 1000;
	private long seed = 1;
	private String firstPlayer = "random";
	private String secondPlayer = "random";
	private int turnCap = 2000;
	private int threads = Runtime.getRuntime().availableProcessors();
	private Progress progress = Progress.NONE;

	/** @param repository the workspace revisions are looked up in; null when only files are compared */
	public CompareCommand(Repository repository) {
		super(repository);
	}

	public CompareCommand setWorkingDirectory(Path dir) {
		this.workingDirectory = dir;
		return this;
	}

	/** FILE, REV:PATH or a bare REV; see {@link ReadingSource}. */
	public CompareCommand setOld(String spec) {
		this.oldSpec = spec;
		return this;
	}

	public CompareCommand setNew(String spec) {
		this.newSpec = spec;
		return this;
	}

	public CompareCommand setOld(ReadingSource source) {
		this.oldSource = source;
		return this;
	}

	public CompareCommand setNew(ReadingSource source) {
		this.newSource = source;
		return this;
	}

	/** Alternatives of the old reading by rule, e.g. reentry → exact; the first of each otherwise. */
	public CompareCommand setOldChoice(Map<String, String> labels) {
		this.oldChoice = Map.copyOf(labels);
		return this;
	}

	public CompareCommand setNewChoice(Map<String, String> labels) {
		this.newChoice = Map.copyOf(labels);
		return this;
	}

	public CompareCommand setGames(int games) {
		if (games < 2) {
			throw new WorkspaceProblem("a comparison needs at least 2 games of each reading, not " + games);
		}
		this.games = games;
		return this;
	}

	public CompareCommand setSeed(long seed) {
		this.seed = seed;
		return this;
	}

	/** Players by name (race: random, greedy, pubeval, trained, trained:2; grid: random, search) of the first and the second side, the same for both readings. */
	public CompareCommand setPlayers(String first, String second) {
		for (String p : List.of(first, second)) {
			if (!PlayerNames.all().contains(p)) { // whether the readings' family has it is asked once they are read
				throw new WorkspaceProblem("unknown player '" + p + "'; the players: " + String.join(", ", PlayerNames.all()));
			}
		}
		this.firstPlayer = first;
		this.secondPlayer = second;
		return this;
	}

	public CompareCommand setTurnCap(int turnCap) {
		this.turnCap = turnCap;
		return this;
	}

	public CompareCommand setThreads(int threads) {
		this.threads = threads;
		return this;
	}

	/**
	 * Told the games finished so far of both readings together (up to twice the games), from any thread; asked now and
	 * then whether to stop: then the games stop and {@link #call} throws a CancellationException.
	 */
	public CompareCommand progress(Progress p) {
		this.progress = p;
		return this;
	}

	@Override
	public Comparison call() {
		checkCallable();
		List<ReadingSource> sources = oldSource != null && newSource != null ? List.of(oldSource, newSource)
				: ReadingSource.resolve(getRepository(), workingDirectory, require(oldSpec), require(newSpec));
		LoadedReading a = LoadedReading.load(sources.get(0));
		LoadedReading b = LoadedReading.load(sources.get(1));
		Choice ca = choice(a, oldChoice);
		Choice cb = choice(b, newChoice);
		Variant oldRules = compile(a, ca);
		Variant newRules = compile(b, cb);
		if (oldRules.getClass() != newRules.getClass()) {
			throw new WorkspaceProblem(a.source().label() + " and " + b.source().label()
					+ " are readings of games of different families (a race game and a grid game): compare readings of one game");
		}
		preparePlayers(a, ca, oldRules);
		preparePlayers(b, cb, newRules);
		PairedStatistics<Pairs> played = new Simulation(oldRules).games(games).seed(seed).players(firstPlayer, secondPlayer)
				.turnCap(turnCap).threads(threads).progress(progress)
				.pairedWith(newRules, () -> new Pairs(oldRules, newRules));
		return new Comparison(name(a, ca), name(b, cb), games, seed, List.of(firstPlayer, secondPlayer), played.first(),
				played.second(), measures(played.first(), played.second(), played.pairing(), oldRules.turnUnit(), oldRules.sides()),
				oldRules.turnUnit(), oldRules.sides());
	}

	/** Each reading's trained player loaded from beside it (on disk or at its revision); every player fit for its rules. */
	private void preparePlayers(LoadedReading loaded, Choice choice, Variant variant) {
		for (String p : List.of(firstPlayer, secondPlayer)) {
			if (!variant.players().contains(p)) {
				throw new WorkspaceProblem(loaded.source().label() + ": unknown player '" + p + "' for " + loaded.reading().getName()
						+ "; its players: " + String.join(", ", variant.players()));
			}
			if (variant instanceof RaceVariant race && Players.trained(p) && TrainedPlayers.forRules(race.rules()) == null) {
				TrainedPlayers.register(trainedPlayer(loaded, choice, race.rules()));
			}
			String refusal = variant.refusal(p);
			if (refusal != null) {
				throw new WorkspaceProblem(loaded.source().label() + ": " + refusal);
			}
		}
	}

	private static TrainedPlayer trainedPlayer(LoadedReading loaded, Choice choice, RuleSet rules) {
		ReadingSource s = loaded.source();
		String name = loaded.reading().getName();
		try {
			if (s.isFile()) {
				Path file = TrainedPlayer.fileFor(s.file(), choice.labels());
				if (!Files.exists(file)) {
					throw new WorkspaceProblem(file + ": no trained player for " + s.label() + "; make it with `rulebench train`");
				}
				return TrainedPlayer.load(file, rules, name, choice.labels());
			}
			String sibling = TrainedPlayer.fileFor(Path.of(s.path()), choice.labels()).toString().replace('\\', '/');
			Path tmp = Files.createTempFile("rulebench", ".player");
			try {
				try (TreeWalk tree = TreeWalk.forPath(s.repository(), sibling, s.repository().parseCommit(s.commit()).getTree())) {
					if (tree == null) {
						throw new WorkspaceProblem(s.revision() + ":" + sibling + ": no trained player at " + s.revision()
								+ "; train one with `rulebench train` and commit it with the reading");
					}
					Files.write(tmp, s.repository().open(tree.getObjectId(0)).getBytes());
				}
				return TrainedPlayer.load(tmp, rules, name, choice.labels());
			} catch (PlayerFileProblem e) {
				throw new WorkspaceProblem(e.getMessage().replace(tmp.toString(), s.revision() + ":" + sibling));
			} finally {
				Files.deleteIfExists(tmp);
			}
		} catch (PlayerFileProblem e) {
			throw new WorkspaceProblem(e.getMessage());
		} catch (IOException e) {
			throw new WorkspaceProblem(s.label() + ": its trained player cannot be read: " + e.getMessage());
		}
	}

	private static String require(String spec) {
		if (spec == null) {
			throw new WorkspaceProblem("a comparison needs two readings: each a file, REV:PATH or REV");
		}
		return spec;
	}

	/** The choice, checked against the reading's uncertain rules, with every uncertain rule's label spelled out. */
	private static Choice choice(LoadedReading loaded, Map<String, String> labels) {
		Map<String, Rule> rules = loaded.chain().effectiveRules();
		for (Map.Entry<String, String> e : labels.entrySet()) {
			Rule r = rules.get(e.getKey());
			if (r == null || r.getAlternatives().isEmpty()) {
				throw new WorkspaceProblem(loaded.source().label() + ": " + loaded.reading().getName() + " has no uncertain rule '"
						+ e.getKey() + "'; its rules with alternatives are " + uncertain(rules));
			}
			if (r.getAlternatives().stream().noneMatch(a -> a.getLabel().equals(e.getValue()))) {
				throw new WorkspaceProblem(loaded.source().label() + ": rule " + e.getKey() + " has no alternative '" + e.getValue()
						+ "'; it has " + r.getAlternatives().stream().map(Alternative::getLabel).toList());
			}
		}
		Map<String, String> full = new LinkedHashMap<>();
		Choice given = new Choice(labels);
		for (Rule r : rules.values()) {
			if (!r.getAlternatives().isEmpty()) {
				full.put(r.getName(), given.labelFor(r));
			}
		}
		return new Choice(full);
	}

	private static List<String> uncertain(Map<String, Rule> rules) {
		return rules.values().stream().filter(r -> !r.getAlternatives().isEmpty()).map(Rule::getName).toList();
	}

	private static Variant compile(LoadedReading loaded, Choice choice) {
		try {
			return Variants.compile(loaded.chain(), choice);
		} catch (ReadingProblem p) {
			throw new WorkspaceProblem(loaded.source().label() + ": " + p.getMessage()
					+ " (`rulebench check` shows where)", p);
		}
	}

	private static String name(LoadedReading loaded, Choice choice) {
		return loaded.reading().getName() + " (" + loaded.source().label() + ")"
				+ (choice.labels().isEmpty() ? "" : " with " + choice);
	}

	/**
	 * Every measure over the pairs of games that count for it: each reading's value over those pairs, so that the
	 * difference is the difference of the two (a rate over a reading's own finished games may differ: its
	 * simulation says that one).
	 */
	static List<Measure> measures(Statistics a, Statistics b, Pairs pairs, String turnUnit, List<String> sides) {
		List<Measure> list = new ArrayList<>();
		list.add(Significance.mcnemar(sides.get(0) + " side wins", pairs.firstWins));
		list.add(Significance.mcnemar("side moving first wins", pairs.starterWins));
		if (a.draws() + b.draws() > 0) {
			list.add(Significance.mcnemar("draws", pairs.draws));
		}
		list.add(Significance.mcnemar("unfinished games", pairs.unfinished));
		list.add(Significance.pairedT(turnUnit + " per game", pairs.turns));
		for (int side = 0; side < 2; side++) {
			if (a.chips(side).anyNonZero() || b.chips(side).anyNonZero()) {
				list.add(Significance.pairedT("chips of the " + sides.get(side) + " side", pairs.chips[side]));
			}
		}
		for (String e : pairs.events.keySet()) {
			list.add(Significance.pairedT(e + " per game", pairs.events.get(e)));
		}
		return list;
	}

}
