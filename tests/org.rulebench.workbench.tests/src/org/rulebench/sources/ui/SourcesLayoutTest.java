package org.rulebench.sources.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.Test;
import org.rulebench.workbench.tests.Screen;
import org.rulebench.workbench.tests.Ui;

/** The Sources view laid out to be read: labelled filters, annotations in full, a translation beside only where there is one. */
class SourcesLayoutTest {

	private static SourcesView view() throws Exception {
		SourcesView view = (SourcesView) Ui.page().showView(SourcesView.ID);
		Ui.waitUntil("the sources are read", () -> view.snapshot() != null && !view.loading());
		return view;
	}

	@Test
	void everyFilterSaysWhatItFilters() throws Exception {
		SourcesView view = view();
		assertEquals(List.of("Source:", "Annotations of kind: (any kind)", "by: (any author)", "tagged: (any tag)",
				"Translation beside: (no translation)"), view.filterLabels());
	}

	@Test
	void aTranslationWrapsBesideItsPassageAndASourceWithoutOneHasNoColumn() throws Exception {
		SourcesView view = view();
		try (Screen screen = Screen.window(1280, 800).open()) {
			view.show("pushuang.qiliang.liang", null);
			assertTrue(view.besideChoices().contains("qiliang-translation"), view.besideChoices().toString());
			assertTrue(view.choose("beside", "qiliang-translation"));
			Ui.settle();
			StyledText beside = view.beside();
			assertTrue(beside.getWordWrap(), "a long translation wraps in its column");
			assertTrue(beside.getHorizontalBar() == null || !beside.getHorizontalBar().isVisible(), "nothing to scroll sideways");
			String[] lines = view.text().getText().split("\n", -1);
			int liang = Arrays.asList(lines).indexOf(Arrays.stream(lines).filter(l -> l.contains("#pushuang.qiliang.liang")).findFirst().orElseThrow());
			int chips = Arrays.asList(lines).indexOf(Arrays.stream(lines).filter(l -> l.contains("#pushuang.qiliang.chips")).findFirst().orElseThrow());
			for (int line : new int[] { liang, chips }) { // a line's text stands below the space an alignment puts above it
				assertEquals(top(view.text(), line), top(beside, line), "the translation of line " + line + " stands at the height of its passage");
			}

			view.show("kishi.s3.4.r1", null); // Kishi's study: no translation of it
			assertEquals(List.of("(no translation)"), view.besideChoices(), "no set translates this source");
			assertFalse(beside.isVisible(), "no blank column beside a source without translation");
			assertEquals("", view.besideText());
			assertFalse(view.annotationTable().isVisible(), "no blank annotations pane beside a source nobody annotated");
			view.show("pushuang.qiliang.liang", null);
			Ui.settle();
			assertTrue(view.annotationTable().isVisible(), "the annotations of 譜雙 beside it");
		} finally {
			view.choose("beside", "(no translation)");
		}
	}

	/** Where a line's text begins, from the top of the first line. */
	private static int top(StyledText t, int line) {
		return t.getLinePixel(line) + t.getLineVerticalIndent(line) - t.getLinePixel(0);
	}

	@Test
	void theAnnotationsColumnsAreAsWideAsWhatTheyHold() throws Exception {
		try (Screen screen = Screen.window(1280, 800).open()) { // the perspective's narrow column, where a kind was cut
			annotationsColumns();
		}
	}

	private static void annotationsColumns() throws Exception {
		SourcesView view = view();
		view.show("pushuang.qiliang.liang", null);
		Ui.settle();
		org.eclipse.swt.widgets.Table table = view.annotationTable();
		assertTrue(table.getItemCount() > 0, "pushuang.tei has annotations");
		TableColumn says = table.getColumn(2);
		int others = 0;
		for (TableColumn c : table.getColumns()) {
			others += c == says ? 0 : c.getWidth();
		}
		assertTrue(says.getWidth() >= Math.min(200, table.getClientArea().width - others), "what an annotation says takes the room"
				+ " the others leave: " + says.getWidth() + " of " + table.getClientArea().width);
		GC gc = new GC(table);
		try {
			for (TableItem item : table.getItems()) { // "questioning" was cut to "questionin" at a third of the column
				int kind = gc.textExtent(item.getText(0)).x;
				assertTrue(table.getColumn(0).getWidth() >= kind + 6, "the kind " + item.getText(0) + " is read whole: " + kind
						+ " px in a column of " + table.getColumn(0).getWidth());
			}
		} finally {
			gc.dispose();
		}
	}
}
