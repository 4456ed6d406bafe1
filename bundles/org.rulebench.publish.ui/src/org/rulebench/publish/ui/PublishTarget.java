package org.rulebench.publish.ui;

import java.nio.file.Path;

import org.eclipse.core.resources.IFile;

/**
 * What File > Publish… publishes: a saved reading of the workspace, alone or compared with another reading.
 *
 * @param file    the reading's file
 * @param compare the reading it is compared with, as the Compare view names it (FILE, REV:PATH or REV, relative to
 *                {@code folder}); null for a reading alone
 */
public record PublishTarget(IFile file, String compare) {

	/** The reading's file on disk. */
	public Path path() {
		return file.getLocation().toFile().toPath();
	}

	/** The folder readings are named relative to: the project's. */
	public Path folder() {
		return file.getProject().getLocation().toFile().toPath();
	}

	/** "pu-shuang/qiliang.reading", or "pu-shuang/qiliang.reading compared with pu-shuang/ping.reading". */
	public String describe() {
		String self = file.getProjectRelativePath().toString();
		return compare == null ? self : self + " compared with " + compare;
	}
}
