package org.rulebench.annotations.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.AnnotationStore;
import org.rulebench.annotations.Author;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.Motivation;
import org.rulebench.annotations.Target;
import org.rulebench.annotations.anchoring.Transcriptions;
import org.rulebench.sources.anchoring.Anchor;
import org.rulebench.sources.anchoring.TextPositionSelector;
import org.rulebench.sources.anchoring.TextQuoteSelector;

/** The example annotation sets and transcriptions of dsl-examples, and sets built in memory. */
public final class Fixtures {
	public static final String TRANSLATION = "qiliang-translation";
	public static final String GLOSSES = "qiliang-glosses";

	private Fixtures() {
	}

	/** dsl-examples, as the build passes it. */
	public static Path examples() {
		return Path.of(System.getProperty("rulebench.examples", "../../dsl-examples"));
	}

	/** The examples as a workspace: annotations/ and sources/ under one root. */
	public static AnnotationStore store() {
		return AnnotationStore.in(examples());
	}

	public static String text(Path file) {
		try {
			return Files.readString(file, StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	public static String exampleText(String set) {
		return text(store().file(set));
	}

	/** The example transcriptions (dsl-examples/sources). */
	public static Transcriptions transcriptions() {
		return Transcriptions.in(examples().resolve("sources"));
	}

	/** The 譜雙 transcription's text, for edits. */
	public static String pushuang() {
		return text(examples().resolve("sources/pushuang.tei"));
	}

	/**
	 * A set with everything the model holds: every kind of body, target and author, dates, and the properties of an
	 * imported annotation that the model does not name.
	 */
	public static AnnotationSet everything() {
		String liang = "兩馬相比為梁";
		Anchor anchor = Anchor.of("pushuang.qiliang.liang", liang, "相比").orElseThrow();
		Annotation full = new Annotation("urn:uuid:0b6c0e4c-6a53-4bd6-9d43-5c3b5e8d2f10", Motivation.COMMENTING,
				new Target(Target.passageIri("pushuang.tei", "pushuang.qiliang.liang"), anchor.quote(), anchor.position(),
						List.of("{\"type\":\"XPathSelector\",\"value\":\"/TEI/text/body/div[1]/p[1]/seg[1]\"}"),
						Map.of("styleClass", "\"red\"")),
				List.of(new Body("https://example.org/body/1", Body.TEXTUAL_BODY, "side by side <&> \"quoted\"\n second line\ttab",
						"en", "text/markdown", Motivation.COMMENTING, Map.of("creator", "{\"id\":\"acct:x@example.org\"}")),
						Body.term("梁", "lzh"), Body.link("../pu-shuang/qiliang.reading#kaito"),
						new Body("https://example.org/resource", "SpecificResource", null, null, null, Motivation.LINKING, Map.of())),
				new Author("acct:reader@hypothes.is", "Person", "A. Reader", Map.of("nickname", "\"reader\"")),
				"2026-11-20T09:30:00Z", "2026-11-21T10:00:00+09:00",
				Map.of("group", "\"__world__\"", "rights", "\"https://creativecommons.org/licenses/by/4.0/\"",
						"audience", "{\"type\":\"schema:EducationalAudience\",\"schema:educationalRole\":\"teacher\"}",
						"weight", "1.50"));
		Annotation whole = Annotation.builder().id("tag:rulebench.org,2026:t/whole").motivation(Motivation.TRANSLATING)
				.target(Target.passage(Target.passageIri("pushuang.tei", "pushuang.qiliang.ping"))).text("Otherwise as in 平雙陸.", "en")
				.text("その他は平雙陸と同じ。", "ja").creator(Author.named("Rulebench examples")).created("2026-11-20T09:00:00Z").build();
		Annotation bare = new Annotation("tag:rulebench.org,2026:t/bare", null,
				new Target("https://example.org/page.html", new TextQuoteSelector("𠀋 and more", "a ", ""),
						new TextPositionSelector(3, 13), List.of(), Map.of()),
				List.of(), new Author("mailto:someone@example.org", null, null, Map.of()), null, null, Map.of());
		Annotation positionOnly = new Annotation("tag:rulebench.org,2026:t/position", Motivation.HIGHLIGHTING,
				new Target(Target.passageIri("pushuang.tei", "pushuang.qiliang.chips"), null, new TextPositionSelector(0, 2),
						List.of(), Map.of()),
				List.of(Body.text("untagged language", null)), null, "2026-11-20T09:00:00", null, Map.of());
		return new AnnotationSet("everything", "Everything: 七梁", List.of(full, whole, bare, positionOnly),
				Map.of("creator", "\"Rulebench tests\""));
	}
}
