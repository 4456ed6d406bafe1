package org.rulebench.cli;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.reading.ReadingStandaloneSetup;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.workspace.FolderFiles;
import org.rulebench.reading.workspace.ReadingWorkspace;
import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.tei.TeiProblem;
import org.rulebench.sources.tei.TeiResource;

import com.google.inject.Injector;

/**
 * Loads reading files with every other reading and every TEI source of their workspace (so that `extends` finds
 * its base and `cites` its passage), and checks them; TEI files named on the command line are checked too. A file
 * that cannot be read, is neither a reading nor TEI, or is not text becomes a problem, never an exception. Each
 * workspace is a {@link ReadingWorkspace}, as in the workbench.
 */
final class Readings {
	private final Injector injector;
	private final Map<Path, ReadingWorkspace> workspaces = new LinkedHashMap<>();
	/** The workspace of each file named. */
	private final Map<Path, ReadingWorkspace> loaded = new LinkedHashMap<>();
	private final Map<Path, Problem> unreadable = new LinkedHashMap<>();

	Readings() {
		injector = new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration();
	}

	/** The files and their workspaces (the enclosing Git work tree, else the folder holding sources/, else the file's). */
	Readings load(List<Path> files) {
		Map<Path, FolderFiles> folders = new LinkedHashMap<>();
		for (Path f : files) {
			Problem p = unreadable(f);
			if (p != null) {
				unreadable.put(f, p);
				continue;
			}
			Path file = f.toAbsolutePath().normalize();
			FolderFiles folder = FolderFiles.around(file);
			folders.computeIfAbsent(folder.root(), r -> folder).with(file);
			loaded.put(file, workspaces.computeIfAbsent(folder.root(), r -> new ReadingWorkspace(injector, folders.get(r))));
		}
		return this;
	}

	static boolean isTei(Path f) {
		return FolderFiles.isSource(f);
	}

	private static Problem unreadable(Path f) {
		String name = f.toString();
		if (!Files.exists(f)) {
			return new Problem(name, 1, 1, true, "no such file; give the path of a .reading file", "cli.no-file");
		}
		if (!Files.isRegularFile(f) || !Files.isReadable(f)) {
			return new Problem(name, 1, 1, true, "cannot be read; give the path of a readable .reading file", "cli.unreadable");
		}
		if (!name.endsWith(".reading") && !isTei(f)) {
			return new Problem(name, 1, 1, true, "not a reading: reading files end in .reading (TEI sources in .tei or .tei.xml)",
					"cli.not-a-reading");
		}
		try {
			byte[] bytes = Files.readAllBytes(f);
			StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes));
			for (byte b : bytes) {
				if (b == 0) {
					return new Problem(name, 1, 1, true, "binary data, not text: a reading is a UTF-8 text file", "cli.binary");
				}
			}
		} catch (CharacterCodingException e) {
			return new Problem(name, 1, 1, true, "not UTF-8 text: save the reading as UTF-8", "cli.binary");
		} catch (IOException e) {
			return new Problem(name, 1, 1, true, "cannot be read: " + e.getMessage(), "cli.unreadable");
		}
		return null;
	}

	/** Every problem of the file: unreadable, syntax, linking and validation, in order of position. */
	List<Problem> check(Path file) {
		Path key = file.toAbsolutePath().normalize();
		if (unreadable.containsKey(file)) {
			return List.of(unreadable.get(file));
		}
		return loaded.get(key).read(parses -> {
			Resource r = parses.resource(FolderFiles.uri(key));
			if (r instanceof TeiResource tei) {
				return sourceProblems(file, tei, parses.sources());
			}
			if (!(r instanceof XtextResource reading)) {
				return List.of(new Problem(file.toString(), 1, 1, true, "cannot be read (it changed or went away meanwhile?)",
						"cli.unreadable"));
			}
			List<Problem> problems = new ArrayList<>();
			for (Issue issue : parses.issues(reading, CheckMode.ALL, CancelIndicator.NullImpl)) {
				if (issue.getSeverity() == Severity.IGNORE || issue.getSeverity() == Severity.INFO) {
					continue;
				}
				int line = issue.getLineNumber() == null ? 1 : issue.getLineNumber();
				int column = issue.getColumn() == null ? 1 : issue.getColumn();
				problems.add(new Problem(file.toString(), line, column, issue.getSeverity() == Severity.ERROR,
						issue.getMessage(), code(issue)));
			}
			problems.sort((a, b) -> a.line() != b.line() ? Integer.compare(a.line(), b.line()) : Integer.compare(a.column(), b.column()));
			return problems;
		});
	}

	/** What the TEI import found, and passage ids that another source of the workspace uses too. */
	private static List<Problem> sourceProblems(Path file, TeiResource tei, List<Resource> sources) {
		List<Problem> problems = new ArrayList<>();
		for (TeiProblem p : tei.problems()) {
			problems.add(new Problem(file.toString(), p.line(), p.column(), p.error(), p.message(),
					p.error() ? "source.invalid" : "source.unsupported"));
		}
		if (tei.source() != null) {
			Map<String, Resource> elsewhere = new HashMap<>();
			for (Resource other : sources) {
				if (other != tei && other instanceof TeiResource t && t.source() != null) {
					Passages.citable(t.source()).forEach(p -> elsewhere.putIfAbsent(p.getId(), other));
				}
			}
			for (Passage p : Passages.citable(tei.source())) {
				Resource other = elsewhere.get(p.getId());
				if (other != null) {
					problems.add(new Problem(file.toString(), line(p), 1, true, "passage " + p.getId() + " is also in "
							+ other.getURI().toFileString() + "; a citation must name one passage, so give one of them another id",
							"source.duplicate-passage"));
				}
			}
		}
		problems.sort((a, b) -> a.line() != b.line() ? Integer.compare(a.line(), b.line()) : Integer.compare(a.column(), b.column()));
		return problems;
	}

	/** The line of the passage's xml:id in its file, found in the text (the model keeps no positions). */
	private static int line(Passage p) {
		try {
			List<String> lines = Files.readAllLines(Path.of(p.eResource().getURI().toFileString()));
			for (int i = 0; i < lines.size(); i++) {
				if (lines.get(i).contains("xml:id=\"" + p.getId() + "\"")) {
					return i + 1;
				}
			}
		} catch (IOException | RuntimeException e) {
			// the file changed or went away since it was loaded: the first line will do
		}
		return 1;
	}

	/** The source in the file, or null if the file has none (problems say why). */
	TeiResource source(Path file) {
		Path key = file.toAbsolutePath().normalize();
		return loaded.containsKey(key) && loaded.get(key).read(parses -> parses.resource(FolderFiles.uri(key))) instanceof TeiResource t ? t : null;
	}

	private static String code(Issue issue) {
		String code = issue.getCode();
		if (code == null) {
			return issue.isSyntaxError() ? "syntax" : null;
		}
		if (code.startsWith("org.eclipse.xtext.diagnostics.Diagnostic.Linking")) {
			return "reading.unknown-name";
		}
		if (code.startsWith("org.eclipse.xtext.diagnostics.Diagnostic.Syntax") || issue.isSyntaxError()) {
			return "syntax";
		}
		return code;
	}

	/**
	 * The reading in the file, or null if the file has none (problems say why). The command line uses it after the
	 * workspace's lock is let go: it is the workspace's only user.
	 */
	Reading reading(Path file) {
		Path key = file.toAbsolutePath().normalize();
		return loaded.containsKey(key) ? loaded.get(key).read(parses -> parses.readingOf(parses.resource(FolderFiles.uri(key)))) : null;
	}
}
