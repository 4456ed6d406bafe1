package org.rulebench.readings.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.commands.Command;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ISources;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;
import org.rulebench.readings.compare.Measure;
import org.rulebench.readings.ui.internal.CompareWithDialog;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.workbench.tests.Screen;
import org.rulebench.workbench.tests.Ui;

/**
 * The Compare view as a historian reads it: two readings chosen together, the combination compared said, columns
 * that agree with their difference, a warning where random play says little, and room for the rules and the charts.
 */
class CompareViewTest {
	private static final String COMPARE_WITH = "org.rulebench.readings.ui.compareWith";

	private CompareView compared(String old, String now) throws Exception {
		Ui.example("pu-shuang/ping.reading"); // the readings project is set up
		CompareView compare = (CompareView) Ui.page().showView(CompareView.ID);
		compare.compare(ReadingsFolder.defaultProject(), old, now);
		Ui.waitUntil("the comparison ends", () -> compare.comparison() != null || compare.problem() != null);
		assertEquals(null, compare.problem());
		return compare;
	}

	@Test
	void compareReadingsOnTwoReadingsSelectedComparesThem() throws Exception {
		IFile ping = Ui.example("pu-shuang/ping.reading");
		IFile huihui = Ui.example("pu-shuang/huihui.reading");
		CompareView compare = (CompareView) Ui.page().showView(CompareView.ID);
		Object before = compare.comparison();
		IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
		IEvaluationContext context = handlers.createContextSnapshot(false);
		context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, new StructuredSelection(List.of(ping, huihui)));
		ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
		Command command = commands.getCommand(COMPARE_WITH);
		handlers.executeCommandInContext(new org.eclipse.core.commands.ParameterizedCommand(command, null), null, context);
		Ui.waitUntil("both readings compared", () -> compare.comparison() != null && compare.comparison() != before
				|| compare.problem() != null);
		assertEquals(List.of("pu-shuang/ping.reading", "pu-shuang/huihui.reading"), compare.specs(), "the first selected is the old");
	}

	@Test
	void theDialogFiltersWhatItOffers() throws Exception {
		IFile ping = Ui.example("pu-shuang/ping.reading");
		Shell shell = Ui.page().getWorkbenchWindow().getShell();
		CompareWithDialog dialog = CompareWithDialog.of(shell, ping, null);
		dialog.setBlockOnOpen(false);
		dialog.open();
		try {
			Ui.waitUntil("the choices are read", () -> dialog.offered().size() > 3);
			int all = dialog.offered().size();
			dialog.filter().setText("qiliang");
			List<String> offered = dialog.offered();
			assertTrue(!offered.isEmpty() && offered.size() < all, offered.toString());
			assertTrue(offered.stream().allMatch(o -> o.toLowerCase().contains("qiliang")), offered.toString());
			dialog.filter().setText("reading pu-shuang");
			assertTrue(dialog.offered().stream().allMatch(o -> o.startsWith("reading pu-shuang/")), dialog.offered().toString());
		} finally {
			dialog.close();
		}
	}

	@Test
	void itSaysWhichCombinationsWereComparedAndItsColumnsAgreeWithTheirDifference() throws Exception {
		CompareView compare = compared("pu-shuang/ping.reading", "pu-shuang/qiliang.reading");
		String said = compare.behaviour();
		assertTrue(said.contains("Compared: old pushuang.ping (pu-shuang/ping.reading) with reentry=exact"), said);
		assertTrue(said.contains("new pushuang.qiliang (pu-shuang/qiliang.reading) with "), said);
		for (Measure m : compare.comparison().measures()) {
			assertEquals(m.now().estimate() - m.old().estimate(), m.difference().estimate(), 1e-9, m.name());
			assertEquals(compare.comparison().pairs(m), Ui.cell(compare.measures(), m.name(), 7), "the pairs of " + m.name());
		}
		assertEquals("pairs", compare.measures().getColumn(7).getText());
	}

	@Test
	void gridReadingsUnderRandomPlaySayWhyTheFiguresMeanLittle() throws Exception {
		CompareView compare = compared("makruk/makruk.reading", "makruk/thai-local.reading");
		assertTrue(compare.behaviour().contains("Under random play"), compare.behaviour());
		assertTrue(compare.behaviour().contains("Choose search players"), compare.behaviour());
		CompareView race = compared("pu-shuang/ping.reading", "pu-shuang/huihui.reading");
		assertTrue(!race.behaviour().contains("Under random play"), "race games under random play end decided: " + race.behaviour());
	}

	@Test
	void theRuleDetailAndTheChartsHaveRoomToBeRead() throws Exception {
		try (Screen screen = Screen.window(1280, 800).open()) {
			CompareView compare = compared("pu-shuang/ping.reading", "pu-shuang/qiliang.reading");
			compare.showRules();
			Ui.settle();
			int line = compare.detail().getLineHeight();
			assertTrue(compare.detail().getClientArea().height >= 4 * line, "the rule detail shows four lines at least: "
					+ compare.detail().getClientArea().height + " px");
			compare.showCharts();
			compare.charts().redraw();
			Ui.settle();
			Ui.waitUntil("the charts are drawn", () -> compare.charts().smallestPlot().y > 0);
			Point plot = compare.charts().smallestPlot();
			assertTrue(plot.x >= 120 && plot.y >= 50, "every plot keeps its room in the perspective's layout: " + plot);
		}
	}
}
