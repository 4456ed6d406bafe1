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

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.reading.ReadingStandaloneSetup;
import org.rulebench.reading.reading.Reading;
import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.tei.Tei;
import org.rulebench.sources.tei.TeiProblem;
import org.rulebench.sources.tei.TeiResource;
import org.rulebench.sources.tei.TeiResourceFactory;

import com.google.inject.Injector;

/**
 * Loads reading files with every other reading and every TEI source of their workspace (so that `extends` finds
 * its base and `cites` its passage), and checks them; TEI files named on the command line are checked too. A file
 * that cannot be read, is neither a reading nor TEI, or is not text becomes a problem, never an exception.
 */
final class Readings {
	private final XtextResourceSet resources;
	private final IResourceValidator validator;
	private final Map<Path, Resource> loaded = new LinkedHashMap<>();
	private final Map<Path, Problem> unreadable = new LinkedHashMap<>();

	Readings() {
		Injector injector = new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration();
		resources = injector.getInstance(XtextResourceSet.class);
		validator = injector.getInstance(IResourceValidator.class);
	}

	/** Loads the files and their workspaces: sources first, so that citations find their passages. */
	Readings load(List<Path> files) {
		List<Path> all = new ArrayList<>();
		for (Path f : files) {
			Problem p = unreadable(f);
			if (p != null) {
				unreadable.put(f, p);
				continue;
			}
			all.add(f.toAbsolutePath().normalize());
		}
		List<Path> workspace = new ArrayList<>();
		List<Path> sources = new ArrayList<>();
		for (Path f : all) {
			Path root = Workspace.rootOf(f);
			for (Path other : Workspace.sources(root)) {
				if (!sources.contains(other) && !all.contains(other) && unreadable(other) == null) {
					sources.add(other);
				}
			}
			for (Path other : Workspace.readings(root)) {
				if (!workspace.contains(other) && !all.contains(other) && unreadable(other) == null) {
					workspace.add(other);
				}
			}
		}
		for (Path f : all) {
			if (isTei(f)) {
				loaded.put(f, loadSource(f));
			}
		}
		for (Path f : sources) {
			loadSource(f);
		}
		for (Path f : all) {
			if (!isTei(f)) {
				loaded.put(f, resources.getResource(URI.createFileURI(f.toString()), true));
			}
		}
		for (Path f : workspace) {
			resources.getResource(URI.createFileURI(f.toString()), true);
		}
		EcoreUtil.resolveAll(resources);
		return this;
	}

	static boolean isTei(Path f) {
		return Tei.isTei(URI.createFileURI(f.toString()));
	}

	/** A TEI file into the resource set, whatever its extension (.tei.xml has no factory of its own). */
	private Resource loadSource(Path f) {
		URI uri = URI.createFileURI(f.toString());
		Resource r = new TeiResourceFactory().createResource(uri);
		resources.getResources().add(r);
		try {
			r.load(resources.getLoadOptions());
		} catch (IOException e) {
			r.getErrors().add(new TeiProblem(f.toString(), 1, 1, true, "cannot be read: " + e.getMessage()));
		}
		return r;
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
		Resource r = loaded.get(key);
		List<Problem> problems = new ArrayList<>();
		if (r instanceof TeiResource tei) {
			return sourceProblems(file, tei);
		}
		for (Issue issue : validator.validate(r, CheckMode.ALL, CancelIndicator.NullImpl)) {
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
	}

	/** What the TEI import found, and passage ids that another source of the workspace uses too. */
	private List<Problem> sourceProblems(Path file, TeiResource tei) {
		List<Problem> problems = new ArrayList<>();
		for (TeiProblem p : tei.problems()) {
			problems.add(new Problem(file.toString(), p.line(), p.column(), p.error(), p.message(),
					p.error() ? "source.invalid" : "source.unsupported"));
		}
		if (tei.source() != null) {
			Map<String, Resource> elsewhere = new HashMap<>();
			for (Resource other : resources.getResources()) {
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

	/** Every source loaded: those of the workspace and those named. */
	List<TeiResource> sources() {
		return resources.getResources().stream().filter(TeiResource.class::isInstance).map(TeiResource.class::cast).toList();
	}

	/** The source in the file, or null if the file has none (problems say why). */
	TeiResource source(Path file) {
		return loaded.get(file.toAbsolutePath().normalize()) instanceof TeiResource t ? t : null;
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

	/** The reading in the file, or null if the file has none (problems say why). */
	Reading reading(Path file) {
		Resource r = loaded.get(file.toAbsolutePath().normalize());
		return r == null || r.getContents().isEmpty() || !(r.getContents().get(0) instanceof Reading reading) ? null : reading;
	}
}
