package org.rulebench.reading.validation;

import java.util.List;

import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.TurnTrigger;
import org.rulebench.reading.compile.Points;
import org.rulebench.reading.reading.Expectation;
import org.rulebench.reading.reading.Outcome;
import org.rulebench.reading.reading.Placement;
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
		return p;
	}

	/** Null if the outcome holds, else what contradicts it. */
	String failure(Position start, Outcome o) {
		String event = o.getEvent().getName();
		int rule = indexOf(event);
		if (rule < 0) {
			return "the compiled reading has no event " + event;
		}
		int[] roll = { o.getRoll().getLow(), o.getRoll().getHigh() };
		PlayList plays = generator.generate(start, roll[0], roll[1]);
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
