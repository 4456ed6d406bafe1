package org.rulebench.engine.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.position.Track;
import org.rulebench.engine.rules.Board;
import org.rulebench.engine.rules.RuleSet;

/**
 * pubeval's scores on known positions. The expected values were computed by Tesauro's C program itself
 * ({@code pubeval.c}, compiled with gcc, outside this project) on the same positions written in its own
 * {@code pos[28]} convention.
 */
class PubEvalTest {
	/** RuleSet's defaults are backgammon's. */
	private static final RuleSet BACKGAMMON = RuleSet.builder("backgammon").build();

	@Test
	void theStartingPosition() {
		Position p = Position.start(BACKGAMMON, 0);
		assertFalse(PubEval.race(p, 0));
		assertEquals(6.840550, PubEval.score(p, 0, false), 1e-4);
		assertEquals(9.939030, PubEval.score(p, 0, true), 1e-4);
	}

	/** Every input in use: an opposing blot, stacks of one to four, both bars, pieces borne off. */
	@Test
	void aPositionWithEveryKindOfInput() {
		Position p = Position.empty(BACKGAMMON, 1);
		p.place(0, 6, 4).place(0, 5, 3).place(0, 3, 1).place(0, 13, 2).place(0, 20, 1).place(0, p.bar(), 1)
				.place(0, Track.OFF, 3);
		// the opponent on its own numbering: its point q is the mover's 25 - q
		p.place(1, 6, 5).place(1, 4, 1).place(1, 11, 4).place(1, p.bar(), 2).place(1, Track.OFF, 3);
		assertEquals(13.262146, PubEval.score(p, 0, false), 1e-4);
		assertEquals(11.785680, PubEval.score(p, 0, true), 1e-4);
	}

	@Test
	void aRaceIsToldFromContact() {
		Position p = Position.empty(BACKGAMMON, 0);
		p.place(0, 6, 10).place(0, 12, 5);
		p.place(1, 6, 10).place(1, 12, 5); // the opponent's 12 is the mover's 13: passed
		assertTrue(PubEval.race(p, 0));
		p.place(1, 12, 4).place(1, 14, 1); // the mover's 11: ahead of the mover's pieces on 12
		assertFalse(PubEval.race(p, 0));
		p.place(1, 14, 0).place(1, 12, 5).place(1, p.bar(), 0).place(0, p.bar(), 1); // a piece on the bar has contact
		assertFalse(PubEval.race(p, 0));
	}

	@Test
	void onlyBackgammonBoards() {
		assertNull(PubEval.refusal(BACKGAMMON));
		assertNotNull(PubEval.refusal(RuleSet.builder("short").board(new Board(20, 6,
				org.rulebench.engine.rules.Travel.OPPOSITE, 0, false)).start(org.rulebench.engine.rules.Layout.of(20, 20, 2,
						11, 5, 6, 3, 5, 5)).build()));
	}
}
