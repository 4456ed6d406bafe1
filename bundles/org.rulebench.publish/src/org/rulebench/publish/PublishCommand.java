package org.rulebench.publish;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.jgit.lib.Repository;
import org.rulebench.engine.game.Players;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.learning.TrainedPlayer;
import org.rulebench.engine.measures.SkillGradient;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.cards.showdown.ShowdownVariant;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.publish.cite.ReadingCitation;
import org.rulebench.publish.document.ReadingContents;
import org.rulebench.publish.figures.Carriers;
import org.rulebench.publish.figures.ComparisonFigures;
import org.rulebench.publish.figures.Figures;
import org.rulebench.publish.figures.HouseEdges;
import org.rulebench.publish.figures.SimulationReport;
import org.rulebench.publish.version.ReadingVersion;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.variant.ReadingPlayers;
import org.rulebench.reading.variant.Variants;
import org.rulebench.readings.Readings;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.compare.CompareCommand;
import org.rulebench.readings.compare.Comparison;
import org.rulebench.readings.diff.RuleDiff;
import org.rulebench.readings.diff.RuleDiffCommand;
import org.rulebench.readings.internal.Json;
import org.rulebench.readings.source.LoadedReading;
import org.rulebench.readings.source.ReadingSource;

import com.google.gson.Gson;

/**
 * Publishes a checked reading: plays its games, gathers its rules, citations, sources, version and figures, and
 * writes the document in the formats asked for, as JGit's commands are used:
 *
 * <pre>
 * List&lt;Path&gt; written = new PublishCommand(reading, file).setGames(4000).setFormats(EnumSet.of(DocumentFormat.PDF))
 * 		.setOutput(dir).call();
 * </pre>
 *
 * All files are written to a folder of their own first and moved into the output folder only once every format is
 * done, so that a failure (a source without a bibliographic record, a missing player file, no font for a character
 * of the PDF) leaves no partial document behind.
 */
public final class PublishCommand {
	/** What a long publication tells about its games: the engine's progress of a step of {@code total} games. */
	public interface Progress {
		org.rulebench.engine.progress.Progress games(String what, long total);
	}

	private final Reading reading;
	private final Path file;
	private String compare;
	private Path workingDirectory = Path.of("");
	private int games = 1000;
	private long seed = 1;
	private String first = "random";
	private String second = "random";
	private Map<String, String> chosen = Map.of();
	private int turnCap = 2000;
	private int threads = Runtime.getRuntime().availableProcessors();
	private String skill;
	private Set<DocumentFormat> formats = EnumSet.of(DocumentFormat.HTML);
	private Path output = Path.of("");
	private String tool = "(unknown version)";
	private Progress progress = (what, total) -> org.rulebench.engine.progress.Progress.NONE;
	private BooleanSupplier cancelled = () -> false;

	/**
	 * @param reading a reading without errors (`rulebench check` or the editor says so), its citations resolved
	 * @param file    its file
	 */
	public PublishCommand(Reading reading, Path file) {
		this.reading = reading;
		this.file = file;
	}

	/** Another reading to compare with: a FILE, REV:PATH or REV of the workspace; null for none. */
	public PublishCommand setCompare(String spec) {
		this.compare = spec;
		return this;
	}

	/** What relative paths (the reading compared with) are relative to. */
	public PublishCommand setWorkingDirectory(Path dir) {
		this.workingDirectory = dir;
		return this;
	}

	public PublishCommand setGames(int games) {
		if (games < 2) {
			throw new PublishProblem("a published reading needs at least 2 games per combination, not " + games);
		}
		this.games = games;
		return this;
	}

	public PublishCommand setSeed(long seed) {
		this.seed = seed;
		return this;
	}

	public PublishCommand setPlayers(String first, String second) {
		this.first = first;
		this.second = second;
		return this;
	}

	/** Publish only these alternatives of the uncertain rules (rule → label); every combination otherwise. */
	public PublishCommand setChoices(Map<String, String> chosen) {
		this.chosen = Map.copyOf(chosen);
		return this;
	}

	public PublishCommand setTurnCap(int turnCap) {
		this.turnCap = turnCap;
		return this;
	}

	public PublishCommand setThreads(int threads) {
		this.threads = threads;
		return this;
	}

	/** Also measure the skill gradient of this player against random and greedy; null for none. */
	public PublishCommand setSkill(String player) {
		this.skill = player;
		return this;
	}

	public PublishCommand setFormats(Set<DocumentFormat> formats) {
		if (formats.isEmpty()) {
			throw new PublishProblem("say which formats to publish: html, pdf or tex");
		}
		this.formats = EnumSet.copyOf(formats);
		return this;
	}

	/** The folder the documents are written to; made if it does not exist. */
	public PublishCommand setOutput(Path dir) {
		this.output = dir;
		return this;
	}

	/** The Rulebench version the document names. */
	public PublishCommand setTool(String version) {
		this.tool = version;
		return this;
	}

	public PublishCommand progress(Progress listener) {
		this.progress = listener;
		return this;
	}

	/** Asked now and then; once true the games stop and {@link #call} throws a CancellationException, writing nothing. */
	public PublishCommand cancelWhen(BooleanSupplier check) {
		this.cancelled = check;
		return this;
	}

	/** A step's progress, told to the listener, that stops the step once {@link #cancelWhen} says so. */
	private org.rulebench.engine.progress.Progress step(String what, long total) {
		org.rulebench.engine.progress.Progress told = progress.games(what, total);
		return new org.rulebench.engine.progress.Progress() {
			@Override
			public void worked(long done) {
				told.worked(done);
			}

			@Override
			public boolean cancelled() {
				return cancelled.getAsBoolean() || told.cancelled();
			}
		};
	}

	/**
	 * Publishes the reading.
	 *
	 * @return the files written, the document of each format first
	 * @throws PublishProblem if it cannot be published as asked; nothing is written then
	 */
	public List<Path> call() {
		return Output.write(output, build(), formats);
	}

	/** The document's contents, played and gathered but not written. */
	public PublishedReading build() {
		ReadingChain chain = ReadingChain.of(reading);
		List<Choice> choices = choices(chain);
		List<Variant> variants = new ArrayList<>();
		for (Choice c : choices) {
			try {
				variants.add(Variants.compile(chain, c));
			} catch (ReadingProblem p) {
				throw new PublishProblem(file + ": " + p.getMessage() + " (`rulebench check " + file + "` shows where)", p);
			}
		}
		List<String> players = skill == null ? List.of(first, second) : List.of(first, second, skill);
		for (String p : players) {
			if (!variants.get(0).players().contains(p)) {
				throw new PublishProblem("unknown player '" + p + "' for " + reading.getName() + "; its players: "
						+ String.join(", ", variants.get(0).players()));
			}
		}
		String unready = ReadingPlayers.prepare(file, reading.getName(), choices, variants, players,
				choice -> "make it with `rulebench train " + file + choice.labels().entrySet().stream()
						.map(e -> " --choose " + e.getKey() + "=" + e.getValue()).reduce("", String::concat) + "`");
		if (unready != null) {
			throw new PublishProblem(unready);
		}
		ReadingVersion version = ReadingVersion.of(file, dependencies(chain));
		ReadingContents contents = ReadingContents.of(reading, choices, variants, r -> fileName(r, version));
		Figures figures = Figures.of(simulate(choices, variants), new Figures.Settings(games, seed, first, second, turnCap, skill),
				variants.get(0).turnUnit());
		ComparisonFigures comparison = compare == null ? null : compare(chain);
		Instant now = Instant.now();
		String played = String.format(Locale.ROOT, "seed %d, %,d games per combination, %s (first side) against %s (second side)", seed,
				games, first, second);
		return new PublishedReading(contents, version, figures, Carriers.of(figures), comparison,
				reproduction(version, choices, players, variants.get(0) instanceof ShowdownVariant), ReadingCitation.of(reading.getName(), reading.getGame(), version, tool, played, now),
				now);
	}

	private List<Choice> choices(ReadingChain chain) {
		Map<String, Rule> rules = chain.effectiveRules();
		for (Map.Entry<String, String> e : chosen.entrySet()) {
			Rule r = rules.get(e.getKey());
			if (r == null || r.getAlternatives().isEmpty()) {
				throw new PublishProblem(reading.getName() + " has no uncertain rule '" + e.getKey() + "'; its rules with alternatives: "
						+ rules.values().stream().filter(x -> !x.getAlternatives().isEmpty()).map(Rule::getName).toList());
			}
			if (r.getAlternatives().stream().noneMatch(a -> a.getLabel().equals(e.getValue()))) {
				throw new PublishProblem("rule " + e.getKey() + " has no alternative '" + e.getValue() + "'; it has "
						+ r.getAlternatives().stream().map(Alternative::getLabel).toList());
			}
		}
		return Choice.all(chain).stream()
				.filter(c -> chosen.entrySet().stream().allMatch(e -> e.getValue().equals(c.labels().get(e.getKey())))).toList();
	}

	/** Each combination played, the skill gradient measured where asked, as `simulate --format json` reports them. */
	private Map<String, Object> simulate(List<Choice> choices, List<Variant> variants) {
		List<Statistics> rows = new ArrayList<>();
		long started = System.nanoTime();
		for (int i = 0; i < variants.size(); i++) {
			rows.add(new Simulation(variants.get(i)).games(games).seed(seed).players(first, second).turnCap(turnCap).threads(threads)
					.progress(step(choices.get(i).toString(), games)).call());
		}
		List<List<SkillGradient.Match>> skills = new ArrayList<>();
		for (int i = 0; skill != null && i < variants.size(); i++) {
			SkillGradient g = new SkillGradient(variants.get(i)).skilled(skill).games(games).seed(seed).turnCap(turnCap).threads(threads);
			List<String> weaker = new ArrayList<>();
			for (String p : List.of("random", "greedy")) {
				if (variants.get(i).players().contains(p) && !p.equals(skill)) {
					weaker.add(p);
				}
			}
			if (weaker.isEmpty()) {
				throw new PublishProblem("--skill " + skill + ": no weaker player to measure it against; choose another player");
			}
			weaker.forEach(g::against);
			g.progress(step(choices.get(i) + ": " + skill, (long) games * weaker.size()));
			skills.add(g.call());
		}
		double seconds = (System.nanoTime() - started) / 1e9;
		Map<String, Object> json = SimulationReport.json(reading.getName(), reading.getGame(), choices, variants, rows, skills, games, seed, first,
				second, seconds);
		houseEdges(json, variants);
		return parsed(Json.write(json));
	}

	/** A showdown's exact house edges beside each combination's simulated figures, under "cards", "exact". */
	@SuppressWarnings("unchecked")
	private void houseEdges(Map<String, Object> json, List<Variant> variants) {
		List<Map<String, Object>> rows = (List<Map<String, Object>>) json.get("rows");
		for (int i = 0; i < variants.size(); i++) {
			if (variants.get(i) instanceof ShowdownVariant v && rows.get(i).get("cards") instanceof Map<?, ?> cards) {
				((Map<String, Object>) cards).put("exact", HouseEdges.of(v, first, true));
			}
		}
	}

	private ComparisonFigures compare(ReadingChain chain) {
		Path dir = file.toAbsolutePath().getParent();
		Path root = Readings.workspaceOf(dir);
		try (Readings workspace = root == null ? null : Readings.open(dir)) {
			Repository repo = workspace == null ? null : workspace.repository();
			String self = file.toAbsolutePath().normalize().toString();
			Map<String, String> old = new LinkedHashMap<>();
			LoadedReading other = LoadedReading.load(ReadingSource.resolve(repo, workingDirectory, compare, self).get(0));
			Map<String, Rule> theirs = other.chain().effectiveRules();
			chosen.forEach((r, l) -> {
				Rule rule = theirs.get(r);
				if (rule != null && rule.getAlternatives().stream().anyMatch(a -> a.getLabel().equals(l))) {
					old.put(r, l);
				}
			});
			Comparison c = new CompareCommand(repo).setWorkingDirectory(workingDirectory).setOld(compare).setNew(self)
					.setOldChoice(old).setNewChoice(chosen).setGames(games).setSeed(seed).setPlayers(first, second).setTurnCap(turnCap)
					.setThreads(threads).progress(step("both readings", 2L * games)).call();
			RuleDiff diff = new RuleDiffCommand(repo).setWorkingDirectory(workingDirectory).setOld(compare).setNew(self).setMergeBase(false)
					.call();
			return ComparisonFigures.of(parsed(c.json()), diff);
		} catch (WorkspaceProblem p) {
			throw new PublishProblem("--compare " + compare + ": " + p.getMessage(), p);
		}
	}

	private Reproduction reproduction(ReadingVersion version, List<Choice> choices, List<String> players, boolean showdown) {
		String path = quote(version.underVersionControl() ? version.path() : file.toString());
		StringBuilder options = new StringBuilder();
		options.append(" --games ").append(games).append(" --seed ").append(seed).append(" --players ").append(first).append(',')
				.append(second).append(" --turn-cap ").append(turnCap);
		chosen.forEach((r, l) -> options.append(" --choose ").append(quote(r + "=" + l)));
		String skilled = skill == null ? "" : " --skill " + skill;
		List<String> commands = new ArrayList<>();
		commands.add("rulebench simulate " + path + options + skilled + " --format json");
		if (showdown) {
			StringBuilder edgeOptions = new StringBuilder(List.of("random", "stand", "draw").contains(first) ? " --players " + first : "");
			chosen.forEach((r, l) -> edgeOptions.append(" --choose ").append(quote(r + "=" + l)));
			commands.add("rulebench edge " + path + " --best" + edgeOptions + " --format json");
		}
		if (compare != null) {
			StringBuilder compareOptions = new StringBuilder(" --games " + games + " --seed " + seed + " --players " + first + "," + second
					+ " --turn-cap " + turnCap);
			chosen.forEach((r, l) -> compareOptions.append(" --choose-new ").append(quote(r + "=" + l)));
			commands.add("rulebench compare " + quote(compare) + " " + path + compareOptions + " --format json");
		}
		String formatList = String.join(",", formats.stream().map(DocumentFormat::extension).toList());
		commands.add("rulebench publish " + path + (compare == null ? "" : " --compare " + quote(compare)) + options + skilled
				+ " --format " + formatList);
		List<Reproduction.PlayerFile> files = new ArrayList<>();
		for (String p : new LinkedHashSet<>(players)) {
			if (!Players.trained(p)) {
				continue;
			}
			for (Choice c : choices) {
				Path f = TrainedPlayer.fileFor(file, c.labels());
				files.add(new Reproduction.PlayerFile(p, name(f, version), sha256(f)));
			}
		}
		String checkout = version.underVersionControl() ? "git checkout " + version.commit() + "   (in " + version.root() + ")" : null;
		return new Reproduction(tool, System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")", checkout,
				commands, files);
	}

	/** The files the reading rests on besides its own: the readings it extends and the sources it cites. */
	private static List<Path> dependencies(ReadingChain chain) {
		Set<Path> files = new LinkedHashSet<>();
		for (Reading r : chain.readings()) {
			addFile(files, r.eResource());
			r.eAllContents().forEachRemaining(o -> {
				if (o instanceof org.rulebench.reading.reading.Citation c && c.getPassage() != null && !c.getPassage().eIsProxy()) {
					addFile(files, c.getPassage().eResource());
				}
			});
		}
		return List.copyOf(files);
	}

	private static void addFile(Set<Path> files, Resource r) {
		URI uri = r == null ? null : r.getURI();
		if (uri != null && uri.isFile()) {
			files.add(Path.of(uri.toFileString()));
		}
	}

	private static String fileName(Resource r, ReadingVersion version) {
		URI uri = r == null ? null : r.getURI();
		if (uri == null) {
			return "(unknown file)";
		}
		return uri.isFile() ? name(Path.of(uri.toFileString()), version) : uri.toString();
	}

	private static String name(Path f, ReadingVersion version) {
		Path abs = f.toAbsolutePath().normalize();
		if (version.root() != null && abs.startsWith(version.root())) {
			return version.root().relativize(abs).toString().replace('\\', '/');
		}
		Path cwd = Path.of("").toAbsolutePath();
		return abs.startsWith(cwd) ? cwd.relativize(abs).toString() : abs.toString();
	}

	private static String sha256(Path f) {
		try (InputStream in = Files.newInputStream(f)) {
			MessageDigest d = MessageDigest.getInstance("SHA-256");
			byte[] buffer = new byte[1 << 16];
			for (int n; (n = in.read(buffer)) > 0;) {
				d.update(buffer, 0, n);
			}
			return HexFormat.of().formatHex(d.digest());
		} catch (IOException | NoSuchAlgorithmException e) {
			throw new PublishProblem(f + ": the player file cannot be read: " + e.getMessage(), e);
		}
	}

	/** A word as a POSIX shell reads it back: quoted where it has a space or a character the shell would take. */
	static String quote(String word) {
		return word.matches("[\\p{L}\\p{N}_./:=,@%+-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
	}

	/** The JSON as a reader of the command line's output gets it: parsed back from the text the command line prints. */
	@SuppressWarnings("unchecked")
	private static Map<String, Object> parsed(String json) {
		return new Gson().fromJson(json, Map.class);
	}
}
