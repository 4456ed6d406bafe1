package org.rulebench.reading.scoping;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.Scopes;
import org.rulebench.reading.reading.Event;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;

import com.google.inject.Inject;

/**
 * Events are named by their simple name anywhere along the reading's extension chain (the extending reading's own
 * first); readings are found in the index by their qualified name; passages by their full id only (not relative
 * to the reading's name), in the index where the TEI sources put them.
 */
public class ReadingScopeProvider extends AbstractReadingScopeProvider {
	@Inject
	private IGlobalScopeProvider index;

	@Override
	public IScope getScope(EObject context, EReference reference) {
		if (reference.getEReferenceType() == ReadingPackage.eINSTANCE.getEvent()) {
			Reading reading = EcoreUtil2.getContainerOfType(context, Reading.class);
			List<Event> events = new ArrayList<>();
			List<Reading> seen = new ArrayList<>();
			for (Reading r = reading; r != null && !r.eIsProxy() && !seen.contains(r); r = r.getBase()) {
				seen.add(r);
				events.addAll(EcoreUtil2.getAllContentsOfType(r, Event.class));
			}
			return Scopes.scopeFor(events);
		}
		if (reference.getEReferenceType() == ReadingPackage.eINSTANCE.getZone()
				|| reference.getEReferenceType() == ReadingPackage.eINSTANCE.getPiece()) {
			@SuppressWarnings("unchecked")
			Class<? extends EObject> type = (Class<? extends EObject>) reference.getEReferenceType().getInstanceClass();
			return Scopes.scopeFor(alongTheChain(context, type));
		}
		if (reference == ReadingPackage.eINSTANCE.getCitation_Passage()) {
			return index.getScope(context.eResource(), reference, null);
		}
		return super.getScope(context, reference);
	}

	/** Zones and pieces of a grid reading, like events, by simple name along the chain, the reading's own first. */
	private static List<EObject> alongTheChain(EObject context, Class<? extends EObject> type) {
		Reading reading = EcoreUtil2.getContainerOfType(context, Reading.class);
		List<EObject> found = new ArrayList<>();
		List<Reading> seen = new ArrayList<>();
		for (Reading r = reading; r != null && !r.eIsProxy() && !seen.contains(r); r = r.getBase()) {
			seen.add(r);
			found.addAll(EcoreUtil2.getAllContentsOfType(r, type));
		}
		return found;
	}
}
