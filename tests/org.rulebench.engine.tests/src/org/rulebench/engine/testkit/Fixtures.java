package org.rulebench.engine.testkit;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.rulebench.engine.rules.BearOff;
import org.rulebench.engine.rules.BearOffPriority;
import org.rulebench.engine.rules.Board;
import org.rulebench.engine.rules.Dice;
import org.rulebench.engine.rules.DiceUse;
import org.rulebench.engine.rules.EndCondition;
import org.rulebench.engine.rules.EntryPoint;
import org.rulebench.engine.rules.FirstTurn;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.Occupancy;
import org.rulebench.engine.rules.ReEntry;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.Stakes;
import org.rulebench.engine.rules.Victory;
import org.rulebench.engine.scoring.Conditions;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.StepTrigger;
import org.rulebench.engine.scoring.TurnTrigger;

/**
 * Small rule sets built in code for the engine's own unit tests: backgammon (the builder's defaults), and one rule
 * set for each family of rules the tests exercise (exact re-entry and bear-off priority, pairs and chips, an
 * off-board start with taking, a circuit). They are fixtures, not the games of the sources: those are the readings
 * in dsl-examples, which the reading tests compile and check.
 */
public final class Fixtures {
	private static final Map<String, RuleSet> BUILT = new java.util.HashMap<>();

	private Fixtures() {
	}

	/** One rule set per game: games built from the same rules share the engine's derived tables. */
	private static RuleSet cached(String name, Supplier<RuleSet> build) {
		synchronized (BUILT) {
			RuleSet r = BUILT.get(name);
			if (r == null) {
				r = build.get();
				BUILT.put(name, r);
			}
			return r;
		}
	}

	/** The side's own rear point k (後k梁, home): 7−k pips from leaving (DOMAIN.md; 000 表1). */
	public static int rear(int k) {
		return 7 - k;
	}

	/** The side's own front point k (前k梁, outer board), next to rear point 1: 6+k pips from leaving. */
	public static int front(int k) {
		return 6 + k;
	}

	/** Rear point k on the far side of the board, the opponent's 後k梁, as the start figures name it. */
	public static int farRear(int k) {
		return 25 - rear(k);
	}

	/** Front point k on the far side of the board, the opponent's 前k梁. */
	public static int farFront(int k) {
		return 25 - front(k);
	}

	/** Modern backgammon (001, 003): the GNU Backgammon rules. */
	public static RuleSet backgammon() {
		return cached("backgammon", () -> {
			return RuleSet.builder("backgammon").build();
		});
	}






	/**
	 * 平雙陸 / 契丹雙陸 (000 §3.1): 15 each, two dice, all dice used (1); at most 5 per point, a lone piece can be
	 * hit, two block (2); a hit piece re-enters only on the exactly matching empty point, before any other move (3);
	 * bear-off only when all are home (4); each die bears off one piece, priority exact > over > under (5); 頭破 (6).
	 * The start is only in a figure (写真2); reconstructed as the backgammon layout, the one layout for which
	 * Kishi's §4 arithmetic holds (三梁 needs 3 pieces × 16 pips more, plus 5 for 前一梁 against 後一梁). Doubles
	 * are not said to be played twice (assumed not), nor is the larger-die rule.
	 */
	public static RuleSet pingShuanglu() {
		return cached("pingShuanglu", () -> {
			return RuleSet.builder("平雙陸")
					.start(Layout.of(24, farRear(6), 2, farFront(6), 5, 8, 3, rear(1), 5))
					.dice(new Dice(2, 6, false, DiceUse.STEPS, true, false))
					.occupancy(new Occupancy(5, 2, HitRule.TO_BAR, false))
					.reEntry(new ReEntry(EntryPoint.EXACT_EMPTY, true))
					.bearOff(new BearOff(true, true, BearOffPriority.EXACT_OVER_UNDER, false, true, false))
					.score(new ScoringRule("頭破", StepTrigger.breaksPairInBearOff(), 0))
					.stakes(Stakes.SINGLE).firstTurn(FirstTurn.COIN)
					.build();
		});
	}




	/**
	 * 七梁雙陸 (000 §3.4): 14 pieces, at most 2 per point, no bear-off (pieces can never all be home); +1 chip each
	 * time seven pairs stand (凡成七梁贏一籌), +2 when the start is mirrored (勝雙籌), −3 for each 掲頭 (moving a piece
	 * off rear point 1 before seven pairs are made); ends when a side mirrors its start or nobody can move; chips
	 * decide. The start (図8) is assumed to be seven pairs from the start point on: far rear 6..1 and far front 1.
	 */
	public static RuleSet qiliangShuanglu() {
		return cached("qiliangShuanglu", () -> {
			Layout start = Layout.of(24, 24, 2, 23, 2, 22, 2, 21, 2, 20, 2, 19, 2, 18, 2);
			return pingShuanglu().toBuilder("七梁雙陸").pieces(14).start(start)
					.occupancy(new Occupancy(2, 2, HitRule.TO_BAR, false))
					.bearOff(BearOff.NONE)
					.scoring(java.util.List.of(
							new ScoringRule("七梁", new TurnTrigger(Conditions.allInStacks(7, 2), false), 1),
							new ScoringRule("逆並び", new TurnTrigger(Conditions.mirroredStart(), true), 2),
							new ScoringRule("掲頭", StepTrigger.leaves(rear(1), Conditions.hasScored("七梁").negate()), -3)))
					.ends(Set.of(EndCondition.MIRRORED_START, EndCondition.NO_SIDE_CAN_MOVE))
					.victory(Victory.MOST_CHIPS).build();
		});
	}


	/**
	 * 折葉 / 下り端 (001): every piece starts off the board and enters; bear-off; a side that can bear nothing off
	 * with a die may take the opponent's piece on the point that die names; most pieces borne off (and taken) wins.
	 */
	public static RuleSet oriha() {
		return cached("oriha", () -> {
			return RuleSet.builder("折葉")
					.start(Layout.empty(24).withWaiting(15))
					.dice(new Dice(2, 6, false, DiceUse.STEPS, true, true))
					.reEntry(new ReEntry(EntryPoint.ANY_OPEN, true))
					.bearOff(new BearOff(true, true, BearOffPriority.FREE, true, false, true))
					.ends(Set.of(EndCondition.NONE_LEFT_IN_PLAY)).victory(Victory.MOST_BORNE_OFF).stakes(Stakes.SINGLE)
					.firstTurn(FirstTurn.COIN).build();
		});
	}


	/**
	 * Chasing the Girls (001): six pieces each going the same way round, no two of one side on a point (a die that
	 * ends on one's own piece goes on to the next point if it is empty), landing on an opposing piece removes it,
	 * a side with no pieces left loses. Starts: each side on six points, half a board apart (assumed).
	 */
	public static RuleSet chasingTheGirls() {
		return cached("chasingTheGirls", () -> {
			return RuleSet.builder("Chasing the Girls")
					.board(Board.circuit(24, 12)).pieces(6)
					.start(Layout.of(24, 24, 1, 23, 1, 22, 1, 21, 1, 20, 1, 19, 1))
					.dice(new Dice(2, 6, false, DiceUse.STEPS, true, false))
					.occupancy(new Occupancy(1, 2, HitRule.OUT_OF_GAME, true))
					.bearOff(BearOff.NONE).ends(Set.of(EndCondition.ALL_CAPTURED)).stakes(Stakes.SINGLE)
					.firstTurn(FirstTurn.COIN).build();
		});
	}


	/** Every fixture by name. */
	public static Map<String, Supplier<RuleSet>> all() {
		Map<String, Supplier<RuleSet>> m = new LinkedHashMap<>();
		m.put("平雙陸", Fixtures::pingShuanglu);
		m.put("七梁雙陸", Fixtures::qiliangShuanglu);
		m.put("折葉", Fixtures::oriha);
		m.put("Chasing the Girls", Fixtures::chasingTheGirls);
		m.put("backgammon", Fixtures::backgammon);
		return m;
	}
}
