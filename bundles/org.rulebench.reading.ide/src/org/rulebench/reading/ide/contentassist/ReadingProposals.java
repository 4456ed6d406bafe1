package org.rulebench.reading.ide.contentassist;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.CrossReference;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.SourcesPackage;

/**
 * Xtext's proposals from the grammar, and for a citation's passage every passage in the index written as the
 * language writes it ({@code #id}), with its text: first those of the source the reading already cites most, in the
 * source's order, then the others.
 */
public class ReadingProposals extends IdeContentProposalProvider {
	/** Characters of a passage's text shown beside its id in the list (all of it in the side pane). */
	static final int EXCERPT = 60;

	@Override
	protected void _createProposals(CrossReference reference, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
		if (reference.getType() == null || reference.getType().getClassifier() != SourcesPackage.eINSTANCE.getPassage()) {
			super._createProposals(reference, context, acceptor);
			return;
		}
		EObject model = context.getCurrentModel() != null ? context.getCurrentModel() : context.getRootModel();
		if (model == null) {
			return;
		}
		Map<Resource, Integer> cited = citedSources(context.getRootModel());
		String typed = context.getPrefix().startsWith("#") ? context.getPrefix().substring(1) : context.getPrefix();
		int order = 0;
		for (IEObjectDescription d : getScopeProvider().getScope(model, ReadingPackage.eINSTANCE.getCitation_Passage()).getAllElements()) {
			String id = getQualifiedNameConverter().toString(d.getName());
			order++;
			if (!id.startsWith(typed) || !(EcoreUtil.resolve(d.getEObjectOrProxy(), model) instanceof Passage passage) || passage.eIsProxy()) {
				continue;
			}
			String text = Passages.text(passage).strip().replaceAll("\\s+", " ");
			ContentAssistEntry entry = new ContentAssistEntry();
			entry.setPrefix(context.getPrefix());
			entry.setProposal("#" + id);
			entry.setLabel("#" + id);
			entry.setDescription(excerpt(text));
			entry.setDocumentation(text);
			entry.setKind(ContentAssistEntry.KIND_REFERENCE);
			entry.setSource(passage);
			// the acceptor lists higher priorities first: the reading's own source, then the order of the index
			int rank = cited.getOrDefault(passage.eResource(), 0);
			acceptor.accept(entry, getProposalPriorities().getCrossRefPriority(d, entry) + rank * 100_000 - Math.min(order, 99_999));
		}
	}

	/** How many citations of the reading resolve into each source. */
	private static Map<Resource, Integer> citedSources(EObject root) {
		Map<Resource, Integer> counts = new HashMap<>();
		if (root == null) {
			return counts;
		}
		for (Citation c : EcoreUtil2.eAllOfType(root, Citation.class)) {
			Passage p = c.getPassage();
			if (p != null && !p.eIsProxy() && p.eResource() != null) {
				counts.merge(p.eResource(), 1, Integer::sum);
			}
		}
		return counts;
	}

	static String excerpt(String text) {
		int[] cps = text.codePoints().toArray();
		return cps.length <= EXCERPT ? text : new String(cps, 0, EXCERPT) + "…";
	}
}
