package org.rulebench.readings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.api.errors.InvalidTagNameException;
import org.eclipse.jgit.api.errors.RefAlreadyExistsException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.rulebench.readings.internal.Trouble;
import org.rulebench.readings.source.LoadedReading;
import org.rulebench.readings.source.ReadingSource;

/**
 * Publishes a reading: an annotated tag {@code published/NAME/vN} on the commit, so that a paper can cite the
 * reading exactly as it was. Only a reading without errors, and committed as it is on disk, is published.
 */
public final class TagCommand extends ReadingsCommand<Publication> {
	static final String PREFIX = "published/";

	private final Readings readings;
	private String path;
	private String revision = Constants.HEAD;
	private String name;
	private String message;
	private PersonIdent tagger;

	TagCommand(Readings readings) {
		super(readings.repository());
		this.readings = readings;
	}

	/** The reading's file, relative to the workspace root. */
	public TagCommand setReading(String path) {
		this.path = path.replace('\\', '/');
		return this;
	}

	/** The commit to publish; HEAD if not set. */
	public TagCommand setRevision(String revision) {
		this.revision = revision;
		return this;
	}

	/** The tag's name; {@code published/NAME/vN} (the next N) if not set. */
	public TagCommand setName(String name) {
		this.name = name;
		return this;
	}

	public TagCommand setMessage(String message) {
		this.message = message;
		return this;
	}

	public TagCommand setTagger(String name, String email) {
		this.tagger = new PersonIdent(name, email == null ? "" : email);
		return this;
	}

	@Override
	public Publication call() {
		checkCallable();
		if (path == null) {
			throw new WorkspaceProblem("say which reading to publish: its file, e.g. pu-shuang/qiliang.reading");
		}
		Repository repo = readings.repository();
		readings.health().requireWritable();
		ReadingSource source = ReadingSource.at(repo, revision, path);
		requireCommitted(repo, source);
		String reading = LoadedReading.load(source).reading().getName();
		String tag = name != null ? name : PREFIX + reading + "/v" + (published(repo).getOrDefault(reading, List.of()).size() + 1);
		try (RevWalk walk = new RevWalk(repo)) {
			RevCommit commit = walk.parseCommit(source.commit());
			var cmd = readings.git().tag().setName(tag).setObjectId(commit).setAnnotated(true)
					.setMessage(message != null ? message : "Publish the reading " + reading + " (" + path + ")");
			if (tagger != null) {
				cmd.setTagger(tagger);
			}
			cmd.call();
			return new Publication(tag, reading, path, Revision.of(commit));
		} catch (RefAlreadyExistsException e) {
			throw new WorkspaceProblem("the tag " + tag + " exists already; published readings are never moved:"
					+ " give another name", e);
		} catch (InvalidTagNameException e) {
			throw new WorkspaceProblem("'" + tag + "' cannot name a tag (no spaces, no '..', '~', '^', ':' or '\\')", e);
		} catch (GitAPIException | IOException e) {
			throw Trouble.of(repo, "tag " + tag, e);
		}
	}

	/** What is published must be what the historian sees: the file on disk as committed at HEAD. */
	private void requireCommitted(Repository repo, ReadingSource source) {
		Path root = readings.workTree();
		if (root == null || !Constants.HEAD.equals(revision)) {
			return;
		}
		Path file = root.resolve(path);
		try (RevWalk walk = new RevWalk(repo);
				TreeWalk tree = TreeWalk.forPath(repo, path, walk.parseCommit(source.commit()).getTree())) {
			byte[] committed = repo.open(tree.getObjectId(0)).getCachedBytes(16 << 20);
			if (!Files.exists(file) || !Arrays.equals(committed, Files.readAllBytes(file))) {
				throw new WorkspaceProblem(path + " has changes that are not committed: commit them first"
						+ " (rulebench readings commit -m MESSAGE), so that what is published is what you see");
			}
		} catch (IOException e) {
			throw Trouble.of(repo, "read " + path, e);
		}
	}

	/** Tags under published/, by reading name, in the order of their numbers. */
	static Map<String, List<String>> published(Repository repo) {
		Map<String, List<String>> byReading = new LinkedHashMap<>();
		try {
			for (Ref ref : repo.getRefDatabase().getRefsByPrefix(Constants.R_TAGS + PREFIX)) {
				String tag = ref.getName().substring(Constants.R_TAGS.length());
				String rest = tag.substring(PREFIX.length());
				int slash = rest.lastIndexOf('/');
				String reading = slash < 0 ? rest : rest.substring(0, slash);
				byReading.computeIfAbsent(reading, k -> new ArrayList<>()).add(tag);
			}
		} catch (IOException e) {
			throw Trouble.of(repo, "read the tags", e);
		}
		byReading.values().forEach(l -> l.sort(Comparator.comparingInt(TagCommand::number).thenComparing(Comparator.naturalOrder())));
		return byReading;
	}

	private static int number(String tag) {
		int v = tag.lastIndexOf("/v");
		try {
			return v < 0 ? 0 : Integer.parseInt(tag.substring(v + 2));
		} catch (NumberFormatException e) {
			return 0;
		}
	}
}
