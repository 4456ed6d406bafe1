package org.rulebench.engine.games;

import java.util.EnumSet;
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
import org.rulebench.engine.rules.ExtraRoll;
import org.rulebench.engine.rules.FirstTurn;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.Occupancy;
import org.rulebench.engine.rules.ReEntry;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.RunToFront;
import org.rulebench.engine.rules.Stakes;
import org.rulebench.engine.rules.Victory;
import org.rulebench.engine.scoring.Conditions;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.StepTrigger;
import org.rulebench.engine.scoring.TurnTrigger;

/**
 * Every race game of the sources as a rule set. Seeds are cited by number and section: 000 is Kishi's paper on
 * 譜雙 (Pu Shuang), 001 the ffortune page on Japanese ban-sugoroku, 003 the Chinese overview of 双陆. A variant
 * starts from the game it is said to follow ("other rules as 平雙陸") and states only what it changes. Where the
 * sources leave a choice open the comment says "assumed". The reading language (dsl-examples) states the same
 * games with their citations; these are the engine's own fixtures and benchmark subjects.
 */
public final class Games {
	private static final Map<String, RuleSet> BUILT = new java.util.HashMap<>();

	private Games() {
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

	/** Backgammon with the doubling cube (001 ダブル). */
	public static RuleSet backgammonWithCube() {
		return cached("backgammonWithCube", () -> {
			return backgammon().toBuilder("backgammon-cube").stakes(new Stakes(1, 2, 3, true)).build();
		});
	}

	/** Nackgammon (003): one fewer on the 6-point and midpoint, two on the 23-point. */
	public static RuleSet nackgammon() {
		return cached("nackgammon", () -> {
			return backgammon().toBuilder("nackgammon").start(Layout.of(24, 24, 2, 23, 2, 13, 4, 8, 3, 6, 4)).build();
		});
	}

	/** Hypergammon (003): three pieces each, on the 24, 23 and 22 points. */
	public static RuleSet hypergammon() {
		return cached("hypergammon", () -> {
			return backgammon().toBuilder("hypergammon").pieces(3).start(Layout.of(24, 24, 1, 23, 1, 22, 1)).build();
		});
	}

	/**
	 * Acey-deucey (003): no piece starts on the board; a double, and 1-2, earn another roll; 1-2 plays the 1 and the
	 * 2 and then any double the player picks (the usual rule; 003 only says two pieces move freely).
	 */
	public static RuleSet aceyDeucey() {
		return cached("aceyDeucey", () -> {
			return backgammon().toBuilder("acey-deucey").start(Layout.empty(24).withWaiting(15))
					.reEntry(new ReEntry(EntryPoint.ANY_OPEN, true))
					.extraRolls(EnumSet.of(ExtraRoll.DOUBLES, ExtraRoll.ACEY_DEUCEY)).build();
		});
	}

	/** Japanese 本双六 (001 日本の古式双六, 003 日本双陆): no bear-off, first all home wins, no double-doubles, no primes. */
	public static RuleSet honSugoroku() {
		return cached("honSugoroku", () -> {
			return backgammon().toBuilder("本双六")
					.dice(new Dice(2, 6, false, DiceUse.STEPS, true, true))
					.bearOff(BearOff.NONE).ends(Set.of(EndCondition.ALL_HOME)).primeLimit(6).stakes(Stakes.SINGLE)
					.firstTurn(FirstTurn.COIN).build();
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

	/** 回回雙陸 (000 §3.2): as 平雙陸, but in bear-off any two pieces leave whatever the dice. */
	public static RuleSet huihuiShuanglu() {
		return cached("huihuiShuanglu", () -> {
			RuleSet base = pingShuanglu();
			return base.toBuilder("回回雙陸")
					.bearOff(new BearOff(true, true, BearOffPriority.ANY_PIECE, false, true, false)).build();
		});
	}

	/**
	 * 三梁雙陸 / 漢家雙陸 (000 §3.3): three dice that may be summed, one to three pieces moved; 5/5/5 on rear 6
	 * (the start, 振り出し, on the far side), front 6 (far side) and front 1 (写真5, 図6); other rules as 平雙陸
	 * (常局格制), so no summing while bearing off.
	 */
	public static RuleSet sanliangShuanglu() {
		return cached("sanliangShuanglu", () -> {
			return pingShuanglu().toBuilder("三梁雙陸")
					.start(Layout.of(24, farRear(6), 5, farFront(6), 5, front(1), 5))
					.dice(new Dice(3, 6, false, DiceUse.SUMS, true, false)).build();
		});
	}

	/**
	 * 大和双六 (000 §3.3.2, 001 大和): 5/5/5 on rear 6, front 6 and rear 1 (写真7); bear-off required; a hit piece is
	 * put by the hitter on any point near its owner's start not holding the hitter's pieces. Otherwise 本双六's
	 * family: two dice, no double-doubles (assumed), re-entry as backgammon.
	 */
	public static RuleSet yamatoSugoroku() {
		return cached("yamatoSugoroku", () -> {
			return RuleSet.builder("大和双六")
					.start(Layout.of(24, farRear(6), 5, farFront(6), 5, rear(1), 5))
					.dice(new Dice(2, 6, false, DiceUse.STEPS, true, true))
					.occupancy(new Occupancy(0, 2, HitRule.PLACED_BY_HITTER, false))
					.stakes(Stakes.SINGLE).firstTurn(FirstTurn.COIN).build();
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

	/** 打間雙陸 (000 §3.5): as 平雙陸, +1 chip for pairs with gaps between them (assumed: three pairs, one gap each). */
	public static RuleSet dajianShuanglu() {
		return cached("dajianShuanglu", () -> {
			return pingShuanglu().toBuilder("打間雙陸")
					.score(new ScoringRule("打間", new TurnTrigger(Conditions.gappedPairs(3), true), 1)).build();
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
	 * 柳 / 積みかえ (001): 15 stacked at one end race to the other; no hitting, no blocking. Leaving past the far end
	 * needs no other condition (assumed), and the first to move all 15 across wins.
	 */
	public static RuleSet yanagi() {
		return cached("yanagi", () -> {
			return RuleSet.builder("柳")
					.start(Layout.of(24, 24, 15))
					.dice(new Dice(2, 6, false, DiceUse.STEPS, true, true))
					.occupancy(new Occupancy(0, 0, HitRule.NONE, false))
					.bearOff(new BearOff(true, false, BearOffPriority.FREE, false, false, false))
					.stakes(Stakes.SINGLE).firstTurn(FirstTurn.COIN).build();
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

	/**
	 * 追い廻し (001): eleven pieces one to a point, both sides clockwise; on 1-6, any double or the side's declared
	 * roll (乞目) the rearmost piece jumps just ahead of the leading one and the side rolls again. Otherwise as
	 * Chasing the Girls, as the page suggests. Declared rolls assumed: 3-4 and 2-5.
	 */
	public static RuleSet oimawashi() {
		return cached("oimawashi", () -> {
			Layout start = Layout.empty(24);
			for (int p = 24; p > 13; p--) {
				start = start.with(p, 1);
			}
			return chasingTheGirls().toBuilder("追い廻し").pieces(11).start(start)
					.runToFront(new RunToFront(new int[] { 16 }, true, new int[] { 34, 25 })).build();
		});
	}

	/** Every game by name, in the order of DOMAIN.md. */
	public static Map<String, Supplier<RuleSet>> all() {
		Map<String, Supplier<RuleSet>> m = new LinkedHashMap<>();
		m.put("平雙陸", Games::pingShuanglu);
		m.put("回回雙陸", Games::huihuiShuanglu);
		m.put("三梁雙陸", Games::sanliangShuanglu);
		m.put("大和双六", Games::yamatoSugoroku);
		m.put("七梁雙陸", Games::qiliangShuanglu);
		m.put("打間雙陸", Games::dajianShuanglu);
		m.put("本双六", Games::honSugoroku);
		m.put("折葉", Games::oriha);
		m.put("追い廻し", Games::oimawashi);
		m.put("Chasing the Girls", Games::chasingTheGirls);
		m.put("柳", Games::yanagi);
		m.put("backgammon", Games::backgammon);
		m.put("backgammon-cube", Games::backgammonWithCube);
		m.put("acey-deucey", Games::aceyDeucey);
		m.put("hypergammon", Games::hypergammon);
		m.put("nackgammon", Games::nackgammon);
		return m;
	}
}
