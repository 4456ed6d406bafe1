package org.rulebench.readings.source;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.OrTreeFilter;
import org.eclipse.jgit.treewalk.filter.PathSuffixFilter;
import org.rulebench.reading.workspace.FolderFiles;
import org.rulebench.reading.workspace.WorkspaceFile;
import org.rulebench.reading.workspace.WorkspaceFiles;
import org.rulebench.readings.internal.Trouble;
import org.rulebench.sources.tei.Tei;

/**
 * The readings and sources of a workspace as one commit holds them, under URIs {@code readings:/COMMIT/PATH}; a
 * commit never changes, so a blob's id is its stamp.
 */
final class CommitFiles implements WorkspaceFiles {
	private final Repository repository;
	private final ObjectId commit;

	CommitFiles(Repository repository, ObjectId commit) {
		this.repository = repository;
		this.commit = commit;
	}

	/** The URI of the file at the path in the commit. */
	static URI uri(ObjectId commit, String path) {
		List<String> segments = new ArrayList<>();
		segments.add(commit.name());
		segments.addAll(List.of(path.split("/")));
		return URI.createHierarchicalURI("readings", null, null, segments.toArray(String[]::new), null, null);
	}

	/** The path in the commit a URI of {@link #uri} names. */
	static String pathOf(URI uri) {
		return String.join("/", uri.segmentsList().subList(1, uri.segmentCount()));
	}

	@Override
	public List<WorkspaceFile> list() {
		List<WorkspaceFile> files = new ArrayList<>();
		try (RevWalk walk = new RevWalk(repository); TreeWalk tree = new TreeWalk(repository)) {
			RevCommit c = walk.parseCommit(commit);
			tree.addTree(c.getTree());
			tree.setRecursive(true);
			tree.setFilter(OrTreeFilter.create(new PathSuffixFilter[] { PathSuffixFilter.create(".reading"),
					PathSuffixFilter.create(".tei"), PathSuffixFilter.create(".tei.xml") }));
			while (tree.next()) {
				String path = tree.getPathString();
				if (List.of(path.split("/")).stream().anyMatch(s -> s.startsWith(".") || FolderFiles.SKIPPED.contains(s))) {
					continue;
				}
				files.add(new Blob(uri(commit, path), tree.getObjectId(0)));
			}
		} catch (IOException e) {
			throw Trouble.of(repository, "read the readings of " + commit.name(), e);
		}
		return files;
	}

	private final class Blob implements WorkspaceFile {
		private final URI uri;
		private final ObjectId blob;

		Blob(URI uri, ObjectId blob) {
			this.uri = uri;
			this.blob = blob;
		}

		@Override
		public URI uri() {
			return uri;
		}

		@Override
		public long stamp() {
			return blob.hashCode();
		}

		@Override
		public boolean source() {
			return Tei.isTei(uri);
		}

		@Override
		public InputStream open() throws IOException {
			return repository.open(blob).openStream();
		}
	}
}
