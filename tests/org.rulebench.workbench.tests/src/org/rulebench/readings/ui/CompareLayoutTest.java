package org.rulebench.readings.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.workbench.tests.Screen;
import org.rulebench.workbench.tests.Ui;

/**
 * The Compare view's measures in the perspective's narrow column at 1280 × 800: no header and no figure is cut, the
 * difference and its test stand in sight beside the measure's name, and the table scrolls sideways to the rest.
 */
class CompareLayoutTest {
	@RegisterExtension
	final Screen screen = Screen.window(1280, 800);

	@Test
	void theMeasuresColumnsFitOrScrollInThePerspectivesColumn() throws Exception {
		Ui.example("pu-shuang/ping.reading");
		CompareView compare = (CompareView) Ui.page().showView(CompareView.ID);
		Object before = compare.comparison();
		compare.compare(ReadingsFolder.defaultProject(), "pu-shuang/ping.reading", "pu-shuang/huihui.reading");
		Ui.waitUntil("the comparison ends", () -> compare.comparison() != null && compare.comparison() != before
				|| compare.problem() != null);
		assertEquals(null, compare.problem());
		assertTrue(!Ui.page().isPageZoomed(), "the view in the perspective's column");
		compare.showMeasures();
		Ui.settle();

		Table t = compare.measures();
		int visible = t.getClientArea().width;
		assertTrue(visible > 100 && visible < 700, "the table in the narrow column: " + visible + " px");
		int[] order = t.getColumnOrder();
		assertEquals("new − old [95% CI]", t.getColumn(order[1]).getText(), "the difference stands beside the measure");
		assertEquals("p", t.getColumn(order[2]).getText());

		GC gc = new GC(t);
		try {
			int x = 0;
			for (int shown = 0; shown < order.length; shown++) {
				TableColumn c = t.getColumn(order[shown]);
				int need = gc.textExtent(c.getText()).x;
				for (TableItem item : t.getItems()) {
					need = Math.max(need, gc.textExtent(item.getText(order[shown])).x);
				}
				assertTrue(c.getWidth() >= need, "column \"" + c.getText() + "\" is " + c.getWidth() + " px, its widest text " + need);
				x += c.getWidth();
				if (shown == 3) { // the measure, the difference, p and the significance mark: in sight without scrolling
					assertTrue(x <= visible, "the first four columns (" + x + " px) in sight in " + visible + " px");
				}
			}
			if (x > visible) {
				assertTrue((t.getStyle() & SWT.H_SCROLL) != 0, "the table scrolls sideways to the columns beyond its width");
				assertNotNull(t.getHorizontalBar());
				assertTrue(t.getHorizontalBar().getMaximum() >= x - 4, "it scrolls as far as the last column: "
						+ t.getHorizontalBar().getMaximum() + " of " + x + " px");
			}
		} finally {
			gc.dispose();
		}
	}
}
