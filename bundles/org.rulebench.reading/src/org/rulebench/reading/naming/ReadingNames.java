package org.rulebench.reading.naming;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.DefaultDeclarativeQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;

/**
 * Qualified names as usual, but no empty one: a reading whose name did not parse (`reading .#x`) has none, so that
 * scoping does not take the empty name for a namespace to import, which Xtext refuses with an exception.
 */
public class ReadingNames extends DefaultDeclarativeQualifiedNameProvider {
	@Override
	public QualifiedName getFullyQualifiedName(EObject obj) {
		QualifiedName name = super.getFullyQualifiedName(obj);
		if (name == null || name.isEmpty()) {
			return null;
		}
		for (String segment : name.getSegments()) {
			if (segment == null || segment.isEmpty()) {
				return null;
			}
		}
		return name;
	}
}
