package org.rulebench.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.position.PositionId;
import org.rulebench.engine.rules.RuleSet;

/**
 * `rulebench moves FILE`: every distinct legal result of a roll as GNU Backgammon Position IDs, from the mover's
 * point of view (the turn not passed); the unchanged ID when no play is legal.
 */
final class MovesCommand {
	private final PrintStream out;
	private final PrintStream err;

	MovesCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	int run(String[] argv) {
		Args args = new Args(argv, 1, Set.of("batch"), Map.of("position-id", 1, "dice", 2, "choose", 1));
		if (args.positional.size() != 1) {
			throw new Usage("moves needs exactly one .reading file");
		}
		boolean batch = args.has("batch");
		if (!batch && (!args.has("position-id") || args.all("dice").size() != 2)) {
			throw new Usage("moves needs --position-id ID and --dice D1 D2, or --batch");
		}
		Compiled compiled = Compiled.of(Path.of(args.positional.get(0)), args.all("choose"), out);
		if (compiled == null) {
			return 1;
		}
		if (compiled.rules().size() > 1) {
			throw new Usage("the reading has alternatives; pick one with --choose RULE=LABEL (" + compiled.choices() + ")");
		}
		RuleSet rules = compiled.rules().get(0);
		if (!rules.backgammonShaped()) {
			err.println(args.positional.get(0) + ":1:1: error: " + rules.name()
					+ " is not backgammon-shaped (24 points, sides moving against each other, at most 15 pieces); "
					+ "Position IDs cannot describe it [cli.not-backgammon-shaped]");
			return 1;
		}
		PlayGenerator generator = new PlayGenerator(rules);
		if (!batch) {
			try {
				for (String id : results(rules, generator, args.get("position-id", ""), args.all("dice"))) {
					out.println(id);
				}
				return 0;
			} catch (IllegalArgumentException e) {
				err.println("rulebench moves: " + e.getMessage());
				return 1;
			}
		}
		return batch(rules, generator);
	}

	private int batch(RuleSet rules, PlayGenerator generator) {
		int failures = 0;
		StringBuilder buffer = new StringBuilder();
		try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
			String line;
			int n = 0;
			while ((line = in.readLine()) != null) {
				n++;
				if (line.isBlank()) {
					continue;
				}
				String[] f = line.trim().split("\\s+");
				try {
					if (f.length != 3) {
						throw new IllegalArgumentException("a query is 'ID D1 D2', not '" + line.trim() + "'");
					}
					buffer.append(String.join(" ", results(rules, generator, f[0], List.of(f[1], f[2])))).append('\n');
				} catch (IllegalArgumentException e) {
					buffer.append("error: line ").append(n).append(": ").append(e.getMessage()).append('\n');
					failures++;
				}
				if (buffer.length() > 1 << 16) {
					out.print(buffer);
					buffer.setLength(0);
				}
			}
		} catch (IOException e) {
			err.println("rulebench moves: cannot read standard input: " + e.getMessage());
			return 1;
		}
		out.print(buffer);
		out.flush();
		return failures > 0 ? 1 : 0;
	}

	private static List<String> results(RuleSet rules, PlayGenerator generator, String id, List<String> dice) {
		int[] roll = new int[2];
		for (int i = 0; i < 2; i++) {
			try {
				roll[i] = Integer.parseInt(dice.get(i));
			} catch (NumberFormatException e) {
				throw new IllegalArgumentException("a die is a number from 1 to " + rules.dice().faces() + ", not '" + dice.get(i) + "'");
			}
			if (roll[i] < 1 || roll[i] > rules.dice().faces()) {
				throw new IllegalArgumentException("a die shows 1 to " + rules.dice().faces() + ", not " + roll[i]);
			}
		}
		Position p = PositionId.decode(rules, id, 0);
		PlayList plays = generator.generate(p, roll);
		List<String> ids = new ArrayList<>(plays.size());
		for (int i = 0; i < plays.size(); i++) {
			Position after = p.copy();
			plays.apply(after, i);
			ids.add(PositionId.encode(after));
		}
		return ids;
	}
}
