package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * `rulebench perft FILE [--fen FEN] --depth D [--divide] [--choose RULE=LABEL]...`: the leaf count of the legal-move
 * tree of a grid reading, as Fairy-Stockfish's `go perft` prints it (with --divide, each first move's count first).
 */
final class PerftCommand {
	private final PrintStream out;
	private final PrintStream err;

	PerftCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	int run(String[] argv) {
		Args args = new Args(argv, 1, Set.of("divide"), Map.of("fen", 1, "depth", 1, "choose", 1));
		if (args.positional.size() != 1) {
			throw new Usage("perft needs exactly one .reading file");
		}
		int depth = (int) args.number("depth", 1, 0, 12);
		GridCompiled compiled = GridCompiled.of(Path.of(args.positional.get(0)), args.all("choose"), out, err);
		if (compiled == null) {
			return 1;
		}
		GridPerft.Result result;
		try {
			result = new GridPerft(compiled.grid().rules()).fen(args.get("fen", compiled.grid().rules().startFen())).depth(depth)
					.divide(args.has("divide")).call();
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
