package org.rulebench.reading.tests;

import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.Player;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * Games played from a position built in the test, by players whose choice the test fixes. Dice are the game's
 * own (a game is a pure function of its seed), so a wanted roll is found by trying seeds 1, 2, … in turn.
 */
public final class Scripted {
	private Scripted() {
	}

	/** Chooses a play by looking at the position before it and the legal plays. */
	@FunctionalInterface
	public interface Choice {
		int choose(Position position, PlayList plays);
	}

	public static Player player(String name, Choice choice) {
		return new Player() {
			@Override
			public String name() {
				return name;
			}

			@Override
			public int choose(Position position, PlayList plays, Rng rng) {
				return choice.choose(position, plays);
			}
		};
	}

	/** Always the first legal play. */
	public static Player first() {
		return player("first", (p, plays) -> 0);
	}

	/** The first play after which the mover's standing satisfies the test; the first play if none does. */
	public static Player reaching(Predicate<Position> wanted) {
		return player("reaching", (p, plays) -> {
			for (int i = 0; i < plays.size(); i++) {
				Position after = p.copy();
				plays.apply(after, i);
				if (wanted.test(after)) {
					return i;
				}
			}
			return 0;
		});
	}

	/** A play with the fewest of the named step event (the best a side can do against a penalty). */
	public static Player fewest(String event) {
		return player("fewest " + event, (p, plays) -> {
			int r = Plays.stepEvent(new PlayGenerator(p.rules()), event);
			int best = 0;
			for (int i = 1; i < plays.size(); i++) {
				if (plays.events(i, r) < plays.events(best, r)) {
					best = i;
				}
			}
			return best;
		});
	}

	/** A roll of these dice in any order. */
	public static Predicate<int[]> roll(int... dice) {
		int[] want = dice.clone();
		Arrays.sort(want);
		return r -> {
			int[] got = r.clone();
			Arrays.sort(got);
			return Arrays.equals(want, got);
		};
	}

	/**
	 * A recording game whose position {@code setup} has arranged (pieces and side to move) and whose first turn
	 * has been played with a roll {@code wanted} accepts: the first such seed from 1 up.
	 */
	public static Game oneTurn(RuleSet rules, Consumer<Position> setup, Predicate<int[]> wanted, Player first,
			Player second) {
		PlayGenerator generator = new PlayGenerator(rules);
		for (long seed = 1; seed <= 10_000; seed++) {
			Game game = arranged(rules, generator, setup, first, second, seed);
			game.turn();
			if (wanted.test(game.turns().get(0).roll())) {
				return game;
			}
		}
		throw new IllegalStateException("no seed up to 10000 rolls as wanted");
	}

	/** A recording game with the seed, its start replaced by the position {@code setup} arranges. */
	public static Game arranged(RuleSet rules, PlayGenerator generator, Consumer<Position> setup, Player first,
			Player second, long seed) {
		Game game = new Game(rules, generator, first, second, seed, true);
		Position p = game.position();
		for (int side = 0; side < 2; side++) {
			for (int slot = 0; slot < p.trackTables().slots; slot++) {
				p.place(side, slot, 0);
			}
		}
		setup.accept(p);
		return game;
	}
}
