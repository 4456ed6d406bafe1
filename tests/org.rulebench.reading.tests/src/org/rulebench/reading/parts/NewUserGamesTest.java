package org.rulebench.reading.parts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.tests.Examples;
import org.rulebench.reading.tests.ReadingInjectorProvider;

import com.google.inject.Inject;

/**
 * Games no example shipped before, written from docs/reading-language.md alone as a new user would (Tavla, Fevga,
 * Moultezim; Tabula, Gul bara, Russian and Dutch backgammon, whose legal plays {@link NewRaceOracleTest} checks), and
 * long nardy with the first-piece rule: each checks clean (its expectations hold) and plays to the end under every
 * combination of its alternatives.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ReadingInjectorProvider.class)
class NewUserGamesTest {
	@Inject
	private ValidationTestHelper validation;

	@ParameterizedTest
	@ValueSource(strings = { "tavla", "fevga", "moultezim", "nard.firstpiece", "tabula", "gulbara", "russian", "dutch", "jacquet", "pingame" })
	void checksCleanAndPlaysToTheEnd(String name) {
		List<Issue> issues = validation.validate(Examples.reading(name));
		assertTrue(issues.isEmpty(), name + ": " + issues);
		ReadingChain chain = ReadingChain.of(Examples.reading(name));
		for (Choice choice : Choice.all(chain)) {
			RuleSet rules = ReadingCompiler.compile(chain, choice);
			for (long seed = 1; seed <= 20; seed++) {
				GameResult r = Game.play(rules, seed, new RandomPlayer(), new RandomPlayer(), 5000);
				// a draw only where the reading ends a game no side can move on (the Pin Game, pinned both ways)
				assertTrue(r.finished() && (r.winner() >= 0 || r.kind() == org.rulebench.engine.game.WinKind.DRAW),
						name + " " + choice + " game " + seed + ": " + r);
			}
		}
	}
}
