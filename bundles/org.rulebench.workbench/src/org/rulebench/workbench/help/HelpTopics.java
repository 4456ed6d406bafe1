package org.rulebench.workbench.help;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;

/**
 * The documentation as the Help view shows it: the project's docs/*.md (the build copies them into this bundle's
 * help/ folder), each cut into its sections at its headings, and a search over them.
 */
public final class HelpTopics {
	/** The documents, in the order a newcomer reads them: file name and title. */
	static final List<String[]> DOCUMENTS = List.of(new String[] { "getting-started.md", "Getting started" },
			new String[] { "reading-language.md", "The reading language" }, new String[] { "sources.md", "Sources and citations" },
			new String[] { "annotations.md", "Annotations" }, new String[] { "readings.md", "Readings under version control" },
			new String[] { "measures.md", "What the simulator measures" }, new String[] { "pok-deng.md", "Pok Deng" },
			new String[] { "performance.md", "Performance" });

	/** One document: its title and its sections. */
	public record Topic(String title, String file, List<Section> sections) {
	}

	/** A heading and the text under it (its own heading line first), in Markdown. */
	public record Section(Topic topic, String heading, int level, String text) {
		@Override
		public String toString() {
			return heading;
		}
	}

	/** A section that contains every word searched for, with how often they occur and a line that shows one. */
	public record Hit(Section section, int score, String line) {
	}

	private final List<Topic> topics;

	private HelpTopics(List<Topic> topics) {
		this.topics = topics;
	}

	/** The documents shipped with the workbench. */
	public static HelpTopics shipped() {
		Bundle bundle = Platform.getBundle("org.rulebench.workbench");
		List<Topic> topics = new ArrayList<>();
		for (String[] d : DOCUMENTS) {
			URL url = bundle == null ? null : FileLocator.find(bundle, new org.eclipse.core.runtime.Path("help/" + d[0]));
			if (url == null) {
				continue;
			}
			try (InputStream in = url.openStream()) {
				topics.add(topic(d[1], d[0], new String(in.readAllBytes(), StandardCharsets.UTF_8)));
			} catch (IOException e) {
				// a document that cannot be read is left out of the contents
			}
		}
		return new HelpTopics(topics);
	}

	public List<Topic> topics() {
		return topics;
	}

	/** A document cut at its headings (lines starting with #, outside fenced code). */
	static Topic topic(String title, String file, String markdown) {
		List<Section> sections = new ArrayList<>();
		Topic topic = new Topic(title, file, sections);
		String heading = title;
		int level = 1;
		StringBuilder text = new StringBuilder();
		boolean fenced = false;
		for (String line : markdown.split("\n", -1)) {
			if (line.startsWith("```")) {
				fenced = !fenced;
			}
			if (!fenced && line.matches("#{1,4} .*")) {
				if (!text.toString().isBlank()) {
					sections.add(new Section(topic, heading, level, text.toString()));
				}
				level = line.indexOf(' ');
				heading = line.substring(level + 1).strip();
				text.setLength(0);
			}
			text.append(line).append('\n');
		}
		if (!text.toString().isBlank()) {
			sections.add(new Section(topic, heading, level, text.toString()));
		}
		return topic;
	}

	/** The sections holding every word of the query (any case), most occurrences first. */
	public List<Hit> search(String query) {
		List<String> words = List.of(query.toLowerCase(Locale.ROOT).strip().split("\\s+"));
		List<Hit> hits = new ArrayList<>();
		if (query.isBlank()) {
			return hits;
		}
		for (Topic t : topics) {
			for (Section s : t.sections()) {
				String lower = s.text().toLowerCase(Locale.ROOT);
				int score = 0;
				for (String w : words) {
					int n = count(lower, w);
					if (n == 0) {
						score = 0;
						break;
					}
					score += n + (s.heading().toLowerCase(Locale.ROOT).contains(w) ? 10 : 0);
				}
				if (score > 0) {
					hits.add(new Hit(s, score, lineWith(s.text(), words.get(0))));
				}
			}
		}
		hits.sort(Comparator.comparingInt(Hit::score).reversed());
		return hits;
	}

	private static int count(String text, String word) {
		int n = 0;
		for (int at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length())) {
			n++;
		}
		return n;
	}

	private static String lineWith(String text, String word) {
		for (String line : text.split("\n")) {
			if (line.toLowerCase(Locale.ROOT).contains(word) && !line.startsWith("#")) {
				String flat = line.strip();
				return flat.length() > 120 ? flat.substring(0, 120) + "…" : flat;
			}
		}
		return "";
	}
}
