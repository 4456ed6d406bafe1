package org.rulebench.reading.compile;

import java.util.List;

/** A reading that extends itself, directly or through others. */
public final class ExtensionCycle extends RuntimeException {
	private static final long serialVersionUID = 1L;
	private final List<String> names;

	public ExtensionCycle(List<String> names) {
		super("readings extend each other in a cycle: " + String.join(" extends ", names));
		this.names = List.copyOf(names);
	}

	public List<String> names() {
		return names;
	}
}
