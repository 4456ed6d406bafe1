package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.rulebench.readings.Branch;
import org.rulebench.readings.CommitCommand;
import org.rulebench.readings.InitCommand;
import org.rulebench.readings.LogCommand;
import org.rulebench.readings.Publication;
import org.rulebench.readings.ReadingFile;
import org.rulebench.readings.Readings;
import org.rulebench.readings.Revision;
import org.rulebench.readings.TagCommand;
import org.rulebench.readings.internal.Json;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * `rulebench readings init|list|branch|switch|commit|log|tag`: the readings workspace, a Git repository, from the
 * command line. Each works in the workspace around the current directory, or the one --dir names.
 */
@Command(name = "readings", mixinStandardHelpOptions = true,
		synopsisSubcommandLabel = "(init | list | branch | switch | commit | log | tag)",
		description = "The readings workspace, a Git repository: competing readings on branches, their history, published "
				+ "versions (docs/readings.md). Each works in the workspace around the current directory, or the one --dir names.")
final class ReadingsCommand {
	private static final Pattern AUTHOR = Pattern.compile("\\s*(.*?)\\s*<([^>]*)>\\s*");
	private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);
	private final PrintStream out;

	ReadingsCommand(PrintStream out, PrintStream err) {
		this.out = out;
	}

	@Command(name = "init", mixinStandardHelpOptions = true,
			description = "Make the directory a readings workspace (a Git repository on main), with the example readings.")
	int init(@Option(names = "--empty", description = "without the example readings") boolean empty, @Mixin WorkspaceDir workspace) {
		Path dir = workspace.path();
		boolean existed = Files.exists(dir.resolve(".git"));
		InitCommand init = Readings.init().setDirectory(dir).setExamples(!empty);
		try (Readings r = init.call()) {
			if (existed) {
				out.println(dir + " is a readings workspace already; nothing changed");
				return 0;
			}
			int n = r.list().call().size();
			out.println("made a readings workspace in " + dir + " (a Git repository, branch " + r.currentBranch() + ") with "
					+ n + (n == 1 ? " reading" : " readings"));
		}
		return 0;
	}

	@Command(name = "list", mixinStandardHelpOptions = true,
			description = "The readings of the workspace (or of a revision): file, name, base, game, last published version.")
	int list(@Option(names = "--revision", paramLabel = "REV", description = "list the readings at this revision") String revision,
			@Mixin WorkspaceDir workspace, @Mixin Format format) {
		try (Readings r = workspace.open()) {
			List<ReadingFile> files = revision != null ? r.list().setRevision(revision).call() : r.list().call();
			if (format.json()) {
				out.println(Json.write(files.stream().map(ReadingsCommand::json).toList()));
				return 0;
			}
			if (files.isEmpty()) {
				out.println("no readings" + (revision != null ? " at " + revision : " in " + r.workTree()));
				return 0;
			}
			org.rulebench.readings.internal.TextTable t = new org.rulebench.readings.internal.TextTable(
					new String[] { "file", "reading", "extends", "game", "published" }, new int[] { 0, 0, 0, 30, 0 });
			for (ReadingFile f : files) {
				t.row(f.path(), f.name() == null ? "(not a reading: see rulebench check)" : f.name(), f.base() == null ? "" : f.base(),
						f.game() == null ? "" : f.game(), f.published().isEmpty() ? "" : f.published().get(f.published().size() - 1)
								+ (f.published().size() > 1 ? " (" + f.published().size() + " versions)" : ""));
			}
			out.print(t);
		}
		return 0;
	}

	@Command(name = "branch", mixinStandardHelpOptions = true,
			description = "Without a name, the branches (* the current one); with one, make that branch (at --from, else here).")
	int branch(@Parameters(arity = "0..1", paramLabel = "NAME", description = "the new branch") String name,
			@Option(names = "--from", paramLabel = "REV", description = "where the branch starts") String from, @Mixin WorkspaceDir workspace) {
		try (Readings r = workspace.open()) {
			if (name == null) {
				for (Branch b : r.branchList().call()) {
					out.printf("%s %s  %s  %s%n", b.current() ? "*" : " ", b.name(), b.head().shortId(), b.head().summary());
				}
				return 0;
			}
			var cmd = r.branch().setName(name);
			if (from != null) {
				cmd.setStartPoint(from);
			}
			Branch b = cmd.call();
			out.println("made the branch " + b.name() + " at " + b.head().shortId() + " " + b.head().summary()
					+ "; `rulebench readings switch " + b.name() + "` goes to it");
		}
		return 0;
	}

	@Command(name = "switch", mixinStandardHelpOptions = true,
			description = "Go to a branch: its readings on disk (refused over uncommitted changes).")
	int switchTo(@Parameters(paramLabel = "NAME", description = "the branch") String name,
			@Option(names = "--create", description = "make the branch first") boolean create, @Mixin WorkspaceDir workspace) {
		try (Readings r = workspace.open()) {
			Branch b = r.switchTo().setBranch(name).setCreate(create).call();
			out.println("on " + b.name() + " (" + b.head().shortId() + " " + b.head().summary() + ")");
		}
		return 0;
	}

	@Command(name = "commit", mixinStandardHelpOptions = true,
			description = "Commit the changed readings (or only the files named), with a message that says what changed and why.")
	int commit(@Parameters(arity = "0..*", paramLabel = "FILE", description = "only these files") List<String> files,
			@Option(names = { "-m", "--message" }, paramLabel = "MESSAGE", description = "what changed and why") String message,
			@Option(names = "--author", paramLabel = "\"NAME <EMAIL>\"", description = "the author (default: git config)") String author,
			@Mixin WorkspaceDir workspace) {
		if (message == null) {
			throw new Usage("commit needs a message that says what changed and why: -m MESSAGE");
		}
		try (Readings r = workspace.open()) {
			CommitCommand c = r.commit().setMessage(message);
			if (author != null) {
				Matcher m = AUTHOR.matcher(author);
				if (!m.matches()) {
					throw new Usage("--author takes \"NAME <EMAIL>\", not '" + author + "'");
				}
				c.setAuthor(m.group(1), m.group(2));
			}
			for (String p : files == null ? List.<String>of() : files) {
				c.addPath(WorkspaceDir.inWorkspace(r, p));
			}
			Revision made = c.call();
			out.println("committed " + made.shortId() + " on " + r.currentBranch() + ": " + made.summary());
		}
		return 0;
	}

	@Command(name = "log", mixinStandardHelpOptions = true, description = "The history of the workspace, or of one reading.")
	int log(@Parameters(arity = "0..1", paramLabel = "FILE", description = "only this reading's history") String file,
			@Option(names = { "-n", "--max-count" }, paramLabel = "N", description = "at most N commits") String maxCount,
			@Option(names = "--revision", paramLabel = "REV", description = "the history up to this revision") String revision,
			@Mixin WorkspaceDir workspace, @Mixin Format format) {
		try (Readings r = workspace.open()) {
			LogCommand log = r.log().setMaxCount(maxCount == null ? -1 : (int) Numbers.whole("--max-count", maxCount, 1, Integer.MAX_VALUE));
			if (file != null) {
				log.setPath(WorkspaceDir.inWorkspace(r, file));
			}
			if (revision != null) {
				log.setRevision(revision);
			}
			List<Revision> revisions = log.call();
			if (format.json()) {
				out.println(Json.write(revisions.stream().map(ReadingsCommand::json).toList()));
				return 0;
			}
			for (Revision v : revisions) {
				out.printf("%s  %s  %s  %s%n", v.shortId(), DAY.format(v.when()), v.author(), v.summary());
			}
		}
		return 0;
	}

	@Command(name = "tag", mixinStandardHelpOptions = true,
			description = "Publish a reading: the tag published/READING/vN at a commit, which citations can name.")
	int tag(@Parameters(paramLabel = "FILE", description = "the reading to publish") String file,
			@Option(names = "--name", paramLabel = "NAME", description = "the tag's name (default: the next published/READING/vN)") String name,
			@Option(names = { "-m", "--message" }, paramLabel = "MESSAGE", description = "what this version is") String message,
			@Option(names = "--revision", paramLabel = "REV", description = "the commit to publish (default: HEAD)") String revision,
			@Mixin WorkspaceDir workspace) {
		try (Readings r = workspace.open()) {
			TagCommand t = r.tag().setReading(WorkspaceDir.inWorkspace(r, file));
			if (name != null) {
				t.setName(name);
			}
			if (message != null) {
				t.setMessage(message);
			}
			if (revision != null) {
				t.setRevision(revision);
			}
			Publication p = t.call();
			out.println("published " + p.reading() + " (" + p.path() + ") as " + p.tag() + " at " + p.revision().shortId() + " "
					+ p.revision().summary());
		}
		return 0;
	}

	private static Map<String, Object> json(ReadingFile f) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("file", f.path());
		m.put("reading", f.name());
		m.put("extends", f.base());
		m.put("game", f.game());
		m.put("published", f.published());
		return m;
	}

	private static Map<String, Object> json(Revision v) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("id", v.id());
		m.put("when", DateTimeFormatter.ISO_INSTANT.format(v.when()));
		m.put("author", v.author());
		m.put("summary", v.summary());
		return m;
	}
}
