package org.rulebench.reading.syntax;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.Grammar;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.RuleCall;

/**
 * Which section of docs/reading-language.md documents a grammar rule: a few rules are named here, every other rule
 * belongs to the section of the first of them that calls it (breadth first, in the order below), so that a rule a
 * family adds under its claims is documented where its claims are.
 */
public final class DocumentedParts {
	public static final String DOC = "docs/reading-language.md";
	/** The section of the frame every statement shares: readings, rules, alternatives, citations. */
	public static final String FRAME = "Readings, rules, citations";
	/** The section of the parts every family shares: constraints, effects, conditions. */
	public static final String PARTS = "Parts: constraints, effects and conditions";
	/** Rules and the sections that document them and the rules they call, in order of precedence. */
	public static final Map<String, String> ROOTS = roots();

	private final Map<AbstractRule, String> sections = new HashMap<>();

	private static Map<String, String> roots() {
		Map<String, String> m = new LinkedHashMap<>();
		for (String frame : List.of("Rule", "Alternative", "Support", "Citation", "Evidence", "Setting", "Expectation")) {
			m.put(frame, FRAME);
		}
		m.put("PointRef", "Points");
		m.put("PartClaim", PARTS);
		m.put("RaceAtom", PARTS);
		m.put("RaceQuantity", PARTS);
		m.put("Shorthand", PARTS);
		m.put("EventClaim", "Events and conditions");
		m.put("Condition", "Events and conditions");
		m.put("CardAtom", "Card games");
		m.put("CardQuantity", "Card games");
		m.put("CardClaim", "Card games");
		m.put("GridClaim", "Grid games");
		m.put("PositionExpectation", "Grid games");
		m.put("Claim", "Claims");
		m.put("Reading", FRAME);
		return m;
	}

	public DocumentedParts(Grammar grammar) {
		Deque<AbstractRule> work = new ArrayDeque<>();
		for (Map.Entry<String, String> e : ROOTS.entrySet()) {
			AbstractRule r = GrammarUtil.findRuleForName(grammar, e.getKey());
			if (r != null) {
				sections.put(r, e.getValue());
			}
		}
		for (String root : ROOTS.keySet()) {
			AbstractRule r = GrammarUtil.findRuleForName(grammar, root);
			if (r == null) {
				continue;
			}
			work.add(r);
			while (!work.isEmpty()) {
				AbstractRule rule = work.poll();
				for (RuleCall call : EcoreUtil2.getAllContentsOfType(rule, RuleCall.class)) {
					AbstractRule called = call.getRule();
					if (called != null && !sections.containsKey(called)) {
						sections.put(called, sections.get(rule));
						work.add(called);
					}
				}
			}
		}
	}

	/** The section of the first of these rules (innermost first) that has one; null if none. */
	public String section(List<AbstractRule> rules) {
		for (AbstractRule r : rules) {
			String s = sections.get(r);
			if (s != null) {
				return s;
			}
		}
		return null;
	}

	public String section(AbstractRule rule) {
		return sections.get(rule);
	}
}
