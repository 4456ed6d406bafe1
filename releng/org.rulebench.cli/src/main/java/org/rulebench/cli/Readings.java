package org.rulebench.cli;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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

import com.google.inject.Injector;

/**
 * Loads reading files with every other reading of their workspace (so that `extends` finds its base), and checks
 * them. A file that cannot be read, is not a reading, or is not text becomes a problem, never an exception.
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

	/** Loads the files and their workspaces. */
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
		for (Path f : all) {
			for (Path other : Workspace.readings(Workspace.rootOf(f))) {
				if (!workspace.contains(other) && !all.contains(other) && unreadable(other) == null) {
					workspace.add(other);
				}
			}
		}
		for (Path f : all) {
			loaded.put(f, resources.getResource(URI.createFileURI(f.toString()), true));
		}
		for (Path f : workspace) {
			resources.getResource(URI.createFileURI(f.toString()), true);
		}
		EcoreUtil.resolveAll(resources);
		return this;
	}

	private static Problem unreadable(Path f) {
		String name = f.toString();
		if (!Files.exists(f)) {
			return new Problem(name, 1, 1, true, "no such file; give the path of a .reading file", "cli.no-file");
		}
		if (!Files.isRegularFile(f) || !Files.isReadable(f)) {
			return new Problem(name, 1, 1, true, "cannot be read; give the path of a readable .reading file", "cli.unreadable");
		}
		if (!name.endsWith(".reading")) {
			return new Problem(name, 1, 1, true, "not a reading: reading files end in .reading", "cli.not-a-reading");
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
		return r == null || r.getContents().isEmpty() ? null : (Reading) r.getContents().get(0);
	}
}
