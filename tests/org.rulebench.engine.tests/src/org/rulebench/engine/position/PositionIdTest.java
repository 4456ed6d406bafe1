package org.rulebench.engine.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rulebench.engine.testkit.Fixtures;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.testkit.Oracles;

/** GNU Backgammon Position IDs: the oracle's IDs are the engine's, both ways. */
class PositionIdTest {
	private static final RuleSet BACKGAMMON = Fixtures.backgammon();

	static Stream<Arguments> cases() {
		return Oracles.backgammonMoves().stream().map(r -> Arguments.of(r.get("id"), r));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	@SuppressWarnings("unchecked")
	void encodesAndDecodesAsGnuBackgammon(String id, Map<String, Object> record) {
		int mover = ((Number) record.get("player_to_move")).intValue();
		Position p = Oracles.position(BACKGAMMON, (Map<String, Object>) record.get("position"), mover);
		String gnubg = (String) record.get("gnubg_position_id");
		assertEquals(gnubg, PositionId.encode(p));
		assertEquals(Oracles.sides(p), Oracles.sides(PositionId.decode(BACKGAMMON, gnubg, mover)));
	}

	@Test
	void theOpeningIsTheWellKnownId() {
		assertEquals("4HPwATDgc/ABMA", PositionId.encode(Position.start(BACKGAMMON, 0)));
	}

	@ParameterizedTest
	@ValueSource(strings = { "", "4HPwATDgc/AB", "4HPwATDgc/ABMAxx", "4HPwATDgc/AB!A", "//////////////" })
	void malformedIdsAreRefusedWithAReason(String id) {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> PositionId.decode(BACKGAMMON, id, 0));
		assertTrue(e.getMessage().contains("Position ID") || e.getMessage().contains("pieces"), e.getMessage());
	}

	@Test
	void gamesThatAreNotBackgammonShapedHaveNoId() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> PositionId.encode(Position.start(Fixtures.chasingTheGirls(), 0)));
		assertTrue(e.getMessage().contains("not backgammon-shaped"), e.getMessage());
	}
}
