package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.rulebench.annotations.AnnotationsProblem;
import org.rulebench.annotations.MalformedAnnotations;
import org.rulebench.readings.WorkspaceProblem;

/**
 * The command line: `rulebench check|simulate|train|moves|sources|readings|diff|compare|annotations`. Bad input is a
 * message with file, line and column, exit status 1; a command line that cannot be understood is a usage message,
 * exit status 2; never a stack trace.
 */
public final class Main {
	static final String USAGE = """
			usage: rulebench check FILE...   (.reading files and TEI sources, .tei or .tei.xml)
			       rulebench simulate FILE [--games N] [--seed S] [--players P[,P]]
			                               [--choose RULE=LABEL]... [--turn-cap T] [--threads K] [--format text|json]
			                               (P: random, greedy, pubeval, trained, trained:2 for 2 ply)
			       rulebench train FILE [--choose RULE=LABEL]... [--games N] [--minutes M] [--threads K] [--hidden H]
			                            [--restart]   (writes NAME.player beside the reading; resumable)
			       rulebench moves FILE --position-id ID --dice D1 D2 [--choose RULE=LABEL]...
			       rulebench moves FILE --batch   (reads "ID D1 D2" lines from standard input)
			       rulebench sources list FILE.tei | cite FILE.reading | export --format tei|w3c FILE.reading
			       rulebench readings init|list|branch|switch|commit|log|tag ... [--dir DIR]   (docs/readings.md)
			       rulebench diff A B [--json] [--text [--rule RULE]]   (A, B: FILE, REV:PATH or REV)
			       rulebench annotations list [SET] [--motivation M] [--author A] [--tag T]   (docs/annotations.md)
			       rulebench annotations check [SET] [--update]
			       rulebench annotations export SET [--format w3c|tei] [--output FILE]
			       rulebench annotations import FILE [--set NAME]
			       rulebench annotations glossary      (each: [--dir DIR] [--sources DIR])
			       rulebench compare A B [--games N] [--seed S] [--players P[,P]] [--choose RULE=LABEL]...
			                             [--choose-old RULE=LABEL]... [--choose-new RULE=LABEL]... [--json]
			""";

	private Main() {
	}

	public static void main(String[] args) {
		// Guice's class generation costs start-up time and warns on Java 24+; Xtext does not need it.
		if (System.getProperty("guice_bytecode_gen_option") == null) {
			System.setProperty("guice_bytecode_gen_option", "DISABLED");
		}
		PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
		PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
		int status;
		try {
			status = run(args, out, err);
		} catch (RuntimeException | LinkageError e) {
			err.println("rulebench: internal error, please report it with the command line that caused it: " + e);
			if (System.getenv("RULEBENCH_DEBUG") != null) {
				e.printStackTrace(err);
			} else {
				err.println("(set RULEBENCH_DEBUG=1 to see where it happened)");
			}
			status = 3;
		}
		out.flush();
		System.exit(status);
	}

	/** Runs a command; the exit status: 0 fine, 1 problems in the input, 2 a command line not understood. */
	public static int run(String[] args, PrintStream out, PrintStream err) {
		if (args.length == 0 || args[0].equals("-h") || args[0].equals("--help") || args[0].equals("help")) {
			(args.length == 0 ? err : out).print(USAGE);
			return args.length == 0 ? 2 : 0;
		}
		try {
			return switch (args[0]) {
			case "check" -> new CheckCommand(out).run(args);
			case "simulate" -> new SimulateCommand(out, err).run(args);
			case "moves" -> new MovesCommand(out, err).run(args);
			case "train" -> TrainCommand.parse(args, out, err).call();
			case "sources" -> new SourcesCommand(out).run(args);
			case "readings" -> new ReadingsCommand(out).run(args);
			case "diff" -> new DiffCommand(out).run(args);
			case "compare" -> new CompareCommand(out).run(args);
			case "annotations" -> new AnnotationsCommand(out, err).run(args);
			default -> throw new Usage("unknown command '" + args[0] + "'");
			};
		} catch (WorkspaceProblem | AnnotationsProblem p) {
			err.println("rulebench: " + p.getMessage());
			return 1;
		} catch (MalformedAnnotations m) {
			err.println(m.getMessage());
			err.println("rulebench: " + (args.length > 1 && args[1].equals("import") ? "nothing was imported; fix the file and"
					+ " import it again" : "fix the file; nothing was changed"));
			return 1;
		} catch (Usage u) {
			err.println("rulebench: " + u.getMessage());
			err.print(USAGE);
			return 2;
		}
	}
}
