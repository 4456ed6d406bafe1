package org.rulebench.reading.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.exact.RankEnumeration;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Perft;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.position.Position;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.ReadingInjectorProvider;
import org.rulebench.reading.variant.Variants;

import com.google.inject.Injector;

/**
 * Issue 25's fuzzing, kept: every example reading of dsl-examples mutated (a word dropped, doubled, swapped or
 * replaced, a number changed, a line dropped or doubled, the text cut, a stray quote or brace, a byte-order mark, old
 * line endings, deep nesting), each mutant checked, and every mutant that checks clean compiled (every combination,
 * up to {@value #COMBINATIONS}) and played: a few seeded games, the legal plays or perft from the start, the exact
 * edge of a card game. Nothing may throw: a check that cannot go on is an error in words, a rule set the engine
 * cannot play an error of `check`. {@code -Drulebench.mutants=N} mutants per reading (a few by default, so that the
 * build stays quick; 150 per reading, some 3,500 mutants, is the full run).
 */
@org.junit.jupiter.api.extension.ExtendWith(org.eclipse.xtext.testing.extensions.InjectionExtension.class)
@org.eclipse.xtext.testing.InjectWith(ReadingInjectorProvider.class)
class MutantsTest {
	static final int COMBINATIONS = 4;
	private static final int MUTANTS = Integer.getInteger("rulebench.mutants", 12);
	private static final int EDGES = Integer.getInteger("rulebench.mutants.edges", 2);
	/** Messages in Java's or the linker's words, not the reading's. */
	private static final java.util.regex.Pattern JAVA_WORDS = java.util.regex.Pattern
			.compile("For input string|Couldn't resolve reference|could not be checked|\\bnull\\b|EClass|java\\.");
	/** Showdown enumerations (seconds each: every deal of the player's cards and the banker's) over the whole run. */
	private static final int SHOWDOWNS = Integer.getInteger("rulebench.mutants.showdowns", 1);
	/** A mutant that takes longer to check and play its few games than this has hung. */
	private static final int SLOW_SECONDS = 30;

	@com.google.inject.Inject
	private Injector injector;
	@com.google.inject.Inject
	private IResourceValidator validator;
	private int edges;
	private int showdowns;

	@Test
	void noMutantOfAnExampleReadingCrashesACheckOrAGame() throws IOException {
		XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
		Path root = Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"));
		List<Path> files;
		try (Stream<Path> walk = Files.walk(root)) {
			files = walk.filter(f -> f.toString().endsWith(".reading") || f.toString().endsWith(".tei")).sorted().toList();
		}
		for (Path f : files) {
			set.getResource(URI.createFileURI(f.toAbsolutePath().toString()), true);
		}
		EcoreUtil.resolveAll(set);
		List<String> vocabulary = vocabulary(set);
		List<String> statements = statements(files);
		List<String> failures = new ArrayList<>();
		java.util.Map<String, Integer> codes = new java.util.TreeMap<>();
		int mutants = 0;
		int clean = 0;
		Logged logged = new Logged();
		org.apache.log4j.Logger.getRootLogger().addAppender(logged);
		for (Path f : files) {
			if (!f.toString().endsWith(".reading")) {
				continue;
			}
			XtextResource resource = (XtextResource) set.getResource(URI.createFileURI(f.toAbsolutePath().toString()), false);
			String original = Files.readString(f);
			Mutations mutations = new Mutations(original, vocabulary, statements);
			try {
				for (int i = 0; i < MUTANTS; i++) {
					Mutations.Mutant m = mutations.mutant(f.getFileName().toString().hashCode() * 7919L + i);
					mutants++;
					long t0 = System.nanoTime();
					logged.errors.clear();
					try {
						reload(resource, m.text());
						List<Issue> issues = validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
						issues.stream().filter(x -> x.getSeverity() == Severity.ERROR).map(x -> String.valueOf(x.getCode())).distinct()
								.forEach(c -> codes.merge(c, 1, Integer::sum));
						if (checksClean(issues)) {
							clean++;
							try {
								play(resource);
							} catch (RuntimeException e) {
								throw new IllegalStateException(e.getMessage() + "; the checks found " + issues, e);
							}
						}
					} catch (RuntimeException | StackOverflowError | IOException e) {
						failures.add(root.relativize(f) + ", mutant " + i + " (" + m.what() + "): " + trace(e));
					}
					if (!logged.errors.isEmpty()) {
						// a check that threw, even where its message is not shown (a statement with a syntax error)
						failures.add(root.relativize(f) + ", mutant " + i + " (" + m.what() + "): logged " + logged.errors);
					}
					double seconds = (System.nanoTime() - t0) / 1e9;
					if (seconds > SLOW_SECONDS) {
						failures.add(root.relativize(f) + ", mutant " + i + " (" + m.what() + "): took " + (int) seconds
								+ " s to check and play a few games (a hang for so small a run)");
					}
				}
			} finally {
				reload(resource, original);
			}
		}
		org.apache.log4j.Logger.getRootLogger().removeAppender(logged);
		System.out.printf("%d mutants of %d readings, %d checked clean and played, %d crashed or hung%n", mutants, files.size(), clean,
				failures.size());
		System.out.println("mutants refused, by the code of an error they got: " + codes);
		assertEquals(List.of(), failures, failures.size() + " mutants crashed");
	}

	/** The text loaded as `rulebench check` loads a file. */
	private static void reload(XtextResource resource, String text) throws IOException {
		resource.unload();
		resource.load(new org.eclipse.xtext.util.LazyStringInputStream(text), null);
		EcoreUtil.resolveAll(resource);
	}

	/** The checks as `rulebench check` runs them; an issue in EMF's words (a code holding a class name) is a crash. */
	private static boolean checksClean(List<Issue> issues) {
		List<String> bad = new ArrayList<>();
		for (Issue i : issues) {
			if (i.getCode() != null && (i.getCode().contains("@") || i.getCode().contains("EClass"))) {
				bad.add("an issue code in EMF's words: " + i.getCode() + " " + i.getMessage());
			} else if (i.getMessage() == null || i.getMessage().contains("\n") || i.getMessage().contains("Exception")
					|| JAVA_WORDS.matcher(i.getMessage()).find()) {
				bad.add("a message not in words, or on several lines: " + i);
			}
		}
		if (!bad.isEmpty()) {
			throw new IllegalStateException(String.join("; ", bad).replace("\n", "⏎"));
		}
		return issues.stream().noneMatch(i -> i.getSeverity() == Severity.ERROR);
	}

	/** Every combination (up to a few) compiled and played; a clean reading that does not compile is a crash too. */
	private void play(XtextResource resource) {
		Reading reading = (Reading) resource.getContents().get(0);
		ReadingChain chain = ReadingChain.of(reading);
		List<Choice> choices = Choice.all(chain);
		for (Choice choice : choices.subList(0, Math.min(COMBINATIONS, choices.size()))) {
			Variant v;
			try {
				v = Variants.compile(chain, choice);
			} catch (ReadingProblem p) {
				throw new IllegalStateException("checks clean but does not compile with " + choice + ": " + p.getMessage(), p);
			}
			String player = v.players().contains("random") ? "random" : v.players().get(0);
			for (long seed = 1; seed <= 2; seed++) {
				GameResult r = v.seat(player, player).play(seed, 300);
				if (r == null) {
					throw new IllegalStateException("no result");
				}
			}
			switch (v) {
			case RaceVariant race -> {
				Position start = Position.start(race.rules(), 0);
				PlayGenerator plays = new PlayGenerator(race.rules());
				int faces = race.rules().dice().faces();
				int dice = race.rules().dice().count();
				plays.generate(start, roll(dice, 1, Math.min(2, faces)));
				plays.generate(start, roll(dice, faces, faces));
			}
			case GridVariant grid -> new Perft(GridPosition.of(CompiledRules.of(grid.rules()), grid.rules().startFen()), 2).count(2);
			case CardVariant cards -> {
				if (edges++ < EDGES) {
					// as `rulebench edge` does: a shoe or bets over rank counts (rules that read suits are refused, not crashed)
					if (cards.rules().decks() > 1 || !cards.rules().wagers().banking()) {
						if (RankEnumeration.refusal(cards.rules()) == null) {
							new RankEnumeration(cards.rules()).outcomes(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
						}
					} else {
						new Enumeration(cards.rules()).edge(DrawPolicy.RANDOM, DrawPolicy.RANDOM);
					}
				}
			}
			case org.rulebench.engine.cards.showdown.ShowdownVariant showdown -> {
				if (showdowns++ < SHOWDOWNS) {
					// as `rulebench edge` does on a showdown: every deal, the player random where its rule leaves the choice
					showdown.enumeration().edge(org.rulebench.engine.cards.showdown.ShowdownEnumeration.Policy.RANDOM);
				}
			}
			default -> {
			}
			}
		}
	}

	/** Errors logged while a mutant is checked and played: Xtext logs a check that threw before reporting it. */
	private static final class Logged extends org.apache.log4j.AppenderSkeleton {
		final List<String> errors = new ArrayList<>();

		@Override
		protected void append(org.apache.log4j.spi.LoggingEvent e) {
			if (e.getLevel().isGreaterOrEqual(org.apache.log4j.Level.ERROR)) {
				Throwable t = e.getThrowableInformation() == null ? null : e.getThrowableInformation().getThrowable();
				errors.add(e.getRenderedMessage() + (t == null ? "" : ": " + trace(t)));
			}
		}

		@Override
		public void close() {
		}

		@Override
		public boolean requiresLayout() {
			return false;
		}
	}

	/** A roll of that many dice: the first die, then the second on every other die. */
	private static int[] roll(int dice, int first, int others) {
		int[] r = new int[dice];
		java.util.Arrays.fill(r, others);
		r[0] = first;
		return r;
	}

	/** Every `rule` and `expect` statement of the readings, with the lines that continue it. */
	private static List<String> statements(List<Path> files) throws IOException {
		List<String> out = new ArrayList<>();
		for (Path f : files) {
			if (!f.toString().endsWith(".reading")) {
				continue;
			}
			StringBuilder current = null;
			for (String line : Files.readAllLines(f)) {
				if (line.startsWith("rule ") || line.startsWith("expect ")) {
					if (current != null) {
						out.add(current.toString());
					}
					current = new StringBuilder(line);
				} else if (current != null && !line.isBlank() && Character.isWhitespace(line.charAt(0))) {
					current.append('\n').append(line);
				} else if (current != null) {
					out.add(current.toString());
					current = null;
				}
			}
			if (current != null) {
				out.add(current.toString());
			}
		}
		return out;
	}

	/** The keywords of the grammar and the names the readings use. */
	private List<String> vocabulary(XtextResourceSet set) {
		TreeSet<String> words = new TreeSet<>();
		org.eclipse.xtext.Grammar g = injector.getInstance(org.eclipse.xtext.IGrammarAccess.class).getGrammar();
		for (Keyword k : org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(g, Keyword.class)) {
			words.add(k.getValue());
		}
		for (Resource r : set.getResources()) {
			if (r instanceof XtextResource x && x.getParseResult() != null) {
				for (String w : x.getParseResult().getRootNode().getText().split("[^\\p{L}\\p{N}_.#]+")) {
					if (w.length() > 1 && w.length() < 30) {
						words.add(w);
					}
				}
			}
		}
		return new ArrayList<>(words);
	}

	private static String trace(Throwable e) {
		StringWriter s = new StringWriter();
		e.printStackTrace(new PrintWriter(s));
		String[] lines = s.toString().split("\n");
		return String.join(" | ", java.util.Arrays.copyOf(lines, Math.min(8, lines.length)));
	}

}
