package org.rulebench.sources.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.ITextEditorActionConstants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.AnnotationStore;
import org.rulebench.annotations.Motivation;
import org.rulebench.editor.check.ReadingDocuments;
import org.rulebench.sources.ui.annotate.AnnotateDialog;
import org.rulebench.sources.ui.annotate.AnnotateHandler;
import org.rulebench.sources.ui.transcription.TranscriptionLayout.Span;
import org.rulebench.workbench.tests.Ui;

/** The Sources view as a historian uses it: read a source, cite from it into a reading, annotate it, filter. */
class SourcesViewTest {
	private static final String QILIANG = "pu-shuang/qiliang.reading";

	@AfterEach
	void closeEditors() {
		Ui.page().closeAllEditors(false);
	}

	private static SourcesView view() throws Exception {
		SourcesView view = (SourcesView) Ui.page().showView(SourcesView.ID);
		Ui.waitUntil("the sources are read", () -> view.snapshot() != null && !view.loading());
		return view;
	}

	private static void execute(String command) throws Exception {
		PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(command, null);
	}

	@Test
	void theViewShowsTheSourceTheActiveReadingCitesAndFollowsTheEditor() throws Exception {
		IDE.openEditor(Ui.page(), Ui.example("pu-shuang/sanliang.reading"));
		SourcesView view = view();
		Ui.waitUntil("the source 三梁雙陸 cites", () -> view.shownSource() != null
				&& view.shownSource().file().getName().equals("kishi.tei"));
		IDE.openEditor(Ui.page(), Ui.example(QILIANG));
		assertEquals("pushuang.tei", view.shownSource().file().getName(), "七梁雙陸 cites 譜雙 first");
		IDE.openEditor(Ui.page(), Ui.example("backgammon/backgammon.reading"));
		assertEquals("shuanglu.tei", view.shownSource().file().getName(), "backgammon cites 雙陸 first");
	}

	@Test
	void theViewShowsPassagesWitnessesAndTheSpansTheReadingsCite() throws Exception {
		SourcesView view = view();
		view.show("pushuang.qiliang.liang", null);
		String text = view.text().getText();
		assertTrue(text.startsWith("譜雙 — 洪遵, 1151\nWitnesses\n  W  早稲田大学図書館所蔵本"), text);
		assertTrue(text.contains("1.1  #pushuang.qiliang.liang  兩馬相比為梁"), text);
		assertEquals("兩馬相比為梁", view.selectedSpan().orElseThrow().quote());
		int cited = text.indexOf("移動後一梁馬謂之揭頭輸三籌");
		StyleRange style = view.text().getStyleRangeAtOffset(cited);
		assertNotNull(style == null ? null : style.background, "the span rule kaito cites is highlighted");
		assertTrue(view.tipAtOffset(cited).contains("qiliang.reading:65 rule kaito/kishi"), view.tipAtOffset(cited));
		StyleRange uncited = view.text().getStyleRangeAtOffset(text.indexOf("它如平雙陸"));
		assertTrue(uncited == null || uncited.background == null, "nothing cites 它如平雙陸");
	}

	@Test
	void aCitationWhoseQuoteIsGoneIsListedAsOrphaned() throws Exception {
		IFolder folder = Ui.example("orphan").getProject().getFolder("orphan");
		folder.create(true, true, null);
		try {
			folder.getFile("orphan.reading").create(new ByteArrayInputStream(("reading orphan.one game \"x\"\n"
					+ "rule pieces: each side has 15 pieces\n\tcites #pushuang.qiliang.liang \"三馬相比\" described\n")
					.getBytes(StandardCharsets.UTF_8)), true, null);
			SourcesView view = view();
			Ui.waitUntil("the orphaned citation is listed", () -> rows(view.orphanTable()).stream()
					.anyMatch(r -> r.contains("三馬相比") && r.contains("orphan/orphan.reading:3 rule pieces") && r.contains("orphaned")));
		} finally {
			folder.delete(true, null);
		}
	}

	@Test
	void citeInReadingInsertsTheSelectedQuoteIntoTheRuleAtTheCursor() throws Exception {
		ITextEditor editor = (ITextEditor) IDE.openEditor(Ui.page(), Ui.example(QILIANG));
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		ReadingDocuments.Checked before = Ui.checked(document);
		assertEquals(0, before.errors());
		editor.selectAndReveal(document.get().indexOf("rule limit") + 6, 0);
		SourcesView view = (SourcesView) Ui.page().showView(SourcesView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
		Ui.waitUntil("the sources are read", () -> view.snapshot() != null && !view.loading());
		view.show("pushuang.qiliang.liang", "兩馬相比為梁");
		Ui.page().activate(view);

		execute("org.rulebench.sources.ui.cite");
		String cited = "cites #kishi.s3.4.r1 \"七梁雙陸の馬数制限は2個になり\" cites #pushuang.qiliang.liang \"兩馬相比為梁\" reconstructed";
		Ui.waitUntil("the citation is in the reading", () -> document.get().contains(cited));
		assertTrue(editor.isDirty());
		ReadingDocuments.Checked after = Ui.checked(document);
		assertEquals(0, after.errors(), "no new error");
		assertEquals(before.warnings(), after.warnings(), "no new warning: the quote is in the passage");

		editor.getAction(ITextEditorActionConstants.UNDO).run();
		assertFalse(document.get().contains("#pushuang.qiliang.liang \"兩馬相比為梁\" reconstructed"));
	}

	@Test
	void showCitedPassageOpensTheSourceAtTheQuote() throws Exception {
		ITextEditor editor = (ITextEditor) IDE.openEditor(Ui.page(), Ui.example(QILIANG));
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		editor.selectAndReveal(document.get().indexOf("#pushuang.qiliang.double") + 4, 0);
		execute("org.rulebench.sources.ui.showCitedPassage");
		SourcesView view = (SourcesView) Ui.page().findView(SourcesView.ID);
		Ui.waitUntil("the quote is selected", () -> view != null && view.selectedSpan().isPresent());
		Span span = view.selectedSpan().orElseThrow();
		assertEquals("pushuang.qiliang.double", span.passage().getId());
		assertEquals("如起馬先盡而敵馬未成七梁則勝雙籌", span.quote());
	}

	@Test
	void annotateFilterAndFindTheAnnotationInItsJsonLdFile() throws Exception {
		SourcesView view = view();
		IProject project = Ui.example(QILIANG).getProject();
		Path file = project.getLocation().toFile().toPath().resolve("annotations/ui-test.jsonld");
		try {
			view.show("pushuang.qiliang.chips", "贏一籌");
			Span span = view.selectedSpan().orElseThrow();
			AnnotateDialog dialog = AnnotateHandler.dialog(view, span);
			dialog.setBlockOnOpen(false);
			dialog.open();
			dialog.fill("tag", "the score of a game", "en", "scoring", "UI Test", "ui-test");
			dialog.pressOk();
			assertNotNull(dialog.request(), "the dialog took the tag");
			view.annotate(dialog.request());
			Ui.waitUntil("the annotation is listed", () -> rows(view.annotationTable()).stream().anyMatch(r -> r.contains("UI Test")));

			AnnotationSet set = AnnotationStore.in(project.getLocation().toFile().toPath()).read("ui-test");
			assertEquals(1, set.annotations().size());
			Annotation a = set.annotations().get(0);
			assertEquals(Motivation.TAGGING, a.motivation());
			assertEquals(List.of("scoring"), a.terms());
			assertEquals("贏一籌", a.target().quote().exact());
			assertEquals("pushuang.qiliang.chips", a.target().passageId());
			assertEquals("../sources/pushuang.tei#pushuang.qiliang.chips", a.target().source());
			assertTrue(Files.readString(file).contains("\"motivation\": \"tagging\""));

			int at = view.text().getText().indexOf("贏一籌");
			assertTrue(view.tipAtOffset(at + 1).contains("tagging by UI Test: [scoring] the score of a game (en)"), view.tipAtOffset(at + 1));
			int all = view.annotationTable().getItemCount();
			assertTrue(view.choose("tag", "scoring"));
			assertEquals(1, view.annotationTable().getItemCount());
			assertTrue(view.choose("tag", "(any)"));
			assertTrue(view.choose("author", "UI Test"));
			assertEquals(1, view.annotationTable().getItemCount());
			assertTrue(view.choose("author", "(any)"));
			assertTrue(view.choose("motivation", "translating"));
			assertTrue(rows(view.annotationTable()).stream().allMatch(r -> r.startsWith("translating")));
			assertTrue(view.annotationTable().getItemCount() < all);
			assertTrue(view.choose("motivation", "(any)"));

			assertTrue(view.choose("beside", "qiliang-translation"));
			assertTrue(view.besideText().contains("Two pieces side by side make a 梁"), view.besideText());
			String[] lines = view.text().getText().split("\n", -1);
			String[] beside = view.besideText().split("\n", -1);
			int liang = Arrays.asList(lines).indexOf(Arrays.stream(lines).filter(l -> l.contains("#pushuang.qiliang.liang")).findFirst().orElseThrow());
			assertTrue(beside[liang].startsWith("Two pieces side by side"), "the translation stands beside its passage");
			assertTrue(view.choose("beside", "(no translation)"));
		} finally {
			Files.deleteIfExists(file);
			project.getFolder("annotations").refreshLocal(1, null);
		}
	}

	private static List<String> rows(org.eclipse.swt.widgets.Table table) {
		return Arrays.stream(table.getItems()).map(SourcesViewTest::row).toList();
	}

	private static String row(TableItem item) {
		StringBuilder s = new StringBuilder();
		for (int i = 0; i < item.getParent().getColumnCount(); i++) {
			s.append(i == 0 ? "" : " | ").append(item.getText(i));
		}
		return s.toString();
	}

}
