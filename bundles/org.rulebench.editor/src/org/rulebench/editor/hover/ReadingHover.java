package org.rulebench.editor.hover;

import org.eclipse.core.resources.IFile;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.editor.model.ReadingFiles;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.EvidenceLabel;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Piece;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.Event;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;
import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Source;

/**
 * Hover over a reading (computed off the UI thread by the text viewer's hover manager): a citation's passage,
 * quote and evidence; a grid piece's moves in XBetza; a rule's dimension and the base rule it replaces; an event name's defining rule; the base
 * reading's game and file.
 */
public final class ReadingHover implements ITextHover {

	@Override
	public IRegion getHoverRegion(ITextViewer viewer, int offset) {
		return new Region(offset, 0);
	}

	@Override
	public String getHoverInfo(ITextViewer viewer, IRegion region) {
		return describe(ReadingFiles.of(viewer.getDocument()), viewer.getDocument().get(), region.getOffset());
	}

	/** What the hover shows at the offset of the text, or null where there is nothing to say. */
	public static String describe(IFile file, String text, int offset) {
		return ProjectReadings.withText(file, text, parsed -> describe(parsed, offset));
	}

	private static String describe(ParsedReading parsed, int offset) {
		IParseResult result = parsed.resource().getParseResult();
		if (result == null) {
			return null;
		}
		ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(result.getRootNode(), offset);
		if (leaf == null || leaf.isHidden()) {
			return null;
		}
		EObject element = NodeModelUtils.findActualSemanticObjectFor(leaf);
		Citation citation = EcoreUtil2.getContainerOfType(element, Citation.class);
		if (citation != null) {
			return citation(citation);
		}
		Reading reading = EcoreUtil2.getContainerOfType(element, Reading.class);
		if (element instanceof Reading && reading.getBase() != null && within(leaf, reading, ReadingPackage.eINSTANCE.getReading_Base())) {
			return base(reading.getBase());
		}
		EObject target = referenced(element, leaf);
		if (target instanceof Event event) {
			Rule defining = EcoreUtil2.getContainerOfType(event, Rule.class);
			return "event " + event.getName() + (defining == null ? "" : "\n" + source(defining));
		}
		Rule rule = EcoreUtil2.getContainerOfType(element, Rule.class);
		if (target instanceof Piece piece) {
			return piece(piece);
		}
		Piece piece = EcoreUtil2.getContainerOfType(element, Piece.class);
		if (piece != null && rule != null) {
			return piece(piece) + "\n" + rule(rule, reading);
		}
		return rule == null ? null : rule(rule, reading);
	}

	/** A grid piece's moves in XBetza, as Fairy-Stockfish writes them. */
	private static String piece(Piece piece) {
		return "piece " + piece.getName() + " (" + (piece.getLetter() == null ? "?" : piece.getLetter().toUpperCase()) + ")"
				+ (piece.isRoyal() ? ", royal" : "") + "\nXBetza: " + GridReadingCompiler.describe(piece);
	}

	private static boolean within(ILeafNode leaf, EObject owner, org.eclipse.emf.ecore.EStructuralFeature feature) {
		for (INode n : NodeModelUtils.findNodesForFeature(owner, feature)) {
			if (leaf.getOffset() >= n.getOffset() && leaf.getOffset() < n.getOffset() + n.getLength()) {
				return true;
			}
		}
		return false;
	}

	/** The object a cross-reference at the leaf points to, or null. */
	private static EObject referenced(EObject element, ILeafNode leaf) {
		for (org.eclipse.emf.ecore.EReference ref : element.eClass().getEAllReferences()) {
			if (!ref.isContainment() && !ref.isContainer() && !ref.isMany() && within(leaf, element, ref)) {
				EObject target = (EObject) element.eGet(ref, true);
				return target == null || target.eIsProxy() ? null : target;
			}
		}
		return null;
	}

	private static String citation(Citation c) {
		String written = NodeModelUtils.findNodesForFeature(c, ReadingPackage.eINSTANCE.getCitation_Passage()).stream()
				.map(n -> NodeModelUtils.getTokenText(n)).findFirst().orElse("");
		StringBuilder s = new StringBuilder("Passage ").append(written);
		Passage passage = c.getPassage();
		if (passage == null || passage.eIsProxy()) {
			s.append(": not found among the sources (TEI files) of the workspace");
		} else {
			Source source = EcoreUtil2.getContainerOfType(passage, Source.class);
			if (source != null && source.getTitle() != null) {
				s.append(" in ").append(source.getTitle());
			}
			s.append("\n").append(Passages.text(passage).strip());
		}
		if (c.getQuote() != null) {
			s.append("\nquoted: \"").append(c.getQuote()).append('"');
		}
		EObject support = c.eContainer();
		// the evidence is an enum whose first literal (described) is its default: written or not is in the nodes
		if (support instanceof org.rulebench.reading.reading.Support sup
				&& !NodeModelUtils.findNodesForFeature(sup, ReadingPackage.eINSTANCE.getSupport_Evidence()).isEmpty()) {
			s.append("\nevidence: ").append(sup.getEvidence().getLiteral());
		}
		Rule rule = EcoreUtil2.getContainerOfType(c, Rule.class);
		if (rule != null) {
			s.append("\ncited by rule ").append(rule.getName());
		}
		return s.toString();
	}

	private static String base(Reading base) {
		if (base.eIsProxy()) {
			return null;
		}
		String where = base.eResource() == null ? "" : "\nin " + base.eResource().getURI().toPlatformString(true);
		return "reading " + base.getName() + " — " + base.getGame() + where + "\n" + base.getRules().size() + " rules";
	}

	private static String rule(Rule rule, Reading reading) {
		StringBuilder s = new StringBuilder("rule ").append(rule.getName());
		Claim claim = Dimension.claimOf(rule);
		if (claim != null) {
			s.append(" — states ").append(Dimension.of(claim));
		}
		if (!rule.getAlternatives().isEmpty()) {
			s.append("\none of ").append(rule.getAlternatives().size()).append(" alternatives: each is simulated side by side");
			EvidenceLabel.ofRule(rule).forEach((name, label) -> s.append("\n  ").append(name.substring(name.indexOf('/') + 1))
					.append(": ").append(label));
		} else {
			s.append("\nevidence: ").append(EvidenceLabel.of(rule.getSupport()));
		}
		try {
			ReadingChain chain = ReadingChain.of(reading);
			for (Reading r : chain.readings()) {
				if (r == reading) {
					break;
				}
				for (Rule replaced : r.getRules()) {
					if (rule.getName() != null && rule.getName().equals(replaced.getName())) {
						s.append("\nreplaces the rule of ").append(r.getName()).append(":\n").append(source(replaced));
					}
				}
			}
		} catch (RuntimeException e) {
			// a base that cannot be found or a cycle: the diagnostics say so, the hover shows what it can
		}
		return s.toString();
	}

	private static String source(EObject element) {
		INode node = NodeModelUtils.findActualNodeFor(element);
		return node == null ? "" : NodeModelUtils.getTokenText(node);
	}
}
