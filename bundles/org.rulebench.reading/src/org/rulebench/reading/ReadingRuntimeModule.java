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

	/** Byte-order marks and old line endings accepted, limits on size and nesting (ReadingText). */
	@Override
	public Class<? extends org.eclipse.xtext.resource.XtextResource> bindXtextResource() {
		return org.rulebench.reading.resource.ReadingResource.class;
	}

	/** No empty qualified name (a reading whose name did not parse). */
	@Override
	public Class<? extends org.eclipse.xtext.naming.IQualifiedNameProvider> bindIQualifiedNameProvider() {
		return org.rulebench.reading.naming.ReadingNames.class;
	}

	/** Every message on one line, whatever it quotes (a FEN, a play, a passage's text). */
	public Class<? extends org.eclipse.xtext.validation.IDiagnosticConverter> bindIDiagnosticConverter() {
		return org.rulebench.reading.validation.OneLineDiagnostics.class;
	}

	/** Syntax errors in the reading's words: what may follow, and where the docs say so. */
	public Class<? extends org.eclipse.xtext.parser.antlr.ISyntaxErrorMessageProvider> bindISyntaxErrorMessageProvider() {
		return org.rulebench.reading.syntax.ReadingSyntaxMessages.class;
	}

	/** One mistake, one error: no errors derived from a syntax or linking error. */
	public Class<? extends org.eclipse.xtext.validation.IResourceValidator> bindIResourceValidator() {
		return org.rulebench.reading.validation.ReadingResourceValidator.class;
	}

	/** A check that fails with an exception is a diagnostic in words on the part it checked. */
	public Class<? extends org.eclipse.xtext.validation.CompositeEValidator> bindCompositeEValidator() {
		return org.rulebench.reading.validation.ReadingCompositeEValidator.class;
	}
}
