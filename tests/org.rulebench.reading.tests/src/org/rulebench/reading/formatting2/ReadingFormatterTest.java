package org.rulebench.reading.formatting2;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.formatter.FormatterTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.reading.tests.ReadingInjectorProvider;

import com.google.inject.Inject;

/** The formatter lays readings out as the examples are written. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class ReadingFormatterTest {
	@Inject
	private FormatterTestHelper formatter;

	@Test
	void headerRulesCitationsAndAlternatives() {
		formatter.assertFormatted(r -> {
			r.setToBeFormatted("reading   t.x extends t.base game \"x\" rule dice :  3 dice of 6 faces cites #kishi.s3.3.1 \"サイコロ3個\"  described "
					+ "rule reentry: one of { exact: pieces enter only on the empty point the die names , before any other move described open: pieces enter on any open point suggested }");
			r.setExpectation("""
					reading t.x extends t.base
					game "x"

					rule dice: 3 dice of 6 faces
						cites #kishi.s3.3.1 "サイコロ3個" described

					rule reentry: one of {
						exact: pieces enter only on the empty point the die names, before any other move
							described
						open: pieces enter on any open point
							suggested
					}
					""");
		});
	}
}
