package org.rulebench.publish.document;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.publish.PublishProblem;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.EvidenceLabel;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.Evidence;
import org.rulebench.reading.reading.Expectation;
import org.rulebench.reading.reading.PositionExpectation;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Support;
import org.rulebench.reading.validation.Expectations;
import org.rulebench.sources.anchoring.Anchor;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Source;

/**
 * What a checked reading states, read from its model: every rule in effect with its citations (the quoted words in
 * their passage, the source's bibliographic record), its open points, its expectations checked under each
 * combination published, and how its claims are labelled.
 *
 * @param name         the reading's name
 * @param game         the game it is a reading of
 * @param bases        the readings it extends, nearest first
 * @param rules        every rule in effect, the bases' first as the chain orders them
 * @param expectations the reading's own expectations
 * @param sources      every source cited, numbered in order of first citation
 * @param evidence     how many claims (a rule's, or each alternative's) carry each evidence label
 */
public record ReadingContents(String name, String game, List<String> bases, List<RuleEntry> rules,
		List<ExpectationEntry> expectations, List<SourceRecord> sources, Map<String, Integer> evidence) {

	/** The labels in the order a profile lists them, then claims without one. */
	public static final List<String> LABELS = List.of(Evidence.DESCRIBED.getLiteral(), Evidence.RECONSTRUCTED.getLiteral(),
			Evidence.SUGGESTED.getLiteral(), Evidence.ASSUMED.getLiteral(), Evidence.CONTRADICTED.getLiteral(), EvidenceLabel.NONE);
	/** The labels a profile shows only where some claim carries them: most readings have none. */
	public static final List<String> LISTED_WHEN_USED = List.of(Evidence.CONTRADICTED.getLiteral(), EvidenceLabel.NONE);

	public ReadingContents {
		bases = List.copyOf(bases);
		rules = List.copyOf(rules);
		expectations = List.copyOf(expectations);
		sources = List.copyOf(sources);
		evidence = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(evidence));
	}

	/** The rules the sources leave open. */
	public List<RuleEntry> openPoints() {
		return rules.stream().filter(RuleEntry::open).toList();
	}

	/** The rules stated once. */
	public List<RuleEntry> settled() {
		return rules.stream().filter(r -> !r.open()).toList();
	}

	public int claims() {
		return evidence.values().stream().mapToInt(Integer::intValue).sum();
	}

	/**
	 * Reads a checked reading.
	 *
	 * @param choices  the combinations published, in the order of {@code variants}
	 * @param variants each combination compiled
	 * @param fileOf   how the document names the file of a resource (a source's transcription)
	 * @throws PublishProblem if a source the reading cites has no bibliographic record
	 */
	public static ReadingContents of(Reading reading, List<Choice> choices, List<Variant> variants, Function<Resource, String> fileOf) {
		ReadingChain chain = ReadingChain.of(reading);
		Builder b = new Builder(fileOf);
		List<RuleEntry> rules = new ArrayList<>();
		for (Rule rule : chain.effectiveRules().values()) {
			Reading owner = (Reading) rule.eContainer();
			List<Claim> claims = new ArrayList<>();
			if (rule.getAlternatives().isEmpty()) {
				claims.add(new Claim(null, text(rule.getClaim()), label(rule.getSupport()), b.cites(rule.getSupport())));
			}
			for (Alternative a : rule.getAlternatives()) {
				claims.add(new Claim(a.getLabel(), text(a.getClaim()), label(a.getSupport()), b.cites(a.getSupport())));
			}
			claims.forEach(c -> b.evidence.merge(c.evidence(), 1, Integer::sum));
			rules.add(new RuleEntry(rule.getName(), owner == reading ? null : owner.getName(), claims));
		}
		List<ExpectationEntry> expectations = new ArrayList<>();
		for (Expectation e : reading.getExpectations()) {
			expectations.add(expectation(e.getName(), e, e.getSupport(), b, choices, variants,
					v -> v instanceof RaceVariant race ? Expectations.failures(e, race.rules()) : null));
		}
		for (PositionExpectation e : reading.getPositions()) {
			expectations.add(expectation(e.getName(), e, e.getSupport(), b, choices, variants,
					v -> v instanceof GridVariant grid ? Expectations.failures(e, grid.rules()) : null));
		}
		List<String> missing = new ArrayList<>();
		for (SourceRecord s : b.sources.values()) {
			if (s.records().isEmpty()) {
				missing.add(s.file() + ": the source '" + s.id() + "' has no bibliographic record: add a <bibl> with at least its"
						+ " <title> (and its <author>, <date>, <publisher> where known) to <teiHeader><fileDesc><sourceDesc>;"
						+ " a published reading names the work behind every passage it cites");
			}
		}
		if (!missing.isEmpty()) {
			throw new PublishProblem(String.join("\n", missing));
		}
		List<String> bases = new ArrayList<>();
		for (Reading r : chain.readings()) {
			if (r != reading) {
				bases.add(r.getName());
			}
		}
		java.util.Collections.reverse(bases);
		return new ReadingContents(reading.getName(), reading.getGame(), bases, rules, expectations, List.copyOf(b.sources.values()),
				b.profile());
	}

	private static ExpectationEntry expectation(String name, EObject e, Support support, Builder b, List<Choice> choices,
			List<Variant> variants, Function<Variant, List<String>> check) {
		Map<String, List<String>> failing = new LinkedHashMap<>(); // each failure once, with the combinations it is met under
		int checked = 0;
		int holding = 0;
		for (int i = 0; i < variants.size(); i++) {
			List<String> f = check.apply(variants.get(i));
			if (f == null) {
				continue; // an expectation of another family's position: the validator says so
			}
			checked++;
			if (f.isEmpty()) {
				holding++;
			}
			for (String x : f) {
				failing.computeIfAbsent(x, k -> new ArrayList<>()).add(choices.get(i).toString());
			}
		}
		List<String> failures = new ArrayList<>();
		int combinations = checked;
		failing.forEach((x, under) -> {
			if (combinations <= 1 || choices.get(0).labels().isEmpty()) {
				failures.add(x);
			} else if (under.size() == combinations) {
				failures.add(x + " (under every combination)");
			} else {
				failures.add(x + " (under " + under.size() + " of the " + combinations + " combinations" + (under.size() <= 4 ? ": "
						+ String.join("; ", under) : "") + ")");
			}
		});
		String full = text(e);
		String cited = support == null ? "" : text(support);
		String stated = !cited.isEmpty() && full.endsWith(cited) ? full.substring(0, full.length() - cited.length()).strip() : full;
		return new ExpectationEntry(name, stated, label(support), b.cites(support), checked, holding, failures);
	}

	private static String label(Support support) {
		return EvidenceLabel.of(support);
	}

	/** The words of a part of the reading as written, comments left out, on one line. */
	static String text(EObject o) {
		INode node = o == null ? null : NodeModelUtils.findActualNodeFor(o);
		return node == null ? "" : NodeModelUtils.getTokenText(node).replaceAll("\\s+", " ").strip();
	}

	/** Gathers the sources in the order they are first cited, and the evidence labels. */
	private static final class Builder {
		final Map<Source, SourceRecord> sources = new LinkedHashMap<>();
		final Map<String, Integer> evidence = new LinkedHashMap<>();
		private final Function<Resource, String> fileOf;

		Builder(Function<Resource, String> fileOf) {
			this.fileOf = fileOf;
		}

		List<Cite> cites(Support support) {
			List<Cite> cites = new ArrayList<>();
			if (support == null) {
				return cites;
			}
			for (Citation c : support.getCitations()) {
				Passage p = c.getPassage() == null || c.getPassage().eIsProxy() ? null : c.getPassage();
				String quote = c.getQuote() == null || c.getQuote().isEmpty() ? null : c.getQuote();
				if (p == null) {
					cites.add(new Cite(writtenId(c), null, quote, "", "", false, 0));
					continue;
				}
				int number = source(p);
				String reference = p.reference();
				if (quote == null) {
					cites.add(new Cite(p.getId(), reference, null, "", "", true, number));
					continue;
				}
				Optional<Anchor> at = Anchor.of(p.getId(), p.text(), quote);
				cites.add(at.map(a -> new Cite(p.getId(), reference, quote, a.quote().prefix(), a.quote().suffix(), true, number))
						.orElseGet(() -> new Cite(p.getId(), reference, quote, "", "", false, number)));
			}
			return cites;
		}

		private int source(Passage p) {
			EObject root = EcoreUtil.getRootContainer(p);
			if (!(root instanceof Source s)) {
				return 0;
			}
			return sources.computeIfAbsent(s, x -> SourceRecord.of(sources.size() + 1, x, fileOf.apply(x.eResource()))).number();
		}

		Map<String, Integer> profile() {
			Map<String, Integer> m = new LinkedHashMap<>();
			for (String l : LABELS) {
				m.put(l, evidence.getOrDefault(l, 0));
			}
			return m;
		}

		private static String writtenId(Citation c) {
			List<INode> nodes = NodeModelUtils.findNodesForFeature(c, ReadingPackage.eINSTANCE.getCitation_Passage());
			String text = nodes.isEmpty() ? "" : NodeModelUtils.getTokenText(nodes.get(0));
			return text.startsWith("#") ? text.substring(1) : text;
		}
	}
}
