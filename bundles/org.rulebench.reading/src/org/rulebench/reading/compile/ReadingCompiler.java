package org.rulebench.reading.compile;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.rulebench.engine.parts.Act;
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
import org.rulebench.engine.rules.RuleClash;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.RunToFront;
import org.rulebench.engine.rules.Stakes;
import org.rulebench.engine.rules.Travel;
import org.rulebench.engine.rules.Victory;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.Throws;
import org.rulebench.reading.reading.*;

/**
 * Turns a reading, resolved along its extension chain, with one choice per alternative, into an engine
 * {@link RuleSet}. What no reading of the chain states takes the defaults documented in docs/reading-language.md;
 * board, pieces, start, dice and the end must be stated.
 */
public final class ReadingCompiler {
	/** Dimensions a reading chain must state: nothing sensible can be assumed for them. */
	public static final List<String> REQUIRED = List.of("board", "pieces", "start", "dice", "the end");

	private final ReadingChain chain;
	private final Choice choice;
	private final Map<String, Claim> claims = new LinkedHashMap<>();
	private final Map<String, EObject> sayers = new LinkedHashMap<>();
	/** The reading's constraints: those of the patterns below set a dimension, the others go to the engine as parts. */
	private final List<Constraint> constraints = new ArrayList<>();

	private ReadingCompiler(ReadingChain chain, Choice choice) {
		this.chain = chain;
		this.choice = choice;
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
			}
		}
		for (Claim c : claims.values()) {
			if (c instanceof Constraint k) {
				constraints.add(k);
			}
		}
		List<String> missing = new ArrayList<>();
		for (String dim : REQUIRED) {
			if (!claims.containsKey(dim)) {
				missing.add(dim);
			}
		}
		if (!missing.isEmpty()) {
			throw new ReadingProblem("the reading does not say: " + String.join(", ", missing)
					+ " (state each in a rule, or extend a reading that does)", List.of());
		}
		Board board = board();
		RuleSet.Builder b = RuleSet.builder(chain.reading().getName()).board(board).pieces(count("pieces"));
		Points points = new Points(board);
		Layout first = layout("start", board, points);
		Layout second = claims.containsKey("start of the second side") ? layout("start of the second side", board, points) : first;
		Layout firstOnly = claims.containsKey("start of the first side") ? layout("start of the first side", board, points) : first;
		b.start(firstOnly, second);
		b.dice(dice()).occupancy(occupancy()).reEntry(reEntry()).bearOff(bearOff());
		int prime = claims.get("primes") instanceof PrimeClaim p ? p.getLength() : 0;
		for (Constraint c : constraints) {
			if (c.getAct() instanceof LeaveRunAct r && !r.isHeld() && !c.isMust() && c.getWhen() == null && c.getUnless() == null) {
				prime = prime > 0 ? Math.min(prime, r.getLength()) : r.getLength();
			}
		}
		if (prime > 0) {
			b.primeLimit(prime);
		}
		b.extraRolls(extraRolls());
		if (claims.get("the rearmost piece jumping to the front") instanceof RunToFrontClaim r) {
			b.runToFront(runToFront(r));
		}
		b.scoring(scoring(points));
		b.ends(ends()).victory(victory()).stakes(stakes()).firstTurn(firstTurn());
		b.constraints(constraints(board));
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

	private Dice dice() {
		DiceClaim d = (DiceClaim) claims.get("dice");
		boolean twice = claims.get("doubles") instanceof DoublesClaim c && c.isTwice();
		boolean sums = claims.get("summing dice") instanceof SumsClaim c && c.isSums();
		boolean most = !(claims.get("using the dice") instanceof UseDiceClaim c) || c.isMost();
		boolean larger = claims.get("the larger die") instanceof LargerDieClaim c && c.isLarger();
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
		} else if (fate instanceof OutOfGame) {
			hit = HitRule.OUT_OF_GAME;
		} else if (fate instanceof PlacedByHitter) {
			hit = HitRule.PLACED_BY_HITTER;
		} else if (fate instanceof HeldInPlace) {
			hit = HitRule.HOLD;
		} else if (fate instanceof LeftAlone) {
			hit = HitRule.NONE;
		}
		for (Constraint c : constraints) {
			int landed = landingLimit(c, true);
			if (landed > 0) {
				block = claims.containsKey("blocking") && block > 0 ? Math.min(block, landed) : landed;
			}
			int own = landingLimit(c, false);
			if (own > 0) {
				limit = limit > 0 ? Math.min(limit, own) : own;
			}
		}
		return new Occupancy(limit, block, hit, claims.containsKey("landing on an own piece"));
	}

	private ReEntry reEntry() {
		boolean mustEnter = constraints.stream().anyMatch(ReadingCompiler::mustEnter);
		if (claims.get("entering") instanceof ReEntryClaim r) {
			return new ReEntry(r.isExact() ? EntryPoint.EXACT_EMPTY : EntryPoint.ANY_OPEN, r.isFirst() || mustEnter);
		}
		return new ReEntry(EntryPoint.ANY_OPEN, true);
	}

	private BearOff bearOff() {
		boolean allowed = true;
		boolean allHome = true;
		if (claims.get("bearing off") instanceof BearOffClaim c) {
			allowed = !c.isNever();
			allHome = c.isAllHome();
		}
		for (Constraint c : constraints) {
			if (c.getAct() instanceof BearOffAct && !c.isMust() && c.getWhen() == null) {
				allowed &= c.getUnless() != null; // `a side may not bear off a piece`: never, as the sentence compiles it
				allHome = c.getUnless() == null ? false : allHome || c.getUnless() instanceof EveryPieceHome;
			}
		}
		BearOffPriority priority = BearOffPriority.FREE;
		if (claims.get("bear-off priority") instanceof BearOffPriorityClaim p) {
			priority = p.isExactOverUnder() ? BearOffPriority.EXACT_OVER_UNDER
					: p.isAnyPiece() ? BearOffPriority.ANY_PIECE : BearOffPriority.FREE;
		}
		boolean farthest = claims.get("bearing off with a larger die") instanceof OverBearClaim o && o.isFarthest();
		boolean onePiece = claims.containsKey("one piece per die in bear-off");
		boolean take = claims.containsKey("taking when nothing can be borne off");
		return new BearOff(allowed, allHome, priority, farthest, onePiece, take);
	}

	/** The constraints of the reading, in the order its rules state them. */
	private List<org.rulebench.engine.parts.Constraint> constraints(Board board) {
		List<org.rulebench.engine.parts.Constraint> found = new ArrayList<>();
		Guards guards = new Guards(board);
		Points points = new Points(board);
		for (Map.Entry<String, Claim> e : claims.entrySet()) {
			if (e.getValue() instanceof Constraint c && !setsADimension(c)) {
				Act act = switch (c.getAct()) {
				case MoveAct m -> new Act.Move(m.getFrom() != null ? points.resolve(m.getFrom()) : m.isFromAny() ? -1 : 0,
						m.getOnto() != null ? points.resolve(m.getOnto()) : m.isOntoAny() ? -1 : 0);
				case EnterAct x -> new Act.Enter();
				case BearOffAct x -> new Act.BearOff();
				case LeaveRunAct r -> new Act.LeaveRun(r.getLength(), !r.isHeld());
				default -> throw new IllegalStateException("unknown act " + c.getAct().eClass().getName());
				};
				if (c.isMust() && act instanceof Act.LeaveRun) {
					throw new ReadingProblem("a side may be kept from leaving a run, not made to leave one: say `a side may not`",
							List.of(sayers.get(e.getKey())));
				}
				found.add(new org.rulebench.engine.parts.Constraint(((Rule) sayers.get(e.getKey())).getName(), act, c.isMust(),
						c.getWhen() == null ? null : guards.guard(c.getWhen()), c.getUnless() == null ? null : guards.guard(c.getUnless())));
			}
		}
		return found;
	}

	/*
	 * The patterns of parts that state a fixed dimension, compiled to the engine's dimension (its fast path) instead of
	 * a general constraint: the shorthand library (library/shorthand.reading) defines each sentence by one of them.
	 */

	/** `a side may not move a piece onto a point when [opposing] pieces on it >= N`: N, or 0 for another part. */
	private static int landingLimit(Constraint c, boolean opposing) {
		if (c.isMust() || c.getUnless() != null || !(c.getAct() instanceof MoveAct m) || m.getFrom() != null || m.isFromAny()
				|| !m.isOntoAny() || !(c.getWhen() instanceof Compare k) || !(k.getLeft() instanceof OnIt it)
				|| it.isOpposing() != opposing || k.getOp() != CompareOp.GE || !(k.getRight() instanceof Constant n)) {
			return 0;
		}
		return Math.max(0, n.getValue());
	}

	/** `a side must enter a piece`, with no guard: enter before any other move. */
	private static boolean mustEnter(Constraint c) {
		return c.isMust() && c.getAct() instanceof EnterAct && c.getWhen() == null && c.getUnless() == null;
	}

	private static boolean setsADimension(Constraint c) {
		boolean unguarded = !c.isMust() && c.getWhen() == null && c.getUnless() == null;
		return landingLimit(c, true) > 0 || landingLimit(c, false) > 0 || mustEnter(c)
				|| c.getAct() instanceof LeaveRunAct r && !r.isHeld() && unguarded
				|| c.getAct() instanceof BearOffAct && (unguarded
						|| !c.isMust() && c.getWhen() == null && c.getUnless() instanceof EveryPieceHome);
	}

	private Set<ExtraRoll> extraRolls() {
		Set<ExtraRoll> rolls = EnumSet.noneOf(ExtraRoll.class);
		if (claims.containsKey("another roll after doubles")) {
			rolls.add(ExtraRoll.DOUBLES);
		}
		if (claims.containsKey("acey-deucey")) {
			rolls.add(ExtraRoll.ACEY_DEUCEY);
		}
		return rolls;
	}

	private static RunToFront runToFront(RunToFrontClaim r) {
		int[] rolls = r.getRolls().stream().mapToInt(ReadingCompiler::key).toArray();
		int[] declared = { 0, 0 };
		for (int i = 0; i < Math.min(2, r.getDeclared().size()); i++) {
			declared[i] = key(r.getDeclared().get(i));
		}
		return new RunToFront(rolls, r.isDoubles(), declared);
	}

	private static int key(Roll roll) {
		return Math.min(roll.getLow(), roll.getHigh()) * 10 + Math.max(roll.getLow(), roll.getHigh());
	}

	private List<ScoringRule> scoring(Points points) {
		List<ScoringRule> rules = new ArrayList<>();
		Conditions conditions = new Conditions(points);
		for (Map.Entry<String, Claim> e : claims.entrySet()) {
			if (e.getValue() instanceof EventClaim ec && ec.getEvent() != null) {
				Event ev = ec.getEvent();
				boolean forced = ev.getWhen() instanceof LeavesPoint l && l.isForced();
				String on = ev.getWhen() instanceof LeavesPoint l ? l.getThrows() : null;
				rules.add(new ScoringRule(ev.getName(), conditions.trigger(ev.getWhen()), ev.isCounted() ? 0 : ev.getChips(),
						forced, on == null ? null : throwsCalled(on, sayers.get(e.getKey())), endingEvents().contains(ev.getName())));
			}
		}
		return rules;
	}

	/** The events whose scoring ends the game, as the end rule says. */
	private Set<String> endingEvents() {
		Set<String> names = new java.util.HashSet<>();
		if (claims.get("the end") instanceof EndClaim end) {
			for (EndKind k : end.getEnds()) {
				if (k instanceof EventEnds e && e.getEvent() != null) {
					names.add(e.getEvent().getName());
				}
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
		for (EndKind k : ((EndClaim) claims.get("the end")).getEnds()) {
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
		return ends;
	}

	private Victory victory() {
		if (claims.get("the winner") instanceof VictoryClaim v) {
			return v.isChips() ? Victory.MOST_CHIPS : v.isBorneOff() ? Victory.MOST_BORNE_OFF : Victory.FIRST_TO_FINISH;
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
		boolean cube = claims.get("the doubling cube") instanceof CubeClaim c && c.isUsed();
		return new Stakes(single, gammon, backgammon, cube);
	}

	private FirstTurn firstTurn() {
		if (claims.get("the first turn") instanceof FirstTurnClaim f) {
			return f.isOpeningRoll() ? FirstTurn.OPENING_ROLL : f.isFirstSide() ? FirstTurn.FIRST_SIDE : FirstTurn.COIN;
		}
		return FirstTurn.COIN;
	}
}
