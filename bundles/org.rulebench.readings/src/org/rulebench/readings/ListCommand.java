package org.rulebench.readings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.PathSuffixFilter;
import org.rulebench.readings.internal.Header;
import org.rulebench.readings.internal.Trouble;
import org.rulebench.readings.source.ReadingSource;

/**
 * The readings of the workspace: as the files are on disk, or at a branch, tag or commit; each with its name, the
 * reading it extends, its game and the tags that publish it.
 */
public final class ListCommand extends ReadingsCommand<List<ReadingFile>> {
	private final Readings readings;
	private String revision;

	ListCommand(Readings readings) {
		super(readings.repository());
		this.readings = readings;
	}

	/** A branch, tag or commit; unset: the files on disk (or HEAD if the workspace has no folder). */
	public ListCommand setRevision(String revision) {
		this.revision = revision;
		return this;
	}

	@Override
	public List<ReadingFile> call() {
		checkCallable();
		readings.health().requireReadable();
		Map<String, byte[]> files = revision == null && readings.workTree() != null ? onDisk(readings.workTree())
				: inTree(revision == null ? Constants.HEAD : revision);
		Map<String, List<String>> published = TagCommand.published(readings.repository());
		List<ReadingFile> list = new ArrayList<>();
		files.forEach((path, text) -> {
			Header h = Header.of(text);
			list.add(new ReadingFile(path, h.name(), h.base(), h.game(),
					h.name() == null ? List.of() : published.getOrDefault(h.name(), List.of())));
		});
		return list;
	}

	private static Map<String, byte[]> onDisk(Path root) {
		Map<String, byte[]> files = new LinkedHashMap<>();
		try (Stream<Path> walk = Files.walk(root)) {
			for (Path p : walk.filter(f -> f.toString().endsWith(".reading")).sorted().toList()) {
				String rel = root.relativize(p).toString().replace('\\', '/');
				if (!List.of(rel.split("/")).stream().anyMatch(s -> s.startsWith("."))) {
					files.put(rel, Files.readAllBytes(p));
				}
			}
		} catch (IOException e) {
			throw new WorkspaceProblem("cannot list the readings in " + root + ": " + e.getMessage(), e);
		}
		return files;
	}

	private Map<String, byte[]> inTree(String rev) {
		Map<String, byte[]> files = new LinkedHashMap<>();
		var repo = readings.repository();
		ObjectId commit;
		try {
			Ref head = repo.exactRef(Constants.HEAD);
			if (Constants.HEAD.equals(rev) && (head == null || head.getObjectId() == null)) {
				return files;
			}
		} catch (IOException e) {
			throw Trouble.of(repo, "read HEAD", e);
		}
		commit = ReadingSource.commitOf(repo, rev);
		try (RevWalk walk = new RevWalk(repo); TreeWalk tree = new TreeWalk(repo)) {
			RevCommit c = walk.parseCommit(commit);
			tree.addTree(c.getTree());
			tree.setRecursive(true);
			tree.setFilter(PathSuffixFilter.create(".reading"));
			while (tree.next()) {
				files.put(tree.getPathString(), repo.open(tree.getObjectId(0)).getCachedBytes(16 << 20));
			}
		} catch (IOException e) {
			throw Trouble.of(repo, "list the readings of " + rev, e);
		}
		return files;
	}
}
