package org.rulebench.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.IVersionProvider;

/** `rulebench`: the commands, each in its own class; picocli's `help` among them. */
@Command(name = "rulebench", mixinStandardHelpOptions = true, versionProvider = RulebenchCommand.Version.class,
		description = "Rulebench: readings of historical board games, checked, simulated and compared.%n",
		footer = { "", "Exit status: 0 fine, 1 problems in the input, 2 a command line not understood, 3 an internal error.",
				"Results go to standard output, diagnostics to standard error. `rulebench help COMMAND` for one command." })
final class RulebenchCommand {
	/** The commands in the order help lists them; `help` is picocli's. */
	static final Map<String, Class<?>> COMMANDS = commands();

	private static Map<String, Class<?>> commands() {
		Map<String, Class<?>> m = new LinkedHashMap<>();
		m.put("help", HelpCommand.class);
		for (Class<?> c : List.of(CheckCommand.class, SimulateCommand.class, SweepLine.class, EdgeCommand.class, TrainLine.class, MovesCommand.class, PerftCommand.class, PiecesCommand.class, ExplainCommand.class,
				SourcesCommand.class,
				ReadingsCommand.class, DiffCommand.class, CompareCommand.class, PublishLine.class, AnnotationsCommand.class,
				ServiceCommand.class)) {
			m.put(c.getAnnotation(Command.class).name(), c);
		}
		return Collections.unmodifiableMap(m);
	}

	/** The version of the build, from the jar (Maven filters it into version.properties). */
	static final class Version implements IVersionProvider {
		@Override
		public String[] getVersion() throws IOException {
			Properties p = new Properties();
			try (InputStream in = RulebenchCommand.class.getResourceAsStream("version.properties")) {
				if (in != null) {
					p.load(in);
				}
			}
			return new String[] { "rulebench " + p.getProperty("version", "(unknown version)"),
					"Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")" };
		}
	}
}
