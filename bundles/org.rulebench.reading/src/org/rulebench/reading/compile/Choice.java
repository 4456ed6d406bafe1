package org.rulebench.reading.compile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.Rule;

/**
 * One alternative chosen for each uncertain rule: together with its reading, one member of the family of readings
 * the alternatives denote. A rule left out of the choice takes its first alternative.
 */
public record Choice(Map<String, String> labels) {

	public static final Choice FIRST = new Choice(Map.of());

	public Choice {
		labels = Collections.unmodifiableMap(new LinkedHashMap<>(labels));
	}

	public String labelFor(Rule rule) {
		String label = labels.get(rule.getName());
		return label != null ? label : rule.getAlternatives().get(0).getLabel();
	}

	/** The claim the rule makes under this choice: its own, or its chosen alternative's. */
	public Claim claimOf(Rule rule) {
		if (rule.getAlternatives().isEmpty()) {
			return rule.getClaim();
		}
		String label = labelFor(rule);
		for (Alternative a : rule.getAlternatives()) {
			if (label.equals(a.getLabel())) {
				return a.getClaim();
			}
		}
		throw new ReadingProblem("rule " + rule.getName() + " has no alternative '" + label + "'; it has "
				+ rule.getAlternatives().stream().map(Alternative::getLabel).toList(), List.of(rule));
	}

	/** Every combination of alternatives of the chain's effective rules, the first alternatives first. */
	public static List<Choice> all(ReadingChain chain) {
		List<Choice> choices = new ArrayList<>();
		choices.add(new Choice(Map.of()));
		for (Rule rule : chain.effectiveRules().values()) {
			if (rule.getAlternatives().isEmpty()) {
				continue;
			}
			List<Choice> next = new ArrayList<>();
			for (Choice c : choices) {
				for (Alternative a : rule.getAlternatives()) {
					Map<String, String> m = new LinkedHashMap<>(c.labels());
					m.put(rule.getName(), a.getLabel());
					next.add(new Choice(m));
				}
			}
			choices = next;
		}
		return choices;
	}

	/** "reentry=exact, start=figure", or "as written" when there is nothing to choose. */
	@Override
	public String toString() {
		return labels.isEmpty() ? "as written"
				: labels.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
	}
}
