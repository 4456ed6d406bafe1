package org.rulebench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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
import org.rulebench.readings.internal.Json;
import org.rulebench.sources.tei.TeiProblem;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * `rulebench annotations list|check|export|import|glossary`: the annotation sets of a workspace
 * (annotations/NAME.jsonld) against its transcriptions (sources/*.tei, or --sources DIR). The workspace is --dir or
 * the current directory, or the nearest folder above holding annotations/ or a Git repository.
 */
@Command(name = "annotations", mixinStandardHelpOptions = true,
		synopsisSubcommandLabel = "(list | check | export | import | glossary)",
		description = "The annotation sets of a workspace (annotations/NAME.jsonld: comments, translations, glosses, tags) "
				+ "against its transcriptions (docs/annotations.md).")
final class AnnotationsCommand {
	private final PrintStream out;
	private final PrintStream err;

	AnnotationsCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	/** Where the sets and the transcriptions are: --dir and --sources. */
	static final class Where {
		@Mixin
		WorkspaceDir workspace;

		@Option(names = "--sources", paramLabel = "DIR", description = "the folder of the TEI transcriptions (default: sources/ of the workspace)")
		String sources;
	}

	/** The workspace root: --dir (or here), or the nearest folder above with annotations/ or .git. */
	private static AnnotationStore store(Where where) {
		Path dir = where.workspace.path();
		for (Path p = dir; p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve(AnnotationStore.FOLDER)) || Files.exists(p.resolve(".git"))) {
				return AnnotationStore.in(p);
			}
		}
		return AnnotationStore.in(dir);
	}

	private Transcriptions transcriptions(Where where, AnnotationStore store) {
		Path folder = where.sources != null ? Path.of(where.sources) : store.root().resolve("sources");
		if (where.sources != null && !Files.isDirectory(folder)) {
			throw new Usage("--sources " + folder + ": no such folder; give the folder of the TEI transcriptions");
		}
		Transcriptions t = Transcriptions.in(folder);
		for (TeiProblem p : t.problems()) {
			err.println(p + " (annotations on its passages are not checked)");
		}
		return t;
	}

	@Command(name = "list", mixinStandardHelpOptions = true, description = "The annotations of every set (or of one), where they stand, filtered.")
	int list(@Parameters(arity = "0..1", paramLabel = "SET", description = "one set") String set,
			@Option(names = "--motivation", paramLabel = "M", description = "only annotations of this motivation") String motivationName,
			@Option(names = "--author", paramLabel = "A", description = "only this author's") String author,
			@Option(names = "--tag", paramLabel = "T", description = "only those with this tag") String tag, @Mixin Where where,
			@Mixin Format format) {
		AnnotationStore store = store(where);
		Motivation motivation = null;
		if (motivationName != null) {
			motivation = Motivation.of(motivationName);
			if (motivation == null) {
				throw new Usage("--motivation " + motivationName + ": use one of " + Motivation.names());
			}
		}
		Filter filter = new Filter(motivation, author, tag);
		List<AnnotationSet> sets = set == null ? store.readAll() : List.of(store.read(set));
		if (format.json()) {
			out.println(Json.write(AnnotationsJson.sets(sets, filter, transcriptions(where, store))));
			return 0;
		}
		if (sets.isEmpty()) {
			out.println("no annotation sets in " + store.folder());
			return 0;
		}
		Transcriptions t = transcriptions(where, store);
		int shown = 0;
		for (AnnotationSet annotationSet : sets) {
			List<Annotation> selected = annotationSet.select(filter);
			shown += selected.size();
			if (selected.isEmpty() && set == null) {
				continue;
			}
			AnnotationSet s = annotationSet;
			out.println(s.name() + (s.label() != null ? " (" + s.label() + ")" : "") + ": " + selected.size() + " of "
					+ s.annotations().size() + (s.annotations().size() == 1 ? " annotation" : " annotations"));
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

	@Command(name = "check", mixinStandardHelpOptions = true,
			description = "Whether every annotation still stands on its quote in the transcriptions; exit 1 if some are orphaned.")
	int check(@Parameters(arity = "0..1", paramLabel = "SET", description = "one set") String set,
			@Option(names = "--update", description = "store the targets of annotations that moved") boolean update, @Mixin Where where) {
		AnnotationStore store = store(where);
		List<AnnotationSet> sets = set == null ? store.readAll() : List.of(store.read(set));
		Transcriptions t = transcriptions(where, store);
		if (t.isEmpty()) {
			throw new AnnotationsProblem("no transcriptions to check against in " + store.root().resolve("sources")
					+ "; give their folder with --sources DIR (e.g. dsl-examples/sources)");
		}
		int holding = 0;
		int lost = 0;
		int updated = 0;
		for (AnnotationSet each : sets) {
			List<Placement> placements = new ReanchorCommand().transcriptions(t).annotations(each.annotations()).call();
			List<Annotation> now = new ArrayList<>();
			for (Placement p : placements) {
				if (p.holds()) {
					holding++;
				} else {
					lost++;
				}
				if (p.status() != Placement.Status.UNCHANGED && p.status() != Placement.Status.WHOLE_PASSAGE) {
					out.println(each.name() + ": " + p.status().word() + ": " + p.before().id() + " on " + where(p.before())
							+ (p.detail() != null ? ": " + p.detail() : ""));
				}
				if (p.changed()) {
					now.add(p.after());
					updated++;
				}
			}
			if (update && !now.isEmpty()) {
				List<Annotation> moved = now;
				store.update(each.name(), current -> current.with(moved)); // under the set's lock, onto what is there now
			}
		}
		out.println(holding + " of " + (holding + lost) + " annotations hold in the transcriptions" + (lost == 0 ? ""
				: "; " + lost + " orphaned or not placed, kept as they were (edit or remove them)")
				+ (updated == 0 ? "" : update ? "; " + updated + " targets updated"
						: "; " + updated + " moved (--update stores where they are now)"));
		return lost == 0 ? 0 : 1;
	}

	@Command(name = "export", mixinStandardHelpOptions = true,
			description = "A set as W3C Web Annotations (JSON-LD) or as TEI standoff notes.")
	int export(@Parameters(paramLabel = "SET", description = "the set") String name,
			@Option(names = "--format", paramLabel = "w3c|tei", defaultValue = "w3c", description = "w3c (default) or tei") String format,
			@Option(names = "--output", paramLabel = "FILE", description = "write to this file (atomically) instead of standard output") String output,
			@Mixin Where where) {
		AnnotationStore store = store(where);
		AnnotationSet set = store.read(name);
		String text = switch (format) {
		case "w3c", "jsonld", "json-ld" -> W3cWriter.write(set, store.iri());
		case "tei" -> TeiStandoff.write(set, store.iri());
		default -> throw new Usage("--format " + format + ": it is w3c (JSON-LD) or tei (standoff notes)");
		};
		if (output != null) {
			Path f = Path.of(output);
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

	@Command(name = "import", mixinStandardHelpOptions = true,
			description = "Import W3C annotations (JSON-LD) into a set, placed in the transcriptions; by id, replacing older versions.")
	int importFile(@Parameters(paramLabel = "FILE", description = "a W3C annotation file") String typed,
			@Option(names = "--set", paramLabel = "NAME", description = "the set to import into (default: the file's name)") String setName,
			@Mixin Where where) {
		Path file = Path.of(typed);
		if (!Files.isRegularFile(file)) {
			throw new AnnotationsProblem(typed + ": no such file; give a W3C annotation file (JSON-LD) to import");
		}
		AnnotationStore store = store(where);
		ImportCommand command = new ImportCommand(store).file(file).label(typed).transcriptions(transcriptions(where, store));
		if (setName != null) {
			command.into(setName);
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

	@Command(name = "glossary", mixinStandardHelpOptions = true,
			description = "Every term the annotations name (tags, glosses) with its glosses, where it is annotated and where it occurs.")
	int glossary(@Mixin Where where) {
		AnnotationStore store = store(where);
		Glossary g = Glossary.of(store.readAll(), transcriptions(where, store));
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
