package org.rulebench.engine.measures;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.game.Variant;
import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;

/**
 * How much skill decides a game: a skilled player against weaker ones, each seated first in half the games and second
 * in the other half on the same seeds (the same dice or shuffles), so neither seat nor luck favours it. A game in
 * which the skilled player barely wins more than half is a game of chance.
 */
public final class SkillGradient {
	private final Variant rules;
	private String skilled;
	private final List<String> opponents = new ArrayList<>();
	private int games = 1000;
	private long seed = 1;
	private int turnCap = 2000;
	private int threads = Runtime.getRuntime().availableProcessors();
	private Progress progress = Progress.NONE;

	/** The skilled player's share of decided games against one opponent, with its 95% Wilson interval. */
	public record Match(String skilled, String opponent, int games, int wins, int decided, Interval winRate) {
	}

	public SkillGradient(Variant rules) {
		this.rules = Objects.requireNonNull(rules);
	}

	public SkillGradient skilled(String player) { skilled = player; return this; }

	public SkillGradient against(String player) { opponents.add(player); return this; }

	/** Games against each opponent, half of them seated first (an odd number is rounded up). */
	public SkillGradient games(int n) { games = n; return this; }

	public SkillGradient seed(long s) { seed = s; return this; }

	public SkillGradient turnCap(int n) { turnCap = n; return this; }

	public SkillGradient threads(int n) { threads = n; return this; }

	/** Told the games played so far, over all opponents; asked between games whether to stop (a CancellationException). */
	public SkillGradient progress(Progress p) { progress = Objects.requireNonNull(p); return this; }

	public List<Match> call() {
		if (skilled == null || opponents.isEmpty()) {
			throw new IllegalStateException("a skill gradient needs a skilled player and at least one opponent");
		}
		int half = (games + 1) / 2;
		progress.begin(skilled + " against " + String.join(", ", opponents), 2L * half * opponents.size());
		List<Match> matches = new ArrayList<>();
		int[] played = { 0 };
		for (String opponent : opponents) {
			Statistics first = play(skilled, opponent, half, played);
			Statistics second = play(opponent, skilled, half, played);
			int wins = first.wins(0) + second.wins(1);
			int decided = first.finished() - first.draws() + second.finished() - second.draws();
			matches.add(new Match(skilled, opponent, 2 * half, wins, decided, Interval.wilson(wins, decided)));
		}
		return matches;
	}

	private Statistics play(String a, String b, int n, int[] played) {
		int before = played[0];
		Statistics s = new Simulation(rules).games(n).seed(seed).players(a, b).turnCap(turnCap).threads(threads)
				.progress(progress.after(before)).call();
		played[0] += n;
		return s;
	}
}
