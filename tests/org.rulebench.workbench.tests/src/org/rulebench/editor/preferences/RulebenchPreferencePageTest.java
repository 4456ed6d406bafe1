package org.rulebench.editor.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.readings.ui.internal.Author;
import org.rulebench.simulator.ui.CompiledReading;
import org.rulebench.simulator.ui.SimulatorView;
import org.rulebench.workbench.tests.Ui;

/**
 * Window > Preferences > Rulebench, filled in as a person does: the simulator then plays with its seed, games,
 * turn cap and players, and the Readings view commits (and the Sources view annotates) as its author.
 */
class RulebenchPreferencePageTest {

	@AfterEach
	void defaults() {
		for (String key : List.of(RulebenchPreferences.SEED, RulebenchPreferences.GAMES, RulebenchPreferences.TURN_CAP,
				RulebenchPreferences.PLAYERS, RulebenchPreferences.AUTHOR_NAME, RulebenchPreferences.AUTHOR_EMAIL)) {
			RulebenchPreferences.store().setToDefault(key);
		}
		RulebenchPreferences.save();
		Ui.page().closeAllEditors(false);
	}

	@Test
	void thePageSetsTheSimulatorsSeedGamesTurnCapPlayersAndTheAuthor() throws Exception {
		PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(Ui.page().getWorkbenchWindow().getShell(),
				"org.rulebench.preferences", new String[] { "org.rulebench.preferences" }, null);
		dialog.setBlockOnOpen(false);
		dialog.open();
		try {
			RulebenchPreferencePage page = (RulebenchPreferencePage) dialog.getSelectedPage();
			assertEquals("1", field(page, "Seed").getText(), "the command line's seed by default");
			assertEquals("1000", field(page, "Games per combination").getText());
			assertEquals("2000", field(page, "Turn cap").getText());
			field(page, "Seed").setText("7");
			field(page, "Games per combination").setText("300");
			field(page, "Turn cap").setText("500");
			Combo players = combos(page.getControl()).get(0);
			players.select(players.indexOf("greedy"));
			players.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
			field(page, "Author").setText("A. Historian");
			field(page, "Author's e-mail").setText("a@h.org");
			assertTrue(page.isValid(), page.getErrorMessage());
			assertTrue(page.performOk());
		} finally {
			dialog.close();
		}
		assertEquals(7, RulebenchPreferences.seed());
		assertEquals(300, RulebenchPreferences.games());
		assertEquals(500, RulebenchPreferences.turnCap());
		assertEquals("greedy", RulebenchPreferences.players());
		assertEquals(new Author("A. Historian", "a@h.org"), Author.remembered(new Author("git config", "")),
				"the author of the next commit");

		IFile ping = Ui.example("pu-shuang/ping.reading");
		SimulatorView view = (SimulatorView) Ui.page().showView(SimulatorView.ID);
		IDE.openEditor(Ui.page(), ping);
		int before = view.simulations();
		view.showReading(ping);
		Ui.waitUntil("the simulation with the preferences", () -> view.simulations() > before
				&& view.status().startsWith("300 games"));
		assertTrue(view.status().contains("greedy players, seed 7"), view.status());
		Statistics expected = new Simulation(CompiledReading.of(ping).rules().get(0)).games(300).seed(7)
				.players("greedy", "greedy").turnCap(500).call();
		Interval first = expected.winRate(0);
		assertEquals(org.rulebench.publish.figures.Cell.interval(first.estimate(), first.low(), first.high())
				.format(org.rulebench.publish.figures.Unit.PERCENT), view.statistics().getItem(0).getText(2));
	}

	@Test
	void anAnnotationsOrCommitsAuthorIsRememberedForBoth() {
		new Author("B. Reader", "b@r.org").remember();
		assertEquals("B. Reader", RulebenchPreferences.authorName(), "the Sources view annotates as the committer");
		RulebenchPreferences.rememberAuthor("C. Glossator", null);
		assertEquals(new Author("C. Glossator", "b@r.org"), Author.remembered(new Author("", "")));
	}

	/** The text field after the label that reads {@code label} (with its mnemonic and colon). */
	private static Text field(RulebenchPreferencePage page, String label) {
		List<Control> all = new ArrayList<>();
		collect(page.getControl(), all);
		for (int i = 0; i < all.size() - 1; i++) {
			if (all.get(i) instanceof Label l && l.getText().replace("&", "").equals(label + ":")) {
				for (int k = i + 1; k < all.size(); k++) {
					if (all.get(k) instanceof Text t) {
						return t;
					}
				}
			}
		}
		throw new AssertionError("no field " + label);
	}

	private static List<Combo> combos(Control root) {
		List<Control> all = new ArrayList<>();
		collect(root, all);
		return all.stream().filter(Combo.class::isInstance).map(Combo.class::cast).toList();
	}

	private static void collect(Control c, List<Control> into) {
		into.add(c);
		if (c instanceof Composite parent) {
			for (Control child : parent.getChildren()) {
				collect(child, into);
			}
		}
	}
}
