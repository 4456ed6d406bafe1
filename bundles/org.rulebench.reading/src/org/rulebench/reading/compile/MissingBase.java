package org.rulebench.reading.compile;

import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;

/**
 * A reading of a chain extends a reading the workspace does not hold. An {@link IllegalStateException}, as
 * callers that only need to know the chain is incomplete catch it.
 */
public final class MissingBase extends IllegalStateException {
	private static final long serialVersionUID = 1L;
	private final String extending;
	private final String missing;
	private final int distance;

	MissingBase(Reading extending, int distance) {
		super(message(extending));
		this.extending = extending.getName();
		this.missing = baseName(extending);
		this.distance = distance;
	}

	/** The reading whose {@code extends} names no reading of the workspace. */
	public String extending() {
		return extending;
	}

	/** The name it extends, as written. */
	public String missing() {
		return missing;
	}

	/** 1 when the reading checked extends the missing one itself, 2 when its base does, and so on. */
	public int distance() {
		return distance;
	}

	private static String message(Reading extending) {
		return "the base reading of " + extending.getName() + " (" + baseName(extending) + ") cannot be found";
	}

	private static String baseName(Reading extending) {
		for (INode n : NodeModelUtils.findNodesForFeature(extending, ReadingPackage.eINSTANCE.getReading_Base())) {
			return NodeModelUtils.getTokenText(n);
		}
		return "?";
	}
}
