package org.rulebench.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.rulebench.annotations.AnnotationsProblem;
import org.rulebench.annotations.MalformedAnnotations;
import org.rulebench.readings.WorkspaceProblem;

import picocli.CommandLine;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.ParameterException;

/**
 * The command line (picocli): `rulebench COMMAND ...`, `rulebench help [COMMAND]`, `COMMAND --help`, `--version`.
 * Results go to standard output, diagnostics to standard error. Exit status: 0 fine, 1 problems in the input, 2 a
 * command line not understood (the message and that command's usage), 3 an internal error; never a stack trace.
 */
public final class Main {
	public static final int OK = 0;
	public static final int PROBLEMS = 1;
	public static final int USAGE = 2;
	public static final int INTERNAL = 3;

	private Main() {
	}

	public static void main(String[] args) {
		Milestones.reached("main");
		// Guice's class generation costs start-up time and warns on Java 24+; Xtext does not need it.
		if (System.getProperty("guice_bytecode_gen_option") == null) {
			System.setProperty("guice_bytecode_gen_option", "DISABLED");
		}
		PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
		PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
		int status;
		try {
			if (ServiceClient.serves(args)) {
				status = new ServiceClient(out, err).run(args);
			} else {
				status = SparkJars.needed(args) && !SparkJars.present() ? SparkJars.runWithSpark(args, out, err) : run(args, out, err);
			}
		} catch (RuntimeException | LinkageError e) {
			status = internal(e, err, System.getenv("RULEBENCH_DEBUG") != null);
		}
		out.flush();
		Milestones.reached("exit");
		System.exit(status);
	}

	/** Says an internal error (where it happened too, if asked); {@link #INTERNAL}. */
	static int internal(Throwable e, PrintStream err, boolean debug) {
		err.println("rulebench: internal error, please report it with the command line that caused it: " + e);
		if (debug) {
			e.printStackTrace(err);
		} else {
			err.println("(set RULEBENCH_DEBUG=1 to see where it happened)");
		}
		return INTERNAL;
	}

	/** The folder the command line was typed in: this process's, or a sweep service's client's. */
	private static final ThreadLocal<Path> DIRECTORY = ThreadLocal.withInitial(() -> Path.of(""));

	static Path directory() {
		return DIRECTORY.get();
	}

	/** As {@link #run(String[], PrintStream, PrintStream)}, for a client in {@code directory} (the sweep service). */
	static int run(String[] args, PrintStream out, PrintStream err, Path directory) {
		DIRECTORY.set(directory);
		try {
			return run(args, out, err);
		} finally {
			DIRECTORY.remove();
		}
	}

	/** Runs a command line; the exit status as documented above (an internal error is thrown). */
	public static int run(String[] args, PrintStream out, PrintStream err) {
		CommandLine cli = commandLine(out, err, args.length == 0 ? null : args[0]);
		if (args.length == 0) {
			cli.usage(cli.getErr());
			cli.getErr().flush();
			return USAGE;
		}
		return cli.execute(args);
	}

	/**
	 * The command line with only the command named first (picocli reads every command's annotations when it is
	 * added, which costs start-up time), or with all of them for help, the version or a name it does not know.
	 */
	static CommandLine commandLine(PrintStream out, PrintStream err, String first) {
		IFactory factory = factory(out, err);
		CommandLine cli = new CommandLine(new RulebenchCommand(), factory);
		RulebenchCommand.COMMANDS.forEach((name, type) -> {
			if (first == null || !RulebenchCommand.COMMANDS.containsKey(first) || first.equals("help") || first.equals(name)) {
				cli.addSubcommand(name, create(factory, type));
			}
		});
		cli.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
		cli.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
		cli.setCaseInsensitiveEnumValuesAllowed(true);
		cli.setParameterExceptionHandler(Main::notUnderstood);
		cli.setExecutionExceptionHandler((e, command, parsed) -> failed(e, command, err));
		return cli;
	}

	private static Object create(IFactory factory, Class<?> type) {
		try {
			return factory.create(type);
		} catch (Exception e) {
			throw new IllegalStateException("cannot make the command " + type.getSimpleName(), e);
		}
	}

	/** Commands get the streams: a command class has a constructor (out, err). */
	private static IFactory factory(PrintStream out, PrintStream err) {
		IFactory fallback = CommandLine.defaultFactory();
		return new IFactory() {
			@Override
			public <K> K create(Class<K> type) throws Exception {
				try {
					return type.getDeclaredConstructor(PrintStream.class, PrintStream.class).newInstance(out, err);
				} catch (NoSuchMethodException e) {
					return fallback.create(type);
				}
			}
		};
	}

	private static int notUnderstood(ParameterException e, String[] args) {
		CommandLine command = e.getCommandLine();
		PrintWriter err = command.getErr();
		err.println("rulebench: " + e.getMessage());
		command.usage(err);
		err.flush();
		return USAGE;
	}

	private static int failed(Exception e, CommandLine command, PrintStream err) throws Exception {
		if (e instanceof Usage u) {
			err.println("rulebench: " + u.getMessage());
			command.getErr().flush();
			command.usage(command.getErr());
			command.getErr().flush();
			return USAGE;
		}
		if (e instanceof WorkspaceProblem || e instanceof AnnotationsProblem) {
			err.println("rulebench: " + e.getMessage());
			return PROBLEMS;
		}
		if (e instanceof MalformedAnnotations m) {
			err.println(m.getMessage());
			err.println("rulebench: " + (command.getCommandName().equals("import")
					? "nothing was imported; fix the file and import it again" : "fix the file; nothing was changed"));
			return PROBLEMS;
		}
		throw e;
	}
}
