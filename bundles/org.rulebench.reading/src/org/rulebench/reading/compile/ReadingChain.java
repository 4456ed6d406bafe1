package org.rulebench.reading.compile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Rule;

/**
 * A reading with the readings it extends: the root base first. The effective rules are the base's rules, each
 * replaced by the extending reading's rule of the same name, followed by the rules only the extension has.
 */
public final class ReadingChain {
	private final List<Reading> readings;

	private ReadingChain(List<Reading> readings) {
		this.readings = readings;
	}

	/**
	 * @throws ExtensionCycle if the readings extend each other in a cycle
	 * @throws MissingBase if a base reading could not be found
	 */
	public static ReadingChain of(Reading reading) {
		List<Reading> chain = new ArrayList<>();
		List<String> names = new ArrayList<>();
		Reading extending = null;
		for (Reading r = reading; r != null; extending = r, r = r.getBase()) {
			if (r.eIsProxy()) {
				throw new MissingBase(extending, names.size());
			}
			if (chain.contains(r)) {
				names.add(r.getName());
				throw new ExtensionCycle(names);
			}
			chain.add(0, r);
			names.add(r.getName());
		}
		return new ReadingChain(chain);
	}

	/** The root base first, the reading itself last. */
	public List<Reading> readings() {
		return List.copyOf(readings);
	}

	public Reading reading() {
		return readings.get(readings.size() - 1);
	}

	/**
	 * Rules by name, in the order the root base first states them; later readings replace earlier ones. A rule
	 * with a syntax error is left out: what the parser recovered of it is not what the reading says.
	 */
	public Map<String, Rule> effectiveRules() {
		Map<String, Rule> rules = new LinkedHashMap<>();
		for (Reading r : readings) {
			for (Rule rule : r.getRules()) {
				if (rule.getName() != null && parsedWhole(rule)) {
					rules.put(rule.getName(), rule);
				}
			}
		}
		return rules;
	}

	private static boolean parsedWhole(Rule rule) {
		INode node = NodeModelUtils.getNode(rule);
		return node == null || !holdingSyntaxErrors(rule).contains(node);
	}

	/**
	 * The nodes of the rule's file that hold a syntax error, found once per parse (walking every node of a rule for each
	 * rule asked about made a check of a long rule take minutes).
	 */
	private static java.util.Set<INode> holdingSyntaxErrors(Rule rule) {
		INode root = NodeModelUtils.getNode(rule).getRootNode();
		if (rule.eResource() instanceof org.eclipse.xtext.resource.XtextResource r) {
			return r.getCache().get(ReadingChain.class, r, () -> holding(root));
		}
		return holding(root);
	}

	private static java.util.Set<INode> holding(INode root) {
		java.util.Set<INode> holding = new java.util.HashSet<>();
		for (INode n : root.getAsTreeIterable()) {
			if (n.getSyntaxErrorMessage() != null) {
				for (INode up = n; up != null && holding.add(up); up = up.getParent()) {
					// every node up to the root holds it
				}
			}
		}
		return holding;
	}

	/** The reading in the chain that states the effective rule of this name. */
	public Reading origin(Rule rule) {
		return (Reading) rule.eContainer();
	}
}
