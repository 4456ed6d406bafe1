package org.rulebench.annotations.w3c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.AnnotationStore;
import org.rulebench.annotations.AnnotationsProblem;
import org.rulebench.annotations.Target;
import org.rulebench.annotations.WorkspaceIri;
import org.rulebench.annotations.tests.Fixtures;
import org.rulebench.annotations.tests.W3cMusts;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * What other tools need of an export: every MUST of the Web Annotation Data Model (the assertions of W3C's test
 * suite), absolute IRIs that do not depend on the machine, and a round trip through them that loses nothing.
 */
class W3cConformanceTest {
	@TempDir
	Path root;

	@ParameterizedTest
	@ValueSource(strings = { Fixtures.TRANSLATION, Fixtures.GLOSSES })
	void anExampleSetMeetsEveryMustAndTheShouldsItsDataAllows(String name) {
		String json = Fixtures.exampleText(name);
		assertEquals(List.of(), W3cMusts.ofCollection(json));
		assertEquals(List.of(), W3cMusts.shouldsOfCollection(json));
	}

	@Test
	void everythingTheModelHoldsMeetsEveryMustButADateWrittenWithoutItsZone() {
		List<String> found = W3cMusts.ofCollection(W3cWriter.write(Fixtures.everything()));
		// kept as the annotation gave it: the writer does not invent a time zone
		assertEquals(List.of("$.first.items[3].created: not an xsd:dateTime with a time zone"), found);
	}

	@Test
	void theCollectionAndItsPageHaveIdsAndKnowEachOther() {
		JsonObject c = JsonParser.parseString(Fixtures.exampleText(Fixtures.GLOSSES)).getAsJsonObject();
		String id = "https://rulebench.org/workspace/annotations/qiliang-glosses.jsonld";
		assertEquals(id, c.get("id").getAsString());
		JsonObject page = c.getAsJsonObject("first");
		assertEquals(id + "#page-1", page.get("id").getAsString());
		assertEquals(id, page.get("partOf").getAsString());
		assertEquals(page.get("id").getAsString(), c.get("last").getAsString());
	}

	@Test
	void anEmptySetIsACollectionWithoutPages() {
		String json = W3cWriter.write(AnnotationSet.named("empty", "nothing yet"));
		JsonObject c = JsonParser.parseString(json).getAsJsonObject();
		assertEquals(0, c.get("total").getAsInt());
		assertFalse(c.has("first"), json);
		assertFalse(c.has("last"), json);
		assertEquals(List.of(), W3cMusts.ofCollection(json));
		assertEquals(List.of(), AnnotationStore.parse("empty", json, "empty.jsonld").annotations());
	}

	@Test
	void translatingIsDeclaredAsAMotivationNarrowerThanDescribing() {
		JsonObject c = JsonParser.parseString(Fixtures.exampleText(Fixtures.TRANSLATION)).getAsJsonObject();
		JsonObject d = c.getAsJsonArray("@included").get(0).getAsJsonObject();
		assertEquals("rb:translating", d.get("id").getAsString());
		assertEquals("oa:Motivation", d.get("type").getAsString());
		assertEquals("oa:describing", d.getAsJsonObject("skos:broader").get("id").getAsString());
		JsonObject context = c.getAsJsonArray("@context").get(1).getAsJsonObject();
		assertEquals("https://rulebench.org/ns/annotation#", context.get("rb").getAsString());
		// a set without translations declares nothing it does not use
		assertFalse(JsonParser.parseString(Fixtures.exampleText(Fixtures.GLOSSES)).getAsJsonObject().has("@included"));
	}

	@Test
	void targetsNameThePassageItsFormatAndLanguageAndTheTextTheOffsetsCountIn() {
		JsonObject c = JsonParser.parseString(Fixtures.exampleText(Fixtures.GLOSSES)).getAsJsonObject();
		JsonObject target = c.getAsJsonObject("first").getAsJsonArray("items").get(0).getAsJsonObject().getAsJsonObject("target");
		JsonObject source = target.getAsJsonObject("source");
		assertEquals("https://rulebench.org/workspace/sources/pushuang.tei#pushuang.qiliang.liang", source.get("id").getAsString());
		assertEquals("application/tei+xml", source.get("format").getAsString());
		assertEquals("lzh", source.get("language").getAsString());
		assertEquals("HttpRequestState", target.getAsJsonObject("state").get("type").getAsString());
		assertEquals("Accept: text/plain", target.getAsJsonObject("state").get("value").getAsString());
	}

	@Test
	void noIriDependsOnTheMachineOrIsRelative() throws IOException {
		for (String name : List.of(Fixtures.TRANSLATION, Fixtures.GLOSSES)) {
			String json = Fixtures.exampleText(name);
			assertFalse(json.contains("file:"), json);
			assertFalse(json.contains("\"../"), json);
		}
		// the same set written in two workspaces at different places gives the same bytes
		AnnotationSet set = Fixtures.store().read(Fixtures.GLOSSES);
		Path a = Files.createDirectories(root.resolve("a/deep/workspace"));
		Path b = Files.createDirectories(root.resolve("b"));
		AnnotationStore.in(a).write(set);
		AnnotationStore.in(b).write(set);
		assertEquals(Files.readString(AnnotationStore.in(a).file(set.name())), Files.readString(AnnotationStore.in(b).file(set.name())));
	}

	@Test
	void theBaseIriIsConfiguredPerWorkspaceAndResolvedBackOnReading() throws IOException {
		Files.writeString(root.resolve(WorkspaceIri.PROPERTIES), "base-iri = https://example.edu/pu-shuang/edition/\n");
		AnnotationStore store = AnnotationStore.in(root);
		AnnotationSet set = Fixtures.store().read(Fixtures.GLOSSES);
		store.write(set);
		String json = Files.readString(store.file(set.name()));
		assertTrue(json.contains("\"https://example.edu/pu-shuang/edition/sources/pushuang.tei#pushuang.qiliang.liang\""), json);
		assertTrue(json.contains("\"https://example.edu/pu-shuang/edition/pu-shuang/qiliang.reading#kaito\""), json);
		assertEquals(List.of(), W3cMusts.ofCollection(json));
		AnnotationSet back = store.read(set.name());
		assertEquals(set, back);
		assertEquals(Target.passageIri("pushuang.tei", "pushuang.qiliang.liang"),
				back.get("tag:rulebench.org,2026:qiliang-glosses/liang").orElseThrow().target().source());
	}

	@Test
	void anIriOfAnotherPlaceIsKeptAsItIs() {
		WorkspaceIri iri = WorkspaceIri.of("https://example.edu/w/");
		assertEquals("https://other.org/x.tei#p", iri.stored("https://other.org/x.tei#p"));
		assertEquals("../sources/x.tei#p", iri.stored("https://example.edu/w/sources/x.tei#p"));
		assertEquals("https://example.edu/w/sources/x.tei#p", iri.absolute("../sources/x.tei#p"));
		assertEquals("https://example.edu/w/annotations/other.jsonld", iri.absolute("other.jsonld"));
	}

	@Test
	void aBaseThatIsNotAnAbsoluteFolderIriIsRefused() throws IOException {
		Files.writeString(root.resolve(WorkspaceIri.PROPERTIES), "base-iri=workspace/\n");
		AnnotationsProblem e = org.junit.jupiter.api.Assertions.assertThrows(AnnotationsProblem.class,
				() -> WorkspaceIri.in(root));
		assertTrue(e.getMessage().contains("rulebench.properties: base-iri: the workspace base IRI must be absolute"), e.getMessage());
	}
}
