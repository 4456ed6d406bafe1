package org.rulebench.workbench.help;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A document of docs/ as a help page: titled by its first heading, tables kept, links between documents kept working. */
class HelpPageTest {
	@Test
	void theFirstHeadingTitlesThePage() {
		String html = HelpPage.html("Some words first.\n\n# The `reading` language\n\n## Rules\n", "x.md");
		assertTrue(html.contains("<title>The reading language</title>"), html);
		assertTrue(html.contains("<meta charset=\"UTF-8\">"), html);
		assertTrue(HelpPage.html("no heading at all", "pok-deng.md").contains("<title>pok-deng.md</title>"));
	}

	@Test
	void linksToAnotherDocumentLeadToItsPage() {
		String html = HelpPage.html("See [citations](sources.md#citations), [figures](docs/performance.md),"
				+ " [the guide](./readings.md) and [Lucene](https://lucene.apache.org/).", "x.md");
		assertTrue(html.contains("href=\"sources.html#citations\""), html);
		assertTrue(html.contains("href=\"performance.html\""), html);
		assertTrue(html.contains("href=\"readings.html\""), html);
		assertTrue(html.contains("href=\"https://lucene.apache.org/\""), html);
	}

	@Test
	void tablesAndCodeAreRenderedAsTheDocsWriteThem() {
		String html = HelpPage.html("| a | b |\n| --- | --- |\n| 1 < 2 | 掲頭 |\n\n```\nrule x: y\n```\n", "x.md");
		assertTrue(html.contains("<table>") && html.contains("<td>1 &lt; 2</td>") && html.contains("<td>掲頭</td>"), html);
		assertTrue(html.contains("<pre><code>rule x: y\n</code></pre>"), html);
	}
}
