package org.rulebench.reading.sources;

import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.rulebench.sources.tei.Tei;

import com.google.inject.Guice;

/**
 * Registers TEI sources with EMF and with Xtext's index, in and outside OSGi; {@code ReadingStandaloneSetup} calls it,
 * so whoever sets the reading language up can cite passages.
 */
public final class SourcesSetup {
	private static volatile boolean done;

	private SourcesSetup() {
	}

	public static synchronized void doSetup() {
		if (done) {
			return;
		}
		Tei.register();
		IResourceServiceProvider provider = Guice.createInjector(new SourcesRuntimeModule()).getInstance(IResourceServiceProvider.class);
		for (String extension : new String[] { "tei", "xml" }) {
			IResourceServiceProvider.Registry.INSTANCE.getExtensionToFactoryMap().putIfAbsent(extension, provider);
		}
		done = true;
	}
}
