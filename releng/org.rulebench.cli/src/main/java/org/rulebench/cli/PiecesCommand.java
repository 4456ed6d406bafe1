package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** `rulebench pieces FILE`: every piece of a grid reading, its FEN letter and its moves in XBetza (Fairy-Stockfish's notation). */
@Command(name = "pieces", mixinStandardHelpOptions = true,
		description = "Every piece of a grid reading: its FEN letter and its moves in XBetza, as Fairy-Stockfish and HaChu write them.")
final class PiecesCommand implements Callable<Integer> {
	private final PrintStream out;
	private final PrintStream err;

	@Parameters(paramLabel = "FILE", description = "the .reading file of a grid game")
	Path file;

	PiecesCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Override
	public Integer call() {
		GridCompiled compiled = GridCompiled.of(file, List.of(), err);
		if (compiled == null) {
			return 1;
		}
		List<PieceTable.Row> rows = new PieceTable(compiled.chain()).call();
		int width = rows.stream().mapToInt(r -> label(r).length()).max().orElse(5);
		int betza = rows.stream().mapToInt(r -> r.xbetza().length()).max().orElse(6);
		out.printf("%-" + width + "s  %s  %-" + betza + "s  %s%n", "piece", "FEN", "XBetza", "");
		for (PieceTable.Row r : rows) {
			out.printf("%-" + width + "s  %-3s  %-" + betza + "s  %s%n", label(r), r.letter(), r.xbetza(), r.notes());
		}
		return 0;
	}

	private static String label(PieceTable.Row r) {
		return r.alternative() == null ? r.name() : r.name() + " [" + r.rule() + "=" + r.alternative() + "]";
	}
}
