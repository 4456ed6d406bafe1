package org.rulebench.readings.source;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResource;
import org.rulebench.reading.compile.ExtensionCycle;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.workspace.FolderFiles;
import org.rulebench.reading.workspace.ReadingWorkspace;
import org.rulebench.reading.workspace.WorkspaceFiles;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.internal.Language;

/**
 * A reading loaded with every reading and source of its workspace as of the same moment (the files on disk, or the
 * tree of one commit; a {@link ReadingWorkspace}), so that {@code extends} finds its base, and resolved along its
 * extension chain.
 */
public final class LoadedReading {
	private final ReadingSource source;
	private final Reading reading;
	private final ReadingChain chain;
	private final Map<Resource, String> labels;
	private final byte[] text;

	private LoadedReading(ReadingSource source, Reading reading, ReadingChain chain, Map<Resource, String> labels, byte[] text) {
		this.source = source;
		this.reading = reading;
		this.chain = chain;
		this.labels = labels;
		this.text = text;
	}

	/**
	 * @throws WorkspaceProblem if the file cannot be read, or the reading or a reading it extends has syntax errors
	 *                          or names a base that does not exist (FILE:LINE:COL: message for each)
	 */
	public static LoadedReading load(ReadingSource source) {
		LoadedReading loaded = loadIfPresent(source);
		if (loaded == null) {
			throw new WorkspaceProblem(source.label() + ": there is no such file at " + source.revision());
		}
		return loaded;
	}

	/** The reading at the source's path, or null if the commit has no file there (it was added later). */
	public static LoadedReading loadIfPresent(ReadingSource source) {
		WorkspaceFiles files;
		URI target;
		if (source.isFile()) {
			Path file = source.file().toAbsolutePath().normalize();
			files = FolderFiles.around(file).with(file);
			target = FolderFiles.uri(file);
		} else {
			files = new CommitFiles(source.repository(), source.commit());
			target = CommitFiles.uri(source.commit(), source.path());
		}
		// the workspace is this load's alone: what it parsed may be kept after the lock is let go
		return new ReadingWorkspace(Language.injector(), files).read(parses -> {
			Resource main = parses.resource(target);
			if (main == null) {
				if (source.isFile()) {
					throw new WorkspaceProblem(source.label() + ": cannot be read");
				}
				return null;
			}
			Map<Resource, String> labels = new LinkedHashMap<>();
			parses.readings().values().forEach(r -> labels.put(r, labelOf(source, r.getURI())));
			parses.sources().forEach(r -> labels.put(r, labelOf(source, r.getURI())));
			return parse(source, main, labels, text(main));
		});
	}

	private static LoadedReading parse(ReadingSource source, Resource main, Map<Resource, String> labels, byte[] text) {
		if (main.getContents().isEmpty() || !(main.getContents().get(0) instanceof Reading reading)) {
			throw new WorkspaceProblem(source.label() + ":1:1: not a reading (a reading starts with `reading NAME`)");
		}
		List<String> errors = new ArrayList<>();
		List<Resource> checked = new ArrayList<>();
		for (Reading r = reading; r != null && !r.eIsProxy() && !checked.contains(r.eResource()); r = r.getBase()) {
			checked.add(r.eResource());
			for (Resource.Diagnostic d : r.eResource().getErrors()) {
				errors.add(labels.get(r.eResource()) + ":" + d.getLine() + ":" + d.getColumn() + ": " + d.getMessage());
			}
		}
		if (!errors.isEmpty()) {
			throw new WorkspaceProblem(String.join("\n", errors)
					+ "\n(fix the reading first: `rulebench check` shows every problem)");
		}
		try {
			return new LoadedReading(source, reading, ReadingChain.of(reading), labels, text);
		} catch (ExtensionCycle | IllegalStateException e) {
			throw new WorkspaceProblem(source.label() + ": " + e.getMessage());
		}
	}

	/** The reading's text as the parser read it. */
	private static byte[] text(Resource main) {
		if (main instanceof XtextResource x && x.getParseResult() != null) {
			return x.getParseResult().getRootNode().getText().getBytes(StandardCharsets.UTF_8);
		}
		return new byte[0];
	}

	private static String labelOf(ReadingSource source, URI uri) {
		if (!source.isFile()) {
			return source.revision() + ":" + CommitFiles.pathOf(uri);
		}
		Path p = Path.of(uri.toFileString());
		if (p.equals(source.file().toAbsolutePath().normalize())) {
			return source.label();
		}
		Path cwd = Path.of("").toAbsolutePath();
		return p.startsWith(cwd) ? cwd.relativize(p).toString() : p.toString();
	}

	public ReadingSource source() {
		return source;
	}

	public Reading reading() {
		return reading;
	}

	public ReadingChain chain() {
		return chain;
	}

	/** The reading's own text, as stored. */
	public byte[] text() {
		return text.clone();
	}

	/** How reports name the file a part of the reading (or of a reading it extends) comes from. */
	public String labelOf(Resource resource) {
		String label = labels.get(resource);
		return label != null ? label : String.valueOf(resource.getURI());
	}
}
