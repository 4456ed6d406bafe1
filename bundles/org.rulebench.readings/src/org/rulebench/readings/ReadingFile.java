package org.rulebench.readings;

import java.util.List;

/**
 * A reading file of the workspace, as the list shows it.
 *
 * @param path      relative to the workspace root, '/'-separated
 * @param name      the reading's name ("pushuang.qiliang"); null if the file is not a reading (syntax errors)
 * @param base      the name of the reading it extends; null if none
 * @param game      the game's title as the reading gives it
 * @param published the tags that publish this reading, oldest first
 */
public record ReadingFile(String path, String name, String base, String game, List<String> published) {
}
