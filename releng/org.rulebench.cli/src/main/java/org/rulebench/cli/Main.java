package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.reading.ReadingStandaloneSetup;

import com.google.inject.Injector;

/**
 * The {@code rulebench} command line. For now it checks readings: {@code rulebench FILE.reading...} loads every
 * file into one resource set (so that a reading can extend another one given beside it), validates each and
 * prints one line per problem, {@code FILE:LINE:COL: error|warning: message [code]}, on standard output. The
 * exit status is 1 if there is an error, 0 otherwise, 2 for a usage error.
 */
public final class Main {

	/** The file extension of readings. */
	public static final String READING_EXTENSION = "reading";

	/** Issue code of a file that is not a reading (by its extension). */
	public static final String NOT_A_READING = "rulebench.notAReading";

	/** Issue code of a file that cannot be read. */
	public static final String UNREADABLE = "rulebench.unreadable";

	private final PrintStream out;
	private final PrintStream err;

	public Main(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	public static void main(String[] args) {
		// Guice generates bytecode for fast construction by default; for a short-lived command line,
		// reflection starts faster. Must be set before the first Guice class is loaded.
		if (System.getProperty("guice_bytecode_gen_option") == null) {
			System.setProperty("guice_bytecode_gen_option", "DISABLED");
		}
		int status;
		try {
			status = new Main(System.out, System.err).run(args);
		} catch (RuntimeException | LinkageError e) {
			System.err.println("rulebench: internal error: " + e);
			status = 3;
		}
		System.out.flush();
		System.exit(status);
	}

	/** Runs the command line on {@code args}; returns the exit status. */
	public int run(String[] args) {
		if (args.length == 0 || args[0].equals("-h") || args[0].equals("--help")) {
			err.println("usage: rulebench FILE." + READING_EXTENSION + "...");
			err.println("Checks readings: prints FILE:LINE:COL: error|warning: message [code] for each problem;");
			err.println("exits with 1 if there is an error, 0 otherwise.");
			return args.length == 0 ? 2 : 0;
		}
		return check(List.of(args));
	}

	/** Loads and validates the given files, prints their problems; returns 1 if there is an error, else 0. */
	public int check(List<String> files) {
		Injector injector = new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration();
		XtextResourceSet resourceSet = injector.getInstance(XtextResourceSet.class);
		resourceSet.getLoadOptions().put(XtextResource.OPTION_ENCODING, "UTF-8");

		// the problems of each file, in the order of the arguments (a file given twice counts once)
		Map<String, List<Diagnostic>> problems = new LinkedHashMap<>();
		// load every file first, so that cross references between them resolve, then validate each
		Map<String, Resource> resources = new LinkedHashMap<>();
		Set<Path> seen = new HashSet<>();
		for (String file : files) {
			Path path;
			try {
				path = Path.of(file).toAbsolutePath().normalize();
			} catch (InvalidPathException e) {
				problems.computeIfAbsent(file, f -> new ArrayList<>())
						.add(Diagnostic.atStart(file, Severity.ERROR, "not a file name: " + e.getReason(), UNREADABLE));
				continue;
			}
			if (!seen.add(path)) {
				continue;
			}
			List<Diagnostic> ofFile = new ArrayList<>();
			problems.put(file, ofFile);
			if (!file.endsWith("." + READING_EXTENSION)) {
				ofFile.add(Diagnostic.atStart(file, Severity.ERROR,
						"not a reading: the file name does not end with ." + READING_EXTENSION, NOT_A_READING));
			} else if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
				String why = !Files.exists(path) ? "no such file"
						: Files.isDirectory(path) ? "a directory, not a file" : "cannot read the file";
				ofFile.add(Diagnostic.atStart(file, Severity.ERROR, why, UNREADABLE));
			} else {
				try {
					resources.put(file, resourceSet.getResource(URI.createFileURI(path.toString()), true));
				} catch (RuntimeException e) {
					ofFile.add(Diagnostic.atStart(file, Severity.ERROR, "cannot load the file: " + message(e),
							UNREADABLE));
				}
			}
		}

		IResourceValidator validator = injector.getInstance(IResourceValidator.class);
		resources.forEach((file, resource) -> {
			List<Diagnostic> ofFile = problems.get(file);
			for (Issue issue : validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl)) {
				ofFile.add(Diagnostic.of(file, issue));
			}
			ofFile.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
		});

		boolean errors = false;
		for (List<Diagnostic> ofFile : problems.values()) {
			for (Diagnostic diagnostic : ofFile) {
				out.println(diagnostic);
				errors |= diagnostic.severity() == Severity.ERROR;
			}
		}
		return errors ? 1 : 0;
	}

	private static String message(Throwable e) {
		Throwable cause = e;
		while (cause.getCause() != null && cause.getCause() != cause) {
			cause = cause.getCause();
		}
		return cause.getMessage() != null ? cause.getMessage() : cause.toString();
	}

	/** One line of output: {@code FILE:LINE:COL: error|warning: message [code]}. */
	public record Diagnostic(String file, int line, int column, Severity severity, String message, String code) {

		static Diagnostic atStart(String file, Severity severity, String message, String code) {
			return new Diagnostic(file, 1, 1, severity, message, code);
		}

		static Diagnostic of(String file, Issue issue) {
			return new Diagnostic(file, positive(issue.getLineNumber()), positive(issue.getColumn()),
					issue.getSeverity(), issue.getMessage(), issue.getCode());
		}

		private static int positive(Integer number) {
			return number == null || number < 1 ? 1 : number;
		}

		@Override
		public String toString() {
			String text = message == null ? "" : message.replaceAll("\\s*\\R\\s*", " ");
			return file + ":" + line + ":" + column + ": " + severity.name().toLowerCase(Locale.ROOT) + ": "
					+ text + (code == null ? "" : " [" + code + "]");
		}
	}
}
