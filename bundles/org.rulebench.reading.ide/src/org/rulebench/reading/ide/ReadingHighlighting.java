package org.rulebench.reading.ide;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.ide.editor.syntaxcoloring.DefaultSemanticHighlightingCalculator;
import org.eclipse.xtext.ide.editor.syntaxcoloring.IHighlightedPositionAcceptor;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.CancelIndicator;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.Event;
import org.rulebench.reading.reading.Piece;
import org.rulebench.reading.reading.PointRef;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Support;
import org.rulebench.reading.reading.Zone;

/**
 * Semantic highlighting of readings: rule names, alternative labels, event names, point names, passage
 * references, quotes, evidence labels, and a grid game's piece kinds and zones (where named and wherever referred to)
 * each get a style of their own, whatever the words around them.
 */
public class ReadingHighlighting extends DefaultSemanticHighlightingCalculator {
	public static final String RULE = "reading.rule";
	public static final String ALTERNATIVE = "reading.alternative";
	public static final String EVENT = "reading.event";
	public static final String POINT = "reading.point";
	public static final String PASSAGE = "reading.passage";
	public static final String QUOTE = "reading.quote";
	public static final String EVIDENCE = "reading.evidence";
	public static final String PIECE = "reading.piece";
	public static final String ZONE = "reading.zone";

	@Override
	protected boolean highlightElement(EObject object, IHighlightedPositionAcceptor acceptor, CancelIndicator cancel) {
		for (EReference ref : object.eClass().getEAllReferences()) {
			if (ref.isContainment()) {
				continue;
			}
			if (ref.getEReferenceType() == ReadingPackage.eINSTANCE.getPiece()) {
				highlightFeature(acceptor, object, ref, PIECE);
			} else if (ref.getEReferenceType() == ReadingPackage.eINSTANCE.getZone()) {
				highlightFeature(acceptor, object, ref, ZONE);
			}
		}
		if (object instanceof Piece) {
			highlightFeature(acceptor, object, ReadingPackage.eINSTANCE.getPiece_Name(), PIECE);
		} else if (object instanceof Zone) {
			highlightFeature(acceptor, object, ReadingPackage.eINSTANCE.getZone_Name(), ZONE);
		} else if (object instanceof Rule) {
			highlightFeature(acceptor, object, ReadingPackage.eINSTANCE.getRule_Name(), RULE);
		} else if (object instanceof Alternative) {
			highlightFeature(acceptor, object, ReadingPackage.eINSTANCE.getAlternative_Label(), ALTERNATIVE);
		} else if (object instanceof Event) {
			highlightFeature(acceptor, object, ReadingPackage.eINSTANCE.getEvent_Name(), EVENT);
		} else if (object instanceof PointRef) {
			INode node = NodeModelUtils.findActualNodeFor(object);
			if (node != null) {
				acceptor.addPosition(node.getOffset(), node.getLength(), POINT);
			}
		} else if (object instanceof Citation) {
			highlightFeature(acceptor, object, ReadingPackage.eINSTANCE.getCitation_Passage(), PASSAGE);
			highlightFeature(acceptor, object, ReadingPackage.eINSTANCE.getCitation_Quote(), QUOTE);
		} else if (object instanceof Support) {
			highlightFeature(acceptor, object, ReadingPackage.eINSTANCE.getSupport_Evidence(), EVIDENCE);
		}
		return false;
	}
}
