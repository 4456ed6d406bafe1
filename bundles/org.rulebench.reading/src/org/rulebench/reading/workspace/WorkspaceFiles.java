package org.rulebench.reading.workspace;

import java.util.List;

/** Where a workspace's files are: a folder on disk, an Eclipse project, the tree of a commit. */
public interface WorkspaceFiles {
	/** Every reading and TEI source of the workspace now, outside hidden and build-output folders. */
	List<WorkspaceFile> list();

	/** A workspace of no files, for text that belongs to none. */
	WorkspaceFiles NONE = List::of;
}
