package org.rulebench.annotations;

import java.util.List;
import java.util.stream.Collectors;

/** A file of annotations that cannot be taken as it is: every problem found in it, one a line. */
public final class MalformedAnnotations extends RuntimeException {
	private static final long serialVersionUID = 1L;

	private final transient List<AnnotationProblem> problems;

	public MalformedAnnotations(List<AnnotationProblem> problems) {
		super(problems.stream().map(AnnotationProblem::toString).collect(Collectors.joining("\n")));
		this.problems = List.copyOf(problems);
	}

	public List<AnnotationProblem> problems() {
		return problems;
	}
}
