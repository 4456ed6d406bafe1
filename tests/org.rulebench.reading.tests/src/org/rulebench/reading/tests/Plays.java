package org.rulebench.reading.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * The legal plays of a roll read as text, so that a test can state the exact set of results the rules allow.
 * A side's standing is written on its own numbering, highest point first, as {@link Position#toString} does:
 * {@code "2@6 1@3 bar 1 off 12"}.
 */
public final class Plays {
	private Plays() {
	}

	/** Every distinct legal result of the roll for the side to move (a fresh generator each call). */
	public static PlayList generate(Position position, int... roll) {
		return new PlayGenerator(position.rules()).generate(position, roll);
	}

	/** The position after each legal play. */
	public static List<Position> after(Position position, int... roll) {
		PlayList plays = generate(position, roll);
		List<Position> out = new ArrayList<>();
		for (int i = 0; i < plays.size(); i++) {
			Position p = position.copy();
			plays.apply(p, i);
			out.add(p);
		}
		return out;
	}

	/** The mover's standing after each legal play. */
	public static Set<String> results(Position position, int... roll) {
		Set<String> out = new TreeSet<>();
		int mover = position.sideToMove();
		for (Position p : after(position, roll)) {
			out.add(side(p, mover));
		}
		return out;
	}

	/** Both sides' standing after each legal play: {@code "mover | opponent"}. */
	public static Set<String> bothSides(Position position, int... roll) {
		Set<String> out = new TreeSet<>();
		int mover = position.sideToMove();
		for (Position p : after(position, roll)) {
			out.add(side(p, mover) + " | " + side(p, 1 - mover));
		}
		return out;
	}

	/** Each legal play in notation, its steps in the order the generator found them. */
	public static Set<String> notations(Position position, int... roll) {
		PlayList plays = generate(position, roll);
		Set<String> out = new TreeSet<>();
		for (int i = 0; i < plays.size(); i++) {
			out.add(plays.notation(i, position.points()));
		}
		return out;
	}

	/** One side's standing on its own numbering: points (highest first), bar, waiting, off, lost, taken. */
	public static String side(Position p, int side) {
		StringBuilder s = new StringBuilder();
		for (int i = p.points(); i >= 1; i--) {
			if (p.count(side, i) > 0) {
				s.append(' ').append(p.count(side, i)).append('@').append(i);
			}
		}
		append(s, "bar", p.onBar(side));
		append(s, "waiting", p.waiting(side));
		append(s, "off", p.borneOff(side));
		append(s, "lost", p.lost(side));
		append(s, "taken", p.taken(side));
		return s.toString().trim();
	}

	private static void append(StringBuilder s, String label, int n) {
		if (n > 0) {
			s.append(' ').append(label).append(' ').append(n);
		}
	}

	/** The index, among the generator's step-scoring rules ({@link PlayList#events}), of the named event. */
	public static int stepEvent(PlayGenerator generator, String event) {
		RuleSet rules = generator.rules();
		int[] indices = generator.stepRuleIndices();
		for (int r = 0; r < indices.length; r++) {
			if (rules.scoring().get(indices[r]).event().equals(event)) {
				return r;
			}
		}
		throw new IllegalArgumentException(rules.name() + " has no step event " + event);
	}

	/** The index of the named event in {@link RuleSet#scoring()} (as {@code GameResult.events()} uses). */
	public static int scoringRule(RuleSet rules, String event) {
		for (int i = 0; i < rules.scoring().size(); i++) {
			if (rules.scoring().get(i).event().equals(event)) {
				return i;
			}
		}
		throw new IllegalArgumentException(rules.name() + " has no scoring event " + event);
	}
}
