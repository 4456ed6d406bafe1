package org.rulebench.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.game.Table;

/**
 * The CPU time of one thread for Pok Deng's simulated rounds and exact edge, per banker's drawing rule: what
 * {@link CardRoundBenchmark} measures, as the figure a loaded host moves least, for A/B runs of two engine builds in
 * the same minute (docs/performance.md). {@code java -cp benchmarks.jar org.rulebench.benchmarks.CardCpuTime [ROUNDS [EDGES]]}
 */
public final class CardCpuTime {
	private CardCpuTime() {
	}

	public static void main(String[] args) {
		int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
		int edges = args.length > 1 ? Integer.parseInt(args[1]) : 5;
		ThreadMXBean mx = ManagementFactory.getThreadMXBean();
		for (String banker : List.of("AS_A_PLAYER", "CHOICE", "ZERO_TO_THREE", "IN_PARTS")) {
			CardVariant variant = new CardVariant(rules(banker));
			Table table = variant.seat("random", "random");
			long points = 0;
			for (int i = 0; i < rounds / 10; i++) {
				points += table.play(i, 10).points(); // warm-up
			}
			long t0 = mx.getCurrentThreadCpuTime();
			for (int i = 0; i < rounds; i++) {
				points += table.play(1_000_000L + i, 10).points();
			}
			long t1 = mx.getCurrentThreadCpuTime();
			Enumeration enumeration = variant.enumeration();
			double edge = enumeration.edge(DrawPolicy.RANDOM, DrawPolicy.RANDOM).value(); // warm-up
			long t2 = mx.getCurrentThreadCpuTime();
			for (int i = 0; i < edges; i++) {
				edge = enumeration.edge(DrawPolicy.RANDOM, DrawPolicy.RANDOM).value();
			}
			long t3 = mx.getCurrentThreadCpuTime();
			System.out.printf("%-14s round %6.0f ns  exact edge %6.0f ms (edge %.6f, points %d)%n", banker,
					(t1 - t0) / (double) rounds, (t3 - t2) / 1e6 / edges, edge, points);
		}
	}

	/**
	 * Pok Deng as the example readings state it, equal hands tying and the winner's deng paid, the banker drawing as a
	 * player must ({@code AS_A_PLAYER}, pok-deng.reading), at will ({@code CHOICE}), or on 0 to 3 whatever its deng
	 * ({@code ZERO_TO_THREE}, banker.reading: a rule of the open language); or {@code IN_PARTS}, the first with its hands
	 * as conditions ({@link CardRules#handsInParts()}: the hands a reading's `hands rank, best first: ...` compiles to),
	 * which plays every round and edge as it.
	 */
	static CardRules rules(String banker) {
		return switch (banker) {
		case "IN_PARTS" -> {
			CardRules r = rules("AS_A_PLAYER");
			yield CardRules.ranked(r.name(), r.handsInParts(), r.player(), r.banker(), r.thirdCardShown(), r.equal(), r.payment(),
					r.decks(), r.wagers());
		}
		case "CHOICE" -> ExampleGames.cards("pokdeng.seed", "banker=choice", "equal=tie", "paying=winner", "draw=from_one",
				"deng=five");
		case "ZERO_TO_THREE" -> ExampleGames.cards("pokdeng.banker", "banker=zero_to_three", "equal=tie", "paying=winner",
				"draw=from_one", "deng=five");
		default -> ExampleGames.cards("pokdeng.seed", "banker=as_player", "equal=tie", "paying=winner", "draw=from_one",
				"deng=five");
		};
	}
}
