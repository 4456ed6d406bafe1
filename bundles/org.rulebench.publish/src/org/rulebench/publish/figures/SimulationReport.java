package org.rulebench.publish.figures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.rulebench.engine.cards.game.CardFamilyVariant;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.showdown.ShowdownVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.measures.GameMeasures;
import org.rulebench.engine.measures.SkillGradient;
import org.rulebench.engine.simulation.Distribution;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.reading.compile.Choice;

/**
 * A simulation's figures as `rulebench simulate --format json` prints them: one object per combination of
 * alternatives with every figure and its 95% interval. The command line writes this map; a published document is
 * made from it, so that the document and the command line give the same numbers for the same seed.
 */
public final class SimulationReport {
	private static final String[] SIDES = { "first", "second" };

	private SimulationReport() {
	}

	/**
	 * @param variants what each combination compiled to, in the order of {@code choices} and {@code rows}
	 * @param skills the skill gradient of each row, or empty where it was not measured
	 * @param seconds how long the games took, for the report's rate of play
	 */
	public static Map<String, Object> json(String reading, String game, List<Choice> choices, List<? extends Variant> variants,
			List<Statistics> rows, List<List<SkillGradient.Match>> skills, int games, long seed, String first, String second,
			double seconds) {
		Map<String, Object> top = new LinkedHashMap<>();
		top.put("reading", reading);
		top.put("game", game);
		top.put("seed", seed);
		top.put("players", List.of(first, second));
		top.put("sides", variants.get(0).sides()); // what "first" and "second" below are in this family
		top.put("games", games);
		top.put("games_per_second", games * rows.size() / seconds);
		top.put("unfinished", rows.stream().mapToInt(Statistics::unfinished).sum());
		top.put("seconds", seconds);
		top.put("games_played",
				(long) games * rows.size() + skills.stream().flatMap(List::stream).mapToLong(SkillGradient.Match::games).sum());
		List<Object> list = new ArrayList<>();
		for (int i = 0; i < rows.size(); i++) {
			Map<String, Object> row = row(choices.get(i), variants.get(i), rows.get(i));
			if (!skills.isEmpty()) {
				row.put("skill", skill(skills.get(i)));
			}
			list.add(row);
		}
		top.put("rows", list);
		return top;
	}

	/**
	 * One row (a combination of alternatives, played as {@code variant}) of the report, with a card reading's answers
	 * under "cards"; a sweep writes them as it goes.
	 */
	public static Map<String, Object> row(Choice choice, Variant variant, Statistics s) {
		Map<String, Object> r = new LinkedHashMap<>();
		r.put("alternatives", choice.labels());
		r.put("games", s.games());
		r.put("games_per_second", s.gamesPerSecond());
		r.put("seconds", s.seconds());
		r.put("finished", s.finished());
		r.put("unfinished", s.unfinished());
		r.put("draws", s.draws());
		Map<String, Object> wins = new LinkedHashMap<>();
		for (int side = 0; side < 2; side++) {
			Map<String, Object> w = new LinkedHashMap<>();
			w.put("count", s.wins(side));
			w.putAll(interval(s.winRate(side), "rate"));
			wins.put(SIDES[side], w);
		}
		r.put("wins", wins);
		r.put("starter_wins", interval(s.starterWinRate(), "rate"));
		Map<String, Object> kinds = new LinkedHashMap<>();
		s.winKinds().forEach((k, n) -> kinds.put(k.name().toLowerCase(Locale.ROOT), n));
		r.put("win_kinds", kinds);
		Map<String, Object> turns = new LinkedHashMap<>(interval(s.turns().mean(), "mean"));
		turns.put("median", s.turns().median());
		turns.put("p90", s.turns().quantile(0.9));
		turns.put("max", s.turns().max());
		turns.put("unit", variant.turnUnit());
		r.put("turns", turns);
		Map<String, Object> chips = new LinkedHashMap<>();
		Map<String, Object> points = new LinkedHashMap<>();
		for (int side = 0; side < 2; side++) {
			chips.put(SIDES[side], distribution(s.chips(side)));
			points.put(SIDES[side], distribution(s.points(side)));
		}
		r.put("chips", chips);
		r.put("points", points);
		Map<String, Object> events = new LinkedHashMap<>();
		for (String e : s.events()) {
			Map<String, Object> ev = new LinkedHashMap<>(interval(s.eventPerGame(e).mean(), "per_game"));
			ev.put("first", s.eventTotal(e, 0));
			ev.put("second", s.eventTotal(e, 1));
			events.put(e, ev);
		}
		r.put("events", events);
		GameMeasures m = GameMeasures.of(s);
		Map<String, Object> measures = new LinkedHashMap<>();
		measures.put("decisiveness", interval(m.decisiveness(), "rate"));
		measures.put("drawishness", interval(m.drawishness(), "rate"));
		measures.put("timeouts", interval(m.timeouts(), "rate"));
		measures.put("balance", interval(m.balance(), "value"));
		measures.put("advantage", interval(m.advantage(), "rate"));
		measures.put("duration", interval(m.duration(), "mean"));
		r.put("measures", measures);
		if (variant instanceof CardFamilyVariant) {
			r.put("cards", cards(s, variant instanceof ShowdownVariant ? "per_ante" : "per_stake"));
		}
		return r;
	}

	/**
	 * A card reading's answers, as simulate's text prints them: the banker's edge per stake (a showdown's: per ante), its
	 * payouts, each side's hands.
	 */
	private static Map<String, Object> cards(Statistics s, String per) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("banker_edge", interval(s.chips(CardVariant.BANKER).mean(), per));
		Map<String, Object> pay = new LinkedHashMap<>();
		s.chips(CardVariant.BANKER).counts().forEach((v, n) -> pay.put(String.format(Locale.ROOT, "%+d", v), (double) n / s.finished()));
		m.put("banker_wins_stakes", pay);
		Map<String, Object> hands = new LinkedHashMap<>();
		for (String e : s.events()) {
			Map<String, Object> h = new LinkedHashMap<>();
			h.put("player", (double) s.eventTotal(e, CardVariant.PLAYER) / s.finished());
			h.put("banker", (double) s.eventTotal(e, CardVariant.BANKER) / s.finished());
			hands.put(e, h);
		}
		m.put("hands", hands);
		return m;
	}

	static Map<String, Object> skill(List<SkillGradient.Match> matches) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("player", matches.get(0).skilled());
		Map<String, Object> against = new LinkedHashMap<>();
		for (SkillGradient.Match match : matches) {
			Map<String, Object> a = new LinkedHashMap<>(interval(match.winRate(), "rate"));
			a.put("games", match.games());
			a.put("decided", match.decided());
			a.put("wins", match.wins());
			against.put(match.opponent(), a);
		}
		m.put("against", against);
		return m;
	}

	private static Map<String, Object> interval(Interval i, String name) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put(name, i.estimate());
		m.put("ci95", List.of(i.low(), i.high()));
		return m;
	}

	private static Map<String, Object> distribution(Distribution d) {
		Map<String, Object> m = new LinkedHashMap<>(interval(d.mean(), "mean"));
		if (d.size() > 0) {
			m.put("min", d.min());
			m.put("max", d.max());
		}
		Map<String, Object> counts = new LinkedHashMap<>();
		d.counts().forEach((v, n) -> counts.put(Integer.toString(v), n));
		m.put("counts", counts);
		return m;
	}
}
