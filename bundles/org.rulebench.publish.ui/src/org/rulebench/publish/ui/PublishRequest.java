package org.rulebench.publish.ui;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.rulebench.publish.DocumentFormat;

/**
 * How to publish, as the Publish dialog asks it: the same settings as `rulebench publish`'s options.
 *
 * @param formats the documents to write
 * @param games   games per combination of alternatives
 * @param seed    the seed of game 0 of each combination
 * @param first   the first side's player
 * @param second  the second side's player
 * @param chosen  the alternatives chosen (rule → label); every combination of the others
 * @param output  the folder the files are written to
 */
public record PublishRequest(Set<DocumentFormat> formats, int games, long seed, String first, String second, Map<String, String> chosen,
		Path output) {

	public PublishRequest {
		formats = formats.isEmpty() ? Set.of() : EnumSet.copyOf(formats);
		chosen = new LinkedHashMap<>(chosen);
	}
}
