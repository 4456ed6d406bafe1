package org.rulebench.reading.golden;

import org.rulebench.reading.compile.GameFamily;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.junit.jupiter.api.Test;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.game.Table;
import org.rulebench.engine.game.Variant;
import org.rulebench.reading.cards.CardReadingCompiler;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.variant.Variants;

/**
 * Every example reading, of every family, compiles to the same engine rules and plays the same seeded games as
 * when this file was recorded: race readings under every combination of their alternatives, grid and card readings
 * under their first alternatives. What is compared: the printed form of the compiled rules ({@link Printed}) and
 * every field of every game's result, both as SHA-256 digests.
 * <p>
 * The golden file {@code golden/results.txt} keys each reading by a digest of its text and of the readings it
 * extends. A reading whose text changed (a fidelity fix) must be recorded again, and only then:
 *
 * <pre>
 * RULEBENCH_GOLDEN=update ./mvnw -B -o verify -pl tests/org.rulebench.reading.tests -am -Dtest=GoldenResultsTest -DfailIfNoTests=false
 * </pre>
 *
 * records the readings whose text changed (and new ones, and drops removed ones); a reading whose text is unchanged
 * is still compared and recorded again only where its games are the same and the printed rules alone differ (the
 * engine learnt to print a new part of the rules).
 */
class GoldenResultsTest {
	private static final Path FILE = Path.of("golden/results.txt");
	private static final long SEED = 2026;
	private static final int RACE_GAMES = 200;
	/** Acey-deucey's 1-2 gives thousands of plays to judge: its games are slow with a greedy player. */
	private static final Map<String, Integer> FEWER = Map.of("backgammon.aceydeucey", 20);
	private static final int GRID_GAMES = 4;
	private static final int GRID_PLY_CAP = 200;
	private static final int CARD_ROUNDS = 2000;
	private static final String COMMAND = "RULEBENCH_GOLDEN=update ./mvnw -B -o verify -pl tests/org.rulebench.reading.tests -am"
			+ " -Dtest=GoldenResultsTest -DfailIfNoTests=false";

	@Test
	void everyExampleReadingGivesTheRecordedRulesAndGames() throws IOException {
		boolean update = "update".equals(System.getenv("RULEBENCH_GOLDEN"));
		Map<String, List<String>> recorded = read();
		Map<String, List<String>> now = new LinkedHashMap<>();
		List<String> changedText = new ArrayList<>();
		List<String> differences = new ArrayList<>();
		for (Map.Entry<String, Reading> e : Examples.all().entrySet()) {
			String name = e.getKey();
			ReadingChain chain = ReadingChain.of(e.getValue());
			String head = "reading " + name + " text=" + textDigest(chain);
			List<String> old = recorded.get(name);
			if (old == null || !old.get(0).equals(head)) {
				changedText.add(name);
				if (!update) {
					continue;
				}
			}
			List<String> lines = results(name, chain);
			lines.add(0, head);
			boolean unchanged = old != null && old.get(0).equals(head);
			// An engine that prints its rules differently but plays the same games is recorded again on update.
			boolean reprinted = update && unchanged && withoutRules(old).equals(withoutRules(lines));
			now.put(name, unchanged && !reprinted ? old : lines);
			if (unchanged && !reprinted && !old.equals(lines)) {
				differences.add(diff(name, old, lines));
			}
		}
		Set<String> removed = new java.util.HashSet<>(recorded.keySet());
		removed.removeAll(Examples.all().keySet());
		if (update) {
			write(now);
		}
		if (!differences.isEmpty()) {
			fail("readings whose text is unchanged give other rules or games than recorded:\n" + String.join("\n", differences));
		}
		if (!update && (!changedText.isEmpty() || !removed.isEmpty())) {
			fail("the text of " + changedText + " changed (or is new) and " + removed + " were removed since " + FILE
					+ " was recorded: record them again with\n  " + COMMAND);
		}
	}

	/** One line per combination: the digest of the printed rules and of the games' results, with the tallies. */
	private static List<String> results(String name, ReadingChain chain) {
		boolean grid = GameFamily.of(chain) == GameFamily.GRID;
		boolean cards = GameFamily.of(chain) == GameFamily.CARDS;
		List<Choice> choices = grid || cards ? List.of(Choice.FIRST) : Choice.all(chain);
		List<String> lines = new ArrayList<>();
		for (Choice choice : choices) {
			Object rules = grid ? GridReadingCompiler.compile(chain, choice).rules()
					: cards ? (org.rulebench.reading.cards.ShowdownCompiler.isShowdown(chain)
							? org.rulebench.reading.cards.ShowdownCompiler.compile(chain, choice) : CardReadingCompiler.compile(chain, choice))
					: ReadingCompiler.compile(chain, choice);
			Variant variant = Variants.compile(chain, choice);
			int games = grid ? GRID_GAMES : cards ? CARD_ROUNDS : FEWER.getOrDefault(name, RACE_GAMES);
			String second = grid || cards ? variant.players().get(0) : "greedy";
			Table table = variant.seat(variant.players().get(0), second);
			MessageDigest md = sha();
			int[] wins = new int[3];
			long turns = 0;
			for (int i = 0; i < games; i++) {
				GameResult r = table.play(Rng.derive(SEED, i), grid ? GRID_PLY_CAP : 2000);
				md.update(Printed.of(r).getBytes(StandardCharsets.UTF_8));
				wins[r.winner() + 1]++;
				turns += r.turns();
			}
			lines.add("  " + choice + ": rules=" + digest(Printed.of(rules)) + " games=" + games + " wins=" + wins[1] + "/"
					+ wins[2] + " other=" + wins[0] + " turns=" + turns + " results=" + HexFormat.of().formatHex(md.digest(), 0, 8));
		}
		return lines;
	}

	private static String textDigest(ReadingChain chain) {
		StringBuilder text = new StringBuilder();
		for (Reading r : chain.readings()) {
			text.append(NodeModelUtils.getNode(r).getRootNode().getText()).append('\0');
		}
		return digest(text.toString());
	}

	private static String digest(String s) {
		return HexFormat.of().formatHex(sha().digest(s.getBytes(StandardCharsets.UTF_8)), 0, 8);
	}

	private static MessageDigest sha() {
		try {
			return MessageDigest.getInstance("SHA-256");
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	private static String diff(String name, List<String> old, List<String> now) {
		StringBuilder b = new StringBuilder(name + ":");
		for (int i = 1; i < Math.max(old.size(), now.size()); i++) {
			String o = i < old.size() ? old.get(i) : "(none)";
			String n = i < now.size() ? now.get(i) : "(none)";
			if (!o.equals(n)) {
				b.append("\n  recorded ").append(o.strip()).append("\n  now      ").append(n.strip());
			}
		}
		return b.toString();
	}

	private static Map<String, List<String>> read() throws IOException {
		Map<String, List<String>> m = new LinkedHashMap<>();
		if (!Files.exists(FILE)) {
			return m;
		}
		List<String> current = null;
		for (String line : Files.readAllLines(FILE, StandardCharsets.UTF_8)) {
			if (line.startsWith("reading ")) {
				current = new ArrayList<>();
				m.put(line.substring("reading ".length(), line.indexOf(" text=")), current);
			}
			if (current != null && !line.isBlank() && !line.startsWith("#")) {
				current.add(line);
			}
		}
		return m;
	}

	private static void write(Map<String, List<String>> readings) throws IOException {
		List<String> out = new ArrayList<>();
		out.add("# Golden results of every example reading (GoldenResultsTest): record again with");
		out.add("# " + COMMAND);
		readings.values().forEach(out::addAll);
		Files.createDirectories(FILE.getParent());
		Files.write(FILE, out, StandardCharsets.UTF_8);
	}

	private static List<String> withoutRules(List<String> lines) {
		return lines.stream().map(l -> l.replaceAll("rules=[0-9a-f]+ ", "")).toList();
	}
}
