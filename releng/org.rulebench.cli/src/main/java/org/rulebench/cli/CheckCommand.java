package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.rulebench.readings.internal.Json;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * `rulebench check FILE...` (readings and TEI sources): every problem as FILE:LINE:COL: error|warning: message
 * [code], the check's result, on standard output; exit 1 on errors.
 */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
		description = "Check readings and TEI sources: every problem as FILE:LINE:COL: error|warning: message [code]. "
				+ "Exit status 1 if there are errors.")
final class CheckCommand implements Callable<Integer> {
	private final PrintStream out;

	@Parameters(arity = "1..*", paramLabel = "FILE", description = ".reading files and TEI sources (.tei, .tei.xml)")
	List<Path> files;

	@Mixin
	Format format;

	CheckCommand(PrintStream out, PrintStream err) {
		this.out = out;
	}

	@Override
	public Integer call() {
		Readings readings = new Readings().load(files);
		int errors = 0;
		int warnings = 0;
		List<Problem> all = new ArrayList<>();
		for (Path f : files) {
			for (Problem p : readings.check(f)) {
				all.add(p);
				if (p.error()) {
					errors++;
				} else {
					warnings++;
				}
			}
		}
		if (format.json()) {
			out.println(Json.write(json(all, errors, warnings)));
		} else {
			all.forEach(out::println);
			if (errors + warnings > 0) {
				out.println(errors + (errors == 1 ? " error, " : " errors, ") + warnings + (warnings == 1 ? " warning" : " warnings"));
			}
		}
		return errors > 0 ? 1 : 0;
	}

	private Map<String, Object> json(List<Problem> problems, int errors, int warnings) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("files", files.stream().map(Path::toString).toList());
		m.put("errors", errors);
		m.put("warnings", warnings);
		m.put("problems", problems.stream().map(Problem::json).toList());
		return m;
	}
}
