package org.rulebench.reading.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.eclipse.xtext.validation.ResourceValidatorImpl;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.resource.ReadingText;

/**
 * One mistake, one error where it stands: a statement (a rule, an expectation) with a syntax error reports that
 * error only, not the errors the parser's recovery makes of the words after it nor what the checks find in what it
 * recovered; and while a reading or a reading it extends has a syntax or linking error, the checks of the whole
 * reading (what it leaves unsaid, what its combinations compile to, its expectations) are not reported: they judge a
 * reading that is not the one written.
 */
public class ReadingResourceValidator extends ResourceValidatorImpl {
	/** Diagnostics about the reading as a whole, which a syntax or linking error elsewhere makes meaningless. */
	static final Set<String> WHOLE_READING = Set.of(IssueCodes.MISSING_DIMENSION, IssueCodes.CARD_GAME_INCOMPLETE,
			IssueCodes.GRID_GAME_INCOMPLETE, IssueCodes.RULES_CLASH, IssueCodes.END_NEVER_HOLDS, IssueCodes.EXPECTATION_FAILS,
			IssueCodes.POSITION_EXPECTATION_FAILS, IssueCodes.CONDITION_NEVER_HOLDS, IssueCodes.OVERRIDE_WITHOUT_EFFECT,
			IssueCodes.REPLACES_OTHER_DIMENSION, IssueCodes.DIMENSION_TWICE);

	@Override
	public List<Issue> validate(Resource resource, CheckMode mode, CancelIndicator indicator) {
		List<Issue> issues = super.validate(resource, mode, indicator);
		if (!(resource instanceof XtextResource r) || r.getParseResult() == null) {
			return issues;
		}
		String text = r.getParseResult().getRootNode().getText();
		List<Integer> starts = Statements.starts(text);
		Set<Integer> broken = new java.util.HashSet<>();
		boolean wrong = false;
		for (Issue i : issues) {
			if (i.isSyntaxError() || isTextLimit(i)) {
				broken.add(Statements.of(starts, offset(i)));
				wrong = true;
			} else if (isLinking(i)) {
				wrong = true;
			}
		}
		wrong |= baseIsBroken(r);
		if (!wrong) {
			return issues;
		}
		List<Issue> kept = new ArrayList<>();
		Set<Integer> reported = new java.util.HashSet<>();
		for (Issue i : issues) {
			int statement = Statements.of(starts, offset(i));
			if (i.isSyntaxError() || isTextLimit(i)) {
				if (reported.add(statement)) {
					kept.add(i);
				}
			} else if (!broken.contains(statement) && !WHOLE_READING.contains(i.getCode())) {
				kept.add(i);
			}
		}
		return kept;
	}

	private static int offset(Issue i) {
		return i.getOffset() == null ? 0 : i.getOffset();
	}

	private static boolean isTextLimit(Issue i) {
		return ReadingText.TOO_DEEP.equals(i.getCode()) || ReadingText.TOO_LONG.equals(i.getCode());
	}

	private static boolean isLinking(Issue i) {
		return i.getCode() != null && i.getCode().startsWith(Diagnostic.LINKING_DIAGNOSTIC);
	}

	/** Whether a reading this one extends has errors of its own in its text (reported in its own file). */
	private static boolean baseIsBroken(XtextResource r) {
		if (r.getContents().isEmpty() || !(r.getContents().get(0) instanceof Reading reading)) {
			return false;
		}
		try {
			for (Reading base : ReadingChain.of(reading).readings()) {
				if (base.eResource() != r && base.eResource() != null && !base.eResource().getErrors().isEmpty()) {
					return true;
				}
			}
		} catch (RuntimeException cycleOrMissing) {
			return true; // reported where it is written
		}
		return false;
	}

	/** The statements of a reading's text: each starts on a line beginning `rule` or `expect` (the header is the first). */
	static final class Statements {
		private Statements() {
		}

		static List<Integer> starts(String text) {
			List<Integer> starts = new ArrayList<>();
			starts.add(0);
			for (int at = 0; at < text.length(); at = text.indexOf('\n', at) < 0 ? text.length() : text.indexOf('\n', at) + 1) {
				if (at > 0 && (text.startsWith("rule", at) || text.startsWith("expect", at))) {
					starts.add(at);
				}
			}
			return starts;
		}

		/** The index of the statement holding the offset. */
		static int of(List<Integer> starts, int offset) {
			int i = java.util.Collections.binarySearch(starts, offset);
			return i >= 0 ? i : -i - 2;
		}
	}
}
