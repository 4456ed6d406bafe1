package org.rulebench.simulator.ui.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.engine.simulation.Simulation;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.simulator.ui.CompiledReading;
import org.rulebench.simulator.ui.statistics.SimulationJob;
import org.rulebench.workbench.tests.Ui;

/**
 * The Simulator view's simulation sent to a Spark master (here Spark embedded in the command line's process,
 * local[2]: the same code path as a cluster's) through `rulebench sweep` of the built rulebench.jar: the figures of
 * every combination are those the workbench plays itself, and a command line that is not there is said.
 */
class ClusterSimulationTest {
	private static final String PING = "pu-shuang/ping.reading";

	@AfterEach
	void simulateHereAgain() {
		ClusterPreferences.store().setToDefault(ClusterPreferences.MASTER);
		ClusterPreferences.store().setToDefault(ClusterPreferences.COMMAND_LINE);
	}

	private static SimulationJob.Outcome simulate(IFile file, int games) {
		AtomicReference<SimulationJob.Outcome> outcome = new AtomicReference<>();
		new SimulationJob(file, games, "random", 17, 2000, outcome::set).schedule();
		Ui.waitUntil("the simulation of " + file.getName(), () -> outcome.get() != null);
		return outcome.get();
	}

	@Test
	void aSimulationOnTheMasterGivesTheWorkbenchsOwnFigures() throws Exception {
		assertTrue(Files.isRegularFile(ClusterPreferences.commandLine()), "the build's rulebench.jar: " + ClusterPreferences.commandLine());
		IFile file = Ui.example(PING);
		ClusterPreferences.store().setValue(ClusterPreferences.MASTER, "local[2]");
		SimulationJob.Outcome onSpark = simulate(file, 400);
		assertNull(onSpark.problem());
		CompiledReading reading = CompiledReading.of(file);
		List<Statistics> here = new ArrayList<>();
		for (var v : reading.variants()) {
			here.add(new Simulation(v).games(400).seed(17).players("random", "random").turnCap(2000).call());
		}
		assertEquals(2, onSpark.rows().size(), "both combinations of re-entry");
		for (int i = 0; i < here.size(); i++) {
			Statistics a = here.get(i);
			Statistics b = onSpark.rows().get(i);
			assertEquals(a.games(), b.games());
			assertEquals(a.wins(0), b.wins(0));
			assertEquals(a.wins(1), b.wins(1));
			assertEquals(a.starterWins(), b.starterWins());
			assertEquals(a.winKinds(), b.winKinds());
			assertEquals(a.turns().counts(), b.turns().counts());
			assertEquals(a.chips(0).counts(), b.chips(0).counts());
			for (String e : a.events()) {
				assertEquals(a.eventTotal(e, 0), b.eventTotal(e, 0), e);
				assertEquals(a.eventPerGame(e).counts(), b.eventPerGame(e).counts(), e);
			}
		}
	}

	@Test
	void aCommandLineThatIsNotThereIsSaid() {
		ClusterPreferences.store().setValue(ClusterPreferences.MASTER, "spark://127.0.0.1:7077");
		ClusterPreferences.store().setValue(ClusterPreferences.COMMAND_LINE, Path.of("/nowhere/rulebench.jar").toString());
		SimulationJob.Outcome outcome = simulate(Ui.example(PING), 10);
		assertTrue(outcome.problem().contains("the command line /nowhere/rulebench.jar is missing"), outcome.problem());
		assertTrue(outcome.rows().isEmpty());
	}

	@Test
	void thePageTakesAMasterAsAPersonTypesIt() {
		PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(Ui.page().getWorkbenchWindow().getShell(),
				"org.rulebench.simulator.ui.cluster", new String[] { "org.rulebench.simulator.ui.cluster" }, null);
		dialog.setBlockOnOpen(false);
		dialog.open();
		try {
			ClusterPreferencePage page = (ClusterPreferencePage) dialog.getSelectedPage();
			Text master = field(page, "Spark master");
			assertEquals("", master.getText(), "simulations run here by default");
			assertTrue(field(page, "Command line").getText().endsWith("rulebench.jar"), "the build's jar by default");
			typed(master, "yarn");
			assertFalse(page.isValid(), "a master the sweep does not take");
			assertTrue(page.getErrorMessage().contains("spark://HOST:PORT"), page.getErrorMessage());
			typed(master, "http://cluster.example:8080");
			assertFalse(page.isValid(), "the master's web page");
			assertTrue(page.getErrorMessage().contains("web address"), page.getErrorMessage());
			typed(master, "spark://cluster.example:70770");
			assertFalse(page.isValid(), "no such port");
			assertTrue(page.getErrorMessage().contains("'70770' in 'spark://cluster.example:70770' is not a port"), page.getErrorMessage());
			typed(master, "");
			assertTrue(page.isValid(), "empty: simulate here");
			typed(master, "spark://cluster.example:7077");
			assertTrue(page.isValid(), page.getErrorMessage());
			assertTrue(page.performOk());
		} finally {
			dialog.close();
		}
		assertEquals("spark://cluster.example:7077", ClusterPreferences.master());
	}

	@Test
	void testConnectionSaysWhetherTheMasterAnswers() throws Exception {
		PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(Ui.page().getWorkbenchWindow().getShell(),
				"org.rulebench.simulator.ui.cluster", new String[] { "org.rulebench.simulator.ui.cluster" }, null);
		dialog.setBlockOnOpen(false);
		dialog.open();
		try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			ClusterPreferencePage page = (ClusterPreferencePage) dialog.getSelectedPage();
			Text master = field(page, "Spark master");
			typed(master, "spark://127.0.0.1:" + listening.getLocalPort());
			page.testConnection();
			Ui.waitUntil("the test's outcome", () -> page.connectionOutcome().startsWith("✔") || page.connectionOutcome().startsWith("✘"),
					page::connectionOutcome);
			assertTrue(page.connectionOutcome().contains("127.0.0.1:" + listening.getLocalPort() + " accepts connections"), page.connectionOutcome());
			int closed;
			try (ServerSocket gone = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
				closed = gone.getLocalPort();
			}
			typed(master, "spark://127.0.0.1:" + closed);
			page.testConnection();
			Ui.waitUntil("the test's outcome", () -> page.connectionOutcome().startsWith("✘"), page::connectionOutcome);
			assertTrue(page.connectionOutcome().contains("No master answers at 127.0.0.1:" + closed), page.connectionOutcome());
			assertTrue(page.connectionOutcome().contains("spark-cluster.sh start"), "what to do: " + page.connectionOutcome());
			typed(master, "local[2]");
			page.testConnection();
			Ui.waitUntil("the test's outcome", () -> page.connectionOutcome().startsWith("✔") || page.connectionOutcome().startsWith("✘ Spark"),
					page::connectionOutcome);
			assertTrue(page.connectionOutcome().startsWith("✔ Ready: Spark's jars are beside the command line"), page.connectionOutcome());
		} finally {
			dialog.close();
		}
	}

	/** Text as typed: the field checks its value as each key is released. */
	private static void typed(Text field, String text) {
		field.setText(text);
		field.notifyListeners(SWT.KeyUp, new Event());
	}

	/** The text field after the label that reads {@code label} (with its mnemonic and colon). */
	private static Text field(ClusterPreferencePage page, String label) {
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

	private static void collect(Control c, List<Control> into) {
		into.add(c);
		if (c instanceof Composite parent) {
			for (Control child : parent.getChildren()) {
				collect(child, into);
			}
		}
	}

	@Test
	void onlyMastersTheSweepTakesAreAccepted() {
		for (String m : List.of("", "local", "local[2]", "local[*]", "spark://host:7077", "spark://a:7077,b:7077")) {
			assertTrue(ClusterPreferences.validMaster(m), m);
		}
		for (String m : List.of("yarn", "spark://", "local[0]", "http://host:8080", "spark://host:", "spark://host:0", "spark://host:x",
				"spark://a:7077,", "spark:// host:7077", "k8s://host")) {
			assertFalse(ClusterPreferences.validMaster(m), m);
			assertTrue(ClusterPreferences.masterProblem(m).contains("'") || ClusterPreferences.masterProblem(m).contains("space"),
					"the message quotes what was typed: " + ClusterPreferences.masterProblem(m));
		}
	}
}
