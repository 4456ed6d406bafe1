package org.rulebench.sources.tei;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

/** Makes {@link TeiResource}s; registered for {@code *.tei} (plugin.xml, {@link Tei#register()}). */
public class TeiResourceFactory implements Resource.Factory {

	@Override
	public Resource createResource(URI uri) {
		return new TeiResource(uri);
	}
}
