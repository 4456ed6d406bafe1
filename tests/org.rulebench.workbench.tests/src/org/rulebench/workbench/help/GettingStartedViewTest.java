package org.rulebench.workbench.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.ui.IEditorPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.workbench.tests.Ui;

/** Issue 27, item 9: a first reading walked step by step (the documentation itself is Eclipse help: EclipseHelpTest). */
class GettingStartedViewTest {

	@AfterEach
	void close() {
		Ui.page().closeAllEditors(false);
		for (String id : List.of(GettingStartedView.ID)) {
			var ref = Ui.page().findViewReference(id);
			if (ref != null) {
				Ui.page().hideView(ref);
			}
		}
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
