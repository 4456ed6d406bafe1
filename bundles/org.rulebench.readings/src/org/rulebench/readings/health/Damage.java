package org.rulebench.readings.health;

import java.util.Objects;

/**
 * One thing wrong with a readings workspace's repository, in words for the person at the keyboard.
 *
 * @param kind what sort of damage
 * @param what what is wrong, naming the file of the repository (".git/refs/heads/main")
 * @param toDo what to do about it, as commands where there are some
 */
public record Damage(Kind kind, String what, String toDo) {
	/** The sorts of damage, each with whether reading history is still safe. */
	public enum Kind {
		/** The .git folder is not a repository any more (HEAD, objects/ or refs/ broken or gone). */
		NOT_A_REPOSITORY,
		/** .git/config does not parse. */
		CONFIG,
		/** A ref file or a line of packed-refs that holds no commit id. */
		BROKEN_REF,
		/** The branch HEAD names does not exist, though the workspace has history: a commit would start a new one. */
		LOST_BRANCH,
		/** A branch, tag or HEAD names an object the repository does not have. */
		MISSING_COMMIT,
		/** A file, folder or parent commit of a branch is not in the repository. */
		MISSING_OBJECT,
		/** An object is there but cannot be read (an empty or garbled file, a bad checksum). */
		CORRUPT_OBJECT,
		/** A pack of objects that is truncated, does not match its index or has none. */
		PACK,
		/** The index (.git/index) is missing, truncated or corrupt. */
		INDEX,
		/** A lock file: another program is writing, or one crashed and left it. Reading is safe; writing is not. */
		LOCKED;
	}

	public Damage {
		Objects.requireNonNull(kind, "kind");
		Objects.requireNonNull(what, "what");
		Objects.requireNonNull(toDo, "toDo");
		if (what.isEmpty() || toDo.isEmpty()) {
			throw new IllegalArgumentException("a damage says what is wrong and what to do");
		}
	}

	/** Whether the workspace cannot even be read safely (every damage but a lock: that only stops writing). */
	public boolean blocksReading() {
		return kind != Kind.LOCKED;
	}

	@Override
	public String toString() {
		return what + ". " + Character.toUpperCase(toDo.charAt(0)) + toDo.substring(1);
	}
}
