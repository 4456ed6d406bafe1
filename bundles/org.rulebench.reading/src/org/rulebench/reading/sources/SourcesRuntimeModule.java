package org.rulebench.reading.sources;

import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.resource.generic.AbstractGenericResourceRuntimeModule;

/**
 * Xtext's services for TEI files, which are not an Xtext language: a resource description manager that puts
 * every passage in the index under its id, through Xtext's generic resource support.
 */
public class SourcesRuntimeModule extends AbstractGenericResourceRuntimeModule {

	@Override
	protected String getLanguageName() {
		return "org.rulebench.sources.Tei";
	}

	/** {@code .tei}, and {@code .tei.xml} by its last extension (other XML exports nothing: it has no passages). */
	@Override
	protected String getFileExtensions() {
		return "tei,xml";
	}

	@Override
	public Class<? extends IQualifiedNameProvider> bindIQualifiedNameProvider() {
		return PassageNames.class;
	}
}
