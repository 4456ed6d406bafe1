package org.rulebench.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.play.Repetitions;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.position.PositionId;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.readings.internal.Json;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * `rulebench moves FILE`: every distinct legal result of a roll as GNU Backgammon Position IDs, from the mover's
 * point of view (the turn not passed); the unchanged ID when no play is legal. For a grid reading, `--fen FEN
 * [--square SQ]`: every legal move of the side to move (or of the piece on one point), in Fairy-Stockfish's
 * coordinates, the pieces a dance also takes after an x ({@code j10j12xj11}), so that a historian can hold a piece
 * against its article; {@code --after MOVES} plays a game's moves first, for the rules that read its history.
 */
@Command(name = "moves", mixinStandardHelpOptions = true, sortOptions = false,
		description = "Every distinct legal result of a roll, as GNU Backgammon Position IDs (one a line), from the mover's "
				+ "point of view; the unchanged ID when no play is legal. With --batch, reads 'ID D1 D2' lines from standard input. "
				+ "For a grid reading, --fen FEN [--square SQ]: every legal move (of the piece on SQ), one a line.")
final class MovesCommand implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(paramLabel = "FILE", description = "the .reading file (a backgammon-shaped game)")
	Path file;

	@Option(names = "--position-id", paramLabel = "ID", description = "the position, as GNU Backgammon's Position ID")
	String positionId;

	@Option(names = "--dice", arity = "2", paramLabel = "D", description = "the two dice")
	List<String> dice = new ArrayList<>();

	@Option(names = "--fen", paramLabel = "FEN", description = "a grid reading's position, as Fairy-Stockfish FEN ('start': the reading's)")
	String fen;

	@Option(names = "--square", paramLabel = "SQ", description = "with --fen, only the moves of the piece on this point (e.g. j10)")
	String square;

	@Option(names = "--after", paramLabel = "MOVES", description = "with --fen, moves made from it first ('a19a18 j18j19 ...'):"
			+ " the game so far, which a repetition rule that refuses moves reads")
	String after;

	@Option(names = "--batch", description = "read queries 'ID D1 D2' from standard input, answer one line each")
	boolean batch;

	@Option(names = "--choose", paramLabel = "RULE=LABEL", description = "the alternative of an uncertain rule (repeatable)")
	List<String> choose = new ArrayList<>();

	@Mixin
	Format format;

	MovesCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
		if (fen != null) {
			return grid();
		}
		if (square != null) {
			throw new Usage("--square needs --fen: the moves of one piece of a grid position");
		}
		if (!batch && (positionId == null || dice.size() != 2)) {
			throw new Usage("moves needs --position-id ID and --dice D1 D2, or --batch (or, for a grid reading, --fen FEN)");
		}
		Compiled compiled = Compiled.of(file, choose, err);
		if (compiled == null) {
			return 1;
		}
		if (compiled.rules().size() > 1) {
			throw new Usage("the reading has alternatives; pick one with --choose RULE=LABEL (" + compiled.choices() + ")");
		}
		RuleSet rules = compiled.rules().get(0);
		if (!rules.backgammonShaped()) {
			err.println(file + ":1:1: error: " + rules.name()
					+ " is not backgammon-shaped (24 points, sides moving against each other, at most 15 pieces); "
					+ "Position IDs cannot describe it [cli.not-backgammon-shaped]");
			return 1;
		}
		if (rules.occupancy().hit() == org.rulebench.engine.rules.HitRule.HOLD) {
			err.println(file + ":1:1: error: " + rules.name() + " holds pieces landed on in place; a Position ID says how many"
					+ " pieces stand on a point, not which side's piece holds the other's: state the position in an `expect`"
					+ " of the reading instead (`1 held on point 13`, `a roll of 6-1 allows 1 play`) [cli.held-pieces]");
			return 1;
		}
		PlayGenerator generator = new PlayGenerator(rules);
		if (!batch) {
			try {
				List<String> ids = results(rules, generator, positionId, dice);
				if (format.json()) {
					out.println(Json.write(json(positionId, dice, ids)));
				} else {
					ids.forEach(out::println);
				}
				return 0;
			} catch (IllegalArgumentException e) {
				err.println("rulebench moves: " + e.getMessage());
				return 1;
			}
		}
		return batch(rules, generator);
	}

	private int grid() {
		GridCompiled compiled = GridCompiled.of(file, choose, err);
		if (compiled == null) {
			return 1;
		}
		GridRules rules = compiled.grid().rules();
		CompiledRules c = CompiledRules.of(rules);
		GridPosition p;
		try {
			p = GridPosition.of(c, fen.equals("start") ? rules.startFen() : fen);
		} catch (IllegalArgumentException e) {
			err.println("rulebench moves: " + e.getMessage() + " (give a FEN of " + rules.board().files() + " files and "
					+ rules.board().ranks() + " ranks, or 'start')");
			return 1;
		}
		Repetitions history = Repetitions.of(p);
		if (after != null) {
			for (String name : after.trim().split("[\\s,]+")) {
				int m = named(p, history, name);
				if (m < 0) {
					err.println("rulebench moves: --after: " + name + " is not a legal move in " + p);
					return 1;
				}
				p.make(m);
				if (history != null) {
					history.made(m);
				}
			}
		}
		int from = -1;
		if (square != null) {
			from = rules.board().parse(square);
			if (from < 0) {
				throw new Usage("--square " + square + ": not a point of the board (a1 to " + rules.board().name(rules.board().squares() - 1) + ")");
			}
			if (p.sideAt(from) != p.sideToMove()) {
				err.println("rulebench moves: no piece of the side to move on " + square + "; its moves would not be legal now");
				return 1;
			}
		}
		List<String> names = new ArrayList<>();
		for (int m : legal(p, history)) {
			if (from < 0 || Move.from(m) == from) {
				names.add(p.name(m));
			}
		}
		if (format.json()) {
			Map<String, Object> m = new LinkedHashMap<>();
			m.put("fen", p.toString());
			if (square != null) {
				m.put("square", square);
				m.put("piece", rules.kinds().get(p.kindAt(from)).name());
			}
			m.put("moves", names);
			out.println(Json.write(m));
		} else {
			names.forEach(out::println);
		}
		return 0;
	}

	/** The legal moves, less those a repetition rule refuses after the game so far. */
	private static int[] legal(GridPosition p, Repetitions history) {
		int[] moves = new int[p.moveBound()];
		int end = p.legal(moves, 0);
		return java.util.Arrays.copyOf(moves, history == null ? end : history.refuse(moves, 0, end));
	}

	/** The legal move of this name, -1 if none. */
	private static int named(GridPosition p, Repetitions history, String name) {
		for (int m : legal(p, history)) {
			if (p.name(m).equals(name)) {
				return m;
			}
		}
		return -1;
	}

	private static Map<String, Object> json(String id, List<String> dice, List<String> results) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("position_id", id);
		m.put("dice", dice.stream().map(d -> Integer.valueOf(d.trim())).toList());
		m.put("results", results);
		return m;
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
					List<String> ids = results(rules, generator, f[0], List.of(f[1], f[2]));
					buffer.append(format.json() ? Json.line(json(f[0], List.of(f[1], f[2]), ids)) : String.join(" ", ids)).append('\n');
				} catch (IllegalArgumentException e) {
					// the answer stays one line per query: empty (or a JSON error record), the message on standard error
					buffer.append(format.json() ? Json.line(Map.of("line", n, "error", e.getMessage())) : "").append('\n');
					err.println("rulebench moves: line " + n + ": " + e.getMessage());
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
