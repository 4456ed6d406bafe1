package org.rulebench.reading.validation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import org.eclipse.xtext.naming.IQualifiedNameConverter;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScopeProvider;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.sources.model.Passage;

import com.google.inject.Inject;

/** What the citation checks need: the passage id as written, and the known ids nearest to it. */
public class Citations {
	/** At most this many ids are suggested for an unknown one. */
	static final int SUGGESTIONS = 3;

	@Inject
	private IScopeProvider scopes;
	@Inject
	private IQualifiedNameConverter names;

	/** The id after the # as the reading spells it. */
	public static String writtenId(Citation citation) {
		List<INode> nodes = NodeModelUtils.findNodesForFeature(citation, ReadingPackage.eINSTANCE.getCitation_Passage());
		String text = nodes.isEmpty() ? "" : NodeModelUtils.getTokenText(nodes.get(0));
		return text.startsWith("#") ? text.substring(1) : text;
	}

	/** The passage ids in scope closest to {@code id} by edit distance, nearest first, none that is far off. */
	public List<String> closestIds(Citation citation, String id) {
		record Candidate(String id, int distance) {
		}
		List<Candidate> candidates = new ArrayList<>();
		int bound = Math.max(2, id.length() / 4);
		for (IEObjectDescription d : scopes.getScope(citation, ReadingPackage.eINSTANCE.getCitation_Passage()).getAllElements()) {
			String known = names.toString(d.getName());
			int distance = distance(id, known);
			if (distance <= bound && candidates.stream().noneMatch(c -> c.id().equals(known))) {
				candidates.add(new Candidate(known, distance));
			}
		}
		return candidates.stream().sorted(Comparator.comparingInt(Candidate::distance).thenComparing(Candidate::id))
				.limit(SUGGESTIONS).map(Candidate::id).toList();
	}

	/** The passage in scope of the context with this id, if there is one. */
	public Optional<Passage> passage(EObject context, String id) {
		IEObjectDescription d = scopes.getScope(context, ReadingPackage.eINSTANCE.getCitation_Passage())
				.getSingleElement(names.toQualifiedName(id));
		EObject found = d == null ? null : EcoreUtil.resolve(d.getEObjectOrProxy(), context);
		return found instanceof Passage p && !p.eIsProxy() ? Optional.of(p) : Optional.empty();
	}

	/** The start of a passage's text, for a message. */
	static String excerpt(String text) {
		int[] cps = text.codePoints().toArray();
		return cps.length <= 40 ? text : new String(cps, 0, 40) + "…";
	}

	/** Levenshtein distance in code points. */
	public static int distance(String a, String b) {
		int[] x = a.codePoints().toArray();
		int[] y = b.codePoints().toArray();
		int[] previous = new int[y.length + 1];
		int[] current = new int[y.length + 1];
		for (int j = 0; j <= y.length; j++) {
			previous[j] = j;
		}
		for (int i = 1; i <= x.length; i++) {
			current[0] = i;
			for (int j = 1; j <= y.length; j++) {
				current[j] = Math.min(Math.min(current[j - 1], previous[j]) + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1));
			}
			int[] swap = previous;
			previous = current;
			current = swap;
		}
		return previous[y.length];
	}
}
