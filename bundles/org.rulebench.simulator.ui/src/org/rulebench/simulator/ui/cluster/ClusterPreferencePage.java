package org.rulebench.simulator.ui.cluster;

import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.FileFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.rulebench.editor.preferences.RulebenchPreferences;

/** Window > Preferences > Rulebench > Cluster: the Spark master the Simulator view sends its simulations to. */
public final class ClusterPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	public ClusterPreferencePage() {
		super(GRID);
		setDescription("A large simulation can run on an Apache Spark cluster: name its master (spark://HOST:7077), or local[*] "
				+ "for Spark on this machine; leave it empty to simulate here. The workbench runs `rulebench sweep` of the "
				+ "command line below, with the seed, games, turn cap and players of the Rulebench page: the same figures.");
	}

	@Override
	public void init(IWorkbench workbench) {
		setPreferenceStore(ClusterPreferences.store());
	}

	@Override
	protected void createFieldEditors() {
		Composite p = getFieldEditorParent();
		StringFieldEditor master = new StringFieldEditor(ClusterPreferences.MASTER, "Spark &master:", p) {
			@Override
			protected boolean doCheckState() {
				return ClusterPreferences.validMaster(getStringValue());
			}
		};
		master.setErrorMessage("The master is spark://HOST:PORT (a standalone master), local[N] or local[*], or empty");
		master.getLabelControl(p).setToolTipText("Empty: simulations run in the workbench, as always");
		addField(master);
		FileFieldEditor jar = new FileFieldEditor(ClusterPreferences.COMMAND_LINE, "&Command line (rulebench.jar):", true, p);
		jar.setFileExtensions(new String[] { "*.jar" });
		jar.setEmptyStringAllowed(true);
		addField(jar);
	}

	@Override
	public boolean performOk() {
		boolean ok = super.performOk();
		RulebenchPreferences.save();
		return ok;
	}
}
