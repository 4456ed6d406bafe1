package org.rulebench.reading.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;

/**
 * The check every family's validator makes of a whole reading: each combination of its alternatives (up to 64)
 * compiled, and what fails reported once, on the rules of this file it names (else on the reading's name).
 */
final class CombinationProblems {
	static final int MAX_COMBINATIONS = 64;

	/** A validator's {@code error}, which is protected. */
	interface Errors {
		void error(String message, EObject object, EStructuralFeature feature, String code);
	}

	private CombinationProblems() {
	}

	/**
	 * @param compile           compiles the chain with one choice, throwing {@link ReadingProblem}
	 * @param reportedElsewhere problems a claim's own check reports where the claim is written
	 * @param code              the issue code of a problem
	 */
	static void report(Reading reading, ReadingChain chain, Consumer<Choice> compile,
			Predicate<ReadingProblem> reportedElsewhere, Function<ReadingProblem, String> code, Errors errors) {
		Set<String> reported = new HashSet<>();
		List<Choice> choices = Choice.all(chain);
		for (Choice choice : choices.subList(0, Math.min(MAX_COMBINATIONS, choices.size()))) {
			try {
				compile.accept(choice);
			} catch (ReadingProblem problem) {
				if (reportedElsewhere.test(problem) || !reported.add(problem.getMessage())) {
					continue;
				}
				String message = (choices.size() > 1 ? "with " + choice + ": " : "") + problem.getMessage();
				List<EObject> here = problem.culprits().stream().filter(o -> EcoreUtil.getRootContainer(o) == reading).toList();
				if (here.isEmpty()) {
					errors.error(message, reading, ReadingPackage.eINSTANCE.getReading_Name(), code.apply(problem));
				}
				for (EObject culprit : here) {
					errors.error(message, culprit, null, code.apply(problem));
				}
			}
		}
	}
}
