package org.rulebench.simulator.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IViewPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.rulebench.workbench.tests.Screen;
import org.rulebench.workbench.tests.Ui;

/**
 * The Simulator's controls at 1280 × 800 stay in sight when another view narrows it: with the cheat sheet open
 * beside it (Help > Cheat Sheets), Simulate, Stop and Train were cut off at the view's edge; they take a second row.
 */
class SimulatorControlsTest {
	private static final String CHEAT_SHEET_VIEW = "org.eclipse.ui.cheatsheets.views.CheatSheetView";
	@RegisterExtension
	final Screen screen = Screen.window(1280, 800);

	@Test
	void theButtonsStayInSightBesideTheCheatSheet() throws Exception {
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		Ui.settle();
		inSight(view.controls(), "the perspective's column");
		IViewPart cheatSheet = Ui.page().showView(CHEAT_SHEET_VIEW);
		try {
			Ui.page().activate(view);
			Ui.settle();
			assertTrue(view.controls().getParent().getClientArea().width < 540, "the cheat sheet narrows the view: "
					+ view.controls().getParent().getClientArea().width + " px");
			inSight(view.controls(), "beside the cheat sheet");
		} finally {
			Ui.page().hideView(cheatSheet);
		}
		Ui.settle();
		inSight(view.controls(), "the cheat sheet closed");
	}

	/** Every control of the row wholly within the view's width and height. */
	private static void inSight(Composite controls, String where) {
		int width = controls.getParent().getClientArea().width;
		for (Control c : controls.getChildren()) {
			if (c.getSize().x > 0) {
				var at = c.getBounds();
				assertTrue(controls.getBounds().x + at.x + at.width <= width, where + ": " + c + " ends at "
						+ (controls.getBounds().x + at.x + at.width) + " of " + width + " px");
				assertTrue(at.y + at.height <= controls.getSize().y, where + ": " + c + " below the row's height");
			}
		}
	}
}
