package org.rulebench.reading.validation;

import java.util.List;

import org.rulebench.engine.parts.Guard;
import org.rulebench.engine.parts.TurnSoFar;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.TurnTrigger;
import org.rulebench.reading.compile.Guards;
import org.rulebench.reading.compile.Points;
import org.rulebench.reading.reading.Expectation;
import org.rulebench.reading.reading.Outcome;
import org.rulebench.reading.reading.Placement;
import org.rulebench.reading.reading.PlayAllowed;
import org.rulebench.reading.reading.PlayCount;
import org.rulebench.reading.reading.PlayFact;
import org.rulebench.reading.reading.PlayLeaves;
import org.rulebench.reading.reading.Side;
import org.rulebench.reading.reading.SideStanding;

/**
 * Plays an expectation's rolls in its position under the compiled reading and says, for each outcome that does not
 * hold, why: the play that avoids the event, or the one that makes it happen the wrong number of times.
 */
final class ExpectationCheck {
	private final RuleSet rules;
	private final PlayGenerator generator;

	ExpectationCheck(RuleSet rules) {
		this.rules = rules;
		this.generator = new PlayGenerator(rules);
	}

	Position position(Expectation e) {
		Points points = new Points(rules.board());
		Position p = Position.empty(rules, e.getMover() == Side.FIRST ? 0 : 1);
		for (SideStanding s : e.getSides()) {
			int side = s.getSide() == Side.FIRST ? 0 : 1;
			for (Placement pl : s.getPlacements()) {
				if (pl.isOffBoard()) {
					p.add(side, p.waitingSlot(), pl.getCount());
				} else {
					p.add(side, points.resolve(pl.getPoint()), pl.getCount());
				}
			}
		}
		for (SideStanding s : e.getSides()) {
			int side = s.getSide() == Side.FIRST ? 0 : 1;
			for (Placement pl : s.getPlacements()) {
				if (pl.isHeld() && p.trackTables().holds && pl.getCount() == 1) {
					p.hold(side, points.resolve(pl.getPoint()));
				}
			}
		}
		for (int t = 0; t < e.getTurns(); t++) { // `after N turns`: each side has played N turns before this one
			p.endTurn(0);
			p.endTurn(1);
		}
		return p;
	}

	/** Why the expectation's position cannot be set up, or null: a held piece needs its holder and the rule. */
	String setupProblem(Expectation e) {
		Points points = new Points(rules.board());
		Position p = position(e);
		for (SideStanding s : e.getSides()) {
			int side = s.getSide() == Side.FIRST ? 0 : 1;
			for (Placement pl : s.getPlacements()) {
				if (!pl.isHeld()) {
					continue;
				}
				if (!p.trackTables().holds) {
					return "a piece is held only under a rule that holds pieces landed on (`... that piece is held in place`)";
				}
				int at = points.resolve(pl.getPoint());
				if (pl.getCount() != 1 || p.count(side, at) != 1 || p.opponentCount(side, at) == 0) {
					return "a held piece is one piece alone on its point, under at least one opposing piece: "
							+ Points.describe(pl.getPoint()) + " has " + p.count(side, at) + " of the side and "
							+ p.opponentCount(side, at) + " opposing";
				}
			}
		}
		return null;
	}

	/** Null if the fact about the roll's plays holds, else what the engine finds. */
	String failure(Position start, int[] roll, PlayFact fact) {
		PlayList plays = generator.generate(start, roll);
		int legal = plays.size() == 1 && plays.stepCount(0) == 0 ? 0 : plays.size();
		switch (fact) {
		case PlayCount c -> {
			return legal == c.getCount() ? null : "the roll allows " + legal + (legal == 1 ? " play" : " plays") + ": " + listed(plays);
		}
		case PlayAllowed a -> {
			String wanted = sorted(a.getPlay());
			boolean found = false;
			for (int i = 0; i < legal && !found; i++) {
				found = sorted(plays.notation(i, rules.points())).equals(wanted);
			}
			if (found == !a.isForbidden()) {
				return null;
			}
			return a.isForbidden() ? "the play " + a.getPlay() + " is legal" : "the play " + a.getPlay() + " is not legal; the legal plays: " + listed(plays);
		}
		case PlayLeaves l -> {
			Guard guard = new Guards(rules.board()).guard(l.getCondition());
			int side = start.sideToMove();
			for (int i = 0; i < plays.size(); i++) {
				Position after = start.copy();
				plays.apply(after, i);
				boolean holds = guard.holds(after, side, TurnSoFar.NONE);
				String play = plays.stepCount(i) == 0 ? "no move" : plays.notation(i, rules.points());
				if (l.isAlways() && !holds) {
					return "the legal play " + play + " leaves " + after;
				}
				if (!l.isAlways() && holds) {
					return null;
				}
			}
			return l.isAlways() ? null : "no legal play leaves it";
		}
		default -> throw new IllegalStateException("unknown fact " + fact.eClass().getName());
		}
	}

	private static String sorted(String notation) {
		return java.util.Arrays.stream(notation.trim().split("\\s+")).sorted().collect(java.util.stream.Collectors.joining(" "));
	}

	private String listed(PlayList plays) {
		List<String> all = new java.util.ArrayList<>();
		for (int i = 0; i < plays.size() && i < 12; i++) {
			all.add(plays.stepCount(i) == 0 ? "no move" : plays.notation(i, rules.points()));
		}
		return String.join(", ", all) + (plays.size() > 12 ? ", ..." : "");
	}

	/** The dice an outcome names: two, or three with a third after a second dash. */
	static int[] dice(Outcome o) {
		return o.getThird() > 0 ? new int[] { o.getRoll().getLow(), o.getRoll().getHigh(), o.getThird() }
				: new int[] { o.getRoll().getLow(), o.getRoll().getHigh() };
	}

	/** The roll as written: 6-5, 6-5-2. */
	static String written(Outcome o) {
		return o.getRoll().getLow() + "-" + o.getRoll().getHigh() + (o.getThird() > 0 ? "-" + o.getThird() : "");
	}

	/** Null if the outcome holds, else what contradicts it. */
	String failure(Position start, Outcome o) {
		if (o.getFact() != null) {
			return failure(start, dice(o), o.getFact());
		}
		String event = o.getEvent().getName();
		int rule = indexOf(event);
		if (rule < 0) {
			return "the compiled reading has no event " + event;
		}
		int[] roll = dice(o);
		PlayList plays = generator.generate(start, roll);
		int[] stepRules = generator.stepRuleIndices();
		for (int i = 0; i < plays.size(); i++) {
			int times = times(start, roll, plays, i, rule, stepRules);
			String play = plays.stepCount(i) == 0 ? "no move" : plays.notation(i, rules.points());
			if (o.isForces() && (o.getTimes() > 0 ? times != o.getTimes() : times == 0)) {
				return "the legal play " + play + " makes " + event + " happen " + times + " times";
			}
			if (o.isNever() && times > 0) {
				return "the legal play " + play + " makes " + event + " happen " + times + (times == 1 ? " time" : " times");
			}
			if (!o.isForces() && !o.isNever() && times == 0) {
				return null;
			}
		}
		return o.isForces() || o.isNever() ? null : "every legal play makes " + event + " happen";
	}

	/** How often the event counts for the play, as a game would count it (a forced event as the roll forces it). */
	private int times(Position start, int[] roll, PlayList plays, int play, int rule, int[] stepRules) {
		ScoringRule scoring = rules.scoring().get(rule);
		for (int k = 0; k < stepRules.length; k++) {
			if (stepRules[k] == rule) {
				int step = k;
				return scoring.times(roll, play, i -> plays.events(i, step), plays.size());
			}
		}
		TurnTrigger trigger = (TurnTrigger) scoring.trigger();
		Position after = start.copy();
		plays.apply(after, play);
		return scoring.firesOn(roll) && trigger.fires(start, after, start.sideToMove()) ? 1 : 0;
	}

	private int indexOf(String event) {
		List<ScoringRule> scoring = rules.scoring();
		for (int i = 0; i < scoring.size(); i++) {
			if (scoring.get(i).event().equals(event)) {
				return i;
			}
		}
		return -1;
	}
}
