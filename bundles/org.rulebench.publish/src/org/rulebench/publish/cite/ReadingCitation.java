package org.rulebench.publish.cite;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.rulebench.publish.version.ReadingVersion;

import com.google.gson.GsonBuilder;

/**
 * How to cite a published reading itself: as BibTeX and as CSL-JSON (what Zotero, Pandoc and citeproc read). The
 * version cited is the commit; a reading with changes not committed is cited as such, so that nobody cites a text
 * that cannot be checked out.
 *
 * @param key    the citation key, e.g. "rulebench-pushuang.qiliang-1a2b3c4"
 * @param bibtex one BibTeX entry
 * @param csl    a CSL-JSON array of one item
 */
public record ReadingCitation(String key, String bibtex, String csl) {

	/**
	 * @param name    the reading's name
	 * @param game    the game it reads
	 * @param version its version
	 * @param tool    the Rulebench version that published it
	 * @param figures what the figures are of, in a sentence ("seed 1, 1,000 games per combination, random against random")
	 * @param now     when it is published: the date of a reading not committed
	 */
	public static ReadingCitation of(String name, String game, ReadingVersion version, String tool, String figures, Instant now) {
		String id = version.underVersionControl() ? version.shortCommit() : "uncommitted";
		String key = "rulebench-" + name.replaceAll("[^A-Za-z0-9.:-]", "_") + "-" + id;
		String title = game + ": the reading " + name;
		LocalDate date = LocalDate.ofInstant(version.dirty() || version.when() == null ? now : version.when(), ZoneOffset.UTC);
		String versionText = version.describe();
		String where = "Rulebench reading, " + version.path() + (version.underVersionControl() ? " at commit " + version.commit() : "");
		String note = "Published with Rulebench " + tool + "; figures: " + figures
				+ (version.dirty() ? ". NOT A COMMITTED VERSION: commit the reading and publish it again before citing it" : "");

		StringBuilder b = new StringBuilder();
		b.append("@misc{").append(key).append(",\n");
		field(b, "author", String.join(" and ", version.authors().stream().map(a -> "{" + tex(a) + "}").toList()));
		field(b, "title", "{" + tex(title) + "}");
		field(b, "year", Integer.toString(date.getYear()));
		field(b, "month", date.getMonth().name().substring(0, 3).toLowerCase(Locale.ROOT), false);
		field(b, "version", tex(versionText));
		field(b, "howpublished", tex(where));
		field(b, "note", tex(note));
		b.setLength(b.length() - 2);
		b.append("\n}\n");

		Map<String, Object> item = new LinkedHashMap<>();
		item.put("id", key);
		item.put("type", "software");
		item.put("title", title);
		List<Map<String, String>> authors = new ArrayList<>();
		version.authors().forEach(a -> authors.add(Map.of("literal", a)));
		if (!authors.isEmpty()) {
			item.put("author", authors);
		}
		item.put("issued", Map.of("date-parts", List.of(List.of(date.getYear(), date.getMonthValue(), date.getDayOfMonth()))));
		item.put("version", versionText);
		item.put("genre", "Rulebench reading");
		item.put("medium", where);
		item.put("note", note);
		String csl = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(List.of(item));
		return new ReadingCitation(key, b.toString(), csl + "\n");
	}

	private static void field(StringBuilder b, String name, String value) {
		field(b, name, value, true);
	}

	private static void field(StringBuilder b, String name, String value, boolean braced) {
		if (value == null || value.isEmpty()) {
			return;
		}
		b.append("  ").append(String.format(Locale.ROOT, "%-12s", name)).append(" = ").append(braced ? "{" : "").append(value)
				.append(braced ? "}" : "").append(",\n");
	}

	/** BibTeX's special characters escaped. */
	static String tex(String s) {
		StringBuilder b = new StringBuilder();
		for (char c : s.toCharArray()) {
			switch (c) {
			case '\\' -> b.append("\\textbackslash{}");
			case '{', '}', '%', '&', '#', '_', '$' -> b.append('\\').append(c);
			case '~' -> b.append("\\textasciitilde{}");
			case '^' -> b.append("\\textasciicircum{}");
			default -> b.append(c);
			}
		}
		return b.toString();
	}
}
