package org.rulebench.engine.rules;

import java.util.ArrayList;
import java.util.List;

/** Finds combinations of rules under which no game can be played; each message names both sides of the clash. */
final class Clashes {
	private final RuleSet r;
	private final List<String> found = new ArrayList<>();

	Clashes(RuleSet r) {
		this.r = r;
	}

	List<String> find() {
		board();
		layouts();
		dice();
		bearOff();
		ends();
		effects();
		return found;
	}

	private void clash(String message) {
		found.add(message);
	}

	private void board() {
		Board b = r.board();
		if (b.points() < 2 || b.points() > 48) {
			clash("board: " + b.points() + " points; a board has 2 to 48 points");
		}
		if (!b.circuit() && (b.home() < 1 || b.home() > b.points())) {
			clash("board: home of " + b.home() + " points on a board of " + b.points());
		}
		if (b.travel() == Travel.OPPOSITE && b.circuit()) {
			clash("board: a circuit needs both sides travelling the same way round");
		}
		if (r.pieces() < 1 || r.pieces() > 30) {
			clash("pieces: " + r.pieces() + " per side; between 1 and 30 are supported");
		}
	}

	private void layouts() {
		Occupancy o = r.occupancy();
		for (int side = 0; side < 2; side++) {
			Layout l = r.start(side);
			String who = side == 0 ? "first side" : "second side";
			if (l.points() != r.points()) {
				clash("start layout of the " + who + " is for " + l.points() + " points but the board has " + r.points());
				continue;
			}
			if (l.total() != r.pieces()) {
				clash("start layout of the " + who + " places " + l.total() + " pieces but pieces per side is " + r.pieces());
			}
			for (int p = 1; p <= l.points(); p++) {
				if (o.limited() && l.count(p) > o.pointLimit()) {
					clash("start layout puts " + l.count(p) + " pieces on point " + p + " of the " + who
							+ " but the point limit is " + o.pointLimit());
				}
			}
			if (l.waiting() > 0 && r.board().circuit()) {
				clash("start layout leaves pieces off the board but a circuit has no entry");
			}
		}
		if (o.blockAt() > 0 || o.hit() != HitRule.NONE) {
			for (int p = 1; p <= r.points(); p++) {
				int q = opposite(p);
				if (q > 0 && r.start(0).count(p) > 0 && r.start(1).count(q) > 0) {
					clash("start layout puts both sides on the same point (first side's point " + p
							+ ") but points are blocked or pieces hit");
					break;
				}
			}
		}
		if (o.hit() == HitRule.TO_START && (r.start(0).waiting() == 0 || r.start(1).waiting() == 0)) {
			clash("hitting: a piece returned to its start goes back off the board, to be entered again, but the start"
					+ " leaves no piece off the board (for a start on the board, say that the piece is sent to the bar)");
		}
		if (o.hit() == HitRule.HOLD && (o.blockAt() != 2 || o.limited() || o.skipOwn() || r.points() > 62)) {
			clash("hitting: a piece held in place needs 2 opposing pieces to block a point, no point limit, no"
					+ " skipping and at most 62 points");
		}
	}

	/** The second side's own point standing where the first side's point p is, or 0. */
	private int opposite(int p) {
		int n = r.points();
		if (r.board().travel() == Travel.OPPOSITE) {
			return n + 1 - p;
		}
		int phys = Math.floorMod(n - p, n);
		for (int j = 1; j <= n; j++) {
			if (Math.floorMod(n - j + r.board().offset(), n) == phys) {
				return j;
			}
		}
		return 0;
	}

	private void dice() {
		Dice d = r.dice();
		if (d.count() < 1 || d.count() > 4) {
			clash("dice: " + d.count() + " dice; 1 to 4 are supported");
		}
		if (d.faces() < 2 || d.faces() > 12) {
			clash("dice: " + d.faces() + " faces; 2 to 12 are supported");
		}
		if (d.use() == DiceUse.SUMS && d.count() < 2) {
			clash("dice may be summed but only one die is thrown");
		}
		if (d.largerDie() && !d.useMost()) {
			clash("the larger-die rule needs the rule that as many dice as possible are used");
		}
		if (r.extraRolls().contains(ExtraRoll.ACEY_DEUCEY) && (d.count() != 2 || d.faces() < 2)) {
			clash("acey-deucey extra roll needs two dice showing 1 and 2");
		}
		if (d.count() != 2 && r.throwRules().stream().anyMatch(t -> t.effect() == ThrowRule.Effect.OPPOSITE_DOUBLE_AFTER)) {
			clash("the opposite double after a double needs two dice, not " + d.count());
		}
		boolean run = r.throwRules().stream().anyMatch(t -> t.effect().playsARun());
		if (run && d.count() != 2) {
			clash("a run of higher doubles after a double needs two dice, not " + d.count());
		}
		if (r.runToFront().enabled() && !r.board().circuit()) {
			clash("the rearmost piece jumping to the front (追い廻し) needs a circuit board");
		}
		if (r.primeLimit() < 0 || r.primeLimit() > r.points()) {
			clash("prime limit " + r.primeLimit() + " does not fit a board of " + r.points() + " points");
		}
	}

	private void bearOff() {
		BearOff b = r.bearOff();
		Occupancy o = r.occupancy();
		if (b.allowed() && r.board().circuit()) {
			clash("bear-off is allowed but pieces go round a circuit and never reach an end");
		}
		if (!r.board().circuit() && o.limited() && (b.needsAllHome() && b.allowed() || r.ends().contains(EndCondition.ALL_HOME))
				&& r.pieces() > r.board().home() * o.pointLimit()) {
			clash(r.pieces() + " pieces with at most " + o.pointLimit() + " per point can never all stand on "
					+ r.board().home() + " home points, so " + (b.allowed() ? "bear-off (all home first)" : "the all-home end")
					+ " can never happen");
		}
		if (b.priority() == BearOffPriority.ANY_PIECE && b.overFromFarthest()) {
			clash("bear-off: each die takes off any piece, yet a larger die bears off only from the farthest point");
		}
		if (b.takeWhenBlocked() && !b.allowed()) {
			clash("taking an opponent's piece when no bear-off is possible needs bear-off");
		}
	}

	private void ends() {
		if (r.ends().isEmpty() && r.endRules().isEmpty() && r.scoring().stream().noneMatch(s -> s.endsGame())) {
			clash("no end condition: the game could never end");
		}
		if (r.ends().contains(EndCondition.ALL_BORNE_OFF) && !r.bearOff().allowed()) {
			clash("the game ends when a side has borne off every piece, but bear-off is not allowed");
		}
		if (r.ends().contains(EndCondition.NONE_LEFT_IN_PLAY) && !r.bearOff().allowed()
				&& r.occupancy().hit() != HitRule.OUT_OF_GAME) {
			clash("the game ends when a side has no piece in play, but pieces never leave the board");
		}
		if (r.ends().contains(EndCondition.ALL_CAPTURED) && r.occupancy().hit() != HitRule.OUT_OF_GAME) {
			clash("the game ends when a side has lost every piece, but hit pieces are not out of the game");
		}
		if (r.ends().contains(EndCondition.ALL_HOME) && r.board().circuit()) {
			clash("the game ends with all pieces home, but a circuit has no home");
		}
		if (r.ends().equals(java.util.Set.of(EndCondition.MIRRORED_START)) && r.start(0).waiting() > 0) {
			clash("the game ends only on the mirrored start, which pieces off the board cannot form");
		}
		if (r.victory() == Victory.MOST_CHIPS && r.scoring().stream().allMatch(s -> s.chips() == 0)) {
			clash("the winner is decided by chips, but no scoring rule awards any");
		}
		if (r.victory() == Victory.MOST_BORNE_OFF && !r.bearOff().allowed()) {
			clash("the winner is whoever bore off most, but bear-off is not allowed");
		}
		if (r.victory() == Victory.MOST_OF && r.winnerBy() == null) {
			clash("the winner is the side with more of a count, but the rule set names no count");
		}
		if (r.stakes().single() < 1) {
			clash("stakes: a single win is worth " + r.stakes().single() + "; it must be worth at least 1");
		}
	}

	/** Conditioned effects: the fates the engine can choose between step by step, a jump that has throws. */
	private void effects() {
		HitRule always = r.occupancy().hit();
		for (EffectRule e : r.effectRules()) {
			switch (e.effect()) {
			case FATE -> {
				if (e.fate() == HitRule.HOLD || e.fate() == HitRule.PLACED_BY_HITTER) {
					clash("hitting: rule " + e.rule() + ": a piece held in place or placed by the hitter takes no condition;"
							+ " under a condition a piece landed on may be sent to the bar, removed from the game, returned"
							+ " to its start or left where it is");
				}
				if (always == HitRule.HOLD || always == HitRule.PLACED_BY_HITTER) {
					clash("hitting: rule " + e.rule() + " changes the fate of a piece landed on under a condition, but the"
							+ " fate it changes is a piece held in place or placed by the hitter, which takes no other fate");
				}
				if (e.fate() == HitRule.OUT_OF_GAME && r.ends().contains(EndCondition.ALL_BORNE_OFF)) {
					clash("hitting: rule " + e.rule() + " removes a piece from the game, but the game ends when a side has"
							+ " borne off every piece, which a side that lost one never does");
				}
				if (e.fate() == HitRule.TO_START && (r.start(0).waiting() == 0 || r.start(1).waiting() == 0)) {
					clash("hitting: rule " + e.rule() + " returns a piece to its start, but the start leaves no piece off"
							+ " the board (for a start on the board, say that the piece is sent to the bar)");
				}
			}
			case MOVES_ON -> {
				if (always == HitRule.HOLD) {
					clash("hitting: a piece held in place needs no skipping, but rule " + e.rule() + " moves a piece on");
				}
			}
			case JUMP -> {
				if (!r.runToFront().enabled()) {
					clash("rule " + e.rule() + ": the rearmost piece's jump under a condition names no throw that triggers it");
				}
			}
			}
		}
	}
}
