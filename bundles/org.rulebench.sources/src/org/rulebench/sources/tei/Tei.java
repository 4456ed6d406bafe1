package org.rulebench.sources.tei;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.rulebench.sources.model.SourcesPackage;

/** TEI files as EMF resources: which files are TEI, and their registration outside OSGi. */
public final class Tei {
	/** The TEI P5 namespace. */
	public static final String NAMESPACE = "http://www.tei-c.org/ns/1.0";
	/** The file extension registered with EMF; {@code .tei.xml} files are recognised by {@link #isTei(URI)}. */
	public static final String EXTENSION = "tei";

	private Tei() {
	}

	/** Whether the file is a TEI transcription by its name: {@code *.tei} or {@code *.tei.xml}. */
	public static boolean isTei(URI uri) {
		String name = uri.lastSegment();
		return name != null && (name.endsWith(".tei") || name.endsWith(".tei.xml"));
	}

	/** Registers the model and the {@code .tei} extension with EMF's global registries (inside OSGi plugin.xml does). */
	public static void register() {
		EPackage.Registry.INSTANCE.put(SourcesPackage.eNS_URI, SourcesPackage.eINSTANCE);
		Resource.Factory.Registry.INSTANCE.getExtensionToFactoryMap().putIfAbsent(EXTENSION, new TeiResourceFactory());
	}
}
