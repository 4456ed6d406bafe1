package org.rulebench.readings.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.eclipse.swt.widgets.Table;
import org.junit.jupiter.api.Test;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.workbench.tests.Ui;

/** Two readings of a grid game in the Compare view: rule by rule, then by how they play, with the same measures. */
class GridCompareTest {

	@Test
	void makrukIsComparedWithItsThaiLocalRules() throws Exception {
		Ui.example("makruk/makruk.reading"); // the readings project is set up
		CompareView compare = (CompareView) Ui.page().showView(CompareView.ID);
		compare.compare(ReadingsFolder.defaultProject(), "makruk/makruk.reading", "makruk/thai-local.reading");
		Ui.waitUntil("the comparison of makruk with its local rules", () -> compare.comparison() != null || compare.problem() != null);
		assertEquals(null, compare.problem());

		List<String> changed = Stream.of(compare.rules().getItems()).map(i -> i.getText(0)).toList();
		assertTrue(changed.containsAll(List.of("met", "rua_promotion")), changed.toString());

		Table measures = compare.measures();
		assertEquals("paired t", Ui.cell(measures, "plies per game", 6), "a grid game is counted in plies");
		assertEquals("paired t", Ui.cell(measures, "capture per game", 6));
		assertEquals("McNemar", Ui.cell(measures, "first side wins", 6));
	}

}
