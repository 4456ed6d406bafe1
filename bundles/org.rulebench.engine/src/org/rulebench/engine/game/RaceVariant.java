package org.rulebench.engine.game;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.scoring.ScoringRule;

/** A race game's rule set as the shared core plays it: its events are those of its scoring rules. */
public record RaceVariant(RuleSet rules) implements Variant {

	public RaceVariant {
		Objects.requireNonNull(rules, "rules");
	}

	@Override
	public String name() {
		return rules.name();
	}

	@Override
	public List<String> events() {
		return rules.scoring().stream().map(ScoringRule::event).toList();
	}

	@Override
	public String hitEvent() {
		return "hit";
	}

	@Override
	public List<String> players() {
		return PlayerNames.of(PlayerNames.Family.RACE);
	}

	@Override
	public String refusal(String player) {
		return Players.refusal(player, rules);
	}

	@Override
	public Table seat(String first, String second) {
		Supplier<Player> a = Players.named(first);
		Supplier<Player> b = Players.named(second);
		PlayGenerator generator = new PlayGenerator(rules);
		Player one = a.get();
		Player two = b.get();
		return (seed, turnCap) -> new Game(rules, generator, one, two, seed, false).playOut(turnCap);
	}
}
