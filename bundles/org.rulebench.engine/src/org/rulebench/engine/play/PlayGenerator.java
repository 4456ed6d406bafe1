package org.rulebench.engine.play;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.parts.Act;
import org.rulebench.engine.parts.Constraint;
import org.rulebench.engine.parts.Guard;
import org.rulebench.engine.parts.TurnSoFar;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.position.Track;
import org.rulebench.engine.rules.BearOff;
import org.rulebench.engine.rules.BearOffPriority;
import org.rulebench.engine.rules.DiceUse;
import org.rulebench.engine.rules.EffectRule;
import org.rulebench.engine.rules.EntryPoint;
import org.rulebench.engine.rules.ExtraRoll;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.Occupancy;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.ThrowRule;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.StepTrigger;

/**
 * Generates every distinct legal result of a roll: a depth-first search over the ways of using the dice, each
 * step applied to the position in place and taken back, results told apart by the position's key and the
 * step events on the way. One generator per thread; it reuses its buffers and its {@link PlayList}.
 */
public final class PlayGenerator {
	private static final int MAX_DICE = 8;
	private static final int STEP_BUFFER = 1024;

	private final RuleSet rules;
	private final Track t;
	private final Occupancy occ;
	private final BearOff bear;
	private final boolean sums;
	private final boolean circuit;
	private final boolean canBearOff;
	private final boolean needsAllHome;
	private final boolean anyPiece;
	private final boolean exactOverUnder;
	private final boolean overFromFarthest;
	private final boolean onePiecePerDie;
	private final boolean takeWhenBlocked;
	private final boolean enterFirst;
	private final boolean exactEmpty;
	private final int pointLimit;
	private final int blockAt;
	private final boolean hits;
	private final boolean skipOwn;
	/** The fates of a piece landed on that hold under a condition, tried in order before {@link Occupancy#hit}. */
	private final EffectRule[] fates;
	/** A piece moves on from its own piece when one of these holds (null: always, as {@link Occupancy#skipOwn} says). */
	private final Guard[] movesOnWhen;
	/** The rearmost piece jumps on its throws when this holds at the start of the turn. */
	private final Guard jumpWhen;
	/** Steps between points can be found with masks: mirrored board, no limit, blocking by 0, 1 or 2, no placing. */
	private final boolean masks;
	private final boolean aceyDeucey;
	private final boolean runsToFront;
	private final boolean doublesTwice;
	private final int[] played = new int[MAX_DICE];
	private final int[] noPhases = new int[MAX_DICE];
	private final StepTrigger[] triggers;
	private final long[] triggerKeys;
	private final int[] eventCounts;
	private final PlayList out = new PlayList();
	private final ResultSet seen = new ResultSet();
	private final int[][] buffers = new int[MAX_DICE + 1][STEP_BUFFER];
	private final int[] stack = new int[MAX_DICE];
	private final int[] stackPips = new int[MAX_DICE];
	private final int[] locked;
	/** Pieces that reached each point during the play so far: a pair made this turn is not a standing pair. */
	private final int[] arrived;
	private final int[] dice = new int[MAX_DICE];
	private final int[] phase = new int[MAX_DICE];
	private final int[] phaseMask = new int[2];
	/** Per group of dice (a bit mask), with sums: its pips and the multiset of its values. */
	private final int[] groupPips = new int[1 << MAX_DICE];
	private final int[] groupValues = new int[1 << MAX_DICE];
	private int allDice;

	private Position pos;
	private int side;
	private int diceCount;
	private int depth;
	private int usedMask;
	private int usedPips;
	private long eventKey;
	private boolean recordAll;
	private final boolean[] phaseEqual = new boolean[2];
	private boolean canonicalPair;
	/**
	 * Every result is reached once, so none needs looking up in {@link #seen}: equal dice taken in non-increasing
	 * order of source, with nothing that makes one result depend on more than the sources moved (no point limit,
	 * placing, holding, step events or bear-off priority). Distinct multisets of sources leave distinct positions.
	 */
	private boolean onceEach;
	/**
	 * Two different dice on masks, from a root with nothing to enter and no bearing off before the turn ends: the
	 * only results reached twice are known ({@link #reachedBefore}), so none needs looking up in {@link #seen}.
	 */
	private boolean plainPair;
	/** With {@link #plainPair}: the side's points and the opposing blots (on the side's numbering) at the root. */
	private long rootOwn;
	private long rootBlots;
	/**
	 * Two dice of one phase where two steps of different pieces reach one result in either order, with the
	 * exceptions {@link #pairSources} keeps: the second die's step after the other order (or, on a double, from a
	 * higher point) then only finds results already found. For point limits and step events leaving a point.
	 */
	private final boolean pairRules;
	private boolean pairSearch;
	/** Points whose leaving may fire a step event (every bit when any step may). */
	private final long eventSources;
	/**
	 * Steps between points found with masks, in the order of the points left, highest first: a mirrored board with
	 * at most one or two pieces to a point, blocking by 0, 1 or 2, no placing, no skipping.
	 */
	private final boolean limitMasks;
	/** 1 or 2 with {@link #limitMasks}: the own pieces a point may hold. */
	private final int limit;
	private boolean bearingAtRoot;
	private int rootGroup;
	/** Acey-deucey: the double chosen after 1-2; the roll rules compare plays of one choice only. */
	private int variant;
	private final boolean mostPips;
	/** Bear-off steps from a point do not depend on which other points' steps are listed with them. */
	private final boolean plainBearOff;
	/** {@link #sample}: keep one result, drawn uniformly among the distinct ones of the best class so far. */
	private boolean sampling;
	private Rng sampleRng;
	private int sampleCount;
	private int sampleUsed;
	private int samplePips;
	/** {@link #readOpponent}: fixed while the position is not played on. */
	private long closed;
	private long hittable;
	private long hitKey;
	/**
	 * The random player's draw without the search: null where the rules' steps are not taken on masks or something
	 * beyond the pieces moved decides a result (step events, limits, placing, parts, a bear-off priority).
	 */
	private final PlainTurns plain;
	/** Pieces landed on are held in place (Plakoto). */
	private final boolean holds;
	/** The rules have parts (constraints or held pieces): steps are found one by one and judged, never on masks. */
	private final boolean general;
	/**
	 * Constraints on steps ({@code may not}), on steps ({@code must}), on what a play leaves, and on the dice a play
	 * uses (must use as many dice as it can, the larger die).
	 */
	private final Constraint[] forbidding;
	private final Constraint[] requiring;
	private final Constraint[] runs;
	private final Constraint[] playMusts;
	/** Per depth, the {@link #requiring} constraints (bit k) that bind at that node and some step there satisfies. */
	private final long[] mustMask = new long[MAX_DICE + 1];
	private final int[] mustScratch = new int[STEP_BUFFER];
	/** What the guards read of the turn being generated. */
	private final Turn turn = new Turn();
	/** Nodes met in this search, on the general path with many dice ({@link #search}); else null. */
	private java.util.Set<Long> transpositions;
	/** Pieces moved off each slot so far in the play being searched. */
	private final int[] movedOff;
	/**
	 * Per point, the side's pieces standing there that have moved this turn ({@link Act.MoveAgain}), and those that
	 * moved while the side bore off; per depth, which of the two the step left with a moved piece (bits 1 and 2).
	 * A step leaves with a moved piece when no constraint keeps that piece in place: the side keeps its unmoved
	 * pieces for later, which only ever allows more.
	 */
	private final int[] movedHere;
	private final int[] movedHereBearing;
	private final int[] leftMoved = new int[MAX_DICE + 1];
	private final boolean tracksMoved;
	private final int[] stepScratch = new int[STEP_BUFFER];
	private int enteredSoFar;
	private int borneOffSoFar;
	private int hitsSoFar;
	/** A die smaller than a piece's point may bear it off (a permission no fixed dimension states). */
	private final boolean underBear;
	/** The rules have throws beyond the fixed dimensions played twice, or followed by any double. */
	private final boolean throwsTwice;
	private final boolean throwsAnyDouble;
	private final boolean throwsOpposite;
	private int[] roll = NO_ROLL;
	/** The roll of {@link #canMove}, which asks about every die: no throw for a guard to read. */
	private static final int[] NO_ROLL = new int[0];

	public PlayGenerator(RuleSet rules) {
		this.rules = rules;
		this.t = Position.track(rules);
		this.occ = rules.occupancy();
		this.bear = rules.bearOff();
		this.sums = rules.dice().use() == DiceUse.SUMS;
		this.circuit = rules.board().circuit();
		this.canBearOff = bear.allowed() && !circuit;
		this.needsAllHome = bear.needsAllHome();
		this.anyPiece = bear.priority() == BearOffPriority.ANY_PIECE;
		this.exactOverUnder = bear.priority() == BearOffPriority.EXACT_OVER_UNDER;
		this.overFromFarthest = bear.overFromFarthest();
		this.onePiecePerDie = bear.onePiecePerDie();
		this.takeWhenBlocked = bear.takeWhenBlocked();
		this.enterFirst = rules.reEntry().beforeOtherMoves();
		this.exactEmpty = rules.reEntry().point() == EntryPoint.EXACT_EMPTY;
		this.pointLimit = occ.limited() ? occ.pointLimit() : Integer.MAX_VALUE;
		this.blockAt = occ.blockAt() > 0 ? occ.blockAt() : Integer.MAX_VALUE;
		this.fates = rules.effectRules().stream().filter(e -> e.effect() == EffectRule.Effect.FATE).toArray(EffectRule[]::new);
		this.hits = occ.hit() != HitRule.NONE || java.util.Arrays.stream(fates).anyMatch(e -> e.fate() != HitRule.NONE);
		Guard[] movesOn = rules.effectRules().stream().filter(e -> e.effect() == EffectRule.Effect.MOVES_ON)
				.map(EffectRule::when).toArray(Guard[]::new);
		this.movesOnWhen = occ.skipOwn() || movesOn.length == 0 ? null : movesOn;
		this.skipOwn = occ.skipOwn() || movesOn.length > 0;
		this.jumpWhen = rules.effectRules().stream().filter(e -> e.effect() == EffectRule.Effect.JUMP).map(EffectRule::when)
				.reduce(Guard::or).orElse(null);
		this.holds = t.holds;
		List<Constraint> not = new ArrayList<>();
		List<Constraint> must = new ArrayList<>();
		List<Constraint> run = new ArrayList<>();
		List<Constraint> dice = new ArrayList<>();
		for (Constraint c : rules.constraints()) {
			if (!(c.act() instanceof Act.OfferDouble)) { // the game judges the cube before the roll
				(c.act() instanceof Act.LeaveRun ? run : c.act().ofAPlay() ? dice : c.must() ? must : not).add(c);
			}
		}
		this.forbidding = not.toArray(Constraint[]::new);
		this.requiring = must.toArray(Constraint[]::new);
		this.runs = run.toArray(Constraint[]::new);
		this.playMusts = dice.toArray(Constraint[]::new);
		if (requiring.length > 64) {
			throw new IllegalArgumentException("at most 64 constraints a side must obey, not " + requiring.length);
		}
		this.throwsTwice = rules.throwRules().stream().anyMatch(r -> r.effect() == ThrowRule.Effect.PLAYED_TWICE);
		this.throwsAnyDouble = rules.throwRules().stream().anyMatch(r -> r.effect() == ThrowRule.Effect.ANY_DOUBLE_AFTER);
		this.throwsOpposite = rules.throwRules().stream().anyMatch(r -> r.effect() == ThrowRule.Effect.OPPOSITE_DOUBLE_AFTER);
		this.underBear = rules.permissions().contains(new Act.BearOff(Act.Pips.SMALLER));
		// a conditioned fate or moving on reads the turn so far, which only the general path keeps
		this.general = holds || forbidding.length + requiring.length + runs.length + playMusts.length > 0 || underBear
				|| fates.length > 0 || movesOnWhen != null;
		this.masks = t.mirrored && !occ.limited() && !skipOwn && !t.hitterPlaces && occ.blockAt() <= 2 && !general;
		this.limit = occ.limited() ? occ.pointLimit() : 0;
		this.limitMasks = t.mirrored && (limit == 1 || limit == 2) && !skipOwn && !t.hitterPlaces && occ.blockAt() <= 2
				&& !general;
		this.aceyDeucey = rules.extraRolls().contains(ExtraRoll.ACEY_DEUCEY);
		this.runsToFront = rules.runToFront().enabled();
		this.doublesTwice = rules.dice().doublesTwice();
		List<StepTrigger> found = new ArrayList<>();
		for (ScoringRule r : rules.scoring()) {
			if (r.trigger() instanceof StepTrigger st) {
				found.add(st);
			}
		}
		triggers = found.toArray(StepTrigger[]::new);
		triggerKeys = new long[triggers.length];
		for (int i = 0; i < triggerKeys.length; i++) {
			triggerKeys[i] = 0x9E3779B97F4A7C15L * (2 * i + 3);
		}
		eventCounts = new int[triggers.length];
		long leaving = 0;
		boolean known = true;
		for (StepTrigger st : triggers) {
			int p = st.onlyLeaving();
			if (!canBearOff && st.onlyBearingOff()) {
				continue; // never fires here
			}
			known &= p >= 1 && p <= t.points;
			leaving |= known ? 1L << p : 0;
		}
		eventSources = known ? leaving : -1L;
		locked = new int[t.slots];
		arrived = new int[t.slots];
		movedOff = new int[t.slots + 1];
		movedHere = new int[t.slots + 1];
		movedHereBearing = new int[t.slots + 1];
		tracksMoved = rules.constraints().stream().anyMatch(c -> c.act() instanceof Act.MoveAgain);
		recordAll = rules.primeLimit() > 0 || !rules.dice().useMost() || runs.length > 0;
		mostPips = rules.dice().largerDie();
		plainBearOff = !anyPiece && !exactOverUnder && !takeWhenBlocked;
		pairRules = known && !canBearOff && !circuit && !skipOwn && !t.hitterPlaces && !recordAll && t.points < 62 && !general;
		plain = masks && triggers.length == 0 && !recordAll && !runsToFront && t.orderFree && !sums && plainBearOff
				&& !onePiecePerDie ? new PlainTurns(t, mostPips, canBearOff, needsAllHome, overFromFarthest) : null;
	}

	public RuleSet rules() {
		return rules;
	}

	/** Indices, in {@link RuleSet#scoring()}, of the step-scoring rules, in the order {@link PlayList#events} uses. */
	public int[] stepRuleIndices() {
		int[] idx = new int[triggers.length];
		int k = 0;
		for (int i = 0; i < rules.scoring().size(); i++) {
			if (rules.scoring().get(i).trigger() instanceof StepTrigger) {
				idx[k++] = i;
			}
		}
		return idx;
	}

	/**
	 * Every distinct legal result of the roll for the side to move. The position is left as it was.
	 *
	 * @param roll the dice as thrown (a double is given once: the rules decide whether it is played twice)
	 */
	public PlayList generate(Position position, int... roll) {
		pos = position;
		side = position.sideToMove();
		this.roll = roll;
		out.reset(roll, triggers.length);
		seen.clear();
		if (runsToFront && rules.runToFront().triggers(side, roll) && jumps() && runToFront()) {
			out.markRunToFront();
			return out;
		}
		if (aceyDeucey && ExtraRoll.isAceyDeucey(roll)) {
			for (int k = 1; k <= rules.dice().faces(); k++) {
				variant = k;
				search(new int[] { 1, 2, k, k, k, k }, new int[] { 0, 0, 1, 1, 1, 1 }, 6);
			}
			variant = 0;
		} else if (anyDoubleAfter(roll)) {
			int n = playedDice(roll);
			int[] theDice = java.util.Arrays.copyOf(played, n + 4);
			int[] phases = new int[n + 4];
			java.util.Arrays.fill(phases, n, n + 4, 1);
			for (int k = 1; k <= rules.dice().faces(); k++) {
				variant = k;
				java.util.Arrays.fill(theDice, n, n + 4, k);
				search(theDice, phases, n + 4);
			}
			variant = 0;
		} else if (oppositeDoubleAfter(roll)) {
			int n = playedDice(roll);
			int[] theDice = java.util.Arrays.copyOf(played, n + 4);
			int[] phases = new int[n + 4];
			java.util.Arrays.fill(phases, n, n + 4, 1);
			java.util.Arrays.fill(theDice, n, n + 4, ThrowRule.Effect.OPPOSITE_DOUBLE_AFTER.doublesAfter(roll[0], rules.dice().faces())[0]);
			search(theDice, phases, n + 4);
		} else {
			search(played, noPhases, playedDice(roll));
		}
		out.keepMost(playMustBinds(Act.UseMostDice.class, rules.dice().useMost()),
				playMustBinds(Act.UseLargerDie.class, rules.dice().largerDie()));
		return out;
	}

	/**
	 * Every distinct legal result of {@code count} dice of {@code value} for the side to move: the dice left of a
	 * double the other side could not play (Gul bara's rest, played by the opponent). The position is left as it was.
	 */
	public PlayList generateDice(Position position, int value, int count) {
		if (count < 1 || count > MAX_DICE) {
			throw new IllegalArgumentException("1 to " + MAX_DICE + " dice, not " + count);
		}
		pos = position;
		side = position.sideToMove();
		roll = new int[] { value, value };
		out.reset(roll, triggers.length);
		seen.clear();
		int[] theDice = new int[count];
		java.util.Arrays.fill(theDice, value);
		search(theDice, noPhases, count);
		out.keepMost(playMustBinds(Act.UseMostDice.class, rules.dice().useMost()),
				playMustBinds(Act.UseLargerDie.class, rules.dice().largerDie()));
		return out;
	}

	/**
	 * Whether {@link #sample} may be used for this roll: the rules keep the plays using the most dice (and pips),
	 * and the roll is no run to the front nor an acey-deucey roll, whose plays are compared per chosen double.
	 */
	public boolean canSample(int[] roll) {
		// a throw rule's condition is not read here: a throw a rule names is searched, whether or not it holds now
		return !recordAll && !runsToFront && playMusts.length == 0
				&& !(aceyDeucey && ExtraRoll.isAceyDeucey(roll) || throwsAnyDouble && rules.throwDoes(roll, ThrowRule.Effect.ANY_DOUBLE_AFTER))
				&& !(throwsOpposite && rules.throwDoes(roll, ThrowRule.Effect.OPPOSITE_DOUBLE_AFTER));
	}

	/**
	 * A double a rule says is followed by the opposite double (Russian backgammon's complement), its condition
	 * holding at the start of the turn.
	 */
	private boolean oppositeDoubleAfter(int[] roll) {
		return throwsOpposite && throwHolds(roll, ThrowRule.Effect.OPPOSITE_DOUBLE_AFTER);
	}

	/** Acey-deucey's 1-2, or a throw a rule says is followed by any double of the side's choice (its condition holding). */
	private boolean anyDoubleAfter(int[] roll) {
		return aceyDeucey && ExtraRoll.isAceyDeucey(roll) || throwsAnyDouble && throwHolds(roll, ThrowRule.Effect.ANY_DOUBLE_AFTER);
	}

	/** A throw rule gives the roll the effect now: its condition read at the start of the turn, nothing moved yet. */
	private boolean throwHolds(int[] roll, ThrowRule.Effect effect) {
		turn.clearStep();
		return rules.throwDoes(roll, effect, pos, side, turn);
	}

	/**
	 * Whether the rule on the dice a play uses holds this turn: the fixed dimension, or a constraint that the side
	 * must (use as many dice as it can, use the larger die) whose guard holds at the start of the turn.
	 */
	private boolean playMustBinds(Class<? extends Act> act, boolean fixed) {
		if (fixed || playMusts.length == 0) {
			return fixed;
		}
		turn.clearStep();
		for (Constraint c : playMusts) {
			if (act.isInstance(c.act()) && c.binds(pos, side, turn)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * One result of the roll, drawn uniformly among the distinct legal results {@link #generate} would list: the
	 * same search, but instead of listing every result it keeps one by reservoir sampling within the best class
	 * (most dice, then most pips under the larger-die rule) seen so far. A better class starts the reservoir
	 * afresh; the result of a worse class is dropped. Draws from {@code rng} only when a second result of the
	 * class is met. The returned list holds that one play. Only where {@link #canSample} holds.
	 */
	public PlayList sample(Position position, Rng rng, int... roll) {
		return sample(position, rng, true, roll);
	}

	/**
	 * {@link #sample}'s draw made by the search on every turn, plain or not: the same play and the same draws from
	 * {@code rng}. For checking {@link #sample}'s shortcut against it.
	 */
	public PlayList sampleBySearch(Position position, Rng rng, int... roll) {
		return sample(position, rng, false, roll);
	}

	private PlayList sample(Position position, Rng rng, boolean shortcut, int[] roll) {
		if (!canSample(roll)) {
			throw new IllegalStateException("these rules or this roll do not allow sampling a play");
		}
		pos = position;
		side = position.sideToMove();
		this.roll = roll;
		out.reset(roll, triggers.length);
		int n = playedDice(roll);
		if (shortcut && plainTurn(n)) {
			plain.draw(pos, side, played, n, pos.occupied(side), hits ? t.mirror(pos.blots(1 - side)) : 0, blockers(1 - side),
					rng, out);
			return out;
		}
		seen.clear();
		sampling = true;
		sampleRng = rng;
		sampleCount = 0;
		sampleUsed = -1;
		samplePips = -1;
		try {
			search(played, noPhases, n);
		} finally {
			sampling = false;
			sampleRng = null;
		}
		return out;
	}

	/**
	 * The results {@link #sample} draws among without the search, in the order it meets them, kept
	 * as {@link #generate} keeps its list; null where {@link #sample} searches. For checking the shortcut against
	 * {@link #generate}.
	 */
	public PlayList plainTurnResults(Position position, int... roll) {
		pos = position;
		side = position.sideToMove();
		this.roll = roll;
		int n = playedDice(roll);
		if (!canSample(roll) || !plainTurn(n)) {
			return null;
		}
		out.reset(roll, triggers.length);
		plain.list(pos, side, played, n, pos.occupied(side), hits ? t.mirror(pos.blots(1 - side)) : 0, blockers(1 - side), out);
		out.keepMost(rules.dice().useMost(), rules.dice().largerDie());
		return out;
	}

	/**
	 * A turn {@link PlainTurns} draws on: the dice all equal or two different ones, no piece waiting to enter the
	 * board, and pieces on the bar entering before any other step.
	 */
	private boolean plainTurn(int diceCount) {
		if (plain == null || variant != 0 || diceCount < 2 || pos.waiting(side) != 0 || !enterFirst && pos.onBar(side) != 0) {
			return false;
		}
		boolean equal = true;
		for (int i = 1; i < diceCount; i++) {
			equal &= played[i] == played[0];
		}
		return equal || diceCount == 2;
	}

	/** Writes the dice to play into {@link #played}: a double twice over if the rules say so. Returns how many. */
	private int playedDice(int[] roll) {
		if (roll.length > MAX_DICE / 2) {
			throw new IllegalArgumentException("at most " + MAX_DICE / 2 + " dice, not " + roll.length);
		}
		boolean doubles = roll.length > 1;
		for (int d : roll) {
			doubles &= d == roll[0];
		}
		boolean twice = doubles && doublesTwice || throwsTwice && throwHolds(roll, ThrowRule.Effect.PLAYED_TWICE);
		int n = twice ? roll.length * 2 : roll.length;
		for (int i = 0; i < n; i++) {
			played[i] = roll[i % roll.length];
		}
		return n;
	}

	private void search(int[] theDice, int[] phases, int count) {
		diceCount = count;
		System.arraycopy(theDice, 0, dice, 0, diceCount);
		System.arraycopy(phases, 0, phase, 0, diceCount);
		boolean allEqual = true;
		for (int i = 1; i < diceCount; i++) {
			allEqual &= dice[i] == dice[0] && phase[i] == phase[0];
		}
		allDice = (1 << diceCount) - 1;
		for (int g = 1; sums && g <= allDice; g++) {
			groupPips[g] = sum(g);
			groupValues[g] = signature(g);
		}
		phaseMask[0] = 0;
		phaseMask[1] = 0;
		for (int i = 0; i < diceCount; i++) {
			phaseMask[phase[i]] |= 1 << i;
		}
		for (int ph = 0; ph < 2; ph++) {
			phaseEqual[ph] = t.orderFree && !sums;
			int first = -1;
			for (int i = 0; i < diceCount; i++) {
				if (phase[i] == ph) {
					phaseEqual[ph] &= first < 0 || dice[i] == dice[first];
					first = first < 0 ? i : first;
				}
			}
		}
		canonicalPair = t.orderFree && !sums && diceCount == 2 && !allEqual && phase[0] == phase[1];
		onceEach = allEqual && phaseEqual[0] && phaseMask[1] == 0 && plainBearOff && triggers.length == 0 && !recordAll
				&& !t.hitterPlaces && !onePiecePerDie;
		pairSearch = pairRules && !(t.orderFree && !sums) && diceCount == 2 && phase[0] == phase[1];
		bearingAtRoot = bearingOff();
		plainPair = canonicalPair && onMasks(bearingAtRoot) && !recordAll && variant == 0
				&& (!canBearOff || needsAllHome && pos.outsideHome(side) >= 2);
		if (plainPair) {
			rootOwn = pos.occupied(side);
			rootBlots = hits ? t.mirror(pos.blots(1 - side)) : 0;
		}
		// The general path judges every step and keeps no order among equal dice: with more than four dice (a double
		// followed by another double) the same stand is reached by many orders of the same steps, each searched again.
		// A node whose position, dice used and turn so far were met before is then skipped.
		transpositions = general && diceCount > 4 && triggers.length == 0 && !tracksMoved && !onePiecePerDie && !recordAll
				&& !sampling ? new java.util.HashSet<>() : null;
		depth = 0;
		usedMask = 0;
		usedPips = 0;
		eventKey = 0;
		// eventCounts, locked and arrived are all zero here: every step taken is taken back
		node(Integer.MAX_VALUE);
	}

	/**
	 * @param lastFrom rank of the last step's source ({@link #rank}) when equal dice of one phase may be taken in
	 *                 non-increasing order of source, else {@link Integer#MAX_VALUE}
	 */
	private void node(int lastFrom) {
		if (transpositions != null && !transpositions.add(transpositionKey())) {
			return; // reached before by other steps in another order: what follows was searched then
		}
		boolean legal = false;
		boolean bearing = bearingOff();
		boolean singles = !sums || bearing && onePiecePerDie;
		int[] buf = buffers[depth];
		if (requiring.length > 0) {
			mustMask[depth] = binding(bearing, singles);
		}
		for (int ph = (usedMask & phaseMask[1]) != 0 ? 1 : 0; ph < 2 && !legal; ph++) {
			int open = phaseMask[ph] & ~usedMask;
			int bound = phaseEqual[ph] && (usedMask & phaseMask[ph]) != 0 ? lastFrom : Integer.MAX_VALUE;
			int tried = 0;
			if (singles) {
				int best = bearing && exactOverUnder ? bestCategory(open) : 0;
				for (int i = 0; i < diceCount; i++) {
					int value = dice[i];
					if ((open & 1 << i) == 0 || (tried & 1 << value) != 0
							|| bearing && exactOverUnder && category(value) != best) {
						continue;
					}
					tried |= 1 << value;
					legal |= expand(1 << i, value, bearing, buf, bound, phaseEqual[ph]);
				}
			} else {
				for (int g = 1; g < 1 << diceCount; g++) {
					if ((g & ~open) != 0 || sameValuesTried(g, open)) {
						continue;
					}
					legal |= expand(g, groupPips[g], bearing, buf, bound, false);
				}
			}
		}
		if (!legal || recordAll) {
			record();
		}
	}

	/**
	 * 譜雙's bear-off priority (000 §3.1 (5)) ranks the dice, not the steps: a die that bears a piece off exactly
	 * is used first (0), then one with pips to spare (1), then one that can only move a piece inside (2).
	 */
	private int bestCategory(int open) {
		int best = 2;
		for (int i = 0; i < diceCount; i++) {
			if ((open & 1 << i) != 0) {
				best = Math.min(best, category(dice[i]));
			}
		}
		return best;
	}

	private int category(int value) {
		if (value <= t.points && pos.count(side, value) - locked[value] > 0) {
			return 0;
		}
		int farthest = pos.farthest(side);
		for (int p = Math.min(value - 1, t.points); p >= 1; p--) {
			if (pos.count(side, p) - locked[p] > 0 && (!overFromFarthest || p == farthest)) {
				return 1;
			}
		}
		return 2;
	}

	/** Tries every legal step moving {@code value} pips with the dice of {@code group}; true if there was one. */
	private boolean expand(int group, int value, boolean bearing, int[] buf, int lastFrom, boolean ordered) {
		long sources = -1L;
		if (canonicalPair && depth == 1 && rootGroup != 1 && !bearing && !bearingAtRoot
				&& Step.from(stack[0]) != t.bar) {
			sources = 1L << Step.to(stack[0]); // only the piece just moved can give a new result
		} else if (pairSearch && depth == 1) {
			sources = pairSources(value);
		}
		if (lastFrom <= t.points && (!bearing || plainBearOff)) {
			sources &= (2L << lastFrom) - 1; // the steps from higher points would be skipped below
		}
		boolean last = !recordAll && (usedMask | group) == allDice;
		if (last && onMasks(bearing)) {
			return finishBetweenPoints(group, value, sources);
		}
		if (last && limitMasks && !bearing && pos.onBar(side) == 0 && pos.waiting(side) == 0) {
			return finishWithinLimit(group, value, sources);
		}
		int n = stepsFor(value, group, bearing, buf, sources);
		if (n == 0 && sources != -1L) {
			// the moved piece cannot go on; some other piece may: then this is no place to stop
			return stepsFor(value, group, bearing, buf, -1L) > 0;
		}
		boolean fast = !last && lastButOne(group, bearing);
		if (fast) {
			readOpponent();
		}
		for (int i = 0; i < n; i++) {
			int s = buf[i];
			if (rank(Step.from(s)) > lastFrom || canonicalPair && depth == 1 && !secondOrderNeeded(s, bearing)) {
				continue;
			}
			if (depth == 0) {
				rootGroup = group;
			}
			if (last) {
				finish(s, group, value, bearing);
			} else if (!fast || !beforeLast(s, group, value, ordered)) {
				descend(s, group, value, bearing, ordered);
				if (fast) {
					readOpponent(); // what the search below read need not be what stands here
				}
			}
		}
		return n > 0;
	}

	/**
	 * The last die on a mirrored board with nothing to enter and no step events, the commonest leaf of all: the
	 * steps found with masks as in {@link #stepsBetweenPoints} and each result recorded from its key at once.
	 * The checks of {@link #expand} hold here by construction: the sources are points already restricted to the
	 * allowed ranks, and the second-order rule only ever restricts them to the piece just moved.
	 */
	private boolean finishBetweenPoints(int group, int value, long sources) {
		readOpponent();
		return finishFrom(group, value, sources, pos.occupied(side), hittable, pos.hash());
	}

	/**
	 * The last die under a limit of one or two pieces to a point, nothing to enter or bear off: the steps of
	 * {@link #stepsWithinLimit}, in its order, each recorded as {@link #finish} records it, without listing them
	 * first. As in {@link #expand}, true if some piece could step, from the given sources or else any.
	 */
	private boolean finishWithinLimit(int group, int value, long sources) {
		int other = 1 - side;
		long own = pos.occupied(side);
		long open = ~blockers(other) & ~(limit == 1 ? own : pos.made(side)) & ~1L;
		long landing = (own & sources) >>> value & open;
		if (landing == 0) {
			return sources != -1L && (own >>> value & open) != 0;
		}
		if (depth == 0) {
			rootGroup = group;
		}
		long hittable = hits ? t.mirror(pos.blots(other)) : 0;
		int usedDice = Integer.bitCount(usedMask | group);
		int pips = usedPips + value;
		stackPips[depth] = value;
		for (; landing != 0; landing &= ~Long.highestOneBit(landing)) {
			int to = 63 - Long.numberOfLeadingZeros(landing);
			int from = to + value;
			int step = Step.of(from, to, group, (hittable >>> to & 1) != 0, 0);
			if ((eventSources >>> from & 1) != 0) {
				finish(step, group, value, false);
				continue;
			}
			long after = pos.hash() + pos.moveKey(side, from, to);
			if ((hittable >>> to & 1) != 0) {
				after += pos.hashDelta(other, t.points + 1 - to, -1) + pos.hashDelta(other, t.hitSlot, 1);
			}
			stack[depth] = step;
			store(after, eventKey, depth + 1, usedDice, pips);
		}
		return true;
	}

	/** The opponent's closed points and blots on the mover's numbering, and the key of a piece sent to the bar. */
	private void readOpponent() {
		int other = 1 - side;
		closed = blockers(other);
		hittable = hits ? t.mirror(pos.blots(other)) : 0;
		hitKey = pos.hashDelta(other, t.hitSlot, 1);
	}

	/** {@link #finishBetweenPoints} on the given own points, opposing blots and key (the position as it would be). */
	private boolean finishFrom(int group, int value, long sources, long own, long blots, long hash) {
		int other = 1 - side;
		long landing = (own & sources) >>> value & ~closed & ~1L;
		if (landing == 0) {
			return sources != -1L && (own >>> value & ~closed & ~1L) != 0;
		}
		int usedDice = Integer.bitCount(usedMask | group);
		int pips = usedPips + value;
		stackPips[depth] = value;
		for (; landing != 0; landing &= landing - 1) {
			int to = Long.numberOfTrailingZeros(landing);
			boolean hit = (blots >>> to & 1) != 0;
			long after = hash + pos.moveKey(side, to + value, to);
			if (hit) {
				after += pos.hashDelta(other, t.points + 1 - to, -1) + hitKey;
			}
			if (plainPair && reachedBefore(to + value)) {
				continue;
			}
			stack[depth] = Step.of(to + value, to, group, hit, 0);
			store(after, eventKey, depth + 1, usedDice, pips);
		}
		return true;
	}

	/**
	 * Whether the step before the last die can be taken without playing it ({@link #beforeLast}): a mirrored board,
	 * one phase of single dice, no step events, nothing to enter, and no bearing off before or after it.
	 */
	private boolean lastButOne(int group, boolean bearing) {
		return !sums && !recordAll && phaseMask[1] == 0 && Integer.bitCount(allDice & ~(usedMask | group)) == 1
				&& onMasks(bearing);
	}

	/** Steps can be taken on masks and keys here: a mirrored board, no step events, nothing to enter or bear off. */
	private boolean onMasks(boolean bearing) {
		return masks && !bearing && triggers.length == 0 && pos.onBar(side) == 0 && pos.waiting(side) == 0;
	}

	/**
	 * The step before the last die, taken on masks and keys instead of the position: what {@link #descend} and
	 * the {@link #node} after it do when one die is left, without moving a piece there and back. False when the
	 * step brings the last piece home (bearing off may start): then it must be played.
	 */
	private boolean beforeLast(int step, int group, int value, boolean ordered) {
		int from = Step.from(step);
		int to = Step.to(step);
		int outside = pos.outsideHome(side) - (from > t.home ? 1 : 0) + (to > t.home ? 1 : 0);
		if (canBearOff && (!needsAllHome || outside == 0)) {
			return false;
		}
		long moved = 1L << to;
		long own = pos.occupied(side) & (pos.count(side, from) == 1 ? ~(1L << from) : -1L) | moved;
		long hash = pos.hash() + pos.moveKey(side, from, to);
		if (Step.hit(step)) {
			hash += pos.hashDelta(1 - side, t.points + 1 - to, -1) + hitKey;
		}
		stack[depth] = step;
		stackPips[depth] = value;
		depth++;
		usedMask |= group;
		usedPips += value;
		int lastDie = Integer.numberOfTrailingZeros(allDice & ~usedMask);
		int bound = ordered && phaseEqual[0] ? rank(from) : Integer.MAX_VALUE;
		long sources = canonicalPair && depth == 1 && rootGroup != 1 ? moved : -1L;
		if (bound <= t.points) {
			sources &= (2L << bound) - 1;
		}
		if (!finishFrom(1 << lastDie, dice[lastDie], sources, own, hittable & ~moved, hash)) {
			store(hash, eventKey, depth, Integer.bitCount(usedMask), usedPips);
		}
		usedPips -= value;
		usedMask &= ~group;
		depth--;
		return true;
	}

	/**
	 * With {@link #plainPair}, whether the play of the first step ({@code stack[0]}) and a second from {@code from}
	 * reaches a result found before. The first die's steps are tried first, their sources upwards, then the second
	 * die's with the same piece moved on. A piece moved on, x by a then by b, is also x-b by a and x by b, found
	 * before when the side stood on x-b (the same result unless x-a held a blot it hit). With the second die first
	 * the piece moved on, x by b then a, is that same play when the side stood on x-b, or x by a then b when x-a is
	 * open and neither x-a nor x-b holds a blot: different hits are different results.
	 */
	private boolean reachedBefore(int from) {
		int first = stack[0];
		int x = Step.from(first);
		int xa = x - dice[0];
		int xb = x - dice[1];
		if (rootGroup == 1) {
			return from == Step.to(first) && (rootOwn >>> xb & 1) != 0 && (rootBlots >>> xa & 1) == 0;
		}
		return (rootOwn >>> xb & 1) != 0 || (closed >>> xa & 1) == 0 && ((rootBlots >>> xa | rootBlots >>> xb) & 1) == 0;
	}

	/** The points the opponent closes, on the mover's numbering. */
	private long blockers(int other) {
		return occ.blockAt() == 1 ? t.mirror(pos.occupied(other)) : occ.blockAt() == 2 ? t.mirror(pos.made(other)) : 0;
	}

	/** The last die: the result is recorded from its hash alone, the step never played. */
	private void finish(int step, int group, int value, boolean bearing) {
		int from = Step.from(step);
		long events = eventKey;
		int firedMask = 0;
		for (int r = (eventSources >>> from & 1) != 0 ? 0 : triggers.length; r < triggers.length; r++) {
			if (from != Step.TAKE && triggers[r].fires(pos, side, from, Step.to(step), Step.hit(step), bearing, standing(from))) {
				firedMask |= 1 << r;
				eventCounts[r]++;
				events += triggerKeys[r];
			}
		}
		stack[depth] = step;
		stackPips[depth] = value;
		store(Step.hashAfter(pos, side, step), events, depth + 1, Integer.bitCount(usedMask | group), usedPips + value);
		for (int r = 0; firedMask != 0; r++, firedMask >>>= 1) {
			if ((firedMask & 1) != 0) {
				eventCounts[r]--;
			}
		}
	}

	/**
	 * Two different dice: after the second die, the first die's step reaches a result the other order reaches too,
	 * unless it moves the same piece on, or the first step changed what is legal (entered from the bar, brought
	 * the last piece home), or it bears off. Only where {@link Track#orderFree} holds: no point limit.
	 */
	private boolean secondOrderNeeded(int step, boolean bearing) {
		if (rootGroup == 1) {
			return true;
		}
		int first = stack[0];
		return Step.from(step) == Step.to(first) || Step.from(first) == t.bar || bearing != bearingAtRoot
				|| Step.to(step) == 0;
	}

	/**
	 * The points the second step may leave and still find a new result: the other order of two steps (on a
	 * double, the order from the higher point first) was tried before and reaches the same result, unless the
	 * second step moves the piece just moved on, lands where the first left (a point limit), or either leaves a
	 * point whose leaving fires an event (which may then be judged differently), or the first entered a piece.
	 */
	private long pairSources(int value) {
		int first = stack[0];
		int from = Step.from(first);
		boolean doubles = dice[0] == dice[1];
		if (rootGroup == 1 && !doubles || from > t.points || (eventSources >>> from & 1) != 0) {
			return -1L;
		}
		long kept = doubles ? (2L << from) - 1 : 1L << Step.to(first);
		if (from + value <= t.points) {
			kept |= 1L << from + value;
		}
		return kept | eventSources;
	}

	/** A later phase opens once a die of it is used; an earlier phase's dice are then forfeit. */
	private int firstOpenPhase() {
		for (int i = 0; i < diceCount; i++) {
			if ((usedMask & 1 << i) != 0 && phase[i] == 1) {
				return 1;
			}
		}
		return 0;
	}

	/** An earlier open group with the same multiset of values gave the same steps. */
	private boolean sameValuesTried(int group, int open) {
		int signature = groupValues[group];
		for (int g = 1; g < group; g++) {
			if ((g & ~open) == 0 && Integer.bitCount(g) == Integer.bitCount(group) && groupValues[g] == signature) {
				return true;
			}
		}
		return false;
	}

	private int signature(int group) {
		int sig = 0;
		for (int i = 0; i < diceCount; i++) {
			if ((group & 1 << i) != 0) {
				sig = sig * 13 + dice[i];
			}
		}
		return sig;
	}

	private int sum(int group) {
		int s = 0;
		for (int i = 0; i < diceCount; i++) {
			if ((group & 1 << i) != 0) {
				s += dice[i];
			}
		}
		return s;
	}

	/** Pieces on the point that stood there when the turn began. */
	private int standing(int from) {
		return from <= t.points ? Math.max(0, pos.count(side, from) - arrived[from]) : 0;
	}

	/** Sources ranked for the order of equal steps: the bar first, then pieces waiting to enter, then the points. */
	private int rank(int from) {
		return from == t.bar ? t.slots + 1 : from;
	}

	/** The stand of a node as far as the search below it reads it: the position, the dice used, the turn so far. */
	private long transpositionKey() {
		long k = pos.hash() * 0x9E3779B97F4A7C15L + usedMask;
		for (int slot = 0; slot < movedOff.length; slot++) {
			k = k * 31 + movedOff[slot];
		}
		return ((k * 31 + enteredSoFar) * 31 + borneOffSoFar) * 31 + hitsSoFar;
	}

	private void descend(int step, int group, int value, boolean bearing, boolean ordered) {
		int from = Step.from(step);
		int firedMask = 0;
		for (int r = (eventSources >>> from & 1) != 0 ? 0 : triggers.length; r < triggers.length; r++) {
			if (from != Step.TAKE && triggers[r].fires(pos, side, from, Step.to(step), Step.hit(step), bearing, standing(from))) {
				firedMask |= 1 << r;
				eventCounts[r]++;
				eventKey += triggerKeys[r];
			}
		}
		boolean lock = bearing && onePiecePerDie && from != Step.TAKE && Step.to(step) > 0;
		boolean moves = triggers.length > 0 && from != Step.TAKE && Step.to(step) > 0; // arrived: for standing()
		if (general && from != Step.TAKE) {
			count(step, bearing, 1);
		}
		Step.apply(pos, side, step);
		if (lock) {
			locked[Step.to(step)]++;
		}
		if (moves) {
			arrived[Step.to(step)]++;
		}
		stack[depth] = step;
		stackPips[depth] = value;
		depth++;
		usedMask |= group;
		usedPips += value;
		node(ordered ? rank(from) : Integer.MAX_VALUE);
		usedPips -= value;
		usedMask &= ~group;
		depth--;
		if (lock) {
			locked[Step.to(step)]--;
		}
		if (moves) {
			arrived[Step.to(step)]--;
		}
		Step.undo(pos, side, step);
		if (general && from != Step.TAKE) {
			count(step, bearing, -1);
		}
		for (int r = 0; firedMask != 0; r++, firedMask >>>= 1) {
			if ((firedMask & 1) != 0) {
				eventCounts[r]--;
				eventKey -= triggerKeys[r];
			}
		}
	}

	/** Keeps the turn's counts that guards and acts read: what moved off, entered, bore off and hit, and which pieces moved. */
	private void count(int step, boolean bearing, int delta) {
		int from = Step.from(step);
		int to = Step.to(step);
		movedOff[from] += delta;
		if (to == 0) {
			borneOffSoFar += delta;
		}
		if (tracksMoved) {
			trackMoved(from, to, step, bearing, delta);
		}
		if (from == t.bar || from == t.waiting) {
			enteredSoFar += delta;
		}
		if (Step.hit(step)) {
			hitsSoFar += delta;
		}
	}

	private void trackMoved(int from, int to, int step, boolean bearing, int delta) {
		if (delta > 0) {
			int left = 0;
			if (from <= t.points && movedHere[from] > 0 && !keepsMovedPiece(step, false)) {
				movedHere[from]--;
				left |= 1;
			}
			if (from <= t.points && movedHereBearing[from] > 0 && !keepsMovedPiece(step, true)) {
				movedHereBearing[from]--;
				left |= 2;
			}
			leftMoved[depth] = left;
			if (to >= 1) {
				movedHere[to]++;
				movedHereBearing[to] += bearing ? 1 : 0;
			}
			return;
		}
		if (to >= 1) {
			movedHere[to]--;
			movedHereBearing[to] -= bearing ? 1 : 0;
		}
		movedHere[from] += leftMoved[depth] & 1;
		movedHereBearing[from] += leftMoved[depth] >> 1;
	}

	/** A constraint forbids this step to a piece that has moved this turn (while bearing off, if {@code bearingOnly}). */
	private boolean keepsMovedPiece(int step, boolean bearingOnly) {
		for (Constraint c : forbidding) {
			if (c.act() instanceof Act.MoveAgain a && a.whileBearing() == bearingOnly && (!bearingOnly || bearingOff())) {
				turn.judge(step);
				if (c.binds(pos, side, turn)) {
					return true;
				}
			}
		}
		return false;
	}

	private void record() {
		if (rules.primeLimit() > 0 && hasPrime() || runs.length > 0 && leavesForbiddenRun()) {
			return;
		}
		store(pos.hash(), eventKey, depth, Integer.bitCount(usedMask), usedPips);
	}

	private void store(long hash, long events, int steps, int usedDice, int pips) {
		long key = hash ^ events * 0xC2B2AE3D27D4EB4FL ^ ((long) usedDice << 56 | (long) pips << 40);
		if (sampling) {
			offer(key, steps, usedDice, pips);
		} else if (onceEach || plainPair || seen.add(key)) {
			out.add(stack, stackPips, steps, key ^ variant, usedDice, pips, eventCounts, variant);
		}
	}

	/**
	 * Reservoir sampling keyed on the class (dice used, then pips when the larger-die rule applies): the key takes
	 * the class in, so equal results are equal within one class and counted once there.
	 */
	private void offer(long key, int steps, int usedDice, int pips) {
		boolean better = usedDice > sampleUsed || usedDice == sampleUsed && mostPips && pips > samplePips;
		if (!better && (usedDice < sampleUsed || mostPips && pips < samplePips)) {
			return;
		}
		if (!onceEach && !plainPair && !seen.add(key)) {
			return;
		}
		if (better) {
			sampleUsed = usedDice;
			samplePips = pips;
			sampleCount = 1;
		} else if (sampleRng.nextInt(++sampleCount) != 0) {
			return;
		}
		out.replace(stack, stackPips, steps, key, usedDice, pips, eventCounts);
	}

	private boolean hasPrime() {
		int run = 0;
		for (int p = 1; p <= t.points; p++) {
			run = pos.count(side, p) >= 2 ? run + 1 : 0;
			if (run >= rules.primeLimit()) {
				return true;
			}
		}
		return false;
	}

	private boolean bearingOff() {
		return canBearOff && (!needsAllHome || pos.allHome(side));
	}

	/** Whether the side has any legal step for some die value: 七梁 ends when neither side has. */
	public boolean canMove(Position position, int who) {
		pos = position;
		side = who;
		roll = NO_ROLL;
		java.util.Arrays.fill(locked, 0);
		diceCount = 1;
		depth = 0;
		mustMask[0] = 0; // a side that must do something can do it
		boolean bearing = bearingOff();
		for (int v = 1; v <= rules.dice().faces(); v++) {
			dice[0] = v;
			if (stepsFor(v, 1, bearing, buffers[0], -1L) > 0) {
				return true;
			}
		}
		return false;
	}

	/** The legal steps moving {@code value} pips from the points in {@code sources} (and bar), written to {@code buf}. */
	private int stepsFor(int value, int group, boolean bearing, int[] buf, long sources) {
		int n = fixedSteps(value, group, bearing, buf, general ? sources & ~pos.held(side) : sources);
		return general && forbidding.length + requiring.length > 0 ? allowed(buf, n, value, mustMask[depth]) : n;
	}

	/**
	 * Keeps the steps the constraints allow: none a binding {@code may not} forbids, and only those that are acts of
	 * the {@code must} constraints in {@code musts} (those that bind at this point of the play and some step, with
	 * any die still open, satisfies: see {@link #binding}).
	 */
	private int allowed(int[] buf, int n, int value, long musts) {
		int kept = 0;
		for (int i = 0; i < n; i++) {
			if (!forbidden(buf[i], value) && satisfies(buf[i], value, musts)) {
				buf[kept++] = buf[i];
			}
		}
		return kept;
	}

	private boolean forbidden(int step, int value) {
		for (Constraint c : forbidding) {
			if (matches(c.act(), step, value)) {
				turn.judge(step);
				if (c.binds(pos, side, turn)) {
					return true;
				}
			}
		}
		return false;
	}

	private boolean satisfies(int step, int value, long musts) {
		for (long m = musts; m != 0; m &= m - 1) {
			if (!matches(requiring[Long.numberOfTrailingZeros(m)].act(), step, value)) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The {@code must} constraints that narrow the steps at this node, as a mask: in their order, each that binds
	 * now and is the act of some step allowed so far (with any die still open, the constraints before it applied).
	 * "A side must ACT" is thus "when it can ACT now, it must", whichever die would do it.
	 */
	private long binding(boolean bearing, boolean singles) {
		int n = 0;
		int open = allDice & ~usedMask;
		int tried = 0;
		for (int i = 0; i < diceCount && singles; i++) {
			if ((open & 1 << i) != 0 && (tried & 1 << dice[i]) == 0) {
				tried |= 1 << dice[i];
				n = candidates(dice[i], 1 << i, bearing, n);
			}
		}
		for (int g = 1; g <= allDice && !singles; g++) {
			if ((g & ~open) == 0) {
				n = candidates(groupPips[g], g, bearing, n);
			}
		}
		long mask = 0;
		turn.clearStep();
		for (int k = 0; k < requiring.length; k++) {
			if (!requiring[k].binds(pos, side, turn)) {
				continue;
			}
			for (int i = 0; i < n; i++) {
				int value = mustScratch[2 * i + 1];
				if (satisfies(mustScratch[2 * i], value, mask) && matches(requiring[k].act(), mustScratch[2 * i], value)) {
					mask |= 1L << k;
					break;
				}
			}
		}
		return mask;
	}

	/** Appends to {@link #mustScratch} the steps of one die (or group) that no constraint forbids, with their pips. */
	private int candidates(int value, int group, boolean bearing, int n) {
		int[] buf = stepScratch;
		int found = fixedSteps(value, group, bearing, buf, ~pos.held(side));
		for (int i = 0; i < found && 2 * n + 1 < mustScratch.length; i++) {
			if (!forbidden(buf[i], value)) {
				mustScratch[2 * n] = buf[i];
				mustScratch[2 * n + 1] = value;
				n++;
			}
		}
		return n;
	}

	/** Whether a step moving {@code value} pips is an instance of the act. */
	private boolean matches(Act act, int step, int value) {
		int from = Step.from(step);
		if (from == Step.TAKE) {
			return act instanceof Act.Take;
		}
		int to = Step.to(step);
		boolean summed = Integer.bitCount(Step.diceMask(step)) > 1;
		return switch (act) {
		case Act.Move m -> (m.from() == 0 || m.from() == from || m.from() == -1 && from <= t.points)
				&& m.landsOn(to) && (!m.summed() || summed);
		case Act.Enter e -> (e.source() == Act.Source.BAR ? from == t.bar
				: e.source() == Act.Source.OFF_BOARD ? from == t.waiting : from == t.bar || from == t.waiting)
				&& (!e.summed() || summed) && e.landsOn(to);
		case Act.BearOff b -> to == 0 && from <= t.points && switch (b.pips()) {
			case ANY -> true;
			case EXACT -> value == from;
			case LARGER -> value > from;
			case SMALLER -> value < from;
		};
		case Act.MoveAgain a -> from <= t.points
				&& (a.whileBearing() ? bearingOff() && pos.count(side, from) <= movedHereBearing[from] : pos.count(side, from) <= movedHere[from]);
		default -> false; // taking is matched above; runs and the dice of a play are judged on whole plays
		};
	}

	/** A play's result leaves a run a constraint forbids: points in a row the opponent may not land on. */
	private boolean leavesForbiddenRun() {
		turn.clearStep();
		for (Constraint c : runs) {
			Act.LeaveRun act = (Act.LeaveRun) c.act();
			int length = act.length();
			int need = act.made() ? 2 : occ.blockAt();
			if (need <= 0) {
				continue; // no point is ever held
			}
			int run = 0;
			for (int p = 1; p <= t.points + 1; p++) {
				if (p <= t.points && pos.count(side, p) >= need) {
					run++;
					continue;
				}
				if (run >= length) {
					turn.runLow = p - run;
					turn.runHigh = p - 1;
					boolean binds = c.binds(pos, side, turn);
					turn.runLow = 0;
					turn.runHigh = 0;
					if (binds) {
						return true;
					}
				}
				run = 0;
			}
		}
		return false;
	}

	/** The steps the fixed dimensions allow (see {@link #stepsFor}). */
	private int fixedSteps(int value, int group, boolean bearing, int[] buf, long sources) {
		int n = 0;
		int onBar = pos.onBar(side);
		if (onBar > 0) {
			n = entry(t.bar, value, group, buf, n);
			if (enterFirst) {
				return n;
			}
		}
		if (pos.waiting(side) > 0) {
			n = entry(t.waiting, value, group, buf, n);
		}
		if (bearing && anyPiece) {
			for (int p = 1; p <= t.points; p++) {
				if (pos.count(side, p) - locked[p] > 0) {
					buf[n++] = Step.of(p, 0, group, false, 0);
				}
			}
			return n;
		}
		int farthest = bearing && overFromFarthest ? pos.farthest(side) : 0;
		int exact = 0;
		int over = 0;
		long pending = pos.occupied(side) & sources;
		if (limitMasks && !bearing) {
			n = stepsWithinLimit(pending, value, group, buf, n);
			pending = 0; // nothing leaves the board (bearing off keeps the loop below, and its order)
		} else if (masks && !(bearing && onePiecePerDie)) {
			n = stepsBetweenPoints(pending, value, group, buf, n);
			// left: the pieces that would leave the board, which only bearing off moves (no wrapping here)
			pending = bearing || circuit ? pending & (2L << Math.min(value, 62)) - 1 : 0;
		}
		for (long occupied = pending; occupied != 0; occupied &= ~(1L << 63 - Long.numberOfLeadingZeros(occupied))) {
			int p = 63 - Long.numberOfLeadingZeros(occupied);
			if (locked[p] > 0 && pos.count(side, p) - locked[p] <= 0) {
				continue;
			}
			int to = p - value;
			if (circuit) {
				n = land(p, t.wrap(to), group, buf, n);
			} else if (to >= 1) {
				n = land(p, to, group, buf, n);
				if (underBear && bearing && !anyPiece) {
					buf[n++] = Step.of(p, 0, group, false, 0);
				}
			} else if (bearing && (to == 0 || !overFromFarthest || p == farthest)) {
				buf[n++] = Step.of(p, 0, group, false, 0);
				if (to == 0) {
					exact++;
				} else {
					over++;
				}
			}
		}
		if (bearing && exactOverUnder && exact + over > 0) {
			n = keepBearOffs(buf, n, exact > 0, value);
		}
		if (bearing && takeWhenBlocked && exact + over == 0 && value <= t.points) {
			int q = value;
			if (pos.count(1 - side, q) > 0) {
				buf[n++] = Step.of(Step.TAKE, 0, group, false, q);
			}
		}
		return n;
	}

	/**
	 * The steps from the points in {@code from} that land on a point, found with masks: the destinations are the
	 * sources shifted by the die, less the points the opponent closes; a lone opposing piece there is hit.
	 */
	private int stepsBetweenPoints(long from, int value, int group, int[] buf, int n) {
		int other = 1 - side;
		long opponent = blockers(other);
		long hittable = hits ? t.mirror(pos.blots(other)) : 0;
		long landing = from >>> value & ~opponent & ~1L;
		for (; landing != 0; landing &= landing - 1) {
			int to = Long.numberOfTrailingZeros(landing);
			buf[n++] = Step.of(to + value, to, group, (hittable >>> to & 1) != 0, 0);
		}
		return n;
	}

	/**
	 * {@link #stepsBetweenPoints} under a limit of one or two pieces to a point, listed as the loop over the points
	 * in {@link #stepsFor} lists them: from the highest point down. A full point is one occupied, or made.
	 */
	private int stepsWithinLimit(long from, int value, int group, int[] buf, int n) {
		int other = 1 - side;
		long full = limit == 1 ? pos.occupied(side) : pos.made(side);
		long hittable = hits ? t.mirror(pos.blots(other)) : 0;
		long landing = from >>> value & ~blockers(other) & ~full & ~1L;
		for (; landing != 0; landing &= ~Long.highestOneBit(landing)) {
			int to = 63 - Long.numberOfLeadingZeros(landing);
			buf[n++] = Step.of(to + value, to, group, (hittable >>> to & 1) != 0, 0);
		}
		return n;
	}

	/** Keeps only bear-offs: the exact ones, or else the ones with pips to spare (譜雙 A before B before C). */
	private static int keepBearOffs(int[] buf, int n, boolean exactOnly, int value) {
		int kept = 0;
		for (int i = 0; i < n; i++) {
			int s = buf[i];
			if (Step.to(s) != 0) {
				continue;
			}
			boolean exact = Step.from(s) == value;
			if (exact == exactOnly) {
				buf[kept++] = s;
			}
		}
		return kept;
	}

	private int entry(int from, int value, int group, int[] buf, int n) {
		if (value > t.points) {
			return n;
		}
		int to = t.points + 1 - value;
		if (exactEmpty) {
			// the point "the die names" (平雙陸 (3)): one die, never a sum of dice
			if ((group & group - 1) == 0 && pos.count(side, to) == 0 && pos.opponentCount(side, to) == 0) {
				buf[n++] = Step.of(from, to, group, false, 0);
			}
			return n;
		}
		return land(from, to, group, buf, n);
	}

	/** The rearmost piece's jump holds this turn: no condition, or one read at the start of the turn, the roll thrown. */
	private boolean jumps() {
		if (jumpWhen == null) {
			return true;
		}
		turn.clearStep();
		return jumpWhen.holds(pos, side, turn);
	}

	/** A piece landing from {@code from} on its own piece at {@code to} moves on: always, or under a rule's condition. */
	private boolean movesOn(int from, int to, int group) {
		if (movesOnWhen == null) {
			return true;
		}
		turn.judge(Step.of(from, to, group, false, 0));
		for (Guard g : movesOnWhen) {
			if (g.holds(pos, side, turn)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Where the lone opposing piece landed on goes under the first conditioned fate that holds just before the step,
	 * else under {@link Occupancy#hit}: the opponent's slot, or 0 when it is left where it is.
	 */
	private int fateSlot(int from, int to, int group) {
		turn.judge(Step.of(from, to, group, false, 0));
		for (EffectRule e : fates) {
			if (e.when().holds(pos, side, turn)) {
				return slotOf(e.fate());
			}
		}
		return slotOf(occ.hit());
	}

	private int slotOf(HitRule fate) {
		return switch (fate) {
		case NONE -> 0;
		case OUT_OF_GAME -> t.lost;
		case TO_START -> t.waiting;
		default -> t.bar; // held and placed by the hitter take no condition (Clashes)
		};
	}

	/** Adds the step from {@code from} landing on {@code to} if the landing is legal (with its hit variants). */
	private int land(int from, int to, int group, int[] buf, int n) {
		int own = pos.count(side, to);
		int opp = pos.opponentCount(side, to);
		if (skipOwn && own > 0 && movesOn(from, to, group)) {
			int next = circuit ? t.wrap(to - 1) : to - 1;
			if (next < 1 || pos.count(side, next) != 0 || pos.opponentCount(side, next) != 0) {
				return n;
			}
			to = next;
			own = 0;
			opp = 0;
		}
		if (own >= pointLimit || opp >= blockAt || holds && pos.isHeld(side, to)) {
			return n; // a point where the side's piece is held is the holder's
		}
		boolean hit = holds ? opp == 1 && own == 0 : opp == 1 && hits;
		if (hit && t.hitterPlaces) {
			return placements(from, to, group, buf, n);
		}
		if (hit && fates.length > 0) {
			int slot = fateSlot(from, to, group);
			buf[n++] = Step.of(from, to, group, slot != 0, slot == t.hitSlot ? 0 : slot);
			return n;
		}
		buf[n++] = Step.of(from, to, group, hit, 0);
		return n;
	}

	/** 大和: the hitter puts the hit piece on any point near its owner's start that holds none of the hitter's pieces. */
	private int placements(int from, int to, int group, int[] buf, int n) {
		int other = 1 - side;
		int hitAt = t.opposite(side, to);
		int quarter = Math.max(1, t.home);
		int before = n;
		for (int q = t.points; q > t.points - quarter; q--) {
			int mine = pos.count(side, t.opposite(other, q));
			if (q == hitAt || mine > 0) {
				continue;
			}
			if (pos.count(other, q) >= pointLimit) {
				continue;
			}
			buf[n++] = Step.of(from, to, group, true, q);
		}
		if (n == before) {
			buf[n++] = Step.of(from, to, group, true, 0);
		}
		return n;
	}

	/** 追い廻し: the rearmost piece jumps to the point just ahead of the leading one, if that point can be landed on. */
	private boolean runToFront() {
		int[] at = new int[t.points];
		int k = 0;
		for (int p = t.points; p >= 1; p--) {
			if (pos.count(side, p) > 0) {
				at[k++] = p;
			}
		}
		if (k < 2) {
			return false;
		}
		// Travel goes toward lower numbers, wrapping: the largest empty stretch lies ahead of the leader.
		int bestGap = -1;
		int leader = 0;
		int rear = 0;
		for (int i = 0; i < k; i++) {
			int ahead = at[(i + 1) % k];
			int gap = Math.floorMod(at[i] - ahead, t.points);
			if (gap > bestGap) {
				bestGap = gap;
				leader = at[i];
				rear = ahead;
			}
		}
		int target = t.wrap(leader - 1);
		if (target == rear || bestGap <= 1) {
			return false;
		}
		int[] buf = buffers[0];
		int n = land(rear, target, 0, buf, 0);
		if (n == 0) {
			return false;
		}
		stack[0] = buf[0];
		stackPips[0] = Math.floorMod(rear - target, t.points);
		depth = 1;
		Step.apply(pos, side, buf[0]);
		long key = pos.hash();
		Step.undo(pos, side, buf[0]);
		java.util.Arrays.fill(eventCounts, 0);
		out.add(stack, stackPips, 1, key, 0, 0, eventCounts, 0);
		return true;
	}

	/** The turn being generated, as the constraints' guards read it. */
	private final class Turn implements TurnSoFar {
		int landing;
		int leaving;
		int runLow;
		int runHigh;

		/** The step judged: the point it lands on and the point it leaves, on the board (0 for neither). */
		void judge(int step) {
			int from = Step.from(step);
			int to = Step.to(step);
			landing = from != Step.TAKE && to >= 1 && to <= t.points ? to : 0;
			leaving = from != Step.TAKE && from <= t.points ? from : 0;
		}

		/** No step judged: a guard read for the turn as a whole. */
		void clearStep() {
			landing = 0;
			leaving = 0;
		}

		@Override
		public int[] roll() {
			return roll;
		}

		@Override
		public boolean firstTurn() {
			return pos.turnsPlayed(side) == 0;
		}

		@Override
		public int movedOff(int point) {
			return point >= 0 && point < movedOff.length ? movedOff[point] : 0;
		}

		@Override
		public int entered() {
			return enteredSoFar;
		}

		@Override
		public int borneOff() {
			return borneOffSoFar;
		}

		@Override
		public int hits() {
			return hitsSoFar;
		}

		@Override
		public boolean bearingOff() {
			return PlayGenerator.this.bearingOff();
		}

		@Override
		public int landing() {
			return landing;
		}

		@Override
		public int leaving() {
			return leaving;
		}

		@Override
		public int runLow() {
			return runLow;
		}

		@Override
		public int runHigh() {
			return runHigh;
		}
	}
}
