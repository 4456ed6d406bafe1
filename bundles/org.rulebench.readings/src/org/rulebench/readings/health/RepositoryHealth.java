package org.rulebench.readings.health;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eclipse.jgit.errors.ConfigInvalidException;
import org.eclipse.jgit.errors.IncorrectObjectTypeException;
import org.eclipse.jgit.errors.MissingObjectException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectLoader;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevObject;
import org.eclipse.jgit.revwalk.RevTag;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileBasedConfig;
import org.eclipse.jgit.treewalk.CanonicalTreeParser;
import org.eclipse.jgit.util.FS;
import org.rulebench.readings.health.Damage.Kind;

/**
 * Whether a readings workspace's repository is whole, checked before every command reads or writes it. Only what is
 * cheap is checked, not a full {@code git fsck}: no lock files; the configuration, every ref file and packed-refs
 * parse; every pack ends with the checksum its index records; every branch, tag and HEAD names an object that is
 * there (a branch: a commit whose parents are there); the branch HEAD names exists once the workspace has history;
 * every folder and file of the HEAD commit reads back; the index parses. Deeper damage shows when a command meets
 * it, as JGit's exceptions, which {@link #explain} puts into the same words.
 *
 * <pre>
 * RepositoryHealth.of(repository).requireWritable(); // throws DamagedWorkspace, saying what is wrong and what to do
 * </pre>
 */
public final class RepositoryHealth {
	private static final Pattern ID = Pattern.compile("[0-9a-f]{40}|[0-9a-f]{64}");
	/** More is not read: the first few say what happened, `git fsck` lists the rest. */
	private static final int ENOUGH = 12;
	private static final String FSCK = "`git fsck` there lists what is broken; copy the lost objects back from a clone or a"
			+ " backup of the workspace (`git fetch` from a clone that has them), or restore the whole .git folder from a backup";

	private final Repository repo;
	private final List<Damage> damage;

	private RepositoryHealth(Repository repo, List<Damage> damage) {
		this.repo = repo;
		this.damage = List.copyOf(damage);
	}

	/** Checks the repository (on disk or in memory); takes milliseconds for a workspace of readings. */
	public static RepositoryHealth of(Repository repo) {
		return new RepositoryHealth(repo, new Check(repo).run());
	}

	/** What is wrong, in the order found (locks first); empty if nothing is. */
	public List<Damage> damage() {
		return damage;
	}

	public boolean isSound() {
		return damage.isEmpty();
	}

	/** Throws unless the workspace can be read safely (a lock does not stop reading: the state it guards is whole). */
	public void requireReadable() {
		if (damage.stream().anyMatch(Damage::blocksReading)) {
			throw refusal(where(repo), damage, null);
		}
	}

	/** Throws unless the workspace can be written: no damage at all, no lock. */
	public void requireWritable() {
		if (!damage.isEmpty()) {
			throw refusal(where(repo), damage, null);
		}
	}

	/**
	 * What a writing command would be refused with: the lock or damage in words, with what to do; null if the
	 * workspace is sound. (Reading is refused with the same words unless all there is is a lock.)
	 */
	public String message() {
		return damage.isEmpty() ? null : refusal(where(repo), damage, null).getMessage();
	}

	/**
	 * A JGit exception met while reading or writing, in the words of the check: what the check finds now, or, for
	 * damage too deep for it, the exception's own message with what to do.
	 *
	 * @return null if the repository is sound and the exception says nothing of damage
	 */
	public static DamagedWorkspace explain(Repository repo, Throwable e) {
		RepositoryHealth health = of(repo);
		if (!health.isSound()) {
			return refusal(where(repo), health.damage, e);
		}
		for (Throwable t = e; t != null; t = t.getCause()) {
			if (t instanceof MissingObjectException m) {
				return refusal(where(repo), List.of(new Damage(Kind.MISSING_OBJECT, "the object " + m.getObjectId().name()
						+ ", which the workspace needs, is missing", FSCK)), e);
			}
			if (t instanceof org.eclipse.jgit.errors.CorruptObjectException || t instanceof org.eclipse.jgit.errors.PackInvalidException
					|| t instanceof org.eclipse.jgit.errors.PackMismatchException || t instanceof ConfigInvalidException
					|| t instanceof java.io.EOFException || t instanceof java.util.zip.DataFormatException) {
				return refusal(where(repo), List.of(new Damage(Kind.CORRUPT_OBJECT, "part of the repository cannot be read ("
						+ why(t) + ")", FSCK)), e);
			}
		}
		return null;
	}

	/**
	 * Why a .git folder is not a repository, for a folder JGit does not take for one; null if it is one. A command
	 * stops there rather than looking for a repository further up, which would be some other project's.
	 */
	public static Damage notARepository(Path workTree, Path dotGit) {
		Path git = dotGit;
		if (Files.isRegularFile(dotGit)) {
			String text = read(dotGit).strip();
			if (!text.startsWith("gitdir:")) {
				return new Damage(Kind.NOT_A_REPOSITORY, name(workTree, dotGit) + " is a file that names no repository (it should"
						+ " read \"gitdir: FOLDER\")", "correct it, or restore the workspace from a backup or a clone");
			}
			git = dotGit.getParent().resolve(text.substring("gitdir:".length()).strip());
			if (!Files.isDirectory(git)) {
				return new Damage(Kind.NOT_A_REPOSITORY, name(workTree, dotGit) + " names the repository " + git
						+ ", which is not there", "correct it, or restore the workspace from a backup or a clone");
			}
		}
		if (org.eclipse.jgit.lib.RepositoryCache.FileKey.isGitRepository(git.toFile(), FS.DETECTED)) {
			return null;
		}
		Path head = git.resolve(Constants.HEAD);
		String branch = firstBranch(git);
		String writeHead = "write the branch back into it: `printf 'ref: refs/heads/" + branch + "\\n' > " + name(workTree, head)
				+ "` there (" + branch + ", or another branch in " + name(workTree, git.resolve("refs/heads")) + ")";
		if (!Files.isDirectory(git.resolve("objects"))) {
			return new Damage(Kind.NOT_A_REPOSITORY, name(workTree, git.resolve("objects")) + ", the folder of every commit and"
					+ " file, is missing", "restore the .git folder from a backup, or clone the workspace again from a copy");
		}
		if (!Files.isDirectory(git.resolve("refs")) && !Files.isDirectory(git.resolve("reftable"))) {
			return new Damage(Kind.NOT_A_REPOSITORY, name(workTree, git.resolve("refs")) + ", the folder of the branches and"
					+ " tags, is missing", "make it again: `mkdir -p " + name(workTree, git.resolve("refs/heads")) + " "
							+ name(workTree, git.resolve("refs/tags")) + "` there (branches packed in packed-refs come back with it;"
							+ " others from a backup)");
		}
		if (!Files.exists(head)) {
			return new Damage(Kind.NOT_A_REPOSITORY, name(workTree, head) + ", which names the branch the files are on, is"
					+ " missing", writeHead);
		}
		String text = read(head).strip();
		return new Damage(Kind.NOT_A_REPOSITORY, name(workTree, head) + ", which names the branch the files are on, "
				+ (text.isEmpty() ? "is empty" : "holds \"" + shorten(text) + "\" rather than a branch"), writeHead);
	}

	/** What is wrong with the repository's configuration file; null if it parses (or there is none). */
	public static Damage configProblem(Path workTree, Path git) {
		Path file = git.resolve(Constants.CONFIG);
		if (!Files.exists(file)) {
			return null;
		}
		FileBasedConfig config = new FileBasedConfig(file.toFile(), FS.DETECTED);
		try {
			config.load();
			return null;
		} catch (ConfigInvalidException | IOException e) {
			String why = why(e.getCause() != null && e.getCause().getMessage() != null ? e.getCause() : e);
			return new Damage(Kind.CONFIG, "its configuration " + name(workTree, file) + " does not parse (" + why + ")",
					"`git config --list` there names the bad line: correct it, or restore the file from a backup");
		}
	}

	/** The refusal for damage found outside a check (a folder that is no repository). */
	public static DamagedWorkspace refusal(Path workspace, Damage damage) {
		return refusal(workspace.toString(), List.of(damage), null);
	}

	private static DamagedWorkspace refusal(String where, List<Damage> found, Throwable cause) {
		// the damage first, a lock (which only needs waiting for, or deleting) after it
		List<Damage> damage = java.util.stream.Stream.concat(found.stream().filter(Damage::blocksReading),
				found.stream().filter(d -> !d.blocksReading())).toList();
		List<Damage> locks = damage.stream().filter(d -> d.kind() == Kind.LOCKED).toList();
		if (locks.size() == damage.size()) {
			Damage lock = locks.get(0);
			return new DamagedWorkspace("the readings workspace " + where + " is locked: " + lock, damage, cause);
		}
		List<Damage> shown = damage.subList(0, Math.min(3, damage.size()));
		StringBuilder m = new StringBuilder("the readings workspace " + where + " is damaged: ");
		for (int i = 0; i < shown.size(); i++) {
			m.append(i == 0 ? "" : " Also: ").append(shown.get(i)).append('.');
		}
		if (damage.size() > shown.size()) {
			m.append(" And ").append(damage.size() - shown.size()).append(" more (`git fsck` there lists what is broken).");
		}
		m.append(" Rulebench writes nothing to it until it is repaired");
		return new DamagedWorkspace(m.toString(), damage, cause);
	}

	private static String where(Repository repo) {
		if (repo.getDirectory() == null) {
			return "(in memory)";
		}
		return repo.isBare() ? repo.getDirectory().toString() : repo.getWorkTree().toString();
	}

	/** A file of the repository as typed in the workspace folder (".git/index"), else its whole path. */
	static String name(Path workTree, Path file) {
		Path f = file.toAbsolutePath().normalize();
		Path root = workTree == null ? null : workTree.toAbsolutePath().normalize();
		return root != null && f.startsWith(root) ? root.relativize(f).toString().replace('\\', '/') : f.toString();
	}

	static String read(Path file) {
		try {
			return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
		} catch (IOException e) {
			return "";
		}
	}

	/** An exception's message without its closing full stop, to sit inside a sentence. */
	static String why(Throwable e) {
		String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().strip();
		return m.endsWith(".") ? m.substring(0, m.length() - 1) : m;
	}

	private static String shorten(String text) {
		String line = text.lines().findFirst().orElse("").strip();
		return line.length() > 40 ? line.substring(0, 40) + "…" : line;
	}

	private static String firstBranch(Path git) {
		Path heads = git.resolve("refs/heads");
		if (Files.isRegularFile(heads.resolve("main")) || !Files.isDirectory(heads)) {
			return "main";
		}
		try (Stream<Path> s = Files.list(heads)) {
			return s.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).filter(n -> !n.endsWith(".lock")).sorted()
					.findFirst().orElse("main");
		} catch (IOException e) {
			return "main";
		}
	}

	/** One run of the checks, collecting damage in the order met. */
	private static final class Check {
		private final Repository repo;
		private final Path git;
		private final Path workTree;
		private final List<Damage> found = new ArrayList<>();
		/** Refs already reported as broken files, not to be reported again as missing. */
		private final Set<String> brokenRefs = new HashSet<>();
		/** Commits whose parents were looked for already (a branch and a tag often name the same). */
		private final Set<ObjectId> checked = new HashSet<>();
		private boolean refsUnreadable;

		Check(Repository repo) {
			this.repo = repo;
			this.git = repo.getDirectory() == null ? null : repo.getDirectory().toPath();
			this.workTree = repo.getDirectory() == null || repo.isBare() ? null : repo.getWorkTree().toPath();
		}

		List<Damage> run() {
			if (git != null) {
				Damage notOne = notARepository(workTree, git);
				if (notOne != null) {
					// HEAD garbled (or objects/, refs/ gone) since the repository was opened: nothing else can be read
					found.add(notOne);
					return found;
				}
				locks();
				config();
				packs();
				refFiles();
			}
			if (!refsUnreadable) {
				refs();
			}
			if (workTree != null) {
				index();
			}
			return found;
		}

		private String name(Path p) {
			return RepositoryHealth.name(workTree, p);
		}

		private boolean enough() {
			return found.size() >= ENOUGH;
		}

		/** Lock files of Git's own writes: the index, HEAD, the configuration, packed refs and every ref. */
		private void locks() {
			List<Path> locks = new ArrayList<>();
			for (String n : List.of("index.lock", "HEAD.lock", "config.lock", "packed-refs.lock")) {
				if (Files.exists(git.resolve(n))) {
					locks.add(git.resolve(n));
				}
			}
			Path refs = git.resolve("refs");
			if (Files.isDirectory(refs)) {
				try (Stream<Path> walk = Files.walk(refs)) {
					walk.filter(p -> p.getFileName().toString().endsWith(".lock")).sorted().forEach(locks::add);
				} catch (IOException e) {
					// an unreadable refs folder shows as broken refs below
				}
			}
			if (!locks.isEmpty()) {
				String files = String.join(", ", locks.stream().map(Path::toString).toList());
				found.add(new Damage(Kind.LOCKED, files + (locks.size() == 1 ? " exists" : " exist"), "Another program (git, the"
						+ " workbench, another rulebench) may be writing to it: wait until it has finished. If none is running,"
						+ " a crash left the lock behind: delete " + files + " and try again"));
			}
		}

		private void config() {
			Damage d = configProblem(workTree, git);
			if (d != null) {
				found.add(d);
			}
		}

		/** Every pack has its index and ends with the checksum the index records (a truncated pack does not). */
		private void packs() {
			Path dir = git.resolve("objects/pack");
			if (!Files.isDirectory(dir)) {
				return;
			}
			List<Path> packs;
			try (Stream<Path> s = Files.list(dir)) {
				packs = s.filter(p -> p.getFileName().toString().endsWith(".pack") && p.getFileName().toString().startsWith("pack-"))
						.sorted().toList();
			} catch (IOException e) {
				found.add(new Damage(Kind.PACK, "the folder " + name(dir) + " cannot be read (" + why(e) + ")", FSCK));
				return;
			}
			for (Path pack : packs) {
				String base = pack.getFileName().toString();
				Path idx = dir.resolve(base.substring(0, base.length() - ".pack".length()) + ".idx");
				String problem = packProblem(pack, idx);
				if (problem != null) {
					found.add(new Damage(Kind.PACK, "the pack of objects " + name(pack) + " " + problem,
							Files.exists(idx) ? FSCK : "`git index-pack " + name(pack) + "` there rebuilds its index"));
				}
			}
		}

		private static String packProblem(Path pack, Path idx) {
			if (!Files.exists(idx)) {
				return "has no index (" + idx.getFileName() + " is missing), so none of its objects can be found";
			}
			try (FileChannel p = FileChannel.open(pack, StandardOpenOption.READ);
					FileChannel i = FileChannel.open(idx, StandardOpenOption.READ)) {
				long size = p.size();
				ByteBuffer header = ByteBuffer.allocate(12);
				if (size < 32 || p.read(header, 0) < 12 || !"PACK".equals(new String(header.array(), 0, 4, StandardCharsets.US_ASCII))) {
					return "is not a pack any more (" + size + " bytes, no pack header)";
				}
				long objects = Integer.toUnsignedLong(header.getInt(8));
				ByteBuffer trailer = ByteBuffer.allocate(20);
				p.read(trailer, size - 20);
				if (i.size() < 8 + 1024 + 40) {
					return "has an index (" + idx.getFileName() + ") that is truncated";
				}
				ByteBuffer recorded = ByteBuffer.allocate(20);
				i.read(recorded, i.size() - 40);
				ByteBuffer start = ByteBuffer.allocate(8);
				i.read(start, 0);
				boolean v2 = start.getInt(0) == 0xff744f63;
				ByteBuffer count = ByteBuffer.allocate(4);
				i.read(count, (v2 ? 8 : 0) + 255 * 4);
				long indexed = Integer.toUnsignedLong(count.getInt(0));
				if (!Arrays.equals(trailer.array(), recorded.array())) {
					return "does not end with the checksum its index records: it was truncated or overwritten (" + size + " bytes)";
				}
				if (indexed != objects) {
					return "holds " + objects + " objects but its index " + indexed;
				}
				return null;
			} catch (IOException e) {
				return "cannot be read (" + why(e) + ")";
			}
		}

		/** Every loose ref file holds an id or names another ref; every line of packed-refs parses. */
		private void refFiles() {
			Path refs = git.resolve("refs");
			if (Files.isDirectory(refs) && !Files.isDirectory(git.resolve("reftable"))) {
				try (Stream<Path> walk = Files.walk(refs)) {
					for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
						String n = f.getFileName().toString();
						if (n.endsWith(".lock") || n.startsWith(".")) {
							continue;
						}
						String text = read(f).strip();
						if (!ID.matcher(text).matches() && !text.startsWith("ref: ")) {
							String ref = git.relativize(f).toString().replace('\\', '/');
							brokenRefs.add(ref);
							found.add(new Damage(Kind.BROKEN_REF, describe(ref) + " (" + name(f) + ") "
									+ (text.isEmpty() ? "is empty" : "holds \"" + shorten(text) + "\" rather than a commit id"),
									putBack(ref, true)));
						}
					}
				} catch (IOException e) {
					found.add(new Damage(Kind.BROKEN_REF, "the folder " + name(refs) + " cannot be read (" + why(e) + ")", FSCK));
					refsUnreadable = true;
				}
			}
			Path packed = git.resolve(Constants.PACKED_REFS);
			if (Files.isRegularFile(packed)) {
				List<String> lines = read(packed).lines().toList();
				for (int n = 0; n < lines.size(); n++) {
					String l = lines.get(n);
					boolean ok = l.startsWith("#") || l.startsWith("^") && ID.matcher(l.substring(1)).matches()
							|| l.indexOf(' ') > 0 && ID.matcher(l.substring(0, l.indexOf(' '))).matches()
									&& l.substring(l.indexOf(' ') + 1).startsWith(Constants.R_REFS);
					if (!ok) {
						found.add(new Damage(Kind.BROKEN_REF, "line " + (n + 1) + " of " + name(packed) + " (the branches and tags"
								+ " packed in one file) reads \"" + shorten(l) + "\", which names no ref", "correct or delete that line,"
										+ " or restore the file from a backup; a branch it held comes back with `git update-ref"
										+ " refs/heads/NAME ID`, its last commit in .git/logs/refs/heads/NAME"));
						refsUnreadable = true;
						return;
					}
				}
			}
		}

		/** Refs name objects that are there; the branch HEAD names exists once there is history; HEAD's files read. */
		private void refs() {
			try (ObjectReader reader = repo.newObjectReader(); RevWalk walk = new RevWalk(reader)) {
				Ref head = repo.exactRef(Constants.HEAD);
				if (head != null && head.isSymbolic() && head.getObjectId() == null && workTree != null) {
					String branch = head.getTarget().getName();
					if (!brokenRefs.contains(branch) && hasHistory(branch)) {
						found.add(new Damage(Kind.LOST_BRANCH, describe(branch) + ", which the files are on, does not exist ("
								+ name(git.resolve(branch)) + " is gone) though the workspace has history: a commit now would"
								+ " start a new history, cut off from every earlier one", putBack(branch, false)));
					}
				}
				List<Ref> refs = new ArrayList<>(repo.getRefDatabase().getRefsByPrefix(Constants.R_REFS));
				if (head != null && !head.isSymbolic()) {
					refs.add(0, head);
				}
				for (Ref ref : refs) {
					if (enough()) {
						return;
					}
					ObjectId id = ref.getObjectId();
					if (id == null || ref.isSymbolic() || brokenRefs.contains(ref.getName())) {
						continue;
					}
					if (!reader.has(id)) {
						found.add(new Damage(Kind.MISSING_COMMIT, describe(ref.getName()) + " points at " + id.abbreviate(7).name()
								+ ", which is not in the repository", putBack(ref.getName(), false)));
						continue;
					}
					boolean commitWanted = ref.getName().startsWith(Constants.R_HEADS) || Constants.HEAD.equals(ref.getName());
					checkTip(walk, ref.getName(), id, commitWanted);
				}
				ObjectId headCommit = head == null ? null : head.getObjectId();
				if (headCommit != null && reader.has(headCommit) && !enough()) {
					RevCommit c = walk.parseCommit(headCommit);
					tree(reader, c.getTree(), "", c.abbreviate(7).name());
				}
			} catch (IOException | RuntimeException e) {
				if (found.stream().noneMatch(Damage::blocksReading)) {
					found.add(new Damage(Kind.BROKEN_REF, "the branches and tags cannot be read (" + why(e) + ")", FSCK));
				}
			}
		}

		private void checkTip(RevWalk walk, String ref, ObjectId id, boolean commitWanted) {
			try {
				RevObject o = walk.parseAny(id);
				while (o instanceof RevTag tag) {
					if (!walk.getObjectReader().has(tag.getObject())) {
						found.add(new Damage(Kind.MISSING_OBJECT, describe(ref) + " tags " + tag.getObject().abbreviate(7).name()
								+ ", which is not in the repository", FSCK));
						return;
					}
					o = walk.parseAny(tag.getObject());
				}
				if (commitWanted && !(o instanceof RevCommit)) {
					found.add(new Damage(Kind.BROKEN_REF, describe(ref) + " points at " + id.abbreviate(7).name() + ", which is not a"
							+ " commit", putBack(ref, false)));
					return;
				}
				if (o instanceof RevCommit c && checked.add(c.copy())) {
					for (RevCommit parent : c.getParents()) {
						if (!walk.getObjectReader().has(parent)) {
							found.add(new Damage(Kind.MISSING_OBJECT, "the commit " + c.abbreviate(7).name() + " (newest of "
									+ describe(ref) + ") follows " + parent.abbreviate(7).name() + ", which is not in the repository:"
									+ " the history before it is cut off", FSCK));
						}
					}
				}
			} catch (IncorrectObjectTypeException e) {
				found.add(new Damage(Kind.BROKEN_REF, describe(ref) + " points at " + id.abbreviate(7).name() + ", which is not a"
						+ " commit", putBack(ref, false)));
			} catch (IOException | RuntimeException e) {
				found.add(new Damage(Kind.CORRUPT_OBJECT, "the commit " + id.abbreviate(7).name() + " of " + describe(ref)
						+ " cannot be read (" + why(e) + "; it is " + location(id) + ")", FSCK));
			}
		}

		/** Every folder and file of a tree reads back, named by path. */
		private void tree(ObjectReader reader, ObjectId id, String path, String commit) {
			CanonicalTreeParser p;
			try {
				p = new CanonicalTreeParser(null, reader, id);
			} catch (MissingObjectException e) {
				found.add(new Damage(Kind.MISSING_OBJECT, folder(path, commit) + " is missing from the repository", FSCK));
				return;
			} catch (IOException | RuntimeException e) {
				found.add(new Damage(Kind.CORRUPT_OBJECT, folder(path, commit) + " cannot be read (" + why(e) + "; it is "
						+ location(id) + ")", FSCK));
				return;
			}
			// the first damaged object of the tree is enough: after a damaged pack every later one would read as missing
			for (int before = found.size(); !p.eof() && found.size() == before; p.next()) {
				String entry = path + p.getEntryPathString();
				ObjectId child = p.getEntryObjectId();
				int mode = p.getEntryRawMode();
				if (FileMode.TREE.equals(mode)) {
					tree(reader, child, entry + "/", commit);
				} else if (!FileMode.GITLINK.equals(mode)) {
					blob(reader, child, entry, commit);
				}
			}
		}

		private void blob(ObjectReader reader, ObjectId id, String path, String commit) {
			boolean listed = false;
			try {
				listed = reader.has(id);
				ObjectLoader l = reader.open(id, Constants.OBJ_BLOB);
				if (l.isLarge()) {
					try (var in = l.openStream()) {
						in.transferTo(OutputStream.nullOutputStream());
					}
				} else {
					l.getCachedBytes();
				}
			} catch (MissingObjectException e) {
				// listed but not found, with packs about: JGit met a damaged pack while reading it, and put the pack aside
				found.add(listed && packsExist() ? new Damage(Kind.CORRUPT_OBJECT, "the file " + path + " of commit " + commit + " cannot be read"
						+ " (object " + id.abbreviate(7).name() + ", " + location(id) + ", is damaged)", FSCK)
						: new Damage(Kind.MISSING_OBJECT, "the file " + path + " of commit " + commit + " is missing from the"
								+ " repository (object " + id.abbreviate(7).name() + ")", FSCK));
			} catch (IOException | RuntimeException e) {
				found.add(new Damage(Kind.CORRUPT_OBJECT, "the file " + path + " of commit " + commit + " cannot be read ("
						+ why(e) + "; it is " + location(id) + ")", FSCK));
			}
		}

		private boolean packsExist() {
			if (git == null) {
				return true;
			}
			try (Stream<Path> s = Files.list(git.resolve("objects/pack"))) {
				return s.anyMatch(p -> p.toString().endsWith(".pack"));
			} catch (IOException e) {
				return false;
			}
		}

		private static String folder(String path, String commit) {
			return path.isEmpty() ? "the folder of commit " + commit
					: "the folder " + path.substring(0, path.length() - 1) + " of commit " + commit;
		}

		private String location(ObjectId id) {
			if (git != null) {
				Path loose = git.resolve("objects/" + id.name().substring(0, 2) + "/" + id.name().substring(2));
				if (Files.exists(loose)) {
					return name(loose);
				}
				return "in a pack in " + name(git.resolve("objects/pack")) + "/";
			}
			return "object " + id.name();
		}

		/** The index parses; it exists once the branch has files. */
		private void index() {
			Path index = git.resolve("index");
			try {
				if (!Files.exists(index)) {
					Ref head = repo.exactRef(Constants.HEAD);
					if (head != null && head.getObjectId() != null && found.stream().noneMatch(Damage::blocksReading)) {
						found.add(new Damage(Kind.INDEX, name(index) + " (Git's record of what the next commit holds) is missing",
								"the commits and the files on disk are intact: `git reset` there rebuilds it from the last commit,"
										+ " leaving the files as they are"));
					}
					return;
				}
				repo.readDirCache();
			} catch (IOException | RuntimeException e) {
				String why = e instanceof java.io.EOFException || Files.exists(index) && size(index) < 32 ? "is truncated"
						: "is corrupt (" + why(e) + ")";
				found.add(new Damage(Kind.INDEX, name(index) + " (Git's record of what the next commit holds) " + why,
						"the commits and the files on disk are intact: delete " + name(index) + " and run `git reset` there, which"
								+ " rebuilds it from the last commit and leaves the files as they are"));
			}
		}

		private static long size(Path p) {
			try {
				return Files.size(p);
			} catch (IOException e) {
				return 0;
			}
		}

		/** Whether the workspace has commits, so that a branch that is not there is lost rather than not yet made. */
		private boolean hasHistory(String branch) throws IOException {
			if (!repo.getRefDatabase().getRefsByPrefix(Constants.R_REFS).isEmpty()) {
				return true;
			}
			if (git == null) {
				return false;
			}
			if (size(git.resolve("logs/" + branch)) > 0 || size(git.resolve("logs/HEAD")) > 0) {
				return true;
			}
			try (Stream<Path> s = Files.list(git.resolve("objects"))) {
				return s.anyMatch(d -> {
					String n = d.getFileName().toString();
					if (n.equals("pack")) {
						try (Stream<Path> packs = Files.list(d)) {
							return packs.anyMatch(p -> p.toString().endsWith(".pack"));
						} catch (IOException e) {
							return true;
						}
					}
					if (n.length() != 2 || !Files.isDirectory(d)) {
						return false;
					}
					try (Stream<Path> objects = Files.list(d)) {
						return objects.findAny().isPresent();
					} catch (IOException e) {
						return true;
					}
				});
			} catch (IOException e) {
				return true;
			}
		}

		/**
		 * How to put a ref back: on the newest commit its reflog names that is still there, else with fsck's help.
		 *
		 * @param fileBroken whether the ref's file is there but garbled (git then must have it deleted first)
		 */
		private String putBack(String ref, boolean fileBroken) {
			ReflogCommit last = git == null ? null : lastGood(ref);
			String rm = fileBroken ? "rm " + name(git.resolve(ref)) + " && " : "";
			if (last != null) {
				return "its log (" + name(git.resolve("logs/" + ref)) + ") says it was at " + last.id.abbreviate(7).name()
						+ " \"" + last.summary + "\": `" + rm + "git update-ref " + ref + " " + last.id.name() + "` there puts it back";
			}
			return "`git fsck --lost-found` there lists the commits no branch names; `" + rm + "git update-ref " + ref
					+ " ID` puts " + shortName(ref) + " back on the newest of them (or restore the .git folder from a backup)";
		}

		private record ReflogCommit(ObjectId id, String summary) {
		}

		/** The newest commit in the ref's log (.git/logs/REF) that the repository still has. */
		private ReflogCommit lastGood(String ref) {
			Path log = git.resolve("logs/" + ref);
			if (!Files.isRegularFile(log)) {
				return null;
			}
			List<String> lines = new ArrayList<>(read(log).lines().toList());
			java.util.Collections.reverse(lines);
			try (ObjectReader reader = repo.newObjectReader(); RevWalk walk = new RevWalk(reader)) {
				for (String l : lines) {
					if (l.length() < 82 || !ID.matcher(l.substring(41, 81)).matches()) {
						continue;
					}
					ObjectId id = ObjectId.fromString(l.substring(41, 81));
					if (id.equals(ObjectId.zeroId()) || !reader.has(id)) {
						continue;
					}
					try {
						RevCommit c = walk.parseCommit(id);
						return new ReflogCommit(id, c.getShortMessage());
					} catch (IOException | RuntimeException e) {
						// not a commit, or not readable: an older entry may be
					}
				}
			} catch (IOException e) {
				// the repository cannot say: no commit to suggest
			}
			return null;
		}
	}

	private static String describe(String ref) {
		if (ref.startsWith(Constants.R_HEADS)) {
			return "the branch " + ref.substring(Constants.R_HEADS.length());
		}
		if (ref.startsWith(Constants.R_TAGS)) {
			return "the tag " + ref.substring(Constants.R_TAGS.length());
		}
		return Constants.HEAD.equals(ref) ? "HEAD (the commit the files are on)" : "the ref " + ref;
	}

	private static String shortName(String ref) {
		return ref.startsWith(Constants.R_HEADS) ? ref.substring(Constants.R_HEADS.length())
				: ref.startsWith(Constants.R_TAGS) ? ref.substring(Constants.R_TAGS.length()) : ref;
	}
}
