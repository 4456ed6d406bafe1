package org.rulebench.readings.health;

import java.util.List;

import org.rulebench.readings.WorkspaceProblem;

/**
 * A command refused because the workspace's repository is damaged or locked: the message says what is wrong and
 * what to do; {@link #damage()} lists it. Nothing was written.
 */
public final class DamagedWorkspace extends WorkspaceProblem {
	private static final long serialVersionUID = 1L;

	private final transient List<Damage> damage;

	DamagedWorkspace(String message, List<Damage> damage, Throwable cause) {
		super(message, cause);
		this.damage = List.copyOf(damage);
	}

	/** What is wrong, the most fundamental first. */
	public List<Damage> damage() {
		return damage;
	}
}
