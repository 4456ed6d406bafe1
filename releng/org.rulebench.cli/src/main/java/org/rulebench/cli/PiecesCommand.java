package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Reading;

/** `rulebench pieces FILE`: every piece of a grid reading, its FEN letter and its moves in XBetza (Fairy-Stockfish's notation). */
final class PiecesCommand {
	private final PrintStream out;
	private final PrintStream err;

	PiecesCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	int run(String[] argv) {
		Args args = new Args(argv, 1, Set.of(), Map.of());
		if (args.positional.size() != 1) {
			throw new Usage("pieces needs exactly one .reading file");
		}
		Path file = Path.of(args.positional.get(0));
		Readings readings = new Readings().load(List.of(file));
		boolean failed = false;
		for (Problem p : readings.check(file)) {
			if (p.error()) {
				out.println(p);
				failed = true;
			}
		}
		Reading reading = readings.reading(file);
		if (failed || reading == null) {
			return 1;
		}
		ReadingChain chain = ReadingChain.of(reading);
		if (!GridReadingCompiler.isGrid(chain)) {
			err.println(file + ":1:1: error: " + reading.getName() + " is not a grid reading (it states no board of files and"
					+ " ranks) [cli.not-a-grid-reading]");
			return 1;
		}
		List<PieceTable.Row> rows = new PieceTable(chain).call();
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
