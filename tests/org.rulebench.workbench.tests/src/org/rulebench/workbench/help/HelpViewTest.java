package org.rulebench.workbench.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.ui.IEditorPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.workbench.tests.Ui;

/** Issue 27, item 9: the documentation in the workbench, with search, and a first reading walked step by step. */
class HelpViewTest {

	@AfterEach
	void close() {
		Ui.page().closeAllEditors(false);
		for (String id : List.of(HelpView.ID, GettingStartedView.ID)) {
			var ref = Ui.page().findViewReference(id);
			if (ref != null) {
				Ui.page().hideView(ref);
			}
		}
	}

	@Test
	void theHelpViewListsTheDocumentsAndShowsTheFirst() throws Exception {
		HelpView view = (HelpView) Ui.page().showView(HelpView.ID);
		List<String> listed = view.listed();
		assertEquals("Getting started", listed.get(0), listed.toString());
		assertTrue(listed.contains("The reading language"), listed.toString());
		assertTrue(view.shown().startsWith("Getting started"), view.shown());
		assertTrue(view.shown().contains("cites #"), "fenced code is shown as it is written");
	}

	@Test
	void searchListsTheSectionsHoldingEveryWord() throws Exception {
		HelpView view = (HelpView) Ui.page().showView(HelpView.ID);
		view.search("quick fix");
		List<String> hits = view.listed();
		assertTrue(hits.get(0).endsWith("— Getting started") && hits.get(0).startsWith("2. Cite a passage"), hits.toString());
		assertTrue(view.shown().contains("Ctrl+1"), view.shown());
		view.search("zzzz nothing");
		assertTrue(view.listed().isEmpty());
		view.search("");
		assertEquals("Getting started", view.listed().get(0));
	}

	@Test
	void gettingStartedOpensTheFirstReadingAndTicksTheStep() throws Exception {
		Ui.readings();
		GettingStartedView view = (GettingStartedView) Ui.page().showView(GettingStartedView.ID);
		view.run(0);
		IEditorPart editor = Ui.page().getActiveEditor();
		assertEquals("qiliang.reading", editor.getEditorInput().getName());
		assertTrue(view.done(0));
		view.run(1);
		assertTrue(Ui.page().findView("org.rulebench.sources.ui.sources") != null, "the Sources view is open");
	}
}
