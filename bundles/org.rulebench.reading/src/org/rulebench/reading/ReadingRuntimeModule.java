package org.rulebench.reading;

/**
 * The reading language's Guice bindings, in and outside OSGi. The generated {@link AbstractReadingRuntimeModule}
 * binds the parser, serializer, {@code validation.ReadingValidator}, {@code scoping.ReadingScopeProvider}
 * (imported namespaces, qualified names) and {@code formatting2.ReadingFormatter}; override or add bindings here.
 */
public class ReadingRuntimeModule extends AbstractReadingRuntimeModule {
}
