package org.rulebench.reading.compile;

import java.util.List;

import org.eclipse.emf.ecore.EObject;

/** A reading that cannot be compiled: what is wrong, and the parts of the reading that say it. */
public final class ReadingProblem extends RuntimeException {
	private static final long serialVersionUID = 1L;
	private final transient List<EObject> culprits;

	public ReadingProblem(String message, List<? extends EObject> culprits) {
		super(message);
		this.culprits = List.copyOf(culprits);
	}

	/** Rules or claims to attach the problem to; may be empty (then it belongs to the whole reading). */
	public List<EObject> culprits() {
		return culprits;
	}
}
