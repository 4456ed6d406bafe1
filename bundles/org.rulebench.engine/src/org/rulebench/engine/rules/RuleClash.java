package org.rulebench.engine.rules;

import java.util.List;

/** A combination of rules no game can be played under; each message names the rules that clash. */
public final class RuleClash extends IllegalArgumentException {
	private static final long serialVersionUID = 1L;
	private final List<String> clashes;

	public RuleClash(List<String> clashes) {
		super(String.join("; ", clashes));
		this.clashes = List.copyOf(clashes);
	}

	public List<String> clashes() {
		return clashes;
	}
}
