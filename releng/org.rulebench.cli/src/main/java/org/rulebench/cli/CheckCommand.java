package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** `rulebench check FILE...` (readings and TEI sources): every problem as FILE:LINE:COL: error|warning: message [code]; exit 1 on errors. */
final class CheckCommand {
	private final PrintStream out;

	CheckCommand(PrintStream out) {
		this.out = out;
	}

	int run(String[] argv) {
		Args args = new Args(argv, 1, Set.of(), Map.of());
		if (args.positional.isEmpty()) {
			throw new Usage("check needs at least one .reading or .tei file");
		}
		List<Path> files = args.positional.stream().map(Path::of).toList();
		Readings readings = new Readings().load(files);
		int errors = 0;
		int warnings = 0;
		for (Path f : files) {
			for (Problem p : readings.check(f)) {
				out.println(p);
				if (p.error()) {
					errors++;
				} else {
					warnings++;
				}
			}
		}
		if (errors + warnings > 0) {
			out.println(errors + (errors == 1 ? " error, " : " errors, ") + warnings + (warnings == 1 ? " warning" : " warnings"));
		}
		return errors > 0 ? 1 : 0;
	}
}
