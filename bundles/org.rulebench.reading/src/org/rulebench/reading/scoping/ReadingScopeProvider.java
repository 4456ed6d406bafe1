package org.rulebench.reading.scoping;

/**
 * Scoping of the reading language. For now Xtext's defaults (see {@link AbstractReadingScopeProvider}): names are
 * qualified ({@code a.b}), and a reading can name any other reading in the index, e.g. every file loaded into the
 * same resource set. See Xtext's documentation, "Scoping", to customize it.
 */
public class ReadingScopeProvider extends AbstractReadingScopeProvider {
}
