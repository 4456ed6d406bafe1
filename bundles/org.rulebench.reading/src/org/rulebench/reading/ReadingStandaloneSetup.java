package org.rulebench.reading;

/**
 * Sets the language up outside OSGi (command line, plain JUnit): registers the EPackage, the resource factory
 * and the resource service provider for {@code *.reading} with EMF's global registries.
 */
public class ReadingStandaloneSetup extends ReadingStandaloneSetupGenerated {

	public static void doSetup() {
		new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration();
	}
}
