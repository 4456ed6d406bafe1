package org.rulebench.readings.diff;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How one rule differs between two readings.
 *
 * @param rule      the rule's id
 * @param aspects   what differs; {@link Aspect#ADDED} or {@link Aspect#REMOVED} alone for a rule only one has
 * @param before    the rule in the old reading; null if added
 * @param after     the rule in the new reading; null if removed
 * @param changedOn against the merge base of two branches: the side(s) that changed it; null without a merge base
 */
public record RuleChange(String rule, Set<Aspect> aspects, RuleVersion before, RuleVersion after, Side changedOn) {

	/** What about a rule differs. */
	public enum Aspect {
		/** only the new reading has the rule */
		ADDED,
		/** only the old reading has the rule */
		REMOVED,
		/** what it claims (old and new value as written) */
		VALUE,
		/** the passages it cites, or their quotes */
		CITATION,
		/** its evidence label */
		EVIDENCE,
		/** its place among the rules the two have in common */
		MOVED;

		String word() {
			return name().toLowerCase(Locale.ROOT);
		}
	}

	/** Which side changed a rule since the merge base. */
	public enum Side {
		OLD, NEW, BOTH;

		String words() {
			return switch (this) {
			case OLD -> "changed on the old side";
			case NEW -> "changed on the new side";
			case BOTH -> "changed on both sides";
			};
		}
	}

	public RuleChange {
		aspects = Set.copyOf(EnumSet.copyOf(aspects));
	}

	/** "value, citation" */
	public String what() {
		List<String> words = new ArrayList<>();
		for (Aspect a : Aspect.values()) {
			if (aspects.contains(a)) {
				words.add(a.word());
			}
		}
		return String.join(", ", words);
	}

	Map<String, Object> json() {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("rule", rule);
		List<String> words = new ArrayList<>();
		for (Aspect a : Aspect.values()) {
			if (aspects.contains(a)) {
				words.add(a.word());
			}
		}
		m.put("changes", words);
		if (changedOn != null) {
			m.put("changed_on", changedOn.name().toLowerCase(Locale.ROOT));
		}
		m.put("old", before == null ? null : before.json());
		m.put("new", after == null ? null : after.json());
		return m;
	}
}
