package org.rulebench.readings.internal;

import org.eclipse.xtext.resource.XtextResourceSet;
import org.rulebench.reading.ReadingStandaloneSetup;

import com.google.inject.Injector;

/** The reading language's injector, made once: every load of readings gets a fresh resource set from it. */
public final class Language {
	private static Injector injector;

	private Language() {
	}

	public static synchronized Injector injector() {
		if (injector == null) {
			injector = new ReadingStandaloneSetup().createInjectorAndDoEMFRegistration();
		}
		return injector;
	}

	public static XtextResourceSet resourceSet() {
		return injector().getInstance(XtextResourceSet.class);
	}
}
