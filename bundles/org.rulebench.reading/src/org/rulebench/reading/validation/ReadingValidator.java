package org.rulebench.reading.validation;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.xtext.validation.Check;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;

/**
 * Checks of a reading beyond its syntax and cross references. Each issue carries a code (the constants below)
 * that tools and tests can rely on; see Xtext's documentation, "Validation", for the {@link Check} methods.
 */
public class ReadingValidator extends AbstractReadingValidator {

	/** Two rules of one reading have the same name. */
	public static final String DUPLICATE_RULE = "org.rulebench.reading.duplicateRule";

	/** The game a reading is about is given as an empty string. */
	public static final String EMPTY_GAME = "org.rulebench.reading.emptyGame";

	/** A reading extends itself. */
	public static final String EXTENDS_ITSELF = "org.rulebench.reading.extendsItself";

	@Check
	public void checkRuleNamesAreUnique(Reading reading) {
		Set<String> seen = new HashSet<>();
		for (Rule rule : reading.getRules()) {
			if (rule.getName() != null && !seen.add(rule.getName())) {
				error("Duplicate rule '" + rule.getName() + "'", rule, ReadingPackage.Literals.RULE__NAME,
						DUPLICATE_RULE);
			}
		}
	}

	@Check
	public void checkGameIsNamed(Reading reading) {
		if (reading.getGame() != null && reading.getGame().isBlank()) {
			warning("The game should be named", ReadingPackage.Literals.READING__GAME, EMPTY_GAME);
		}
	}

	@Check
	public void checkDoesNotExtendItself(Reading reading) {
		if (reading.getBase() == reading) {
			error("A reading cannot extend itself", ReadingPackage.Literals.READING__BASE, EXTENDS_ITSELF);
		}
	}
}
