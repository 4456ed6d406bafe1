package org.rulebench.readings;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.api.errors.NoHeadException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.revwalk.RevCommit;
import org.rulebench.readings.internal.Trouble;
import org.rulebench.readings.source.ReadingSource;

/** The history of one reading (the commits that changed its file), or of the whole workspace; newest first. */
public final class LogCommand extends ReadingsCommand<List<Revision>> {
	private final Readings readings;
	private String path;
	private String revision = Constants.HEAD;
	private int maxCount = -1;

	LogCommand(Readings readings) {
		super(readings.repository());
		this.readings = readings;
	}

	/** Only commits that change this file (relative to the workspace root). */
	public LogCommand setPath(String path) {
		this.path = path.replace('\\', '/');
		return this;
	}

	/** Where the history is read back from; HEAD if not set. */
	public LogCommand setRevision(String revision) {
		this.revision = revision;
		return this;
	}

	public LogCommand setMaxCount(int maxCount) {
		this.maxCount = maxCount;
		return this;
	}

	@Override
	public List<Revision> call() {
		checkCallable();
		var repo = readings.repository();
		readings.health().requireReadable();
		try {
			if (repo.resolve(revision) == null && Constants.HEAD.equals(revision)) {
				return List.of();
			}
			var log = readings.git().log().add(ReadingSource.commitOf(repo, revision)).setMaxCount(maxCount);
			if (path != null) {
				log.addPath(path);
			}
			List<Revision> list = new ArrayList<>();
			for (RevCommit c : log.call()) {
				list.add(Revision.of(c));
			}
			return list;
		} catch (NoHeadException e) {
			return List.of();
		} catch (GitAPIException | IOException | RuntimeException e) {
			throw Trouble.of(repo, "read the history", e);
		}
	}
}
