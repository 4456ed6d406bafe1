package org.rulebench.reading.compile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.rulebench.engine.parts.Act;
import org.rulebench.engine.parts.Amount;
import org.rulebench.engine.rules.BearOff;
import org.rulebench.engine.rules.BearOffPriority;
import org.rulebench.engine.rules.Board;
import org.rulebench.engine.rules.Dice;
import org.rulebench.engine.rules.DiceUse;
import org.rulebench.engine.rules.EffectRule;
import org.rulebench.engine.rules.EndCondition;
import org.rulebench.engine.rules.EndRule;
import org.rulebench.engine.rules.EntryPoint;
import org.rulebench.engine.rules.ExtraRoll;
import org.rulebench.engine.rules.FirstTurn;
import org.rulebench.engine.rules.HitRule;
import org.rulebench.engine.rules.Layout;
import org.rulebench.engine.rules.Occupancy;
import org.rulebench.engine.rules.ReEntry;
import org.rulebench.engine.rules.RuleClash;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.RunToFront;
import org.rulebench.engine.rules.StakeRule;
import org.rulebench.engine.rules.Stakes;
import org.rulebench.engine.rules.ThrowRule;
import org.rulebench.engine.rules.Travel;
import org.rulebench.engine.rules.Victory;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.Throws;
import org.rulebench.engine.scoring.TurnTrigger;
import org.rulebench.reading.reading.*;

/**
 * Turns a reading, resolved along its extension chain, with one choice per alternative, into an engine
 * {@link RuleSet}. What no reading of the chain states takes the defaults documented in docs/reading-language.md;
 * board, pieces, start, dice and the end must be stated. A part of one of the shapes the shorthand library defines a
 * fixed sentence by ({@link PartPatterns}) gives the engine that sentence's fixed value, its fast path; every other
 * part goes to the engine as it is (a constraint, a throw rule, an end or stake rule).
 */
public final class ReadingCompiler {
	/** Dimensions a reading chain must state: nothing sensible can be assumed for them. */
	public static final List<String> REQUIRED = List.of("board", "pieces", "start", "dice", "the end");

	private final ReadingChain chain;
	private final Choice choice;
	private final Map<String, Claim> claims = new LinkedHashMap<>();
	private final Map<String, EObject> sayers = new LinkedHashMap<>();
	/** The reading's parts, in the order its rules state them, and the rule that states each. */
	private final List<Constraint> constraints = new ArrayList<>();
	private final List<EffectClaim> effects = new ArrayList<>();
	private final List<EndPart> endParts = new ArrayList<>();
	private final List<StakePart> stakeParts = new ArrayList<>();
	private final Map<Claim, Rule> ruleOf = new IdentityHashMap<>();
	/** The parts given a fixed value: not passed on as general parts. */
	private final Set<Claim> fixed = Collections.newSetFromMap(new IdentityHashMap<>());

	private ReadingCompiler(ReadingChain chain, Choice choice) {
		this.chain = chain;
		this.choice = choice;
	}

	/** The dimensions of {@link #REQUIRED} the given ones leave unsaid; an end part (`a side ends the game when ...`) says the end. */
	public static List<String> unsaid(java.util.Collection<String> said) {
		return REQUIRED.stream().filter(d -> !said.contains(d)
				&& !(d.equals("the end") && said.stream().anyMatch(x -> x.startsWith("the end when ")))).toList();
	}

	/** @throws ReadingProblem if the reading does not make a playable game, naming the rules at fault */
	public static RuleSet compile(Reading reading, Choice choice) {
		return new ReadingCompiler(ReadingChain.of(reading), choice).build();
	}

	/** @throws ReadingProblem if the reading does not make a playable game, naming the rules at fault */
	public static RuleSet compile(ReadingChain chain, Choice choice) {
		return new ReadingCompiler(chain, choice).build();
	}

	private RuleSet build() {
		GameFamily family = GameFamily.of(chain);
		if (family != GameFamily.RACE) {
			throw new ReadingProblem(chain.reading().getName() + " is a " + family.word() + " reading: it compiles to "
					+ family.word() + " rules, not to a race game", List.of());
		}
		for (Rule rule : chain.effectiveRules().values()) {
			Claim claim = choice.claimOf(rule);
			if (claim != null) {
				String dim = Dimension.of(claim);
				claims.put(dim, claim);
				sayers.put(dim, rule);
				ruleOf.put(claim, rule);
			}
		}
		for (Claim c : claims.values()) {
			switch (c) {
			case Constraint k -> constraints.add(k);
			case EffectClaim e -> effects.add(e);
			case EndPart e -> endParts.add(e);
			case StakePart s -> stakeParts.add(s);
			default -> {
			}
			}
		}
		List<String> missing = unsaid(claims.keySet());
		if (!missing.isEmpty()) {
			throw new ReadingProblem("the reading does not say: " + String.join(", ", missing)
					+ " (state each in a rule, or extend a reading that does)", List.of());
		}
		permissionsLiftSomething();
		Board board = board();
		RuleSet.Builder b = RuleSet.builder(chain.reading().getName()).board(board).pieces(count("pieces"));
		Points points = new Points(board);
		Layout first = layout("start", board, points);
		Layout second = claims.containsKey("start of the second side") ? layout("start of the second side", board, points) : first;
		Layout firstOnly = claims.containsKey("start of the first side") ? layout("start of the first side", board, points) : first;
		b.start(firstOnly, second);
		b.dice(dice()).occupancy(occupancy()).reEntry(reEntry()).bearOff(bearOff());
		int prime = prime();
		if (prime > 0) {
			b.primeLimit(prime);
		}
		b.extraRolls(extraRolls());
		RunToFront jump = runToFront();
		if (jump != null) {
			b.runToFront(jump);
		}
		Conditions conditions = new Conditions(points);
		b.scoring(scoring(points, conditions));
		b.ends(ends()).victory(victory()).stakes(stakes()).firstTurn(firstTurn());
		if (victory() == Victory.MOST_OF) {
			b.winnerBy(conditions.quantity(((VictoryClaim) claims.get("the winner")).getMore()));
		}
		b.endRules(endRules(conditions));
		b.stakeRules(stakeRules(conditions));
		b.throwRules(throwRules(board));
		b.effectRules(effectRules(board));
		b.constraints(constraints(board));
		b.permissions(permissions());
		try {
			return b.build();
		} catch (RuleClash clash) {
			throw new ReadingProblem(clash.getMessage(), culprits(clash.getMessage()));
		}
	}

	/** The rules whose dimensions a clash message names. */
	private List<EObject> culprits(String message) {
		List<EObject> found = new ArrayList<>();
		Map<String, List<String>> words = Map.of(
				"start", List.of("start layout"), "pieces on a point", List.of("point limit", "per point"),
				"pieces", List.of("pieces per side", " pieces with"), "bearing off", List.of("bear-off", "bear off"),
				"the end", List.of("ends", "end condition"), "dice", List.of("dice", "die"),
				"board", List.of("board", "home"), "the winner", List.of("winner"));
		if (message.contains("double after a double") || message.contains("doubles after a double")) {
			// one error, at the rule that plays doubles after a double (not also at the dice it cannot be played with)
			for (EObject rule : sayers.values()) {
				if (!org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(rule, org.rulebench.reading.reading.PlaysOppositeDouble.class).isEmpty()
						|| !org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(rule, org.rulebench.reading.reading.PlaysHigherDoubles.class).isEmpty()) {
					found.add(rule);
				}
			}
			if (!found.isEmpty()) {
				return found;
			}
		}
		words.forEach((dim, keys) -> {
			if (sayers.containsKey(dim) && keys.stream().anyMatch(message::contains)) {
				found.add(sayers.get(dim));
			}
		});
		return found;
	}

	private int count(String dim) {
		return ((PiecesClaim) claims.get(dim)).getCount();
	}

	private Board board() {
		BoardClaim bc = (BoardClaim) claims.get("board");
		int home = bc.getHome() > 0 ? bc.getHome() : Math.max(1, bc.getSize() / 4);
		Travel travel = Travel.OPPOSITE;
		int offset = 0;
		if (claims.get("travel") instanceof TravelClaim t && !t.isAgainst()) {
			travel = Travel.SAME_DIRECTION;
			offset = t.getOffset();
		}
		boolean circuit = claims.containsKey("circuit");
		return new Board(bc.getSize(), circuit ? 0 : home, travel, offset, circuit);
	}

	private Layout layout(String dim, Board board, Points points) {
		StartClaim s = (StartClaim) claims.get(dim);
		Layout l = Layout.empty(board.points());
		int waiting = 0;
		for (Placement p : s.getPlacements()) {
			if (p.isOffBoard()) {
				waiting += p.getCount();
			} else if (p.isHeld()) {
				throw new ReadingProblem("a start cannot hold a piece: `held on` is for expectations", List.of(p));
			} else {
				int at = points.resolve(p.getPoint());
				if (at < 1 || at > board.points()) {
					throw new ReadingProblem(Points.describe(p.getPoint()) + " is not a point of a board of "
							+ board.points() + " points", List.of(p));
				}
				l = l.with(at, l.count(at) + p.getCount());
			}
		}
		return l.withWaiting(waiting);
	}

	/** The constraints of one of the fixed shapes; the first is marked as given a fixed value. */
	private Constraint first(java.util.function.Predicate<Constraint> shape) {
		for (Constraint c : constraints) {
			if (shape.test(c)) {
				fixed.add(c);
				return c;
			}
		}
		return null;
	}

	/** Both halves of a sentence defined by two parts, marked fixed only when both are there. */
	private boolean both(java.util.function.Predicate<Constraint> one, java.util.function.Predicate<Constraint> other) {
		Constraint a = constraints.stream().filter(one).findFirst().orElse(null);
		Constraint b = constraints.stream().filter(other).findFirst().orElse(null);
		if (a == null || b == null) {
			return false;
		}
		fixed.add(a);
		fixed.add(b);
		return true;
	}

	private Dice dice() {
		DiceClaim d = (DiceClaim) claims.get("dice");
		boolean twice = claims.get("doubles") instanceof DoublesClaim c && c.isTwice();
		twice |= effect(ReadingCompiler::doublesPlayedTwice) != null;
		boolean sums = claims.get("summing dice") instanceof SumsClaim c && c.isSums();
		sums |= first(PartPatterns::sums) != null;
		boolean most = !(claims.get("using the dice") instanceof UseDiceClaim c) || c.isMost();
		Constraint useMost = first(k -> PartPatterns.useMost(k) != null);
		if (useMost != null) {
			most = PartPatterns.useMost(useMost);
		}
		boolean larger = claims.get("the larger die") instanceof LargerDieClaim c && c.isLarger();
		larger |= first(PartPatterns::largerDie) != null;
		return new Dice(d.getCount(), d.getFaces() > 0 ? d.getFaces() : 6, twice, sums ? DiceUse.SUMS : DiceUse.STEPS,
				most, larger);
	}

	private Occupancy occupancy() {
		int limit = claims.get("pieces on a point") instanceof PointLimitClaim c ? c.getLimit() : 0;
		int block = claims.get("blocking") instanceof BlockClaim c ? c.getCount() : 2;
		HitRule hit = HitRule.TO_BAR;
		HitFate fate = claims.get("hitting") instanceof HitClaim h ? h.getFate()
				: claims.get("hitting") instanceof EffectClaim e && e.getEffect() instanceof FateEffect f ? f.getFate() : null;
		if (claims.get("hitting") instanceof HitClaim h && h.isNever()) {
			hit = HitRule.NONE;
		} else if (fate != null) {
			hit = hitRule(fate);
		}
		if (first(PartPatterns::neverBlocked) != null && !claims.containsKey("blocking")) {
			block = 0;
		}
		boolean blockStated = claims.containsKey("blocking");
		for (Constraint c : constraints) {
			int landed = PartPatterns.landingLimit(c, true);
			if (landed > 0) {
				fixed.add(c);
				block = blockStated && block > 0 ? Math.min(block, landed) : landed;
				blockStated = true;
			}
			int own = PartPatterns.landingLimit(c, false);
			if (own > 0) {
				fixed.add(c);
				limit = limit > 0 ? Math.min(limit, own) : own;
			}
		}
		boolean skipOwn = claims.containsKey("landing on an own piece");
		return new Occupancy(limit, block, hit, skipOwn);
	}

	private static HitRule hitRule(HitFate fate) {
		return switch (fate) {
		case OutOfGame f -> HitRule.OUT_OF_GAME;
		case PlacedByHitter f -> HitRule.PLACED_BY_HITTER;
		case HeldInPlace f -> HitRule.HOLD;
		case LeftAlone f -> HitRule.NONE;
		case ReturnedToStart f -> HitRule.TO_START;
		default -> HitRule.TO_BAR;
		};
	}

	private ReEntry reEntry() {
		EntryPoint point = EntryPoint.ANY_OPEN;
		boolean enterFirst = true;
		if (claims.get("entering") instanceof ReEntryClaim r) {
			point = r.isExact() ? EntryPoint.EXACT_EMPTY : EntryPoint.ANY_OPEN;
			enterFirst = r.isFirst();
		}
		if (both(PartPatterns::noSummedEntry, PartPatterns::entryOnlyOnEmpty)) {
			point = EntryPoint.EXACT_EMPTY;
		}
		boolean restricted = both(PartPatterns::noMoveWhileOnBar, PartPatterns::noEntryFromOffWhileOnBar);
		boolean liftsMoves = first(PartPatterns::movesWhileOnBar) != null;
		boolean liftsEntries = first(PartPatterns::entersFromOffWhileOnBar) != null;
		if (restricted) {
			enterFirst = true;
		} else if (liftsMoves || liftsEntries) {
			enterFirst = false; // what is not lifted of it goes on as a general constraint: see constraints()
		}
		return new ReEntry(point, enterFirst);
	}

	private BearOff bearOff() {
		boolean allowed = true;
		boolean allHome = true;
		if (claims.get("bearing off") instanceof BearOffClaim c) {
			allowed = !c.isNever();
			allHome = c.isAllHome();
		}
		if (first(PartPatterns::neverBearOff) != null) {
			allowed = false;
			allHome = false;
		} else if (first(PartPatterns::bearOffAllHome) != null) {
			allHome = true;
		} else if (first(PartPatterns::bearOffAnyTime) != null && !claims.containsKey("bearing off")) {
			allHome = false;
		}
		BearOffPriority priority = BearOffPriority.FREE;
		if (claims.get("bear-off priority") instanceof BearOffPriorityClaim p) {
			priority = p.isExactOverUnder() ? BearOffPriority.EXACT_OVER_UNDER
					: p.isAnyPiece() ? BearOffPriority.ANY_PIECE : BearOffPriority.FREE;
		}
		boolean farthest = claims.get("bearing off with a larger die") instanceof OverBearClaim o && o.isFarthest();
		farthest |= first(PartPatterns::overFromFarthest) != null;
		if (both(PartPatterns::mustBearOffExactly, PartPatterns::mustBearOff)) {
			priority = BearOffPriority.EXACT_OVER_UNDER;
		}
		if (!farthest && both(PartPatterns::underBear, PartPatterns::noMoveWhileBearingOff)) {
			priority = BearOffPriority.ANY_PIECE;
		}
		boolean onePiece = both(PartPatterns::noSumsWhileBearingOff, PartPatterns::noPieceTwiceWhileBearingOff);
		onePiece |= claims.containsKey("one piece per die in bear-off");
		boolean take = first(PartPatterns::take) != null;
		take |= claims.containsKey("taking when nothing can be borne off");
		return new BearOff(allowed, allHome, priority, farthest, onePiece, take);
	}

	private int prime() {
		int prime = claims.get("primes") instanceof PrimeClaim p ? p.getLength() : 0;
		for (Constraint c : constraints) {
			int length = PartPatterns.prime(c);
			if (length > 0) {
				fixed.add(c);
				prime = prime > 0 ? Math.min(prime, length) : length;
			}
		}
		return prime;
	}

	/** The permissions that lift a default: a permission that lifts nothing says nothing the engine could play. */
	private void permissionsLiftSomething() {
		for (Constraint c : constraints) {
			if (!PartPatterns.permission(c)) {
				continue;
			}
			if (!PartPatterns.unguarded(c)) {
				throw new ReadingProblem("a permission (`a side may ...`, `a side need not ...`) lifts what the language"
						+ " assumes, whole: to allow it only sometimes, say `a side may ...` and `a side may not ... unless ...`",
						List.of(ruleOf.get(c)));
			}
			boolean lifts = PartPatterns.neverBlocked(c) || PartPatterns.sums(c) || PartPatterns.bearOffAnyTime(c)
					|| PartPatterns.useMost(c) == Boolean.FALSE || PartPatterns.movesWhileOnBar(c)
					|| PartPatterns.entersFromOffWhileOnBar(c) || PartPatterns.underBear(c) || PartPatterns.take(c)
					|| PartPatterns.cube(c);
			if (!lifts) {
				throw new ReadingProblem("`" + Dimension.words(c) + "` lifts nothing the language assumes: the permissions"
						+ " are listed in docs/reading-language.md (Parts, Constraints)", List.of(ruleOf.get(c)));
			}
		}
	}

	/** The constraints of the reading not given a fixed value, in the order its rules state them. */
	private List<org.rulebench.engine.parts.Constraint> constraints(Board board) {
		List<org.rulebench.engine.parts.Constraint> found = new ArrayList<>();
		Guards guards = new Guards(board);
		Points points = new Points(board);
		for (Constraint c : constraints) {
			if (fixed.contains(c) || PartPatterns.permission(c)) {
				continue;
			}
			Act act = act(c.getAct(), points);
			if (!c.isMust() && (act instanceof Act.UseMostDice || act instanceof Act.UseLargerDie)) {
				throw new ReadingProblem("the dice a play uses are a rule a side must obey: say `a side must use ...` or"
						+ " `a side need not use as many dice as it can`", List.of(ruleOf.get(c)));
			}
			if (c.isMust() && (act instanceof Act.LeaveRun || act instanceof Act.MoveAgain)) {
				throw new ReadingProblem("a side may be kept from this, not made to do it: say `a side may not`",
						List.of(ruleOf.get(c)));
			}
			found.add(new org.rulebench.engine.parts.Constraint(ruleOf.get(c).getName(), act, c.isMust(),
					c.getWhen() == null ? null : guards.guard(c.getWhen()), c.getUnless() == null ? null : guards.guard(c.getUnless())));
		}
		// a permission that lifts one half of entering first leaves the other half standing
		boolean liftsMoves = constraints.stream().anyMatch(PartPatterns::movesWhileOnBar);
		boolean liftsEntries = constraints.stream().anyMatch(PartPatterns::entersFromOffWhileOnBar);
		if (liftsMoves != liftsEntries && !(claims.get("entering") instanceof ReEntryClaim)) {
			Act rest = liftsMoves ? new Act.Enter(Act.Source.OFF_BOARD, false) : new Act.Move(-1, 0);
			found.add(new org.rulebench.engine.parts.Constraint("entering first", rest, false,
					Amount.compare(Amount.of(org.rulebench.engine.scoring.Quantity.onBar()), ">", (p, s, t) -> 0), null));
		}
		return found;
	}

	private static Act act(org.rulebench.reading.reading.Act a, Points points) {
		return switch (a) {
		case MoveAct m -> m.getOntoZone() != null ? zoneMove(m, points)
				: new Act.Move(m.getFrom() != null ? points.resolve(m.getFrom()) : m.isFromAny() ? -1 : 0,
				m.getOnto() != null ? points.resolve(m.getOnto()) : m.isOntoAny() ? -1 : 0, m.isSummed());
		case MoveAgainAct m -> new Act.MoveAgain(m.isWhileBearing());
		case EnterAct e -> zoneEntry(e, points);
		case BearOffAct x -> new Act.BearOff(x.isExactly() ? Act.Pips.EXACT : x.isLarger() ? Act.Pips.LARGER
				: x.isSmaller() ? Act.Pips.SMALLER : Act.Pips.ANY);
		case TakeAct x -> new Act.Take();
		case LeaveRunAct r -> new Act.LeaveRun(r.getLength(), !r.isHeld());
		case UseMostAct x -> new Act.UseMostDice();
		case UseLargerAct x -> new Act.UseLargerDie();
		case DoubleAct x -> new Act.OfferDouble();
		default -> throw new IllegalStateException("unknown act " + a.eClass().getName());
		};
	}

	/** An entry, onto a range of points if it names one: `enter a piece from the bar onto points 19 to 24`. */
	private static Act zoneEntry(EnterAct e, Points points) {
		Act.Source source = e.isBar() ? Act.Source.BAR : e.isOffBoard() ? Act.Source.OFF_BOARD : Act.Source.ANY;
		if (e.getOntoZone() == null) {
			return new Act.Enter(source, e.isSummed());
		}
		int[] range = points.zone(e.getOntoZone());
		if (range == null) {
			throw new ReadingProblem("this board has no such range of points the same for both sides: name the points"
					+ " (`onto points 19 to 24`)", List.of(e.getOntoZone()));
		}
		return new Act.Enter(source, e.isSummed(), range[0], range[1]);
	}

	/** A move onto a range of points: `onto points 13 to 24`, `onto its home`, `onto the opposing home`. */
	private static Act zoneMove(MoveAct m, Points points) {
		int[] range = points.zone(m.getOntoZone());
		if (range != null && (range[0] < 1 || range[1] > points.board().points())) {
			throw new ReadingProblem("points " + range[0] + " to " + range[1] + " are not all on a board of " + points.board().points()
					+ " points", List.of(m.getOntoZone()));
		}
		if (range == null) {
			throw new ReadingProblem("this board has no such range of points the same for both sides: name the points"
					+ " (`onto points 13 to 18`)", List.of(m.getOntoZone()));
		}
		return new Act.Move(m.getFrom() != null ? points.resolve(m.getFrom()) : m.isFromAny() ? -1 : 0, range[0], m.isSummed(),
				range[1]);
	}

	/** Acts a side may do that no fixed dimension states: bearing off with a die smaller than the piece's distance. */
	private List<Act> permissions() {
		List<Act> found = new ArrayList<>();
		for (Constraint c : constraints) {
			if (PartPatterns.underBear(c) && !fixed.contains(c)) {
				found.add(new Act.BearOff(Act.Pips.SMALLER));
			}
		}
		return found;
	}

	// ---- what happens: effects of throws and landings ----

	/**
	 * The first effect claim the test accepts, marked as given a fixed value; null if none. An effect with a
	 * condition is no fixed dimension: the throw rules and the scoring carry it.
	 */
	private EffectClaim effect(java.util.function.Predicate<EffectClaim> shape) {
		for (EffectClaim e : effects) {
			if (e.getCondition() == null && shape.test(e)) {
				fixed.add(e);
				return e;
			}
		}
		return null;
	}

	/** The throws of a `when a side throws ...` happening are exactly any double. */
	private static boolean onlyDoubles(EffectClaim e) {
		return e.getHappening() instanceof Thrown t && t.getThrows().size() == 1 && t.getThrows().get(0) instanceof ADouble;
	}

	/** The throws are exactly 1-2. */
	private static boolean oneAndTwo(EffectClaim e) {
		return e.getHappening() instanceof Thrown t && t.getThrows().size() == 1 && t.getThrows().get(0) instanceof ThrowOf o
				&& Math.min(o.getRoll().getLow(), o.getRoll().getHigh()) == 1 && Math.max(o.getRoll().getLow(), o.getRoll().getHigh()) == 2;
	}

	private static boolean doublesPlayedTwice(EffectClaim e) {
		return onlyDoubles(e) && e.getEffect() instanceof PlaysTwice;
	}

	private Set<ExtraRoll> extraRolls() {
		Set<ExtraRoll> rolls = EnumSet.noneOf(ExtraRoll.class);
		if (claims.containsKey("another roll after doubles")) {
			rolls.add(ExtraRoll.DOUBLES);
			effect(e -> (e.getHappening() instanceof PlaysDouble || onlyDoubles(e)) && e.getEffect() instanceof RollsAgain);
		}
		EffectClaim anyDouble = effects.stream().filter(e -> e.getCondition() == null && oneAndTwo(e) && e.getEffect() instanceof PlaysAnyDouble)
				.findFirst().orElse(null);
		EffectClaim again = effects.stream().filter(e -> e.getCondition() == null && oneAndTwo(e) && e.getEffect() instanceof RollsAgain)
				.findFirst().orElse(null);
		if (claims.containsKey("acey-deucey") || anyDouble != null && again != null) {
			rolls.add(ExtraRoll.ACEY_DEUCEY);
			if (anyDouble != null && again != null) {
				fixed.add(anyDouble);
				fixed.add(again);
			}
		}
		return rolls;
	}

	/** The rearmost piece's jump: the sentence, or the effect of the throws that trigger it. */
	private RunToFront runToFront() {
		if (claims.get("the rearmost piece jumping to the front") instanceof RunToFrontClaim r) {
			return runToFront(r.getRolls(), r.isDoubles(), r.getDeclared());
		}
		EffectClaim jump = effect(e -> e.getEffect() instanceof JumpsAhead);
		effect(e -> e.getHappening() instanceof Jumps && e.getEffect() instanceof RollsAgain);
		if (jump == null) { // the jump under a condition: its throws here, its condition in effectRules
			jump = effects.stream().filter(e -> e.getCondition() != null && e.getEffect() instanceof JumpsAhead).findFirst().orElse(null);
		}
		if (jump == null || !(jump.getHappening() instanceof Thrown t)) {
			return null;
		}
		List<Roll> rolls = new ArrayList<>();
		List<Roll> declared = new ArrayList<>();
		boolean doubles = false;
		for (Throw th : t.getThrows()) {
			switch (th) {
			case ThrowOf o -> rolls.add(o.getRoll());
			case ADouble d -> doubles = true;
			case Declared d -> declared.addAll(List.of(d.getFirst(), d.getSecond()));
			default -> throw new IllegalStateException("unknown throw " + th.eClass().getName());
			}
		}
		return runToFront(rolls, doubles, declared);
	}

	private static RunToFront runToFront(List<Roll> rolls, boolean doubles, List<Roll> declared) {
		int[] keys = rolls.stream().mapToInt(ReadingCompiler::key).toArray();
		int[] sides = { 0, 0 };
		for (int i = 0; i < Math.min(2, declared.size()); i++) {
			sides[i] = key(declared.get(i));
		}
		return new RunToFront(keys, doubles, sides);
	}

	private static int key(Roll roll) {
		return Math.min(roll.getLow(), roll.getHigh()) * 10 + Math.max(roll.getLow(), roll.getHigh());
	}

	/** What throws do that no fixed dimension says: played twice, another roll, any double after them. */
	private List<ThrowRule> throwRules(Board board) {
		List<ThrowRule> found = new ArrayList<>();
		Guards guards = new Guards(board);
		for (EffectClaim e : effects) {
			if (fixed.contains(e) || !(e.getHappening() instanceof Thrown || e.getHappening() instanceof PlaysDouble)) {
				continue;
			}
			ThrowRule.Effect effect = switch (e.getEffect()) {
			case PlaysTwice x -> ThrowRule.Effect.PLAYED_TWICE;
			case RollsAgain x -> ThrowRule.Effect.ROLLS_AGAIN;
			case PlaysAnyDouble x -> ThrowRule.Effect.ANY_DOUBLE_AFTER;
			case PlaysOppositeDouble x -> ThrowRule.Effect.OPPOSITE_DOUBLE_AFTER;
			case PlaysHigherDoubles x -> x.isRestToOpponent() ? ThrowRule.Effect.HIGHER_DOUBLES_REST_TO_OPPONENT
					: x.isUntilStuck() ? ThrowRule.Effect.HIGHER_DOUBLES_UNTIL_STUCK : ThrowRule.Effect.HIGHER_DOUBLES_AFTER;
			default -> null;
			};
			if (effect != null) {
				String name = ruleOf.get(e).getName();
				Throws on = e.getHappening() instanceof Thrown t ? throwsOf(t, name) : new Throws(name, false, true, new int[0][]);
				found.add(new ThrowRule(on, effect, e.getCondition() == null ? null : guards.guard(e.getCondition())));
			}
		}
		return found;
	}

	/** A landed-on piece's fate, a piece moving on and the rearmost piece's jump, each under its condition. */
	private List<EffectRule> effectRules(Board board) {
		List<EffectRule> found = new ArrayList<>();
		Guards guards = new Guards(board);
		for (EffectClaim e : effects) {
			if (e.getCondition() == null) {
				continue;
			}
			String name = ruleOf.get(e).getName();
			switch (e.getEffect()) {
			case FateEffect f -> found.add(new EffectRule(name, EffectRule.Effect.FATE, hitRule(f.getFate()), guards.guard(e.getCondition())));
			case MovesOn m -> found.add(new EffectRule(name, EffectRule.Effect.MOVES_ON, null, guards.guard(e.getCondition())));
			case JumpsAhead j -> found.add(new EffectRule(name, EffectRule.Effect.JUMP, null, guards.guard(e.getCondition())));
			default -> {
			}
			}
		}
		return found;
	}

	private static Throws throwsOf(Thrown t, String name) {
		boolean doubles = false;
		List<int[]> rolls = new ArrayList<>();
		for (Throw th : t.getThrows()) {
			if (th instanceof ADouble) {
				doubles = true;
			} else if (th instanceof ThrowOf o) {
				rolls.add(new int[] { o.getRoll().getLow(), o.getRoll().getHigh() });
			} else {
				throw new ReadingProblem("a side's declared roll triggers only the rearmost piece's jump", List.of(th));
			}
		}
		return new Throws(name, false, doubles, rolls.toArray(int[][]::new));
	}

	// ---- scoring, ends, the winner, stakes ----

	private List<ScoringRule> scoring(Points points, Conditions conditions) {
		List<ScoringRule> rules = new ArrayList<>();
		for (Map.Entry<String, Claim> e : claims.entrySet()) {
			if (e.getValue() instanceof EventClaim ec && ec.getEvent() != null) {
				Event ev = ec.getEvent();
				boolean forced = ev.getWhen() instanceof LeavesPoint l && l.isForced();
				String on = ev.getWhen() instanceof LeavesPoint l ? l.getThrows() : null;
				rules.add(new ScoringRule(ev.getName(), conditions.trigger(ev.getWhen()), ev.isCounted() ? 0 : ev.getChips(),
						forced, on == null ? null : throwsCalled(on, sayers.get(e.getKey())), endingEvents().contains(ev.getName())));
			}
			if (e.getValue() instanceof EffectClaim ef && ef.getEffect() instanceof ScoresChips chips) {
				String name = ruleOf.get(ef).getName();
				// the condition of an effect: at the start of the turn for a throw, just before the step for a step
				org.rulebench.engine.scoring.Condition when = ef.getCondition() == null ? org.rulebench.engine.scoring.Conditions.ALWAYS
						: conditions.condition(ef.getCondition());
				rules.add(switch (ef.getHappening()) {
				case Thrown t -> new ScoringRule(name, new TurnTrigger(org.rulebench.engine.scoring.Conditions.ALWAYS, false, when),
						chips.getChips(), false, throwsOf(t, name), false);
				case PlaysDouble d -> new ScoringRule(name, new TurnTrigger(org.rulebench.engine.scoring.Conditions.ALWAYS, false, when),
						chips.getChips(), false, new Throws(name, false, true, new int[0][]), false);
				default -> new ScoringRule(name, ef.getCondition() == null ? conditions.stepTrigger(ef.getHappening())
						: org.rulebench.engine.scoring.StepTrigger.when(conditions.stepTrigger(ef.getHappening()), when), chips.getChips());
				});
			}
		}
		return rules;
	}

	/** The events whose scoring ends the game, as the end rule or an end part says. */
	private Set<String> endingEvents() {
		Set<String> names = new java.util.HashSet<>();
		if (claims.get("the end") instanceof EndClaim end) {
			for (EndKind k : end.getEnds()) {
				if (k instanceof EventEnds e && e.getEvent() != null) {
					names.add(e.getEvent().getName());
				}
			}
		}
		for (EndPart e : endParts) {
			if (!e.isDraw() && e.getCondition() instanceof Scored s && !s.isOpponent() && s.getEvent() != null) {
				names.add(s.getEvent().getName());
				fixed.add(e);
			}
		}
		return names;
	}

	/** The named set of throws as the chosen alternatives define it. */
	private Throws throwsCalled(String name, EObject rule) {
		if (!(claims.get("the throws called " + name) instanceof ThrowsClaim t)) {
			throw new ReadingProblem("no rule says which throws are called " + name + " (state `the throws called " + name
					+ " are ...`)", List.of(rule));
		}
		int[][] rolls = t.getRolls().stream().map(r -> new int[] { r.getLow(), r.getHigh() }).toArray(int[][]::new);
		return new Throws(name, t.isEvery(), t.isDoubles(), rolls);
	}

	private Set<EndCondition> ends() {
		Set<EndCondition> ends = EnumSet.noneOf(EndCondition.class);
		if (claims.get("the end") instanceof EndClaim end) {
			for (EndKind k : end.getEnds()) {
				if (k instanceof EventEnds) {
					continue; // the event's scoring rule ends the game
				}
				ends.add(switch (k) {
				case AllBorneOff x -> EndCondition.ALL_BORNE_OFF;
				case AllHome x -> EndCondition.ALL_HOME;
				case MirroredStart x -> EndCondition.MIRRORED_START;
				case NoSideCanMove x -> EndCondition.NO_SIDE_CAN_MOVE;
				case AllCaptured x -> EndCondition.ALL_CAPTURED;
				case NoneInPlay x -> EndCondition.NONE_LEFT_IN_PLAY;
				default -> throw new IllegalStateException("unknown end " + k.eClass().getName());
				});
			}
		}
		for (EndPart e : endParts) {
			EndCondition end = e.isDraw() ? null : endOf(e.getCondition());
			if (end != null) {
				ends.add(end);
				fixed.add(e);
			}
		}
		return ends;
	}

	/** The fixed end a side's condition states: all borne off, all home, the start mirrored, ... ; null for another. */
	private static EndCondition endOf(Condition c) {
		return switch (c) {
		case EveryPieceBorneOff x -> EndCondition.ALL_BORNE_OFF;
		case EveryPieceHome x -> EndCondition.ALL_HOME;
		case Mirrored x -> EndCondition.MIRRORED_START;
		case EveryPieceLost x when x.isOpposing() -> EndCondition.ALL_CAPTURED;
		case Compare k when k.getLeft() instanceof InPlay p && !p.isOpposing() && k.getOp() == CompareOp.EQ
				&& k.getRight() instanceof Constant n && n.getValue() == 0 -> EndCondition.NONE_LEFT_IN_PLAY;
		default -> null;
		};
	}

	private List<EndRule> endRules(Conditions conditions) {
		List<EndRule> found = new ArrayList<>();
		for (EndPart e : endParts) {
			if (!fixed.contains(e)) {
				found.add(new EndRule(conditions.condition(e.getCondition()), e.isDraw()));
			}
		}
		return found;
	}

	private Victory victory() {
		if (claims.get("the winner") instanceof VictoryClaim v) {
			if (v.isBorneOff() || v.getMore() instanceof BorneOff b && b.isOrTaken() && !b.isOpposing()) {
				return Victory.MOST_BORNE_OFF;
			}
			return v.getMore() instanceof Chips ? Victory.MOST_CHIPS : v.getMore() != null ? Victory.MOST_OF : Victory.FIRST_TO_FINISH;
		}
		return Victory.FIRST_TO_FINISH;
	}

	private Stakes stakes() {
		int single = 1;
		int gammon = 0;
		int backgammon = 0;
		if (claims.get("stakes") instanceof StakesClaim s) {
			single = s.getSingle();
			gammon = s.getGammon();
			backgammon = s.getBackgammon();
		}
		StakePart g = stakeParts.stream().filter(PartPatterns::gammon).findFirst().orElse(null);
		StakePart bg = stakeParts.stream().filter(PartPatterns::backgammon).findFirst().orElse(null);
		if (g != null && stakeParts.size() == (bg == null ? 1 : 2)) {
			gammon = g.getValue();
			fixed.add(g);
			if (bg != null) {
				backgammon = bg.getValue();
				fixed.add(bg);
			}
		}
		boolean cube = claims.get("the doubling cube") instanceof CubeClaim c && c.isUsed();
		cube |= first(PartPatterns::cube) != null;
		return new Stakes(single, gammon, backgammon, cube);
	}

	/**
	 * Stakes stated with conditions beyond a gammon and a backgammon: every stake as a rule, the fixed ones with the
	 * engine's own tests of a gammon and a backgammon.
	 */
	private List<StakeRule> stakeRules(Conditions conditions) {
		if (stakeParts.stream().allMatch(fixed::contains)) {
			return List.of();
		}
		Stakes fixedStakes = stakes();
		List<StakeRule> found = new ArrayList<>();
		found.add(new StakeRule(fixedStakes.single(), org.rulebench.engine.scoring.Conditions.ALWAYS));
		if (fixedStakes.gammon() > 0) {
			found.add(new StakeRule(fixedStakes.gammon(), StakeRule.GAMMON));
		}
		if (fixedStakes.backgammon() > 0) {
			found.add(new StakeRule(fixedStakes.backgammon(), StakeRule.BACKGAMMON));
		}
		for (StakePart s : stakeParts) {
			if (!fixed.contains(s)) {
				found.add(new StakeRule(s.getValue(), conditions.condition(s.getCondition())));
			}
		}
		return found;
	}

	private FirstTurn firstTurn() {
		if (claims.get("the first turn") instanceof FirstTurnClaim f) {
			return f.isOpeningRoll() ? FirstTurn.OPENING_ROLL : f.isFirstSide() ? FirstTurn.FIRST_SIDE : FirstTurn.COIN;
		}
		return FirstTurn.COIN;
	}
}
