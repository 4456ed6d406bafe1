package org.rulebench.workbench.screenshots;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.rulebench.editor.wizard.NewReadingWizard;
import org.rulebench.workbench.help.GettingStartedView;
import org.rulebench.workbench.tests.Screen;
import org.rulebench.workbench.tests.Shot;
import org.rulebench.workbench.tests.Ui;

/**
 * Takes the screenshots of docs/ that show the editor (a marker, content assist, a quick fix), help, getting
 * started, the New Reading wizard, the preference page and a Thai title, when the environment variable
 * RULEBENCH_SCREENSHOTS names the folder to write them to (run under Xvfb, as ViewScreenshots); skipped otherwise.
 */
class EditorScreenshotsTest {
	@RegisterExtension
	final Screen screen = Screen.window(1280, 800).forPictures();

	@BeforeEach
	void readings() {
		Ui.readings();
		Ui.settle();
	}

	@Test
	void editorMarkerAssistAndQuickFix() throws Exception {
		IFile file = Ui.example("pu-shuang/qiliang-draft.reading");
		String text = "// A draft: qiliang with a typo, an unknown passage and a rule still to cite\n"
				+ "reading pushuang.draft extends pushuang.qiliang\ngame \"七梁雙陸\"\n\n"
				+ "rule pieces: eahc side has 14 pieces\n\tcites #pushuang.qiliang.nme \"十四馬\" described\n\n"
				+ "rule limit: at most 2 pieces on a point\n\tcites #";
		file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
		try {
			ITextEditor editor = (ITextEditor) IDE.openEditor(Ui.page(), file);
			var document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
			Ui.checked(document);
			StyledText styled = (StyledText) editor.getAdapter(Control.class);
			styled.setCaretOffset(text.length());
			pause(1500);
			ITextOperationTarget target = editor.getAdapter(ITextOperationTarget.class);
			target.doOperation(ISourceViewer.CONTENTASSIST_PROPOSALS);
			pause(2500);
			shoot("editor-content-assist");
			styled.setFocus();
			Display.getCurrent().getFocusControl().getShell().setFocus();
			pressEscape(styled);
			pause(500);
			styled.setCaretOffset(text.indexOf("eahc") + 1);
			target.doOperation(ISourceViewer.QUICK_ASSIST);
			pause(2500);
			shoot("editor-quick-fix");
			pressEscape(styled);
			styled.setCaretOffset(text.indexOf("nme") + 1);
			target.doOperation(ISourceViewer.QUICK_ASSIST);
			pause(2500);
			shoot("editor-quick-fix-passage");
			pressEscape(styled);
		} finally {
			Ui.page().closeAllEditors(false);
			file.delete(true, null);
		}
	}

	@Test
	void helpGettingStartedWizardPreferencesAndThai() throws Exception {
		PlatformUI.getWorkbench().getHelpSystem().search("quick fix"); // the Help view, with the search's hits
		pause(6000); // the index is built at the first search
		shoot("help");
		Ui.page().hideView(Ui.page().findView("org.eclipse.help.ui.HelpView"));

		GettingStartedView walk = (GettingStartedView) Ui.page().showView(GettingStartedView.ID);
		walk.run(0);
		pause(1500);
		shoot("getting-started");
		Ui.page().closeAllEditors(false);
		Ui.page().hideView(walk);

		NewReadingWizard wizard = new NewReadingWizard();
		wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(Ui.readings().getFolder("pu-shuang")));
		WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
		dialog.setBlockOnOpen(false);
		dialog.open();
		Text[] fields = texts(dialog.getShell());
		fields[1].setText("mine.reading");
		fields[2].setText("pushuang.mine");
		fields[3].setText("七梁雙陸");
		pause(800);
		shoot("new-reading-wizard");
		dialog.close();

		PreferenceDialog prefs = PreferencesUtil.createPreferenceDialogOn(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(),
				"org.rulebench.preferences", null, null);
		prefs.setBlockOnOpen(false);
		prefs.open();
		pause(800);
		shoot("preferences");
		prefs.close();

		IDE.openEditor(Ui.page(), Ui.example("makruk/thai-local.reading"));
		pause(2000);
		shoot("thai-title");
		Ui.page().closeAllEditors(false);
	}

	/** Preferences > Rulebench > Cluster with a master typed and Test Connection pressed (docs/views/cluster-preferences.png). */
	@Test
	void clusterPreferencePage() throws Exception {
		PreferenceDialog prefs = PreferencesUtil.createPreferenceDialogOn(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(),
				"org.rulebench.simulator.ui.cluster", null, null);
		prefs.setBlockOnOpen(false);
		prefs.open();
		try {
			var page = (org.rulebench.simulator.ui.cluster.ClusterPreferencePage) prefs.getSelectedPage();
			page.typeMaster("spark://127.0.0.1:7077");
			page.testConnection();
			Ui.waitUntil("the connection test", () -> !page.connectionOutcome().startsWith("Trying"));
			pause(800);
			shoot("cluster-preferences");
		} finally {
			prefs.close();
			org.rulebench.simulator.ui.cluster.ClusterPreferences.store().setToDefault(org.rulebench.simulator.ui.cluster.ClusterPreferences.MASTER);
		}
	}

	private static Text[] texts(org.eclipse.swt.widgets.Composite parent) {
		java.util.List<Text> found = new java.util.ArrayList<>();
		for (Control c : parent.getChildren()) {
			if (c instanceof Text t) {
				found.add(t);
			} else if (c instanceof org.eclipse.swt.widgets.Composite k) {
				found.addAll(java.util.List.of(texts(k)));
			}
		}
		return found.toArray(Text[]::new);
	}

	private static void pressEscape(Control control) {
		org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
		e.type = org.eclipse.swt.SWT.KeyDown;
		e.keyCode = org.eclipse.swt.SWT.ESC;
		e.character = org.eclipse.swt.SWT.ESC;
		control.getDisplay().post(e);
		e.type = org.eclipse.swt.SWT.KeyUp;
		control.getDisplay().post(e);
		pause(300);
	}

	/** The window's 1280 × 800, popups included. */
	private static void shoot(String name) throws Exception {
		Shot.named(name).after(0).call();
	}

	private static void pause(long ms) {
		Ui.dispatchFor(ms);
	}
}
