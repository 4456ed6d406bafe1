package org.rulebench.engine.game;

import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.TurnTrigger;

/**
 * One ply of look-ahead: each result is scored by chips won, pieces captured or taken, the pip race, made points
 * and exposed lone pieces; ties go to the first. Doubles when well ahead in the race, takes unless far behind.
 * Not one instance per thread: it keeps a scratch position.
 */
public final class GreedyPlayer implements Player {
	private Position scratch;
	private int[] stepRules;

	@Override
	public String name() {
		return "greedy";
	}

	@Override
	public int choose(Position position, PlayList plays, Rng rng) {
		if (plays.size() == 1) {
			return 0;
		}
		if (scratch == null || scratch.rules() != position.rules()) {
			scratch = position.copy();
			stepRules = stepRuleIndices(position.rules());
		}
		int side = position.sideToMove();
		int best = 0;
		double bestValue = Double.NEGATIVE_INFINITY;
		for (int i = 0; i < plays.size(); i++) {
			scratch.copyFrom(position);
			plays.apply(scratch, i);
			double v = value(position, scratch, side);
			for (int r = 0; r < stepRules.length; r++) {
				v += 40.0 * plays.events(i, r) * position.rules().scoring().get(stepRules[r]).chips();
			}
			if (v > bestValue) {
				bestValue = v;
				best = i;
			}
		}
		return best;
	}

	private static int[] stepRuleIndices(RuleSet rules) {
		return rules.scoring().stream().filter(r -> !(r.trigger() instanceof TurnTrigger))
				.mapToInt(r -> rules.scoring().indexOf(r)).toArray();
	}

	private static double value(Position before, Position after, int side) {
		RuleSet rules = after.rules();
		int other = 1 - side;
		double v = 0;
		for (ScoringRule r : rules.scoring()) {
			if (r.trigger() instanceof TurnTrigger t && t.fires(before, after, side)) {
				v += 40.0 * r.chips();
			}
		}
		v += 30.0 * (after.lost(other) - after.lost(side)) + 30.0 * after.taken(side) + 6.0 * after.borneOff(side);
		if (!rules.board().circuit()) {
			v += after.pipCount(other) - after.pipCount(side);
		}
		boolean hitting = rules.occupancy().hit() != HitRule.NONE || !rules.effectRules().isEmpty() && rules.effectRules().stream()
				.anyMatch(e -> e.fate() != null && e.fate() != HitRule.NONE); // hit only under a condition: still a risk
		for (int p = 1; p <= after.points(); p++) {
			int n = after.count(side, p);
			if (n >= 2) {
				v += 1.5;
			} else if (n == 1 && hitting && exposed(after, side, p)) {
				v -= 2.0 + p / 6.0;
			}
		}
		return v;
	}

	/** An opposing piece stands within 12 pips behind the lone piece. */
	private static boolean exposed(Position p, int side, int point) {
		int other = 1 - side;
		int n = p.points();
		for (int d = 1; d <= 12; d++) {
			int behind = point + d;
			if (behind > n) {
				if (!p.rules().board().circuit()) {
					return p.onBar(other) > 0;
				}
				behind -= n;
			}
			if (p.opponentCount(side, behind) > 0) {
				return true;
			}
		}
		return false;
	}

	@Override
	public boolean offersDouble(Position position, int cube) {
		int side = position.sideToMove();
		int mine = position.pipCount(side);
		int theirs = position.pipCount(1 - side);
		return cube < 64 && mine > 0 && theirs > mine * 1.10;
	}

	@Override
	public boolean takesDouble(Position position, int cube) {
		int taker = 1 - position.sideToMove();
		return position.pipCount(taker) < position.pipCount(position.sideToMove()) * 1.20;
	}
}
