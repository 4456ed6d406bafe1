package org.rulebench.readings.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.jgit.dircache.DirCache;
import org.eclipse.jgit.dircache.DirCacheBuilder;
import org.eclipse.jgit.dircache.DirCacheEntry;
import org.eclipse.jgit.internal.storage.dfs.DfsRepositoryDescription;
import org.eclipse.jgit.internal.storage.dfs.InMemoryRepository;
import org.eclipse.jgit.lib.CommitBuilder;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.rulebench.readings.internal.Examples;

/**
 * A history of readings built in memory (JGit's InMemoryRepository; org.eclipse.jgit.junit's TestRepository is not
 * on Maven Central): commits on branches, each the branch's tree with some files put or removed.
 *
 * <pre>
 * ReadingHistory h = ReadingHistory.withExamples();
 * h.on("kishi").from("main").put("pu-shuang/qiliang.reading", text).commit("七梁: Kishi's start");
 * </pre>
 */
public final class ReadingHistory implements AutoCloseable {
	private final InMemoryRepository repository = new InMemoryRepository(new DfsRepositoryDescription("readings"));
	private long clock = Instant.parse("2026-01-01T00:00:00Z").getEpochSecond();

	private ReadingHistory() {
		try {
			repository.updateRef(Constants.HEAD).link(Constants.R_HEADS + "main");
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** An empty history. */
	public static ReadingHistory empty() {
		return new ReadingHistory();
	}

	/** One commit on main with every example reading of dsl-examples (as embedded in the readings bundle). */
	public static ReadingHistory withExamples() {
		ReadingHistory h = new ReadingHistory();
		Change c = h.on("main");
		try {
			for (String p : Examples.paths()) {
				c.put(p, Examples.text(p));
			}
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		c.commit("The example readings");
		return h;
	}

	public Repository repository() {
		return repository;
	}

	/** A change to the branch, from its tip (or from {@link Change#from} for a new branch). */
	public Change on(String branch) {
		return new Change(branch);
	}

	/** The text of a file at a revision. */
	public String text(String revision, String path) {
		try (RevWalk walk = new RevWalk(repository)) {
			RevCommit c = walk.parseCommit(repository.resolve(revision));
			try (TreeWalk t = TreeWalk.forPath(repository, path, c.getTree())) {
				return new String(repository.open(t.getObjectId(0)).getBytes(), StandardCharsets.UTF_8);
			}
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	@Override
	public void close() {
		repository.close();
	}

	public final class Change {
		private final String branch;
		private String from;
		private final Map<String, String> put = new LinkedHashMap<>();
		private final java.util.Set<String> removed = new java.util.HashSet<>();
		private PersonIdent author;

		private Change(String branch) {
			this.branch = branch;
		}

		/** Where a new branch starts. */
		public Change from(String revision) {
			this.from = revision;
			return this;
		}

		public Change put(String path, String text) {
			put.put(path, text);
			return this;
		}

		/** Replaces the first occurrence of {@code old} in the file's text as it is on the branch. */
		public Change edit(String path, String old, String now) {
			String text = put.containsKey(path) ? put.get(path) : text(from != null ? from : branch, path);
			if (!text.contains(old)) {
				throw new IllegalArgumentException(path + " does not contain: " + old);
			}
			return put(path, text.replace(old, now));
		}

		public Change remove(String path) {
			removed.add(path);
			return this;
		}

		public Change author(String name, String email) {
			author = new PersonIdent(name, email);
			return this;
		}

		public RevCommit commit(String message) {
			try (ObjectInserter ins = repository.newObjectInserter(); RevWalk walk = new RevWalk(repository)) {
				ObjectId parent = repository.resolve(from != null ? from : Constants.R_HEADS + branch);
				DirCache index = DirCache.newInCore();
				DirCacheBuilder builder = index.builder();
				if (parent != null) {
					RevCommit p = walk.parseCommit(parent);
					try (TreeWalk t = new TreeWalk(repository)) {
						t.addTree(p.getTree());
						t.setRecursive(true);
						while (t.next()) {
							if (!removed.contains(t.getPathString()) && !put.containsKey(t.getPathString())) {
								DirCacheEntry e = new DirCacheEntry(t.getPathString());
								e.setFileMode(t.getFileMode(0));
								e.setObjectId(t.getObjectId(0));
								builder.add(e);
							}
						}
					}
				}
				for (Map.Entry<String, String> f : put.entrySet()) {
					DirCacheEntry e = new DirCacheEntry(f.getKey());
					e.setFileMode(FileMode.REGULAR_FILE);
					e.setObjectId(ins.insert(Constants.OBJ_BLOB, f.getValue().getBytes(StandardCharsets.UTF_8)));
					builder.add(e);
				}
				builder.finish();
				CommitBuilder commit = new CommitBuilder();
				PersonIdent who = author != null ? author : new PersonIdent("A. Historian", "historian@example.org");
				PersonIdent when = new PersonIdent(who, Instant.ofEpochSecond(clock += 60), ZoneOffset.UTC);
				commit.setAuthor(when);
				commit.setCommitter(when);
				commit.setMessage(message);
				commit.setTreeId(index.writeTree(ins));
				if (parent != null) {
					commit.setParentId(parent);
				}
				ObjectId id = ins.insert(commit);
				ins.flush();
				RefUpdate ru = repository.updateRef(Constants.R_HEADS + branch);
				ru.setNewObjectId(id);
				ru.setForceUpdate(true);
				RefUpdate.Result r = ru.update();
				if (r != RefUpdate.Result.NEW && r != RefUpdate.Result.FAST_FORWARD && r != RefUpdate.Result.FORCED) {
					throw new IllegalStateException("cannot move " + branch + ": " + r);
				}
				return walk.parseCommit(id);
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}
	}
}
