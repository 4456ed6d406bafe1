package org.rulebench.editor.wizard;

import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Path;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.rulebench.editor.ReadingLanguage;

/**
 * Where the new reading goes, its name and game, and how it starts: extending a reading of the project (the usual
 * way: state only what differs), or the template of a family. Each field says what is wrong with it.
 */
final class NewReadingPage extends WizardPage {
	/** A reading's name: dotted identifiers, as the grammar's QualifiedName (ASCII suffices for a file's reading). */
	private static final String NAME = "\\p{L}[\\p{L}\\p{N}_]*(\\.\\p{L}[\\p{L}\\p{N}_]*)*";
	private final IStructuredSelection selection;
	private Text folder;
	private Text fileName;
	private Text name;
	private Text game;
	private Button extend;
	private Combo base;
	private Combo family;
	private Map<String, URI> readings = Map.of();

	NewReadingPage(IStructuredSelection selection) {
		super("newReading");
		this.selection = selection;
		setTitle("New Reading");
		setDescription("A reading of a game's rules: extend a reading of the workspace, or start from a family's template");
	}

	@Override
	public void createControl(Composite parent) {
		Composite c = new Composite(parent, SWT.NONE);
		GridLayoutFactory.swtDefaults().numColumns(2).applyTo(c);
		folder = field(c, "&Folder:", initialFolder().getFullPath().makeRelative().toString());
		fileName = field(c, "File &name:", "new.reading");
		name = field(c, "&Reading name:", "");
		name.setMessage("e.g. pushuang.mine (extends names it so)");
		game = field(c, "&Game:", "");
		game.setMessage("the game's title, e.g. 七梁雙陸");

		extend = new Button(c, SWT.RADIO);
		extend.setText("&Extend a reading of the workspace:");
		extend.setSelection(true);
		base = new Combo(c, SWT.READ_ONLY);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(base);
		Button template = new Button(c, SWT.RADIO);
		template.setText("Start from a family's &template:");
		family = new Combo(c, SWT.READ_ONLY);
		family.setItems(ReadingTemplates.FAMILIES.stream().map(ReadingTemplates.Family::label).toArray(String[]::new));
		family.select(0);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(family);
		Label note = new Label(c, SWT.WRAP);
		note.setText("A template's rules are those of a shipped reading of the family, each labelled assumed until you state\n"
				+ "it as your source has it and cite the passage.");
		GridDataFactory.fillDefaults().span(2, 1).applyTo(note);

		for (Text t : List.of(folder, fileName, name, game)) {
			t.addModifyListener(e -> validate());
		}
		extend.addListener(SWT.Selection, e -> validate());
		template.addListener(SWT.Selection, e -> validate());
		folder.addModifyListener(e -> loadReadings());
		loadReadings();
		setControl(c);
		validate();
	}

	private static Text field(Composite parent, String label, String value) {
		new Label(parent, SWT.NONE).setText(label);
		Text t = new Text(parent, SWT.BORDER);
		t.setText(value);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(t);
		return t;
	}

	private IContainer initialFolder() {
		Object first = selection == null ? null : selection.getFirstElement();
		IResource r = first instanceof IAdaptable a ? a.getAdapter(IResource.class) : null;
		if (r instanceof IFile f) {
			return f.getParent();
		}
		if (r instanceof IContainer container) {
			return container;
		}
		IProject readings = ResourcesPlugin.getWorkspace().getRoot().getProject("readings");
		return readings.exists() ? readings : ResourcesPlugin.getWorkspace().getRoot();
	}

	private IProject project() {
		String f = folder.getText().strip();
		if (f.isEmpty() || !Path.ROOT.isValidPath(f)) {
			return null;
		}
		Path path = new Path(f);
		IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(path.segment(0));
		return p.isAccessible() ? p : null;
	}

	private void loadReadings() {
		IProject p = project();
		readings = p == null ? Map.of() : ReadingTemplates.readings(p);
		String chosen = base.getText();
		base.setItems(readings.keySet().toArray(String[]::new));
		int at = base.indexOf(chosen);
		base.select(at >= 0 ? at : 0);
	}

	private void validate() {
		base.setEnabled(extend.getSelection());
		family.setEnabled(!extend.getSelection());
		setErrorMessage(problem());
		setPageComplete(getErrorMessage() == null);
	}

	private String problem() {
		if (project() == null) {
			return "The folder must be in an open project of the workspace, e.g. readings/pu-shuang";
		}
		String f = fileName.getText().strip();
		if (!f.endsWith("." + ReadingLanguage.FILE_EXTENSION) || f.length() <= ReadingLanguage.FILE_EXTENSION.length() + 1
				|| !Path.EMPTY.isValidSegment(f)) {
			return "The file name must end in .reading, e.g. mine.reading";
		}
		if (file().exists()) {
			return file().getFullPath() + " exists already: choose another name";
		}
		if (!name.getText().strip().matches(NAME)) {
			return "The reading name is letters and digits, in parts joined by dots, e.g. pushuang.mine";
		}
		if (readings.containsKey(name.getText().strip())) {
			return "A reading of the workspace is named " + name.getText().strip() + " already: extends would resolve to either";
		}
		if (game.getText().isBlank()) {
			return "Say which game it is a reading of: its title, as the source gives it";
		}
		if (extend.getSelection() && base.getText().isEmpty()) {
			return "The workspace has no reading to extend: start from a template";
		}
		return null;
	}

	IFile file() {
		IPath where = new Path(folder.getText().strip()).append(fileName.getText().strip());
		return ResourcesPlugin.getWorkspace().getRoot().getFile(where.makeAbsolute());
	}

	/** The new reading's text, or null if the template's reading is not in the project. */
	String text() {
		String n = name.getText().strip();
		String g = game.getText().strip();
		if (extend.getSelection()) {
			return ReadingTemplates.extending(n, g, base.getText());
		}
		return ReadingTemplates.fromTemplate(project(), n, g, ReadingTemplates.FAMILIES.get(family.getSelectionIndex()));
	}
}
