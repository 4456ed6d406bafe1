package org.rulebench.readings.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.AnnotationStore;
import org.rulebench.annotations.diff.AnnotationChange;
import org.rulebench.annotations.diff.AnnotationDiff;
import org.rulebench.annotations.w3c.W3cWriter;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.diff.RuleChange.Aspect;
import org.rulebench.readings.diff.RuleChange.Side;
import org.rulebench.readings.tests.ReadingHistory;

/** Readings compared rule by rule, over histories of the example readings built in memory. */
class RuleDiffTest {
	private static final String PING = "pu-shuang/ping.reading";
	private static final String QILIANG = "pu-shuang/qiliang.reading";

	private ReadingHistory history;

	@BeforeEach
	void examples() {
		history = ReadingHistory.withExamples();
	}

	@AfterEach
	void close() {
		history.close();
	}

	private RuleDiff diff(String a, String b) {
		return new RuleDiffCommand(history.repository()).setOld(a).setNew(b).call();
	}

	@Test
	void qiliangDiffersFromPingInExactlyTheRulesItRestatesOrAdds() {
		RuleDiff d = diff("main:" + PING, "main:" + QILIANG);
		assertEquals(List.of("pieces", "start", "limit", "bearOff", "end", "winner", "sevenPairs", "mirrored", "大彩", "kaito"), d.rules());
		assertEquals(List.of("sevenPairs", "mirrored", "大彩", "kaito"), d.rules(Aspect.ADDED));
		assertEquals(List.of(), d.rules(Aspect.REMOVED));
		assertEquals(List.of("pieces", "start", "limit", "bearOff", "end", "winner"), d.rules(Aspect.VALUE));
		assertEquals(List.of(), d.rules(Aspect.MOVED));
		assertEquals(List.of("limit", "bearOff", "end"), d.rules(Aspect.EVIDENCE));
		assertEquals(16, d.same());
		assertNull(d.mergeBase(), "two files: no merge base");

		RuleChange limit = d.change("limit");
		assertEquals("at most 5 pieces on a point", limit.before().value());
		assertEquals("at most 2 pieces on a point", limit.after().value());
		assertEquals("described", limit.before().evidence());
		assertEquals("reconstructed", limit.after().evidence());
		assertEquals("pushuang.ping", limit.before().reading());
		assertEquals("pushuang.qiliang", limit.after().reading());
		assertEquals("main:" + QILIANG, limit.after().file());
		assertEquals(14, limit.after().line());
		assertEquals("cites #kishi.s3.4.r1 \"七梁雙陸の馬数制限は2個になり\"", limit.after().citations());
		assertEquals("start: 2 on far rear 6, 5 on far front 6, 3 on point 8, 5 on rear 1", d.change("start").before().value());
	}

	@Test
	void sanliangAndYamatoShareOnlyTheirCoin() {
		RuleDiff d = diff("main:pu-shuang/sanliang.reading", "main:sugoroku/yamato.reading");
		assertEquals(List.of("board", "travel", "pieces", "start", "dice", "doubles", "sums", "useDice", "largerDie", "limit",
				"block", "hit", "reentry", "bearOff", "bearOffPriority", "overBear", "onePiecePerDie", "頭破", "end", "winner",
				"stakes", "cube", "prime"), d.rules());
		assertEquals(List.of("start", "dice", "largerDie", "limit", "hit", "reentry", "overBear", "stakes"), d.rules(Aspect.VALUE));
		assertEquals(List.of("sums", "bearOffPriority", "onePiecePerDie", "頭破"), d.rules(Aspect.REMOVED));
		assertEquals(List.of("cube", "prime"), d.rules(Aspect.ADDED));
		assertEquals(List.of("doubles", "largerDie", "reentry", "stakes"), d.rules(Aspect.EVIDENCE));
		assertEquals(1, d.same(), "firstTurn: a coin, assumed, in both");
		assertEquals("sugoroku.hon", d.change("doubles").after().reading(), "yamato's doubles come from 本双六");
		assertEquals("backgammon", d.change("overBear").after().reading());
	}

	@Test
	void aChangeToTheBaseShowsInEveryReadingThatExtendsIt() {
		history.on("open-entry").from("main")
				.edit(PING, "rule reentry: one of {\n\texact:", "rule reentry: one of {\n\tanywhere: pieces enter on any open point\n\t\tassumed\n\texact:")
				.commit("平雙陸: entering anywhere, as a third alternative");
		for (String reading : List.of(QILIANG, "pu-shuang/sanliang.reading", "pu-shuang/dajian.reading", PING)) {
			RuleDiff d = diff("main:" + reading, "open-entry");
			assertEquals(List.of("reentry"), d.rules(), reading);
			assertEquals(Set.of(Aspect.VALUE, Aspect.EVIDENCE), d.change("reentry").aspects(), reading);
			assertEquals("pushuang.ping", d.change("reentry").after().reading());
		}
	}

	@Test
	void againstTheMergeBaseEachRuleSaysWhichSideChangedIt() {
		history.on("kishi").from("main")
				.edit(QILIANG, "at most 2 pieces on a point", "at most 3 pieces on a point")
				.edit(QILIANG, "each side has 14 pieces", "each side has 13 pieces").commit("七梁: three to a point");
		history.on("main").edit(QILIANG, "at most 2 pieces on a point", "at most 4 pieces on a point")
				.edit(PING, "rule stakes: a win counts 1\n\tassumed", "rule stakes: a win counts 2\n\tassumed")
				.commit("七梁: four to a point; 平雙陸 stakes 2");
		RuleDiff d = diff("main:" + QILIANG, "kishi");
		assertTrue(d.mergeBase().endsWith(":" + QILIANG), d.mergeBase());
		assertEquals(List.of("pieces", "limit", "stakes"), d.rules());
		assertEquals(Side.NEW, d.change("pieces").changedOn());
		assertEquals(Side.BOTH, d.change("limit").changedOn());
		assertEquals(Side.OLD, d.change("stakes").changedOn(), "changed in the base reading, on main only");
		assertTrue(d.table().contains("changed on both sides"), d.table());
	}

	@Test
	void aDiffOfTwoBranchesShowsTheirAnnotationChangesBesideTheRuleChanges() {
		String glosses = "annotations/qiliang-glosses.jsonld";
		String question = "tag:rulebench.org,2026:qiliang-glosses/buxia";
		String chou = "tag:rulebench.org,2026:qiliang-glosses/chou";
		// Kishi's branch: a rule changed, a gloss reworded, the question answered away (removed), a new translation set
		AnnotationSet main = AnnotationStore.parse("qiliang-glosses", history.text("main", glosses), glosses);
		String kishi = W3cWriter.write(main.without(question)).replace("chip: the unit of score",
				"chip (籌): the unit of score, counted in tallies");
		history.on("kishi").from("main").edit(QILIANG, "at most 2 pieces on a point", "at most 3 pieces on a point")
				.put(glosses, kishi)
				.put("annotations/kishi-notes.jsonld", history.text("main", "annotations/qiliang-translation.jsonld")
						.replace("qiliang-translation/", "kishi-notes/"))
				.commit("七梁: three to a point; Kishi's notes");
		RuleDiff d = diff("main:" + QILIANG, "kishi");
		assertEquals(List.of("limit"), d.rules());
		AnnotationDiff a = d.annotations();
		assertEquals(List.of(question), a.ids(AnnotationChange.Aspect.REMOVED));
		assertEquals(8, a.ids(AnnotationChange.Aspect.ADDED).size(), "the eight lines of the new set");
		assertEquals(Set.of(AnnotationChange.Aspect.BODY), a.change(chou).aspects());
		String table = d.table();
		assertTrue(table.contains("annotations: 10 differ: 8 added, 1 removed, 1 changed;"), table);
		assertTrue(table.indexOf("limit") < table.indexOf("annotations:"), "the rules first, then the annotations");
		assertTrue(d.json().contains("\"annotations\": {"), d.json());

		assertNull(diff("main:" + PING, "main:" + QILIANG).annotations(), "one commit: no annotation changes to show");
	}

	@Test
	void aMalformedAnnotationSetOnABranchIsNamedInTheDiff() {
		history.on("broken").from("main").put("annotations/bad.jsonld", "{\"type\": \"AnnotationCollection\", \"first\": {\"items\": [{}]}}")
				.commit("a broken set");
		WorkspaceProblem p = assertThrows(WorkspaceProblem.class, () -> diff("main:" + QILIANG, "broken"));
		assertTrue(p.getMessage().contains("broken:annotations/bad.jsonld: error: annotation 1"), p.getMessage());
	}

	@Test
	void aRuleMovedAmongTheOthersIsMovedAndNothingElse() {
		String text = history.text("main", QILIANG);
		String kaito = text.substring(text.indexOf("rule kaito:"), text.indexOf("rule end:"));
		String moved = text.replace(kaito, "").replace("rule sevenPairs:", kaito + "rule sevenPairs:");
		history.on("main").put(QILIANG, moved).commit("七梁: 掲頭 first among the events");
		RuleDiff d = diff("main~1:" + QILIANG, "main");
		assertEquals(List.of("kaito"), d.rules());
		assertEquals(Set.of(Aspect.MOVED), d.change("kaito").aspects());
		assertTrue(d.change("kaito").after().line() < d.change("kaito").before().line());
	}

	@Test
	void aNewCitationOrLabelIsAChangeOfItsOwn() {
		history.on("main").edit(QILIANG, "cites #kishi.s3.4.r2 \"七梁雙陸は馬を盤外に出さない\" reconstructed",
				"cites #kishi.s3.4.r2 \"七梁雙陸は馬を盤外に出さない\" cites #pushuang.qiliang.name described")
				.commit("七梁: no bear-off, as 譜雙 itself says");
		RuleDiff d = diff("main~1:" + QILIANG, "main");
		assertEquals(List.of("bearOff"), d.rules());
		assertEquals(Set.of(Aspect.CITATION, Aspect.EVIDENCE), d.change("bearOff").aspects());
	}

	@Test
	void jsonNamesEveryChange() {
		String json = diff("main:" + PING, "main:" + QILIANG).json();
		JsonArray changes = JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("changes");
		Map<String, JsonObject> byRule = new HashMap<>();
		changes.forEach(c -> byRule.put(c.getAsJsonObject().get("rule").getAsString(), c.getAsJsonObject()));
		JsonObject kaito = byRule.get("kaito");
		assertNotNull(kaito, json);
		assertEquals(List.of("added"), strings(kaito.getAsJsonArray("changes")));
		assertTrue(kaito.get("old").isJsonNull(), "an added rule has no old version: " + json);
		assertTrue(byRule.values().stream().anyMatch(c -> strings(c.getAsJsonArray("changes")).equals(List.of("value", "citation", "evidence"))),
				json);
	}

	private static List<String> strings(JsonArray a) {
		List<String> l = new ArrayList<>();
		a.forEach(e -> l.add(e.getAsString()));
		return l;
	}

	@Test
	void theTextDiffIsTheDrillDown() {
		history.on("main").edit(QILIANG, "at most 2 pieces on a point", "at most 3 pieces on a point").commit("three");
		String text = new TextDiffCommand(history.repository()).setOld("main~1:" + QILIANG).setNew("main").call();
		assertTrue(text.startsWith("--- main~1:" + QILIANG + "\n+++ main:" + QILIANG + "\n@@"), text);
		assertTrue(text.contains("\n-rule limit: at most 2 pieces on a point\n+rule limit: at most 3 pieces on a point\n"), text);
		String rule = new TextDiffCommand(history.repository()).setOld("main:" + PING).setNew("main:" + QILIANG).setRule("limit").call();
		assertTrue(rule.contains("-rule limit: at most 5 pieces on a point"), rule);
		assertTrue(rule.contains("+rule limit: at most 3 pieces on a point"), rule);
	}

	@Test
	void unknownRevisionsAndMissingFilesAreSaidSo() {
		WorkspaceProblem p = assertThrows(WorkspaceProblem.class, () -> diff("nowhere:" + PING, "main:" + PING));
		assertTrue(p.getMessage().contains("'nowhere' is neither a file nor a branch"), p.getMessage());
		p = assertThrows(WorkspaceProblem.class, () -> diff("main:pu-shuang/none.reading", "main:" + PING));
		assertEquals("main:pu-shuang/none.reading: there is no such file at main; `rulebench readings list --revision main`"
				+ " lists the readings there", p.getMessage());
		p = assertThrows(WorkspaceProblem.class, () -> new RuleDiffCommand(null).setWorkingDirectory(Path.of("/"))
				.setOld("no/such.reading").setNew("other.reading").call());
		assertTrue(p.getMessage().startsWith("no/such.reading: no such file"), p.getMessage());
	}

	@Test
	void aBrokenReadingIsNamedWithLineAndColumn() {
		history.on("main").edit(QILIANG, "rule limit: at most 2 pieces on a point", "rule limit: at most pieces on a point")
				.commit("broken");
		WorkspaceProblem p = assertThrows(WorkspaceProblem.class, () -> diff("main~1:" + QILIANG, "main"));
		assertTrue(p.getMessage().startsWith("main:" + QILIANG + ":14:"), p.getMessage());
	}
}
