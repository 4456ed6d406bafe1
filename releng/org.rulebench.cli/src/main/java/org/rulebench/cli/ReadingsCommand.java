package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

/**
 * `rulebench readings init|list|branch|switch|commit|log|tag`: the readings workspace, a Git repository, from the
 * command line. Each works in the workspace around the current directory, or the one --dir names.
 */
final class ReadingsCommand {
	private static final Pattern AUTHOR = Pattern.compile("\\s*(.*?)\\s*<([^>]*)>\\s*");
	private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);
	private final PrintStream out;

	ReadingsCommand(PrintStream out) {
		this.out = out;
	}

	int run(String[] argv) {
		if (argv.length < 2) {
			throw new Usage("readings needs a command: init, list, branch, switch, commit, log or tag");
		}
		// -m MESSAGE and -n N as git spells them
		String[] args = Arrays.stream(argv).map(a -> a.equals("-m") ? "--message" : a.equals("-n") ? "--max-count" : a)
				.toArray(String[]::new);
		return switch (argv[1]) {
		case "init" -> init(new Args(args, 2, Set.of("empty"), Map.of("dir", 1)));
		case "list" -> list(new Args(args, 2, Set.of(), Map.of("dir", 1, "revision", 1)));
		case "branch" -> branch(new Args(args, 2, Set.of(), Map.of("dir", 1, "from", 1)));
		case "switch" -> switchTo(new Args(args, 2, Set.of("create"), Map.of("dir", 1)));
		case "commit" -> commit(new Args(args, 2, Set.of(), Map.of("dir", 1, "message", 1, "author", 1)));
		case "log" -> log(new Args(args, 2, Set.of(), Map.of("dir", 1, "max-count", 1, "revision", 1)));
		case "tag" -> tag(new Args(args, 2, Set.of(), Map.of("dir", 1, "name", 1, "message", 1, "revision", 1)));
		default -> throw new Usage("unknown readings command '" + argv[1] + "'; they are init, list, branch, switch, commit,"
				+ " log and tag");
		};
	}

	private int init(Args args) {
		noPositional(args, "init");
		Path dir = WorkspaceDir.of(args);
		boolean existed = Files.exists(dir.resolve(".git"));
		InitCommand init = Readings.init().setDirectory(dir).setExamples(!args.has("empty"));
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

	private int list(Args args) {
		noPositional(args, "list");
		try (Readings r = WorkspaceDir.open(args)) {
			List<ReadingFile> files = args.has("revision") ? r.list().setRevision(args.get("revision", null)).call() : r.list().call();
			if (files.isEmpty()) {
				out.println("no readings" + (args.has("revision") ? " at " + args.get("revision", null) : " in " + r.workTree()));
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

	private int branch(Args args) {
		if (args.positional.size() > 1) {
			throw new Usage("branch takes at most one name: `rulebench readings branch NAME [--from REV]`");
		}
		try (Readings r = WorkspaceDir.open(args)) {
			if (args.positional.isEmpty()) {
				for (Branch b : r.branchList().call()) {
					out.printf("%s %s  %s  %s%n", b.current() ? "*" : " ", b.name(), b.head().shortId(), b.head().summary());
				}
				return 0;
			}
			var cmd = r.branch().setName(args.positional.get(0));
			if (args.has("from")) {
				cmd.setStartPoint(args.get("from", null));
			}
			Branch b = cmd.call();
			out.println("made the branch " + b.name() + " at " + b.head().shortId() + " " + b.head().summary()
					+ "; `rulebench readings switch " + b.name() + "` goes to it");
		}
		return 0;
	}

	private int switchTo(Args args) {
		if (args.positional.size() != 1) {
			throw new Usage("switch needs the name of one branch: `rulebench readings switch NAME [--create]`");
		}
		try (Readings r = WorkspaceDir.open(args)) {
			Branch b = r.switchTo().setBranch(args.positional.get(0)).setCreate(args.has("create")).call();
			out.println("on " + b.name() + " (" + b.head().shortId() + " " + b.head().summary() + ")");
		}
		return 0;
	}

	private int commit(Args args) {
		if (!args.has("message")) {
			throw new Usage("commit needs a message that says what changed and why: -m MESSAGE");
		}
		try (Readings r = WorkspaceDir.open(args)) {
			CommitCommand c = r.commit().setMessage(args.get("message", null));
			if (args.has("author")) {
				Matcher m = AUTHOR.matcher(args.get("author", ""));
				if (!m.matches()) {
					throw new Usage("--author takes \"NAME <EMAIL>\", not '" + args.get("author", "") + "'");
				}
				c.setAuthor(m.group(1), m.group(2));
			}
			for (String p : args.positional) {
				c.addPath(WorkspaceDir.inWorkspace(r, p));
			}
			Revision made = c.call();
			out.println("committed " + made.shortId() + " on " + r.currentBranch() + ": " + made.summary());
		}
		return 0;
	}

	private int log(Args args) {
		if (args.positional.size() > 1) {
			throw new Usage("log takes at most one reading file: `rulebench readings log [FILE] [-n N]`");
		}
		try (Readings r = WorkspaceDir.open(args)) {
			LogCommand log = r.log().setMaxCount((int) args.number("max-count", -1, 1, Integer.MAX_VALUE));
			if (!args.positional.isEmpty()) {
				log.setPath(WorkspaceDir.inWorkspace(r, args.positional.get(0)));
			}
			if (args.has("revision")) {
				log.setRevision(args.get("revision", null));
			}
			for (Revision v : log.call()) {
				out.printf("%s  %s  %s  %s%n", v.shortId(), DAY.format(v.when()), v.author(), v.summary());
			}
		}
		return 0;
	}

	private int tag(Args args) {
		if (args.positional.size() != 1) {
			throw new Usage("tag needs the reading file to publish: `rulebench readings tag FILE [--name NAME] [-m MESSAGE]`");
		}
		try (Readings r = WorkspaceDir.open(args)) {
			TagCommand t = r.tag().setReading(WorkspaceDir.inWorkspace(r, args.positional.get(0)));
			if (args.has("name")) {
				t.setName(args.get("name", null));
			}
			if (args.has("message")) {
				t.setMessage(args.get("message", null));
			}
			if (args.has("revision")) {
				t.setRevision(args.get("revision", null));
			}
			Publication p = t.call();
			out.println("published " + p.reading() + " (" + p.path() + ") as " + p.tag() + " at " + p.revision().shortId() + " "
					+ p.revision().summary());
		}
		return 0;
	}

	private static void noPositional(Args args, String command) {
		if (!args.positional.isEmpty()) {
			throw new Usage(command + " takes no file or name: `rulebench readings " + command + " [--dir DIR]`, not "
					+ args.positional);
		}
	}
}
