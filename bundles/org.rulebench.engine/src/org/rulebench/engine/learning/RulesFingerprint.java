package org.rulebench.engine.learning;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.Map;
import java.util.WeakHashMap;

import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.RandomPlayer;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.scoring.ScoringRule;
import org.rulebench.engine.scoring.TurnTrigger;

/**
 * A compiled rule set's fingerprint: SHA-256 over what the rules say and over how they play. The first part is the
 * rules' values in a fixed order (the rule set's name aside); scoring conditions are code, not values, so the
 * second part plays four random games with fixed seeds and takes in every roll, play and position met: a change of
 * rules that makes any difference to those games changes the fingerprint. A trained player keeps the fingerprint
 * of the rules it learned and is refused for any other.
 */
public final class RulesFingerprint {
	private static final Map<RuleSet, String> KNOWN = Collections.synchronizedMap(new WeakHashMap<>());
	private static final int GAMES = 4;
	private static final int TURNS = 400;

	private RulesFingerprint() {
	}

	/** Lower-case hex, 64 digits. */
	public static String of(RuleSet rules) {
		return KNOWN.computeIfAbsent(rules, RulesFingerprint::compute);
	}

	private static String compute(RuleSet rules) {
		StringBuilder s = new StringBuilder();
		s.append(rules.board()).append('\n').append(rules.pieces()).append('\n');
		s.append(rules.start(0)).append(" / ").append(rules.start(1)).append('\n');
		s.append(rules.dice()).append('\n').append(rules.occupancy()).append('\n').append(rules.reEntry()).append('\n');
		s.append(rules.bearOff()).append('\n').append(rules.primeLimit()).append('\n');
		s.append(rules.extraRolls().stream().map(Enum::name).sorted().toList()).append('\n');
		s.append(rules.runToFront()).append('\n');
		for (ScoringRule r : rules.scoring()) {
			s.append(r.event()).append(' ').append(r.chips()).append(' ').append(r.trigger() instanceof TurnTrigger t
					? "turn" + (t.newly() ? " newly" : "") : "step").append('\n');
		}
		s.append(rules.stakes()).append('\n');
		s.append(rules.ends().stream().map(Enum::name).sorted().toList()).append('\n');
		s.append(rules.victory()).append(' ').append(rules.firstTurn()).append('\n');
		// the parts of a reading (issue 25), written only when present so that earlier fingerprints stand
		rules.constraints().forEach(c -> s.append(c.rule()).append(' ').append(c.act()).append(c.must() ? " must" : "").append('\n'));
		rules.throwRules().forEach(r -> s.append(r.on().name()).append(' ').append(r.effect()).append('\n'));
		rules.effectRules().forEach(e -> s.append("effect ").append(e).append('\n'));
		rules.stakeRules().forEach(r -> s.append("stake ").append(r.value()).append('\n'));
		if (!rules.endRules().isEmpty()) {
			s.append(rules.endRules().size()).append(" end rules\n");
		}
		PlayGenerator generator = new PlayGenerator(rules);
		for (int g = 0; g < GAMES; g++) {
			Game game = new Game(rules, generator, new RandomPlayer(), new RandomPlayer(), 0xF1F0 + g, true);
			GameResult r = game.playOut(TURNS);
			for (Game.Turn t : game.turns()) {
				s.append(t.side()).append(java.util.Arrays.toString(t.roll())).append(t.play()).append(' ')
						.append(t.after()).append('\n');
			}
			s.append(r.winner()).append(' ').append(r.kind()).append(' ').append(r.points()).append('\n');
		}
		try {
			MessageDigest sha = MessageDigest.getInstance("SHA-256");
			return HexFormat.of().formatHex(sha.digest(s.toString().getBytes(StandardCharsets.UTF_8)));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every Java has SHA-256", e);
		}
	}
}
