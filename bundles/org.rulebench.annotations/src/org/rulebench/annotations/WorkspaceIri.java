package org.rulebench.annotations;

import java.io.IOException;
import java.io.Reader;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/**
 * The absolute IRIs a workspace's resources have outside it: every export names transcriptions, readings and
 * annotation sets by them, so an export means the same on every machine and a JSON-LD processor keeps its targets.
 * Inside a set the model keeps references relative to the {@code annotations} folder
 * ({@code ../sources/pushuang.tei#id}); {@link #absolute} and {@link #stored} turn one into the other, so a round
 * trip through an export gives back what was written.
 *
 * <p>The base is {@code base-iri} in the workspace's {@code rulebench.properties}, else the environment variable
 * {@code RULEBENCH_BASE_IRI}, else {@link #DEFAULT_BASE}. It must be an absolute hierarchical IRI ending in "/".
 *
 * @param base      the IRI of the workspace root, ending in "/"
 * @param languages the language (xml:lang) of each transcription, by its stored reference without fragment
 *                  ({@code ../sources/pushuang.tei}); may be empty
 */
public record WorkspaceIri(URI base, Map<String, String> languages) {
	/** Where a workspace whose base is not configured lives: one name for every such workspace, on any machine. */
	public static final String DEFAULT_BASE = "https://rulebench.org/workspace/";
	/** The workspace file that configures the base. */
	public static final String PROPERTIES = "rulebench.properties";
	public static final String PROPERTY = "base-iri";
	public static final String ENVIRONMENT = "RULEBENCH_BASE_IRI";

	public WorkspaceIri {
		if (!base.isAbsolute() || base.isOpaque() || !base.toString().endsWith("/")) {
			throw new AnnotationsProblem("the workspace base IRI must be absolute, hierarchical and end in \"/\""
					+ " (such as " + DEFAULT_BASE + "), not " + base);
		}
		languages = Map.copyOf(languages);
	}

	/** The default base, for what belongs to no workspace. */
	public static WorkspaceIri standard() {
		return of(DEFAULT_BASE);
	}

	public static WorkspaceIri of(String base) {
		try {
			return new WorkspaceIri(new URI(base), Map.of());
		} catch (URISyntaxException e) {
			throw new AnnotationsProblem("the workspace base IRI " + base + " is not an IRI: " + e.getMessage(), e);
		}
	}

	/** The base of the workspace at {@code root}: its rulebench.properties, the environment, or the default. */
	public static WorkspaceIri in(Path root) {
		Path file = root.resolve(PROPERTIES);
		if (Files.isRegularFile(file)) {
			Properties p = new Properties();
			try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
				p.load(r);
			} catch (IOException e) {
				throw new AnnotationsProblem("cannot read " + file + ": " + e.getMessage(), e);
			}
			String base = p.getProperty(PROPERTY);
			if (base != null && !base.isBlank()) {
				try {
					return of(base.strip());
				} catch (AnnotationsProblem e) {
					throw new AnnotationsProblem(file + ": " + PROPERTY + ": " + e.getMessage(), e);
				}
			}
		}
		String env = System.getenv(ENVIRONMENT);
		return env == null || env.isBlank() ? standard() : of(env.strip());
	}

	/** The same base, knowing the transcriptions' languages. */
	public WorkspaceIri withLanguages(Map<String, String> byDocument) {
		return new WorkspaceIri(base, byDocument);
	}

	/** The IRI of a file of the workspace, by its path from the root ({@code sources/pushuang.tei}). */
	public String file(String path) {
		return base.resolve(path.replace('\\', '/')).toString();
	}

	/** The IRI of a set's file: also its AnnotationCollection's id. */
	public String collection(String setName) {
		return file(AnnotationStore.FOLDER + "/" + setName + AnnotationStore.EXTENSION);
	}

	/** The absolute IRI of a reference as a set stores it (relative to the annotations folder); absolute ones as they are. */
	public String absolute(String stored) {
		if (stored == null) {
			return null;
		}
		try {
			URI ref = new URI(stored);
			if (ref.isAbsolute()) {
				return stored;
			}
			return base.resolve(AnnotationStore.FOLDER + "/").resolve(ref).toString();
		} catch (URISyntaxException e) {
			return stored; // not an IRI Rulebench made: written as it came
		}
	}

	/** The reference a set stores for an IRI: relative to the annotations folder if it is in this workspace. */
	public String stored(String iri) {
		if (iri == null || !iri.startsWith(base.toString())) {
			return iri;
		}
		String path = iri.substring(base.toString().length());
		String folder = AnnotationStore.FOLDER + "/";
		return path.startsWith(folder) ? path.substring(folder.length()) : "../" + path;
	}

	/** The language of the transcription a stored reference points into; null if not known. */
	public String languageOf(String stored) {
		if (stored == null) {
			return null;
		}
		int hash = stored.indexOf('#');
		return languages.get(hash < 0 ? stored : stored.substring(0, hash));
	}
}
