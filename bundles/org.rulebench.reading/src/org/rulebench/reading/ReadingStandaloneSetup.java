package org.rulebench.reading;

import org.rulebench.reading.sources.SourcesSetup;

import com.google.inject.Injector;

/**
 * Sets the language up outside OSGi (command line, plain JUnit): registers the EPackage, the resource factory
 * and the resource service provider for {@code *.reading} with EMF's global registries, and TEI sources
 * ({@code *.tei}) with EMF and Xtext's index, so that citations link to passages.
 */
public class ReadingStandaloneSetup extends ReadingStandaloneSetupGenerated {

	public static void doSetup() {
		new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration();
	}

	@Override
	public Injector createInjectorAndDoEMFRegistration() {
		SourcesSetup.doSetup();
		return super.createInjectorAndDoEMFRegistration();
	}
}
