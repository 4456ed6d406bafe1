package org.rulebench.engine.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

import org.rulebench.engine.parts.Act;
import org.rulebench.engine.parts.Constraint;
import org.rulebench.engine.parts.TurnSoFar;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.play.Step;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.ExtraRoll;
import org.rulebench.engine.rules.FirstTurn;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.rules.ThrowRule;
import org.rulebench.engine.rules.Victory;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.TurnTrigger;

/**
 * One game, a pure function of the rules, the seed and the players: dice come from their own stream, each player
 * from its own, so two readings compared on the same seed see the same dice. Step by step with {@link #turn()}
 * (the workbench replays games this way) or to the end with {@link #playOut(int)}.
 */
public final class Game {
	/**
	 * What every game of a rule set looks up, worked out once: the simulator starts thousands of games a second.
	 * Weak keys: the workbench compiles a new rule set at every save.
	 */
	private static final Map<RuleSet, Tables> TABLES = Collections.synchronizedMap(new WeakHashMap<>());

	private record Tables(int[] stepRules, int[] turnRules, boolean needsEveryPlay) {
		Tables(RuleSet rules, int[] stepRules) {
			this(stepRules, rules.scoring().stream().filter(r -> r.trigger() instanceof TurnTrigger)
					.mapToInt(r -> rules.scoring().indexOf(r)).toArray(),
					rules.scoring().stream().anyMatch(ScoringRule::forced));
		}
	}

	private final RuleSet rules;
	private final PlayGenerator generator;
	private final Player[] players;
	private final Rng dice;
	private final Rng[] choice;
	private final Position position;
	private final Position turnStart;
	private final int[] stepRules;
	private final int[] turnRules;
	/** A forced event is judged on every play of the roll, so a uniform player cannot just sample one. */
	private final boolean needsEveryPlay;
	private final int[][] events;
	private final int[] hits = new int[2];
	private final Ending ending;
	private final int[] thrown;
	private final int faces;
	private final boolean extraOnDoubles;
	private final boolean extraOnAceyDeucey;
	/** The rules have throws beyond the fixed dimensions that earn another roll. */
	private final boolean throwRules;
	/** Constraints on offering the cube. */
	private final Constraint[] cubeRules;
	private final List<Turn> record;
	private int turns;
	private int starter;
	private int cube = 1;
	private int cubeOwner = -1;
	private GameResult result;
	/** A side scored an event that ends the game, this turn. */
	private final boolean[] endingEvent = new boolean[2];
	private int[] openingRoll;
	/** Some throw rule plays a run of higher doubles after a double. */
	private final boolean runs;
	/** The next double of a run the side is playing (its turn goes on), or null. */
	private int[] runRoll;
	/** The rule of that run. */
	private ThrowRule runRule;
	/** Dice of {@link #runRoll} left by the side that could not play them, 0 for the whole double. */
	private int restDice;
	/** {@link #runRoll} is played by the side that did not throw the run (what it could not play of it). */
	private boolean restByOther;

	/**
	 * @param generator a generator for these rules, reused across games of one thread
	 * @param record    keep every turn (for replay); off for simulation
	 */
	public Game(RuleSet rules, PlayGenerator generator, Player first, Player second, long seed, boolean record) {
		if (generator.rules() != rules) {
			throw new IllegalArgumentException("the play generator is for " + generator.rules().name() + ", not " + rules.name());
		}
		this.rules = rules;
		this.generator = generator;
		this.players = new Player[] { first, second };
		this.dice = new Rng(Rng.derive(seed, 0));
		this.choice = new Rng[] { new Rng(Rng.derive(seed, 1)), new Rng(Rng.derive(seed, 2)) };
		Tables tables = TABLES.computeIfAbsent(rules, r -> new Tables(r, generator.stepRuleIndices()));
		this.stepRules = tables.stepRules;
		this.turnRules = tables.turnRules;
		this.needsEveryPlay = tables.needsEveryPlay;
		this.events = new int[rules.scoring().size()][2];
		this.ending = new Ending(generator);
		this.thrown = new int[rules.dice().count()];
		this.faces = rules.dice().faces();
		this.extraOnDoubles = rules.extraRolls().contains(ExtraRoll.DOUBLES);
		this.extraOnAceyDeucey = rules.extraRolls().contains(ExtraRoll.ACEY_DEUCEY);
		this.throwRules = !rules.throwRules().isEmpty();
		this.runs = rules.throwRules().stream().anyMatch(t -> t.effect().playsARun());
		this.cubeRules = rules.constraints().stream().filter(c -> c.act() instanceof Act.OfferDouble && !c.must())
				.toArray(Constraint[]::new);
		this.record = record ? new ArrayList<>() : null;
		this.starter = firstSide(seed);
		this.position = Position.start(rules, starter);
		this.turnStart = position.copy();
	}

	public static GameResult play(RuleSet rules, long seed, Player first, Player second, int turnCap) {
		return new Game(rules, new PlayGenerator(rules), first, second, seed, false).playOut(turnCap);
	}

	private int firstSide(long seed) {
		FirstTurn how = rules.firstTurn();
		if (how == FirstTurn.FIRST_SIDE) {
			return 0;
		}
		if (how == FirstTurn.COIN || rules.dice().count() != 2) {
			// a stream of its own: readings that differ only here still see the same dice
			return new Rng(Rng.derive(seed, 3)).nextInt(2);
		}
		int a;
		int b;
		do {
			a = dice.die(rules.dice().faces());
			b = dice.die(rules.dice().faces());
		} while (a == b);
		openingRoll = new int[] { a, b };
		return a > b ? 0 : 1;
	}

	public Position position() {
		return position;
	}

	public boolean over() {
		return result != null;
	}

	/** The turns so far, when recording. */
	public List<Turn> turns() {
		return record == null ? List.of() : List.copyOf(record);
	}

	/** Plays until the game ends or {@code turnCap} turns have been played; an unfinished game is reported as such. */
	public GameResult playOut(int turnCap) {
		while (result == null && turns < turnCap) {
			turn();
		}
		if (result == null) {
			result = new GameResult(-1, WinKind.UNFINISHED, 0, turns, chips(), eventsCopy(), hits.clone(), starter);
		}
		return result;
	}

	/** Plays one turn: the cube, the roll, the chosen play, its events, the end. */
	public void turn() {
		if (result != null) {
			return;
		}
		int side = position.sideToMove();
		boolean inRun = runRoll != null;
		if (!inRun && rules.stakes().cube() && mayOffer(side) && offerCube(side)) {
			return;
		}
		int[] roll = inRun ? runRoll : roll();
		int restOf = inRun ? restDice : 0; // dice of the double left by the other side, 0 for a whole double
		boolean byOther = inRun && restByOther; // the side plays the rest of the other side's run
		runRoll = null;
		restDice = 0;
		restByOther = false;
		turns += inRun ? 0 : 1; // the doubles of a run are one turn
		ThrowRule run = inRun ? runRule : runs ? rules.throwRule(roll, position, side,
				TurnSoFar.atStart(roll, position.turnsPlayed(side) == 0), ThrowRule.RUNS) : null;
		PlayList plays;
		int chosen;
		if (restOf > 0) {
			plays = generator.generateDice(position, roll[0], restOf);
			chosen = players[side].choose(position, plays, choice[side]);
		} else if (!needsEveryPlay && players[side].choosesUniformly() && generator.canSample(roll)) {
			plays = generator.sample(position, choice[side], roll); // the one play, drawn as choose would
			chosen = 0;
		} else {
			plays = generator.generate(position, roll);
			chosen = players[side].choose(position, plays, choice[side]);
		}
		if (turnRules.length > 0) {
			turnStart.copyFrom(position);
		}
		boolean againByRule = !inRun && throwRules && rules.rollsAgainByRule(roll, position, side,
				TurnSoFar.atStart(roll, position.turnsPlayed(side) == 0)); // an effect's condition reads the turn's start
		String notation = record == null ? null : plays.notation(chosen, rules.points());
		plays.apply(position, chosen);
		int steps = plays.stepCount(chosen);
		boolean stuck = steps < (restOf > 0 ? restOf : rules.dice().doublesTwice() ? 4 : 2);
		// a run of doubles: the next double is played in the same turn, by the same side, after this one
		runRoll = run == null ? null : run.nextOfRun(roll, faces, stuck);
		boolean passesRest = run != null && run.effect().restToOpponent() && stuck && !byOther && roll[0] == roll[1];
		if (passesRest) { // Gul bara: the opponent plays the dice left of this double, then each higher double
			runRoll = new int[] { roll[0], roll[0] };
			restDice = (rules.dice().doublesTwice() ? 4 : 2) - steps;
		}
		restByOther = runRoll != null && (byOther || passesRest);
		runRule = runRoll == null ? null : run;
		if ((runRoll == null || passesRest) && !byOther) {
			position.endTurn(side); // the rest the other side plays is no turn of its own
		}
		for (int k = 0; k < steps; k++) {
			if (Step.hit(plays.step(chosen, k))) {
				hits[side]++;
			}
		}
		for (int r = 0; r < stepRules.length; r++) {
			ScoringRule rule = rules.scoring().get(stepRules[r]);
			int k = r;
			score(side, stepRules[r], !rule.forced() && rule.on() == null ? plays.events(chosen, r)
					: rule.times(roll, chosen, i -> plays.events(i, k), plays.size()));
		}
		if (steps > 0) {
			for (int rule : turnRules) {
				ScoringRule r = rules.scoring().get(rule);
				if (r.firesOn(roll) && ((TurnTrigger) r.trigger()).fires(turnStart, position, side)) {
					score(side, rule, 1);
				}
			}
		}
		if (record != null) {
			record.add(new Turn(side, roll.clone(), notation, position.copy()));
		}
		result = end(side);
		if (result == null && (passesRest || runRoll == null && !byOther && !rollsAgain(roll, plays, againByRule))) {
			position.setSideToMove(1 - side); // after the rest of a run the side that played it has its own turn
		}
	}

	private int[] roll() {
		if (openingRoll != null) {
			int[] r = openingRoll;
			openingRoll = null;
			return r;
		}
		for (int i = 0; i < thrown.length; i++) {
			thrown[i] = dice.die(faces);
		}
		return thrown;
	}

	private boolean rollsAgain(int[] roll, PlayList plays, boolean byRule) {
		if (plays.isRunToFront()) {
			return true;
		}
		boolean doubles = roll.length == 2 && roll[0] == roll[1];
		return doubles && extraOnDoubles || extraOnAceyDeucey && ExtraRoll.isAceyDeucey(roll)
				|| byRule;
	}

	private void score(int side, int rule, int times) {
		if (times == 0) {
			return;
		}
		ScoringRule r = rules.scoring().get(rule);
		for (int i = 0; i < times; i++) {
			position.fire(side, rule);
		}
		position.addChips(side, r.chips() * times);
		events[rule][side] += times;
		if (r.endsGame()) {
			endingEvent[side] = true;
		}
	}

	/** No constraint keeps the side from offering a double now (`a side may not offer to double the stakes when ...`). */
	private boolean mayOffer(int side) {
		for (Constraint c : cubeRules) {
			if (c.binds(position, side, TurnSoFar.NONE)) {
				return false;
			}
		}
		return true;
	}

	/** The cube: true if a double was declined and the game is over. */
	private boolean offerCube(int side) {
		if (cubeOwner == 1 - side || !players[side].offersDouble(position, cube)) {
			return false;
		}
		if (!players[1 - side].takesDouble(position, cube)) {
			result = new GameResult(side, WinKind.DROP, cube * rules.stakes().single(), turns, chips(), eventsCopy(),
					hits.clone(), starter);
			return true;
		}
		cube *= 2;
		cubeOwner = 1 - side;
		return false;
	}

	private int[][] eventsCopy() {
		int[][] copy = new int[events.length][];
		for (int i = 0; i < events.length; i++) {
			copy[i] = events[i].clone();
		}
		return copy;
	}

	private int[] chips() {
		return new int[] { position.chips(0), position.chips(1) };
	}

	private GameResult end(int mover) {
		int eventFinisher = endingEvent[mover] ? mover : endingEvent[1 - mover] ? 1 - mover : -1;
		int judged = ending.judge(position, mover, eventFinisher);
		return judged == Ending.GOES_ON ? null : outcome(judged);
	}

	private GameResult outcome(int judged) {
		if (judged == Ending.DRAWN) {
			return done(-1, WinKind.DRAW, 0);
		}
		if (rules.victory() == Victory.FIRST_TO_FINISH) {
			if (judged < 0) {
				return done(-1, WinKind.DRAW, 0);
			}
			WinKind kind = ending.winKind(position, judged);
			return done(judged, kind, ending.value(position, judged, kind) * cube);
		}
		int a = ending.count(position, 0);
		int b = ending.count(position, 1);
		if (a == b) {
			return done(-1, WinKind.DRAW, 0);
		}
		return done(a > b ? 0 : 1, WinKind.COUNT, Math.abs(a - b));
	}

	private GameResult done(int winner, WinKind kind, int points) {
		return new GameResult(winner, kind, points, turns, chips(), eventsCopy(), hits.clone(), starter);
	}

	/**
	 * One recorded turn: who rolled what, the play in notation, and the position after it.
	 */
	public record Turn(int side, int[] roll, String play, Position after) {
	}
}
