package org.rulebench.editor.wizard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.workbench.tests.Ui;

/** Issue 27, item 9: File > New Reading writes a reading that is checked without errors, and opens it. */
class NewReadingWizardTest {

	private static List<Issue> errors(IProject project, String text) {
		IFile file = project.getFile("pu-shuang/unsaved-new.reading");
		return ProjectReadings.withText(file, text, p -> p.validate(CheckMode.NORMAL_AND_FAST, CancelIndicator.NullImpl)).stream()
				.filter(i -> i.getSeverity() == Severity.ERROR).toList();
	}

	@Test
	void everyFamilysTemplateIsAReadingThatChecksAndPlays() {
		IProject project = Ui.readings();
		for (ReadingTemplates.Family family : ReadingTemplates.FAMILIES) {
			String text = ReadingTemplates.fromTemplate(project, "mine.new", "新", family);
			assertNotNull(text, family.reading() + " is in the workspace");
			assertTrue(text.contains("assumed\n") && !text.matches("(?s).*\\n\\s*cites #.*"), "every rule assumed, none cited:\n" + text);
			assertEquals(List.of(), errors(project, text), family.label() + ":\n" + text);
		}
	}

	@Test
	void anExtendingReadingChecks() {
		String text = ReadingTemplates.extending("pushuang.mine", "七梁雙陸", "pushuang.qiliang");
		assertEquals(List.of(), errors(Ui.readings(), text), text);
	}

	@Test
	void theWizardWritesTheReadingAndOpensIt() throws Exception {
		IProject project = Ui.readings();
		IFile file = project.getFile("pu-shuang/mine.reading");
		NewReadingWizard wizard = new NewReadingWizard();
		wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project.getFolder("pu-shuang")));
		WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
		dialog.setBlockOnOpen(false);
		dialog.open();
		try {
			List<Text> fields = all(dialog.getShell(), Text.class::isInstance).stream().map(Text.class::cast).toList();
			assertEquals("readings/pu-shuang", fields.get(0).getText());
			fields.get(1).setText("mine.reading");
			fields.get(2).setText("pushuang.mine");
			fields.get(3).setText("七梁雙陸");
			Ui.settle();
			assertTrue(wizard.canFinish(), "every field is right: " + dialog.getCurrentPage().getErrorMessage());
			fields.get(2).setText("not a name!");
			assertTrue(!wizard.canFinish() && dialog.getCurrentPage().getErrorMessage().startsWith("The reading name"));
			fields.get(2).setText("pushuang.mine");
			assertTrue(wizard.performFinish());
			assertTrue(file.exists());
			assertEquals("mine.reading", Ui.page().getActiveEditor().getEditorInput().getName());
		} finally {
			dialog.close();
			Ui.page().closeAllEditors(false);
			if (file.exists()) {
				file.delete(true, null);
			}
		}
	}

	private static List<Control> all(Composite parent, Predicate<Control> wanted) {
		List<Control> found = new java.util.ArrayList<>();
		for (Control c : parent.getChildren()) {
			if (wanted.test(c) && !(c instanceof Button)) {
				found.add(c);
			}
			if (c instanceof Composite k) {
				found.addAll(all(k, wanted));
			}
		}
		return found;
	}
}
