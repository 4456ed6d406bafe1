package org.rulebench.publish.figures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Which open points carry the differences between the figures of the combinations: for each rule with
 * alternatives and each measure, the pairs of combinations that differ in that rule alone, and in how many of them
 * the two 95% intervals lie apart. Every combination is played on the same seeds, so a pair differs by the rule and
 * by chance; intervals apart are a conservative sign that the rule, not chance, moved the figure.
 */
public final class Carriers {
	private Carriers() {
	}

	/**
	 * How one measure moves with one rule.
	 *
	 * @param measure   what is measured, e.g. "mean length (turns)"
	 * @param unit      how its numbers are written
	 * @param pairs     the pairs of combinations that differ in this rule alone
	 * @param apart     in how many of them the two intervals lie apart
	 * @param from      the alternative of the pair that moves the measure most, and its value: "kishi"
	 * @param fromCell  its figure
	 * @param to        the other alternative of that pair
	 * @param toCell    its figure
	 */
	public record Shift(String measure, Unit unit, int pairs, int apart, String from, Cell fromCell, String to, Cell toCell) {
		/** "54.20 [53.10, 55.30] with kishi, 61.00 [59.80, 62.20] with doubles". */
		public String largest() {
			return fromCell.format(unit) + " with " + from + ", " + toCell.format(unit) + " with " + to;
		}
	}

	/**
	 * An open point and the measures it moves.
	 *
	 * @param rule   the rule
	 * @param shifts the measures whose intervals lie apart in at least one pair, most often apart first
	 */
	public record Carrier(String rule, List<Shift> shifts) {
		public boolean carries() {
			return !shifts.isEmpty();
		}
	}

	/** Every open point of the figures, in the reading's order. */
	public static List<Carrier> of(Figures f) {
		Map<String, Function<Object, Cell>> measures = measures(f);
		List<Carrier> carriers = new ArrayList<>();
		List<Object> rows = J.list(f.json(), "rows");
		for (String rule : f.open()) {
			List<Shift> shifts = new ArrayList<>();
			for (Map.Entry<String, Function<Object, Cell>> m : measures.entrySet()) {
				Unit unit = m.getKey().endsWith("%") ? Unit.PERCENT : Unit.MEAN;
				int pairs = 0;
				int apart = 0;
				double biggest = -1;
				Shift best = null;
				for (int i = 0; i < rows.size(); i++) {
					for (int j = i + 1; j < rows.size(); j++) {
						if (!onlyIn(rule, f.labels().get(i), f.labels().get(j))) {
							continue;
						}
						pairs++;
						Cell a = m.getValue().apply(rows.get(i));
						Cell b = m.getValue().apply(rows.get(j));
						if (!a.hasInterval() || !b.hasInterval()) {
							continue;
						}
						boolean separate = a.high() < b.low() || b.high() < a.low();
						if (separate) {
							apart++;
							double d = Math.abs(a.value() - b.value());
							if (d > biggest) {
								biggest = d;
								boolean up = a.value() <= b.value();
								best = new Shift(m.getKey(), unit, 0, 0, f.labels().get(up ? i : j).get(rule), up ? a : b,
										f.labels().get(up ? j : i).get(rule), up ? b : a);
							}
						}
					}
				}
				if (best != null) {
					shifts.add(new Shift(best.measure(), unit, pairs, apart, best.from(), best.fromCell(), best.to(), best.toCell()));
				}
			}
			shifts.sort((x, y) -> Double.compare((double) y.apart() / y.pairs(), (double) x.apart() / x.pairs()));
			carriers.add(new Carrier(rule, shifts));
		}
		return carriers;
	}

	private static boolean onlyIn(String rule, Map<String, String> a, Map<String, String> b) {
		if (Objects.equals(a.get(rule), b.get(rule))) {
			return false;
		}
		for (String k : a.keySet()) {
			if (!k.equals(rule) && !Objects.equals(a.get(k), b.get(k))) {
				return false;
			}
		}
		return true;
	}

	private static Map<String, Function<Object, Cell>> measures(Figures f) {
		Map<String, Function<Object, Cell>> m = new LinkedHashMap<>();
		m.put("first side wins, %", r -> J.interval(r, "rate", "wins", "first"));
		m.put("side moving first wins, %", r -> J.interval(r, "rate", "starter_wins"));
		m.put("unfinished games, %", r -> J.interval(r, "rate", "measures", "timeouts"));
		m.put("mean length, " + f.turnUnit(), r -> J.interval(r, "mean", "turns"));
		Table chips = f.table("chips");
		if (chips != null) {
			m.put("chips of the first side per game", r -> J.interval(r, "mean", "chips", "first"));
			m.put("chips of the second side per game", r -> J.interval(r, "mean", "chips", "second"));
		}
		Table events = f.table("events");
		if (events != null) {
			for (Table.Column c : events.columns().subList(1, events.columns().size())) {
				m.put(c.name() + " per game", r -> {
					Map<String, Object> ev = J.map(r, "events", c.name());
					return ev.isEmpty() ? Cell.interval(0, 0, 0) : J.interval(ev, "per_game");
				});
			}
		}
		return m;
	}
}
