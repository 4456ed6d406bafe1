package org.rulebench.engine.grid.betza;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/** Betza's notation read as Fairy-Stockfish reads it. */
class BetzaTest {

	private static Set<String> vectors(List<Atom> atoms) {
		return atoms.stream().map(a -> a.forward() + "," + a.right()).collect(Collectors.toSet());
	}

	@Test
	void soldierStepsForwardAndSideways() {
		assertEquals(Set.of("1,0", "0,1", "0,-1"), vectors(Betza.parse("fsW")));
	}

	@Test
	void horseIsALameKnight() {
		List<Atom> horse = Betza.parse("nN");
		assertEquals(8, horse.size());
		assertTrue(horse.stream().allMatch(a -> a.lame() && a.motion() == Atom.Motion.LEAP && a.modes() == 3));
	}

	@Test
	void cannonMovesAsRookAndCapturesOverAScreen() {
		List<Atom> cannon = Betza.parse("mRcpR");
		assertEquals(8, cannon.size());
		assertTrue(cannon.stream().filter(a -> a.motion() == Atom.Motion.SLIDE).allMatch(a -> a.modes() == Atom.QUIET));
		assertTrue(cannon.stream().filter(a -> a.motion() == Atom.Motion.HOP).allMatch(a -> a.modes() == Atom.CAPTURE));
	}

	@Test
	void khonIsFersAndForwardWazir() {
		assertEquals(Set.of("1,1", "1,-1", "-1,1", "-1,-1", "1,0"), vectors(Betza.parse("FfW")));
	}

	@Test
	void makrukPawnMovesForwardAndCapturesDiagonally() {
		List<Atom> pawn = Betza.parse("fmWfcF");
		assertEquals(Set.of("1,0", "1,1", "1,-1"), vectors(pawn));
		assertTrue(pawn.stream().allMatch(a -> a.modes() == (a.right() == 0 ? Atom.QUIET : Atom.CAPTURE)));
	}

	@Test
	void pairedDirectionsPickOneOrientationOfAnObliqueAtom() {
		// as Fairy-Stockfish reads them: rfN leaps two forward and one right, frN one forward and two right
		assertEquals(Set.of("2,1"), vectors(Betza.parse("rfN")));
		assertEquals(Set.of("1,2"), vectors(Betza.parse("frN")));
		assertEquals(Set.of("2,1", "2,-1"), vectors(Betza.parse("ffN")));
	}

	@Test
	void digitLimitsASlideAndInitialMovesAreMarked() {
		Atom a = Betza.parse("fR2").get(0);
		assertEquals(Atom.Motion.SLIDE, a.motion());
		assertEquals(2, a.range());
		assertTrue(Betza.parse("ifmnD").stream().allMatch(x -> x.initial() && x.lame() && x.forward() == 2));
	}

	@Test
	void aBadLetterIsNamed() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Betza.parse("fXW"));
		assertTrue(e.getMessage().contains("'X' at 2"), e.getMessage());
		assertThrows(IllegalArgumentException.class, () -> Betza.parse("Wf"));
	}
}
