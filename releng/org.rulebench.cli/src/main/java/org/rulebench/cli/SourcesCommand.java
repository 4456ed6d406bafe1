package org.rulebench.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.reading.compile.EvidenceLabel;
import org.rulebench.reading.reading.Reading;
import org.rulebench.readings.internal.Json;
import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Division;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.tei.TeiResource;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * `rulebench sources list FILE` (the passages of a TEI source), `sources cite READING` (each rule with its passage,
 * the table for a paper's appendix), `sources export --format tei|w3c READING` (the citations as TEI or as W3C Web
 * Annotations).
 */
@Command(name = "sources", mixinStandardHelpOptions = true, synopsisSubcommandLabel = "(list | cite | export)",
		description = "The sources readings cite: the passages of a TEI transcription, each rule of a reading with its passage, "
				+ "the citations as TEI or W3C Web Annotations.")
final class SourcesCommand {
	private final PrintStream out;
	private final PrintStream err;

	SourcesCommand(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	@Command(name = "list", mixinStandardHelpOptions = true, description = "The bibliography and every citable passage of a TEI source.")
	int list(@Parameters(paramLabel = "FILE", description = "a TEI source (.tei or .tei.xml)") Path file, @Mixin Format format) {
		if (!Readings.isTei(file)) {
			throw new Usage("sources list needs a TEI file (.tei or .tei.xml), not " + file);
		}
		Readings readings = new Readings().load(List.of(file));
		if (failed(readings, file)) {
			return 1;
		}
		TeiResource tei = readings.source(file);
		Source s = tei.source();
		List<Passage> passages = Passages.citable(s);
		if (format.json()) {
			out.println(Json.write(SourcesJson.source(s, bibliography(s), passages)));
			return 0;
		}
		out.println(bibliography(s));
		int width = passages.stream().mapToInt(p -> p.getId().length()).max().orElse(0);
		for (Passage p : passages) {
			String reference = p.reference() == null ? "" : p.reference();
			String text = p instanceof Division d ? "§ " + (d.getHead() == null ? "" : d.getHead()) : p.text();
			out.println(pad(p.getId(), width) + "  " + reference + (reference.isEmpty() ? "" : "  ") + text);
		}
		return 0;
	}

	@Command(name = "cite", mixinStandardHelpOptions = true,
			description = "Each rule of a reading with its passage, reference, quote and evidence: the table for a paper's appendix.")
	int cite(@Parameters(paramLabel = "READING", description = "a .reading file") Path file, @Mixin Format format) {
		Reading reading = reading(file);
		if (reading == null) {
			return 1;
		}
		if (format.json()) {
			out.println(Json.write(SourcesJson.citations(CitedRule.of(reading))));
			return 0;
		}
		out.println("| rule | reading | evidence | passage | reference | quote | passage text |");
		out.println("| --- | --- | --- | --- | --- | --- | --- |");
		List<CitedRule> cited = CitedRule.of(reading);
		for (CitedRule c : cited) {
			String passage = c.passageId() == null ? "" : "#" + c.passageId() + (c.passage() == null ? " (unknown)" : "");
			String reference = c.passage() == null || c.passage().reference() == null ? "" : c.passage().reference();
			String quote = c.quote() == null ? "" : c.quote() + (c.passage() != null && c.anchor() == null ? " (not in the passage)" : "");
			String text = c.passage() == null ? "" : c.passage().text().replace("\n", " / ");
			out.println("| " + cell(c.name()) + " | " + cell(c.reading().getName()) + " | " + cell(label(c)) + " | "
					+ cell(passage) + " | " + cell(reference) + " | " + cell(quote) + " | " + cell(text) + " |");
		}
		out.println();
		// per reading of the chain, its rules in effect (an alternative counts as one) by evidence label
		Map<Reading, Map<String, String>> byReading = new LinkedHashMap<>();
		for (CitedRule c : cited) {
			byReading.computeIfAbsent(c.reading(), r -> new LinkedHashMap<>()).putIfAbsent(c.name(), label(c));
		}
		byReading.forEach((r, labels) -> out.println(r.getName() + ": " + EvidenceLabel.summary(labels.values())));
		return 0;
	}

	private static String label(CitedRule c) {
		return c.evidence().isEmpty() ? EvidenceLabel.NONE : c.evidence();
	}

	@Command(name = "export", mixinStandardHelpOptions = true,
			description = "A reading's citations as TEI (standoff notes) or as W3C Web Annotations (JSON-LD).")
	int export(@Parameters(paramLabel = "READING", description = "a .reading file") Path file,
			@Option(names = "--format", required = true, paramLabel = "tei|w3c", description = "tei or w3c") String format) {
		if (!format.equals("tei") && !format.equals("w3c")) {
			throw new Usage("sources export needs --format tei or --format w3c");
		}
		Reading reading = reading(file);
		if (reading == null) {
			return 1;
		}
		List<CitedRule> cited = CitedRule.of(reading).stream().filter(c -> c.passage() != null).toList();
		out.print(format.equals("w3c") ? WebAnnotations.write(reading, cited) : TeiAnnotations.write(reading, cited));
		return 0;
	}

	/** The reading in the file, after its errors (if any: then null); warnings do not stop the table. */
	private Reading reading(Path file) {
		if (!file.toString().endsWith(".reading")) {
			throw new Usage("this sources subcommand needs a .reading file, not " + file);
		}
		Readings readings = new Readings().load(List.of(file));
		if (failed(readings, file)) {
			return null;
		}
		return readings.reading(file);
	}

	private boolean failed(Readings readings, Path file) {
		List<Problem> errors = new ArrayList<>(readings.check(file).stream().filter(Problem::error).toList());
		errors.forEach(err::println);
		return !errors.isEmpty();
	}

	private static String bibliography(Source s) {
		Map<String, String> parts = new LinkedHashMap<>();
		parts.put("authors", String.join(", ", s.getAuthors()));
		parts.put("edition", s.getEdition());
		parts.put("publisher", s.getPublisher());
		parts.put("place", s.getPubPlace());
		parts.put("date", s.getDate());
		parts.put("url", s.getUrl());
		StringBuilder b = new StringBuilder(s.getTitle() == null ? "(untitled)" : s.getTitle());
		parts.values().stream().filter(v -> v != null && !v.isBlank()).forEach(v -> b.append(". ").append(v));
		if (!s.getWitnesses().isEmpty()) {
			b.append("\nwitnesses: ");
			b.append(String.join("; ", s.getWitnesses().stream()
					.map(w -> (w.getSiglum() == null ? w.getId() : w.getSiglum()) + " = " + (w.getDescription() == null ? "" : w.getDescription()))
					.toList()));
		}
		return b.toString();
	}

	private static String pad(String s, int width) {
		return s + " ".repeat(Math.max(0, width - s.length()));
	}

	private static String cell(String s) {
		return s == null ? "" : s.replace("|", "\\|");
	}
}
