package org.rulebench.reading.workspace;

import java.io.IOException;
import java.io.InputStream;

import org.eclipse.emf.common.util.URI;

/** One reading or TEI source of a workspace, as it is now. */
public interface WorkspaceFile {
	/** The resource's URI: a platform resource, a file, or a file of a commit. */
	URI uri();

	/** Different whenever the content is (a modification stamp, a blob's id): a parse is kept while it is the same. */
	long stamp();

	/** Whether the file is a TEI source rather than a reading. */
	boolean source();

	InputStream open() throws IOException;

	default String charset() {
		return "UTF-8";
	}
}
