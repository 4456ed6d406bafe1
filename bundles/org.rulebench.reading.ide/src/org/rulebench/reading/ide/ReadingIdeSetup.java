package org.rulebench.reading.ide;

import org.eclipse.xtext.util.Modules2;
import org.rulebench.reading.ReadingRuntimeModule;
import org.rulebench.reading.ReadingStandaloneSetup;

import com.google.inject.Guice;
import com.google.inject.Injector;

/**
 * Sets the language up with its IDE services (runtime module mixed with {@link ReadingIdeModule}), e.g. for an
 * editor or a language server.
 */
public class ReadingIdeSetup extends ReadingStandaloneSetup {

	@Override
	public Injector createInjector() {
		return Guice.createInjector(Modules2.mixin(new ReadingRuntimeModule(), new ReadingIdeModule()));
	}
}
