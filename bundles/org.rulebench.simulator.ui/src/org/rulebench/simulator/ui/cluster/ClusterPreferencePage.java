package org.rulebench.simulator.ui.cluster;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.FileFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.rulebench.editor.preferences.RulebenchPreferences;

/**
 * Window > Preferences > Rulebench > Cluster: the Spark master the Simulator view sends its simulations to, what a
 * master is, and a test of the connection before a simulation is sent.
 */
public final class ClusterPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {
	/** The explanations' width: what the Preferences dialog's default size leaves a page (about 410 pixels). */
	private static final int TEXT_WIDTH = 330;
	/** The fields' width, whatever their text (a long path would otherwise widen the page past the dialog). */
	private static final int FIELD_WIDTH = 150;

	private StringFieldEditor master;
	private FileFieldEditor commandLine;
	private Button test;
	private Label outcome;

	public ClusterPreferencePage() {
		super(GRID);
		setDescription("Where the Simulator view plays: in the workbench, or on Apache Spark through the command line's"
				+ " `rulebench sweep` (the same figures).");
	}

	@Override
	public void init(IWorkbench workbench) {
		setPreferenceStore(ClusterPreferences.store());
	}

	@Override
	protected void createFieldEditors() {
		Composite p = getFieldEditorParent();
		master = new StringFieldEditor(ClusterPreferences.MASTER, "Spark &master:", p) {
			@Override
			protected boolean doCheckState() {
				String problem = ClusterPreferences.masterProblem(getStringValue());
				setErrorMessage(problem);
				return problem == null;
			}
		};
		master.setEmptyStringAllowed(true);
		master.getTextControl(p).setMessage("empty: simulate in the workbench");
		((GridData) master.getTextControl(p).getLayoutData()).widthHint = FIELD_WIDTH;
		addField(master);
		commandLine = new FileFieldEditor(ClusterPreferences.COMMAND_LINE, "&Command line:", true, p);
		commandLine.setFileExtensions(new String[] { "*.jar" });
		commandLine.setEmptyStringAllowed(true);
		commandLine.setErrorMessage("The command line is the rulebench.jar the build makes (releng/org.rulebench.cli/target/rulebench.jar):"
				+ " no such file");
		commandLine.getTextControl(p).setMessage("rulebench.jar");
		commandLine.getTextControl(p).setToolTipText("The rulebench.jar that sends the simulation; Spark's jars beside it, in spark/jars");
		((GridData) commandLine.getTextControl(p).getLayoutData()).widthHint = FIELD_WIDTH;
		addField(commandLine);
	}

	@Override
	protected Control createContents(Composite parent) {
		Control fields = super.createContents(parent);
		// the fields take their height only, so the explanations follow them instead of the page's foot
		GridDataFactory.fillDefaults().grab(true, false).applyTo(fields);
		Group what = new Group(parent, SWT.NONE);
		what.setText("The master");
		GridLayoutFactory.swtDefaults().numColumns(2).spacing(8, 2).applyTo(what);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(what);
		explain(what, "(empty)", "simulate in the workbench");
		explain(what, "local[*]", "Spark on this machine, every core (local[2]: two)");
		explain(what, "spark://HOST:7077", "a standalone Spark master: the address its log prints at start, not its web page");
		test = new Button(parent, SWT.PUSH);
		test.setText("&Test Connection");
		test.setToolTipText("Tries the master's host and port (for local[…]: the command line and Spark's jars)");
		GridDataFactory.swtDefaults().align(SWT.BEGINNING, SWT.BEGINNING).indent(0, 4).applyTo(test);
		outcome = new Label(parent, SWT.WRAP);
		GridDataFactory.fillDefaults().grab(true, false).hint(TEXT_WIDTH, SWT.DEFAULT).applyTo(outcome);
		test.addListener(SWT.Selection, e -> testConnection());
		outcome.setText("");
		return fields;
	}

	private static void explain(Composite group, String what, String says) {
		Label term = new Label(group, SWT.NONE);
		term.setText(what);
		GridDataFactory.swtDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(term);
		Label text = new Label(group, SWT.WRAP);
		text.setText(says);
		GridDataFactory.fillDefaults().grab(true, false).hint(TEXT_WIDTH - 140, SWT.DEFAULT).applyTo(text);
	}

	/** Tries the master as typed (not yet saved) off the UI thread, and says what came of it beside the button. */
	public void testConnection() {
		String m = master.getStringValue();
		String jar = commandLine.getStringValue();
		test.setEnabled(false);
		outcome.setText("Trying " + (m.isBlank() ? "…" : m.strip() + " …"));
		Thread t = new Thread(() -> {
			MasterCheck.Outcome o = MasterCheck.of(m, jar);
			if (!outcome.isDisposed()) {
				outcome.getDisplay().asyncExec(() -> {
					if (!outcome.isDisposed()) {
						outcome.setText((o.ready() ? "✔ " : "✘ ") + o.message());
						outcome.getParent().layout(true, true);
						test.setEnabled(true);
					}
				});
			}
		}, "rulebench-cluster-test");
		t.setDaemon(true);
		t.start();
	}

	/** What the last Test Connection said: empty before any, "Trying …" while it runs. */
	public String connectionOutcome() {
		return outcome.getText();
	}

	/** The master as typed (not yet saved). */
	public String typedMaster() {
		return master.getStringValue();
	}

	/** Types a master into the field, as a person would (its check runs as the key is released). */
	public void typeMaster(String m) {
		Text t = master.getTextControl(getFieldEditorParent());
		t.setText(m);
		t.notifyListeners(SWT.KeyUp, new Event());
	}

	@Override
	public boolean performOk() {
		boolean ok = super.performOk();
		RulebenchPreferences.save();
		return ok;
	}
}
