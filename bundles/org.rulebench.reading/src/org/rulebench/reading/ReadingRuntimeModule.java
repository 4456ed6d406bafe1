package org.rulebench.reading;

import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;
import org.rulebench.reading.conversion.ReadingValueConverters;
import org.rulebench.reading.linking.ReadingLinkingDiagnostics;

/**
 * The reading language's Guice bindings, in and outside OSGi. The generated {@link AbstractReadingRuntimeModule}
 * binds the parser, serializer, {@code validation.ReadingValidator}, {@code scoping.ReadingScopeProvider}
 * (imported namespaces, qualified names) and {@code formatting2.ReadingFormatter}; override or add bindings here.
 */
public class ReadingRuntimeModule extends AbstractReadingRuntimeModule {

	@Override
	public Class<? extends IValueConverterService> bindIValueConverterService() {
		return ReadingValueConverters.class;
	}

	public Class<? extends ILinkingDiagnosticMessageProvider> bindILinkingDiagnosticMessageProvider() {
		return ReadingLinkingDiagnostics.class;
	}
}
