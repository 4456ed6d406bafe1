package org.rulebench.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

import org.rulebench.engine.cards.draw.CardCondition;
import org.rulebench.engine.cards.draw.DrawLine;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.exact.Enumeration;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.round.DrawPolicy;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
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
		for (String banker : List.of("AS_A_PLAYER", "CHOICE", "ZERO_TO_THREE")) {
			CardVariant variant = new CardVariant(CardRules.pokDeng("pok deng", rule(banker), EqualHands.TIE, DengPayment.WINNER, 1));
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

	/** The banker's drawing rule: as a player must, at will, or on 0 to 3 whatever its deng. */
	static DrawRule rule(String banker) {
		return switch (banker) {
		case "CHOICE" -> DrawRule.CHOICE;
		case "ZERO_TO_THREE" -> new DrawRule(List.of(new DrawLine(Verdict.MUST, new CardCondition.Counts(0, 3))), Verdict.STAND);
		default -> CardRules.forcedDraw(4, 1).forcedOnly();
		};
	}
}
