package org.rulebench.readings;

/**
 * A reading published: a tag that fixes the commit a reading was cited from.
 *
 * @param tag      the tag's name, e.g. "published/pushuang.qiliang/v2"
 * @param reading  the reading's name
 * @param path     its file, relative to the workspace root
 * @param revision the commit the tag points at
 */
public record Publication(String tag, String reading, String path, Revision revision) {
}
