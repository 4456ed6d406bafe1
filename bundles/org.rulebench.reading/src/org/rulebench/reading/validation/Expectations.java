package org.rulebench.reading.validation;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.reading.grid.PositionFacts;
import org.rulebench.reading.reading.Expectation;
import org.rulebench.reading.reading.Outcome;
import org.rulebench.reading.reading.PerftCount;
import org.rulebench.reading.reading.PositionExpectation;
import org.rulebench.reading.reading.PositionFact;

/**
 * An expectation checked against one compiled combination of a reading, as the validator checks it against the
 * first: what a published reading reports of each expectation under every combination of its alternatives.
 */
public final class Expectations {
	/** The deepest perft a check counts; a deeper one is left to `rulebench perft`. */
	public static final int MAX_PERFT_DEPTH = 4;

	private Expectations() {
	}

	/** What does not hold of a race expectation under these rules, each in the validator's words; empty if it all holds. */
	public static List<String> failures(Expectation expectation, RuleSet rules) {
		ExpectationCheck check = new ExpectationCheck(rules);
		String setup = check.setupProblem(expectation);
		if (setup != null) {
			return List.of("cannot be set up: " + setup);
		}
		Position start = check.position(expectation);
		List<String> failures = new ArrayList<>();
		for (Outcome outcome : expectation.getOutcomes()) {
			if (outcome.getFact() == null && (outcome.getEvent() == null || outcome.getEvent().eIsProxy())) {
				continue;
			}
			String failure = check.failure(start, outcome);
			if (failure != null) {
				failures.add("with " + ExpectationCheck.written(outcome) + ", " + failure);
			}
		}
		return failures;
	}

	/** What does not hold of a grid position expectation under these rules; empty if it all holds (perft deeper than {@link #MAX_PERFT_DEPTH} is not counted). */
	public static List<String> failures(PositionExpectation expectation, GridRules rules) {
		PositionFacts facts = new PositionFacts(rules);
		GridPosition position;
		try {
			position = facts.position(expectation);
		} catch (IllegalArgumentException e) {
			return List.of(e.getMessage());
		}
		List<String> failures = new ArrayList<>();
		for (PositionFact fact : expectation.getFacts()) {
			if (fact instanceof PerftCount p && (p.getDepth() < 1 || p.getDepth() > MAX_PERFT_DEPTH)) {
				continue;
			}
			String failure = facts.failure(position, fact);
			if (failure != null) {
				failures.add(failure);
			}
		}
		return failures;
	}
}
