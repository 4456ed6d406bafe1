package org.rulebench.readings.diff;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.PathFilter;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.AnnotationStore;
import org.rulebench.annotations.MalformedAnnotations;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.internal.Trouble;

/** The annotation sets of a commit: its annotations/*.jsonld files. */
final class AnnotationsAt {
	private AnnotationsAt() {
	}

	/**
	 * @param label how the commit is named in messages (kishi, main, a1b2c3d)
	 * @throws WorkspaceProblem if a set there is malformed
	 */
	static List<AnnotationSet> read(Repository repo, ObjectId commit, String label) {
		List<AnnotationSet> sets = new ArrayList<>();
		try (RevWalk walk = new RevWalk(repo); TreeWalk tree = new TreeWalk(repo)) {
			tree.addTree(walk.parseCommit(commit).getTree());
			tree.setRecursive(true);
			tree.setFilter(PathFilter.create(AnnotationStore.FOLDER));
			while (tree.next()) {
				String path = tree.getPathString();
				String name = path.substring(AnnotationStore.FOLDER.length() + 1);
				if (!name.endsWith(AnnotationStore.EXTENSION) || name.contains("/")) {
					continue;
				}
				String text = new String(repo.open(tree.getObjectId(0)).getBytes(), StandardCharsets.UTF_8);
				name = name.substring(0, name.length() - AnnotationStore.EXTENSION.length());
				try {
					sets.add(AnnotationStore.parse(name, text, label + ":" + path));
				} catch (MalformedAnnotations | IllegalArgumentException e) {
					throw new WorkspaceProblem("the annotations at " + label + " cannot be compared:\n" + e.getMessage(), e);
				}
			}
		} catch (IOException e) {
			throw Trouble.of(repo, "read the annotations at " + label, e);
		}
		return sets;
	}
}
