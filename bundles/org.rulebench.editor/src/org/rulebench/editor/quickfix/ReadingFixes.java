package org.rulebench.editor.quickfix;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.editor.assist.ReadingContentAssist;
import org.rulebench.editor.format.ReadingFormat.Edit;
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Support;
import org.rulebench.reading.validation.Citations;
import org.rulebench.reading.validation.IssueCodes;
import org.rulebench.sources.Passages;

/**
 * The repairs of a problem that has an obvious one, as edits of the text: an unknown passage becomes one of the
 * passages it is nearest to; a dimension stated by two rules becomes one rule with both as alternatives; a rule
 * that cites nothing is labelled assumed; a misspelt word becomes one of the words the grammar allows there.
 */
public final class ReadingFixes {
	/** Code of a syntax error, as ProblemMarkers names it. */
	public static final String SYNTAX = "syntax";
	/** Code of a name that does not resolve, as ProblemMarkers names it. */
	public static final String UNKNOWN_NAME = "reading.unknown-name";
	/** At most this many words are offered for a misspelt one. */
	static final int WORDS = 4;

	/** One repair: what the list shows, and the edits of the text, in the text's order. */
	public record Fix(String label, List<Edit> edits) {
	}

	private ReadingFixes() {
	}

	/** Whether the problem's code is one this class repairs. */
	public static boolean repairs(String code) {
		return Set.of(IssueCodes.UNKNOWN_PASSAGE, UNKNOWN_NAME, IssueCodes.DIMENSION_TWICE, IssueCodes.MISSING_CITATION, SYNTAX)
				.contains(code);
	}

	/** The repairs of the problem with the code at [offset, offset + length) of the file's text (the editor's). */
	public static List<Fix> of(IFile file, String text, int offset, int length, String code) {
		if (SYNTAX.equals(code)) {
			return words(file, text, offset, length);
		}
		return ProjectReadings.withText(file, text, parsed -> {
			EObject at = elementAt(parsed, offset);
			if (at == null) {
				return List.<Fix>of();
			}
			if (IssueCodes.UNKNOWN_PASSAGE.equals(code) || UNKNOWN_NAME.equals(code)) {
				Citation citation = EcoreUtil2.getContainerOfType(at, Citation.class);
				return citation == null ? List.<Fix>of() : passages(citation);
			}
			if (IssueCodes.DIMENSION_TWICE.equals(code)) {
				Rule rule = EcoreUtil2.getContainerOfType(at, Rule.class);
				return rule == null ? List.<Fix>of() : alternatives(rule);
			}
			if (IssueCodes.MISSING_CITATION.equals(code)) {
				return assumed(at);
			}
			return List.<Fix>of();
		});
	}

	private static EObject elementAt(ParsedReading parsed, int offset) {
		if (parsed.resource() == null || parsed.resource().getParseResult() == null) {
			return null;
		}
		ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(parsed.resource().getParseResult().getRootNode(), offset);
		return leaf == null ? null : NodeModelUtils.findActualSemanticObjectFor(leaf);
	}

	/** The passages nearest the unknown id, each with the start of its text. */
	private static List<Fix> passages(Citation citation) {
		INode node = first(citation, ReadingPackage.eINSTANCE.getCitation_Passage());
		if (node == null) {
			return List.of();
		}
		Citations citations = ReadingLanguage.get(Citations.class);
		List<Fix> fixes = new ArrayList<>();
		for (String id : citations.closestIds(citation, Citations.writtenId(citation))) {
			String text = citations.passage(citation, id).map(p -> " — " + excerpt(Passages.text(p))).orElse("");
			fixes.add(new Fix("Cite #" + id + " instead" + text, List.of(new Edit(node.getOffset(), node.getLength(), "#" + id))));
		}
		return fixes;
	}

	/**
	 * The earlier rule about the same dimension and this one as one rule of alternatives (each rule's own
	 * alternatives kept, a plain rule becoming an alternative labelled by its name), under the earlier rule's name.
	 */
	private static List<Fix> alternatives(Rule later) {
		Reading reading = (Reading) later.eContainer();
		Claim claim = Dimension.claimOf(later);
		if (claim == null) {
			return List.of();
		}
		Rule earlier = reading.getRules().stream().filter(r -> r != later && Dimension.claimOf(r) != null
				&& Dimension.of(Dimension.claimOf(r)).equals(Dimension.of(claim))).findFirst().orElse(null);
		INode first = earlier == null ? null : NodeModelUtils.findActualNodeFor(earlier);
		INode second = NodeModelUtils.findActualNodeFor(later);
		if (first == null || second == null || first.getOffset() > second.getOffset()) {
			return List.of();
		}
		Set<String> labels = new HashSet<>();
		StringBuilder merged = new StringBuilder("rule ").append(earlier.getName()).append(": one of {\n");
		for (Rule r : List.of(earlier, later)) {
			for (String alternative : alternativesOf(r)) {
				String label = alternative.substring(0, alternative.indexOf(':'));
				String unique = label;
				for (int i = 2; !labels.add(unique); i++) {
					unique = label + i;
				}
				merged.append('\t').append(unique).append(alternative.substring(label.length())).append('\n');
			}
		}
		merged.append('}');
		int end = second.getOffset() + second.getLength();
		int start = second.getOffset();
		String text = second.getRootNode().getText();
		while (start > first.getOffset() + first.getLength() && Character.isWhitespace(text.charAt(start - 1))) {
			start--;
		}
		return List.of(new Fix("Make rules " + earlier.getName() + " and " + later.getName() + " alternatives of rule "
				+ earlier.getName(), List.of(new Edit(first.getOffset(), first.getLength(), merged.toString()),
						new Edit(start, end - start, ""))));
	}

	/** A rule's alternatives as written (LABEL: CLAIM SUPPORT), or the rule as one alternative labelled by its name. */
	private static List<String> alternativesOf(Rule rule) {
		List<String> found = new ArrayList<>();
		if (!rule.getAlternatives().isEmpty()) {
			for (Alternative a : rule.getAlternatives()) {
				found.add(NodeModelUtils.getTokenText(NodeModelUtils.findActualNodeFor(a)));
			}
			return found;
		}
		INode claim = NodeModelUtils.findActualNodeFor(rule.getClaim());
		INode whole = NodeModelUtils.findActualNodeFor(rule);
		String said = whole.getRootNode().getText().substring(claim.getOffset(), whole.getOffset() + whole.getLength());
		found.add(rule.getName() + ": " + said.strip().replaceAll("\\s*\\n\\s*", " "));
		return found;
	}

	/** Labels the rule or alternative that cites nothing `assumed`: what the sources do not say. */
	private static List<Fix> assumed(EObject at) {
		Alternative alternative = EcoreUtil2.getContainerOfType(at, Alternative.class);
		Rule rule = EcoreUtil2.getContainerOfType(at, Rule.class);
		EObject owner = alternative != null ? alternative : rule;
		if (owner == null || rule.getClaim() == null && alternative == null) {
			return List.of();
		}
		Support support = alternative != null ? alternative.getSupport() : rule.getSupport();
		Claim claim = alternative != null ? alternative.getClaim() : rule.getClaim();
		String what = alternative != null ? "alternative " + alternative.getLabel() : "rule " + rule.getName();
		String label = "Label " + what + " assumed (the sources say nothing of it)";
		INode evidence = support == null ? null : first(support, ReadingPackage.eINSTANCE.getSupport_Evidence());
		if (evidence != null) {
			return List.of(new Fix(label, List.of(new Edit(evidence.getOffset(), evidence.getLength(), "assumed"))));
		}
		INode after = NodeModelUtils.findActualNodeFor(support != null ? support : claim);
		return after == null ? List.of()
				: List.of(new Fix(label, List.of(new Edit(after.getOffset() + after.getLength(), 0, " assumed"))));
	}

	/**
	 * The words the grammar allows where the misspelt one stands (its follow set, as content assist proposes it),
	 * nearest in spelling first. The parser may stumble before or after the misspelling (a rule that does not parse
	 * is reported where it starts), so every word of the error's line is tried: first those the grammar does not
	 * know as keywords, nearest the error first.
	 */
	private static List<Fix> words(IFile file, String text, int offset, int length) {
		int lineStart = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
		int lineEnd = text.indexOf('\n', offset + Math.max(length, 0));
		java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\p{L}+").matcher(text);
		Set<String> keywords = ReadingLanguage.get(org.eclipse.xtext.IGrammarAccess.class).getGrammar() == null ? Set.of()
				: org.eclipse.xtext.GrammarUtil.getAllKeywords(ReadingLanguage.get(org.eclipse.xtext.IGrammarAccess.class).getGrammar());
		List<int[]> candidates = new ArrayList<>();
		for (m.region(lineStart, lineEnd < 0 ? text.length() : lineEnd); m.find();) {
			candidates.add(new int[] { m.start(), m.end() });
		}
		candidates.sort(Comparator.comparingInt((int[] w) -> keywords.contains(text.substring(w[0], w[1])) ? 1 : 0)
				.thenComparingInt(w -> Math.abs(w[0] - offset)));
		for (int[] word : candidates.subList(0, Math.min(4, candidates.size()))) {
			List<Fix> fixes = words(file, text, word[0], text.substring(word[0], word[1]));
			if (!fixes.isEmpty()) {
				return fixes;
			}
		}
		return List.of();
	}

	private static List<Fix> words(IFile file, String text, int from, String word) {
		int bound = word.length() <= 3 ? 1 : Math.max(2, word.length() / 3);
		Set<String> fitting = new LinkedHashSet<>();
		for (ReadingContentAssist.Proposal p : ReadingContentAssist.proposals(file, text, from)) {
			if (p.prefix().isEmpty() && !p.text().equals(word) && p.text().codePoints().allMatch(Character::isLetter)
					&& Citations.distance(word, p.text()) <= bound) {
				fitting.add(p.text());
			}
		}
		return fitting.stream().sorted(Comparator.comparingInt((String w) -> Citations.distance(word, w))).limit(WORDS)
				.map(w -> new Fix("Change '" + word + "' to '" + w + "'", List.of(new Edit(from, word.length(), w)))).toList();
	}

	private static INode first(EObject owner, EStructuralFeature feature) {
		List<INode> nodes = NodeModelUtils.findNodesForFeature(owner, feature);
		return nodes.isEmpty() ? null : nodes.get(0);
	}

	private static String excerpt(String text) {
		String flat = text.strip().replaceAll("\\s+", " ");
		int[] cps = flat.codePoints().toArray();
		return cps.length <= 30 ? flat : new String(cps, 0, 30) + "…";
	}
}
