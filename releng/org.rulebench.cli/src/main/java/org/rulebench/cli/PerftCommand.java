package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * `rulebench perft FILE [--fen FEN] --depth D [--divide] [--choose RULE=LABEL]...`: the leaf count of the legal-move
 * tree of a grid reading, as Fairy-Stockfish's `go perft` prints it (with --divide, each first move's count first).
 */
@Command(name = "perft", mixinStandardHelpOptions = true, sortOptions = false,
		description = "The number of leaves of a grid reading's legal-move tree to a depth, as Fairy-Stockfish's `go perft` "
				+ "prints it; with --divide each first move's count first. Its time goes to standard error.")
final class PerftCommand implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(paramLabel = "FILE", description = "the .reading file of a grid game")
	Path file;

	@Option(names = "--fen", paramLabel = "FEN", description = "the position, as Fairy-Stockfish FEN (default: the reading's start)")
	String fen;

	@Option(names = "--depth", required = true, paramLabel = "D", description = "the depth in plies, 0 to 12")
	int depth;

	@Option(names = "--divide", description = "each first move's count, in Fairy-Stockfish's coordinates")
	boolean divide;

	@Option(names = "--choose", paramLabel = "RULE=LABEL", description = "the alternative of an uncertain rule (repeatable)")
	List<String> choose = new ArrayList<>();

	PerftCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
		if (depth < 0 || depth > 12) {
			throw new Usage("--depth " + depth + ": give a depth from 0 to 12");
		}
		GridCompiled compiled = GridCompiled.of(file, choose, err);
		if (compiled == null) {
			return 1;
		}
		GridPerft.Result result;
		try {
			result = new GridPerft(compiled.grid().rules()).fen(fen == null ? compiled.grid().rules().startFen() : fen)
					.depth(depth).divide(divide).call();
		} catch (IllegalArgumentException e) {
			err.println("rulebench perft: " + e.getMessage());
			return 1;
		}
		if (!compiled.choice().labels().isEmpty() || !GridCompiled.alternatives(compiled.chain()).isEmpty()) {
			err.println("rulebench perft: with " + compiled.choiceInFull());
		}
		result.divide().forEach((move, n) -> out.println(move + ": " + n));
		if (!result.divide().isEmpty()) {
			out.println();
		}
		out.println("Nodes searched: " + result.nodes());
		err.printf("rulebench perft: %.3f s, %.0f nodes/s%n", result.nanos() / 1e9,
				result.nanos() == 0 ? 0.0 : result.nodes() * 1e9 / result.nanos());
		return 0;
	}
}
