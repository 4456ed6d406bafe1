package org.rulebench.reading.sources;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.IQualifiedNameConverter;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;
import org.rulebench.sources.model.Passage;

import com.google.inject.Inject;

/** A passage is exported under its xml:id (kishi.s3.4.r1); nothing else of a source is. */
public class PassageNames extends IQualifiedNameProvider.AbstractImpl {
	@Inject
	private IQualifiedNameConverter converter;

	@Override
	public QualifiedName getFullyQualifiedName(EObject object) {
		return object instanceof Passage p && p.getId() != null && !p.getId().isEmpty() ? converter.toQualifiedName(p.getId()) : null;
	}
}
