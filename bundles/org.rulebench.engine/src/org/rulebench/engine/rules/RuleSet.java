package org.rulebench.engine.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.rulebench.engine.parts.Act;
import org.rulebench.engine.parts.Constraint;
import org.rulebench.engine.parts.TurnSoFar;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.scoring.Quantity;
import org.rulebench.engine.scoring.ScoringRule;

/**
 * Everything that decides how a race game is played: an immutable value, checked when built. A combination no game
 * can be played under is refused with a {@link RuleClash} naming the rules that clash.
 */
public final class RuleSet {
	private final String name;
	private final Board board;
	private final int pieces;
	private final List<Layout> start;
	private final Dice dice;
	private final Occupancy occupancy;
	private final ReEntry reEntry;
	private final BearOff bearOff;
	private final int primeLimit;
	private final Set<ExtraRoll> extraRolls;
	private final RunToFront runToFront;
	private final List<ScoringRule> scoring;
	private final Stakes stakes;
	private final Set<EndCondition> ends;
	private final Victory victory;
	private final FirstTurn firstTurn;
	private final List<Constraint> constraints;
	private final List<ThrowRule> throwRules;
	private final List<EndRule> endRules;
	private final List<StakeRule> stakeRules;
	private final Quantity winnerBy;
	private final List<Act> permissions;
	private final List<EffectRule> effectRules;

	private RuleSet(Builder b) {
		name = b.name;
		board = b.board;
		pieces = b.pieces;
		start = List.of(b.start0, b.start1 == null ? b.start0 : b.start1);
		dice = b.dice;
		occupancy = b.occupancy;
		reEntry = b.reEntry;
		bearOff = b.bearOff;
		primeLimit = b.primeLimit;
		extraRolls = Set.copyOf(b.extraRolls);
		runToFront = b.runToFront;
		scoring = List.copyOf(b.scoring);
		stakes = b.stakes;
		ends = Set.copyOf(b.ends);
		victory = b.victory;
		firstTurn = b.firstTurn;
		constraints = List.copyOf(b.constraints);
		throwRules = List.copyOf(b.throwRules);
		endRules = List.copyOf(b.endRules);
		stakeRules = List.copyOf(b.stakeRules);
		winnerBy = b.winnerBy;
		permissions = List.copyOf(b.permissions);
		effectRules = List.copyOf(b.effectRules);
		List<String> clashes = new Clashes(this).find();
		if (!clashes.isEmpty()) {
			throw new RuleClash(clashes);
		}
	}

	public static Builder builder(String name) {
		return new Builder(name);
	}

	/** A builder holding this rule set's choices, to state only what a variant changes. */
	public Builder toBuilder(String newName) {
		Builder b = new Builder(newName);
		b.board = board;
		b.pieces = pieces;
		b.start0 = start.get(0);
		b.start1 = start.get(1);
		b.dice = dice;
		b.occupancy = occupancy;
		b.reEntry = reEntry;
		b.bearOff = bearOff;
		b.primeLimit = primeLimit;
		b.extraRolls = extraRolls.isEmpty() ? EnumSet.noneOf(ExtraRoll.class) : EnumSet.copyOf(extraRolls);
		b.runToFront = runToFront;
		b.scoring = new ArrayList<>(scoring);
		b.stakes = stakes;
		b.ends = ends.isEmpty() ? EnumSet.noneOf(EndCondition.class) : EnumSet.copyOf(ends);
		b.victory = victory;
		b.firstTurn = firstTurn;
		b.constraints = new ArrayList<>(constraints);
		b.throwRules = new ArrayList<>(throwRules);
		b.endRules = new ArrayList<>(endRules);
		b.stakeRules = new ArrayList<>(stakeRules);
		b.winnerBy = winnerBy;
		b.permissions = new ArrayList<>(permissions);
		b.effectRules = new ArrayList<>(effectRules);
		return b;
	}

	public String name() { return name; }
	public Board board() { return board; }
	public int points() { return board.points(); }
	public int pieces() { return pieces; }
	public Layout start(int side) { return start.get(side); }
	public Dice dice() { return dice; }
	public Occupancy occupancy() { return occupancy; }
	public ReEntry reEntry() { return reEntry; }
	public BearOff bearOff() { return bearOff; }
	/** Length of a run of made points a play may not leave standing (本双六: 6); 0 when primes are allowed. */
	public int primeLimit() { return primeLimit; }
	public Set<ExtraRoll> extraRolls() { return extraRolls; }
	public RunToFront runToFront() { return runToFront; }
	public List<ScoringRule> scoring() { return scoring; }
	public Stakes stakes() { return stakes; }
	public Set<EndCondition> ends() { return ends; }
	public Victory victory() { return victory; }
	public FirstTurn firstTurn() { return firstTurn; }
	/** What a side may not or must do beyond the fixed dimensions, in the order the reading states it. */
	public List<Constraint> constraints() { return constraints; }
	/** What throws do beyond {@link Dice#doublesTwice} and {@link #extraRolls()}. */
	public List<ThrowRule> throwRules() { return throwRules; }
	/** Ends stated as conditions, beyond {@link #ends()}. */
	public List<EndRule> endRules() { return endRules; }
	/** What a win counts, stated as conditions: when present, in place of {@link Stakes}' single, gammon and backgammon. */
	public List<StakeRule> stakeRules() { return stakeRules; }
	/** With {@link Victory#MOST_OF}: the count whose larger value wins. */
	public Quantity winnerBy() { return winnerBy; }
	/** Acts a side may do that no fixed dimension allows (bearing off with a die smaller than the piece's point). */
	public List<Act> permissions() { return permissions; }
	/** Fates, pieces moving on and the rearmost piece's jump that hold only under a condition, in the reading's order. */
	public List<EffectRule> effectRules() { return effectRules; }

	/** Whether a throw rule ({@link #throwRules()}) gives the side another roll after this throw, judged at the start of the turn. */
	public boolean rollsAgainByRule(int[] roll, Position position, int side, TurnSoFar turn) {
		return throwDoes(roll, ThrowRule.Effect.ROLLS_AGAIN, position, side, turn);
	}

	/**
	 * Whether a throw rule names this throw for the effect, whatever its condition: the effect may hold this turn.
	 */
	public boolean throwDoes(int[] roll, ThrowRule.Effect effect) {
		for (ThrowRule r : throwRules) {
			if (r.effect() == effect && r.on().contains(roll)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a throw rule gives the throw the effect now: it names the throw and its condition holds for the side
	 * at the start of its turn.
	 */
	public boolean throwDoes(int[] roll, ThrowRule.Effect effect, Position position, int side, TurnSoFar turn) {
		return throwRule(roll, position, side, turn, effect) != null;
	}

	/** The first throw rule of one of the effects that holds now (see {@link #throwDoes(int[], ThrowRule.Effect, Position, int, TurnSoFar)}); null if none. */
	public ThrowRule throwRule(int[] roll, Position position, int side, TurnSoFar turn, ThrowRule.Effect... effects) {
		for (ThrowRule r : throwRules) {
			for (ThrowRule.Effect effect : effects) {
				if (r.effect() == effect && r.on().contains(roll) && r.when().holds(position, side, turn)) {
					return r;
				}
			}
		}
		return null;
	}

	/** Whether positions of this game can be written as GNU Backgammon Position IDs. */
	public boolean backgammonShaped() {
		return board.points() == 24 && board.travel() == Travel.OPPOSITE && !board.circuit() && pieces <= 15;
	}

	@Override
	public String toString() {
		return "RuleSet[" + name + "]";
	}

	/** Collects the choices of a rule set; backgammon's unless told otherwise. */
	public static final class Builder {
		private String name;
		private Board board = Board.TABLES;
		private int pieces = 15;
		private Layout start0 = Layout.of(24, 24, 2, 13, 5, 8, 3, 6, 5);
		private Layout start1;
		private Dice dice = Dice.BACKGAMMON;
		private Occupancy occupancy = Occupancy.BACKGAMMON;
		private ReEntry reEntry = ReEntry.BACKGAMMON;
		private BearOff bearOff = BearOff.BACKGAMMON;
		private int primeLimit;
		private Set<ExtraRoll> extraRolls = EnumSet.noneOf(ExtraRoll.class);
		private RunToFront runToFront = RunToFront.NONE;
		private List<ScoringRule> scoring = new ArrayList<>();
		private Stakes stakes = Stakes.BACKGAMMON;
		private Set<EndCondition> ends = EnumSet.of(EndCondition.ALL_BORNE_OFF);
		private Victory victory = Victory.FIRST_TO_FINISH;
		private FirstTurn firstTurn = FirstTurn.OPENING_ROLL;
		private List<Constraint> constraints = new ArrayList<>();
		private List<ThrowRule> throwRules = new ArrayList<>();
		private List<EndRule> endRules = new ArrayList<>();
		private List<StakeRule> stakeRules = new ArrayList<>();
		private Quantity winnerBy;
		private List<Act> permissions = new ArrayList<>();
		private List<EffectRule> effectRules = new ArrayList<>();

		private Builder(String name) {
			this.name = Objects.requireNonNull(name, "name");
		}

		public Builder board(Board value) { board = Objects.requireNonNull(value); return this; }
		public Builder pieces(int value) { pieces = value; return this; }
		/** The same start for both sides, each on its own numbering. */
		public Builder start(Layout value) { start0 = Objects.requireNonNull(value); start1 = null; return this; }
		public Builder start(Layout first, Layout second) { start0 = first; start1 = second; return this; }
		public Builder dice(Dice value) { dice = Objects.requireNonNull(value); return this; }
		public Builder occupancy(Occupancy value) { occupancy = Objects.requireNonNull(value); return this; }
		public Builder reEntry(ReEntry value) { reEntry = Objects.requireNonNull(value); return this; }
		public Builder bearOff(BearOff value) { bearOff = Objects.requireNonNull(value); return this; }
		public Builder primeLimit(int value) { primeLimit = value; return this; }
		public Builder extraRolls(Set<ExtraRoll> value) { extraRolls = EnumSet.noneOf(ExtraRoll.class); extraRolls.addAll(value); return this; }
		public Builder runToFront(RunToFront value) { runToFront = Objects.requireNonNull(value); return this; }
		public Builder scoring(List<ScoringRule> value) { scoring = new ArrayList<>(value); return this; }
		public Builder score(ScoringRule value) { scoring.add(value); return this; }
		public Builder stakes(Stakes value) { stakes = Objects.requireNonNull(value); return this; }
		public Builder ends(Set<EndCondition> value) { ends = EnumSet.noneOf(EndCondition.class); ends.addAll(value); return this; }
		public Builder victory(Victory value) { victory = Objects.requireNonNull(value); return this; }
		public Builder firstTurn(FirstTurn value) { firstTurn = Objects.requireNonNull(value); return this; }
		public Builder constraint(Constraint value) { constraints.add(Objects.requireNonNull(value)); return this; }
		public Builder constraints(List<Constraint> value) { constraints = new ArrayList<>(value); return this; }
		public Builder throwRule(ThrowRule value) { throwRules.add(Objects.requireNonNull(value)); return this; }
		public Builder throwRules(List<ThrowRule> value) { throwRules = new ArrayList<>(value); return this; }
		public Builder endRule(EndRule value) { endRules.add(Objects.requireNonNull(value)); return this; }
		public Builder endRules(List<EndRule> value) { endRules = new ArrayList<>(value); return this; }
		public Builder permissions(List<Act> value) { permissions = new ArrayList<>(value); return this; }
		public Builder effectRule(EffectRule value) { effectRules.add(Objects.requireNonNull(value)); return this; }
		public Builder effectRules(List<EffectRule> value) { effectRules = new ArrayList<>(value); return this; }
		public Builder stakeRules(List<StakeRule> value) { stakeRules = new ArrayList<>(value); return this; }
		/** The winner is the side with more of the count ({@link Victory#MOST_OF}). */
		public Builder winnerBy(Quantity value) { winnerBy = Objects.requireNonNull(value); victory = Victory.MOST_OF; return this; }

		/** @throws RuleClash when the choices cannot make a game */
		public RuleSet build() {
			return new RuleSet(this);
		}
	}
}
