package org.rulebench.editor.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.assist.ReadingContentAssist.Proposal;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.workbench.tests.Ui;

/** Issue 27, item 5: content assist for citations proposes passages with their text and inserts valid syntax. */
class CitationAssistTest {
	private static final String HEAD = "reading pushuang.assisted extends pushuang.ping\ngame \"x\"\n"
			+ "rule limit: at most 2 pieces on a point\n\tcites #kishi.s3.4.r1 \"七梁雙陸の馬数制限は2個になり\" reconstructed\n";

	private static IFile file() {
		return Ui.example("pu-shuang/assisted.reading");
	}

	private static List<Proposal> at(String text) {
		return ReadingContentAssist.proposals(file(), text, text.length());
	}

	@Test
	void afterTheHashEveryPassageIsProposedWithItsTextTheReadingsOwnSourceFirst() {
		List<Proposal> proposals = at(HEAD + "rule pieces: each side has 14 pieces\n\tcites #");
		assertTrue(proposals.size() > 10, proposals.toString());
		assertTrue(proposals.stream().allMatch(p -> p.text().startsWith("#") && p.prefix().equals("#")), proposals.toString());
		assertTrue(proposals.get(0).text().startsWith("#kishi."), "the source the reading cites comes first: " + proposals.get(0));
		Proposal name = proposals.stream().filter(p -> p.text().equals("#pushuang.qiliang.name")).findFirst().orElseThrow();
		assertTrue(name.description().contains("十四馬"), "the passage's text: " + name);
		assertTrue(name.documentation().contains("十四馬行過一邊就七路雙立"), "its whole text beside the list: " + name);
	}

	@Test
	void whatIsTypedAfterTheHashNarrowsTheProposals() {
		List<Proposal> proposals = at(HEAD + "rule pieces: each side has 14 pieces\n\tcites #pushuang.qiliang.na");
		assertEquals(List.of("#pushuang.qiliang.name"), proposals.stream().map(Proposal::text).toList());
		assertEquals("#pushuang.qiliang.na", proposals.get(0).prefix());
	}

	@Test
	void withoutTheHashTheProposalInsertsAValidCitation() {
		String before = HEAD + "rule pieces: each side has 14 pieces\n\tcites ";
		List<Proposal> proposals = at(before);
		Proposal name = proposals.stream().filter(p -> p.text().equals("#pushuang.qiliang.name")).findFirst().orElseThrow();
		String after = before.substring(0, before.length() - name.prefix().length()) + name.text() + " \"十四馬\"\n";
		List<Issue> issues = ProjectReadings.withText(file(), after, parsed -> parsed.validate(CheckMode.FAST_ONLY, CancelIndicator.NullImpl));
		assertFalse(issues.stream().anyMatch(i -> i.isSyntaxError() || String.valueOf(i.getCode()).contains("passage")
				|| String.valueOf(i.getCode()).contains("Linking")), issues.toString());
	}
}
