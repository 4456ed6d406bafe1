package org.rulebench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.AnnotationStore;
import org.rulebench.annotations.AnnotationsProblem;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.Filter;
import org.rulebench.annotations.ImportCommand;
import org.rulebench.annotations.ImportCommand.ImportResult;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.anchoring.Placement;
import org.rulebench.annotations.anchoring.ReanchorCommand;
import org.rulebench.annotations.anchoring.Transcriptions;
import org.rulebench.annotations.glossary.Glossary;
import org.rulebench.annotations.internal.AtomicWrite;
import org.rulebench.annotations.tei.TeiStandoff;
import org.rulebench.annotations.w3c.W3cWriter;
import org.rulebench.sources.tei.TeiProblem;

/**
 * `rulebench annotations list|check|export|import|glossary`: the annotation sets of a workspace
 * (annotations/NAME.jsonld) against its transcriptions (sources/*.tei, or --sources DIR). The workspace is --dir or
 * the current directory, or the nearest folder above holding annotations/ or a Git repository.
 */
final class AnnotationsCommand {
	private final PrintStream out;
	private final PrintStream err;

	AnnotationsCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	int run(String[] argv) {
		if (argv.length < 2) {
			throw new Usage("annotations needs a command: list, check, export, import or glossary");
		}
		Map<String, Integer> where = Map.of("dir", 1, "sources", 1);
		return switch (argv[1]) {
		case "list" -> list(new Args(argv, 2, Set.of(), with(where, "motivation", "author", "tag")));
		case "check" -> check(new Args(argv, 2, Set.of("update"), where));
		case "export" -> export(new Args(argv, 2, Set.of(), with(where, "format", "output")));
		case "import" -> importFile(new Args(argv, 2, Set.of(), with(where, "set")));
		case "glossary" -> glossary(new Args(argv, 2, Set.of(), where));
		default -> throw new Usage("unknown annotations command '" + argv[1] + "'; they are list, check, export, import and"
				+ " glossary");
		};
	}

	private static Map<String, Integer> with(Map<String, Integer> base, String... more) {
		Map<String, Integer> m = new java.util.HashMap<>(base);
		for (String k : more) {
			m.put(k, 1);
		}
		return m;
	}

	/** The workspace root: --dir (or here), or the nearest folder above with annotations/ or .git. */
	private static AnnotationStore store(Args args) {
		Path dir = WorkspaceDir.of(args);
		for (Path p = dir; p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve(AnnotationStore.FOLDER)) || Files.exists(p.resolve(".git"))) {
				return AnnotationStore.in(p);
			}
		}
		return AnnotationStore.in(dir);
	}

	private Transcriptions transcriptions(Args args, AnnotationStore store) {
		Path folder = args.has("sources") ? Path.of(args.get("sources", null)) : store.root().resolve("sources");
		if (args.has("sources") && !Files.isDirectory(folder)) {
			throw new Usage("--sources " + folder + ": no such folder; give the folder of the TEI transcriptions");
		}
		Transcriptions t = Transcriptions.in(folder);
		for (TeiProblem p : t.problems()) {
			err.println(p + " (annotations on its passages are not checked)");
		}
		return t;
	}

	private List<AnnotationSet> sets(AnnotationStore store, Args args, String command) {
		if (args.positional.size() > 1) {
			throw new Usage("annotations " + command + " takes at most one set, not " + args.positional);
		}
		if (args.positional.isEmpty()) {
			return store.readAll();
		}
		return List.of(store.read(args.positional.get(0)));
	}

	private int list(Args args) {
		AnnotationStore store = store(args);
		Motivation motivation = null;
		if (args.has("motivation")) {
			motivation = Motivation.of(args.get("motivation", null));
			if (motivation == null) {
				throw new Usage("--motivation " + args.get("motivation", null) + ": use one of " + Motivation.names());
			}
		}
		Filter filter = new Filter(motivation, args.get("author", null), args.get("tag", null));
		List<AnnotationSet> sets = sets(store, args, "list");
		if (sets.isEmpty()) {
			out.println("no annotation sets in " + store.folder());
			return 0;
		}
		Transcriptions t = transcriptions(args, store);
		int shown = 0;
		for (AnnotationSet set : sets) {
			List<Annotation> selected = set.select(filter);
			shown += selected.size();
			if (selected.isEmpty() && args.positional.isEmpty()) {
				continue;
			}
			out.println(set.name() + (set.label() != null ? " (" + set.label() + ")" : "") + ": " + selected.size() + " of "
					+ set.annotations().size() + (set.annotations().size() == 1 ? " annotation" : " annotations"));
			List<Placement> placements = new ReanchorCommand().transcriptions(t).annotations(selected).call();
			for (Placement p : placements) {
				Annotation a = p.before();
				StringBuilder line = new StringBuilder("  ").append(pad(a.kind().term(), 12)).append(' ').append(where(a));
				if (a.creator() != null) {
					line.append("  ").append(a.creator().label());
				}
				if (a.created() != null) {
					line.append(", ").append(a.created().length() >= 10 ? a.created().substring(0, 10) : a.created());
				}
				if (!t.isEmpty() && !p.holds()) {
					line.append("  [").append(p.status().word()).append(']');
				}
				out.println(line);
				List<String> said = new ArrayList<>();
				for (Body b : a.bodies()) {
					String v = b.isText() ? b.value() : "→ " + b.id();
					said.add((b.isTerm() ? "[" + v + "]" : v) + (b.language() != null ? " (" + b.language() + ")" : ""));
				}
				if (!said.isEmpty()) {
					out.println("      " + String.join(" · ", said).replace("\n", "\n      "));
				}
				out.println("      " + a.id());
			}
		}
		if (shown == 0) {
			out.println("no annotation matches");
		}
		return 0;
	}

	private static String where(Annotation a) {
		String passage = a.target().passageId() != null ? a.target().passageId() : a.target().source();
		return a.target().quote() == null ? passage : passage + " \"" + a.target().quote().exact() + "\"";
	}

	private static String pad(String s, int n) {
		return s.length() >= n ? s : s + " ".repeat(n - s.length());
	}

	private int check(Args args) {
		AnnotationStore store = store(args);
		List<AnnotationSet> sets = sets(store, args, "check");
		Transcriptions t = transcriptions(args, store);
		if (t.isEmpty()) {
			throw new AnnotationsProblem("no transcriptions to check against in " + store.root().resolve("sources")
					+ "; give their folder with --sources DIR (e.g. dsl-examples/sources)");
		}
		int holding = 0;
		int lost = 0;
		int updated = 0;
		for (AnnotationSet set : sets) {
			List<Placement> placements = new ReanchorCommand().transcriptions(t).annotations(set.annotations()).call();
			List<Annotation> now = new ArrayList<>();
			for (Placement p : placements) {
				if (p.holds()) {
					holding++;
				} else {
					lost++;
				}
				if (p.status() != Placement.Status.UNCHANGED && p.status() != Placement.Status.WHOLE_PASSAGE) {
					out.println(set.name() + ": " + p.status().word() + ": " + p.before().id() + " on " + where(p.before())
							+ (p.detail() != null ? ": " + p.detail() : ""));
				}
				if (p.changed()) {
					now.add(p.after());
					updated++;
				}
			}
			if (args.has("update") && !now.isEmpty()) {
				List<Annotation> moved = now;
				store.update(set.name(), current -> current.with(moved)); // under the set's lock, onto what is there now
			}
		}
		out.println(holding + " of " + (holding + lost) + " annotations hold in the transcriptions" + (lost == 0 ? ""
				: "; " + lost + " orphaned or not placed, kept as they were (edit or remove them)")
				+ (updated == 0 ? "" : args.has("update") ? "; " + updated + " targets updated"
						: "; " + updated + " moved (--update stores where they are now)"));
		return lost == 0 ? 0 : 1;
	}

	private int export(Args args) {
		if (args.positional.size() != 1) {
			throw new Usage("annotations export needs one set: `rulebench annotations export --format w3c|tei SET`");
		}
		String format = args.get("format", "w3c");
		AnnotationStore store = store(args);
		AnnotationSet set = store.read(args.positional.get(0));
		String text = switch (format) {
		case "w3c", "jsonld", "json-ld" -> W3cWriter.write(set, store.iri());
		case "tei" -> TeiStandoff.write(set, store.iri());
		default -> throw new Usage("--format " + format + ": it is w3c (JSON-LD) or tei (standoff notes)");
		};
		if (args.has("output")) {
			Path f = Path.of(args.get("output", null));
			try {
				AtomicWrite.write(f, text);
			} catch (IOException e) {
				throw new AnnotationsProblem("cannot write " + f + ": " + e.getMessage(), e);
			}
			out.println("wrote " + set.annotations().size() + " annotations of " + set.name() + " to " + f);
		} else {
			out.print(text);
		}
		return 0;
	}

	private int importFile(Args args) {
		if (args.positional.size() != 1) {
			throw new Usage("annotations import needs one file: `rulebench annotations import FILE [--set NAME]`");
		}
		String typed = args.positional.get(0);
		Path file = Path.of(typed);
		if (!Files.isRegularFile(file)) {
			throw new AnnotationsProblem(typed + ": no such file; give a W3C annotation file (JSON-LD) to import");
		}
		AnnotationStore store = store(args);
		ImportCommand command = new ImportCommand(store).file(file).label(typed).transcriptions(transcriptions(args, store));
		if (args.has("set")) {
			command.into(args.get("set", null));
		}
		ImportResult r = command.call();
		int n = r.placements().size();
		out.println("imported " + n + (n == 1 ? " annotation" : " annotations") + " into " + r.set() + " ("
				+ store.root().relativize(r.file()) + "): " + r.added() + " added, " + r.replaced() + " replaced, " + r.unchanged()
				+ " unchanged" + (r.newIds() == 0 ? "" : "; " + r.newIds() + " had no id and were given one"));
		for (Placement p : r.notPlaced()) {
			out.println("  " + p.status().word() + ": " + p.before().id() + ": " + p.detail());
		}
		if (!r.notPlaced().isEmpty()) {
			out.println(r.notPlaced().size() + " not placed in a passage: stored as they came; `rulebench annotations check "
					+ r.set() + "` lists them");
		}
		return 0;
	}

	private int glossary(Args args) {
		if (!args.positional.isEmpty()) {
			throw new Usage("annotations glossary takes no set: it is the glossary of the whole workspace");
		}
		AnnotationStore store = store(args);
		Glossary g = Glossary.of(store.readAll(), transcriptions(args, store));
		if (g.entries().isEmpty()) {
			out.println("no terms: no annotation in " + store.folder() + " names one (a tag, or a gloss with its term)");
			return 0;
		}
		for (Glossary.Entry e : g.entries()) {
			out.println(e.term());
			for (Glossary.Gloss gloss : e.glosses()) {
				out.println("  " + gloss.text() + "  (" + (gloss.language() != null ? gloss.language() + "; " : "") + gloss.set()
						+ (gloss.author() != null ? ", " + gloss.author() : "") + ")");
			}
			out.println("  annotated: " + String.join(", ", e.annotated()));
			if (!e.occurs().isEmpty()) {
				out.println("  occurs (" + e.occurs().size() + "): " + String.join(", ", e.occurs()));
			}
		}
		return 0;
	}
}
