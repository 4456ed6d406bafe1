package org.rulebench.readings.ui.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.rulebench.readings.Branch;
import org.rulebench.readings.ReadingFile;
import org.rulebench.readings.Readings;
import org.rulebench.readings.Revision;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.ui.CompareView;

/**
 * "Compare Readings…": the other reading for a reading file, chosen among the same file on the other branches and at
 * its earlier commits, and the other readings of the project. The choices are read in a job; the choice becomes
 * the old side of the Compare view, the file on disk the new.
 */
public final class CompareWithDialog extends Dialog {
	/** One thing to compare with: how the list shows it, and how the commands name it. */
	record Choice(String label, String spec) {
	}

	private final IFile file;
	private final String preselected;
	private final List<Choice> choices = new ArrayList<>();
	private org.eclipse.swt.widgets.List list;
	private Text filter;
	/** The choices the filter lets through, in the list's order. */
	private final List<Choice> shown = new ArrayList<>();
	private Label status;
	private String chosen;
	private org.eclipse.swt.widgets.Display display;

	private CompareWithDialog(Shell shell, IFile file, String preselected) {
		super(shell);
		this.file = file;
		this.preselected = preselected;
	}

	/** The dialog, not yet opened (a test opens it without blocking). */
	public static CompareWithDialog of(Shell shell, IFile file, String preselected) {
		return new CompareWithDialog(shell, file, preselected);
	}

	/** Asks, then shows the comparison of the choice (old) with the file on disk (new) in the Compare view. */
	public static void open(Shell shell, IFile file, String preselected) {
		CompareWithDialog d = new CompareWithDialog(shell, file, preselected);
		if (d.open() == OK && d.chosen != null) {
			try {
				CompareView view = (CompareView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().showView(CompareView.ID);
				view.compare(d.chosen, ReadingsFolder.pathOf(file));
			} catch (PartInitException e) {
				org.eclipse.jface.dialogs.ErrorDialog.openError(shell, "Compare", "The Compare view cannot be opened", e.getStatus());
			}
		}
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Compare " + ReadingsFolder.pathOf(file) + " with");
	}

	@Override
	protected boolean isResizable() {
		return true;
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		display = parent.getDisplay();
		new Label(area, SWT.WRAP).setText("The reading to compare " + ReadingsFolder.pathOf(file)
				+ " (as it is on disk) with:\nthe same file on another branch or at an earlier commit, or another reading.");
		filter = new Text(area, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
		filter.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		filter.setMessage("filter: branch, commit, reading, or words of a commit's message");
		filter.addListener(SWT.Modify, e -> refill());
		list = new org.eclipse.swt.widgets.List(area, SWT.BORDER | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
		GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true);
		gd.heightHint = 320;
		gd.widthHint = 560;
		list.setLayoutData(gd);
		list.addListener(SWT.DefaultSelection, e -> okPressed());
		status = new Label(area, SWT.WRAP);
		status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		status.setText("Reading the branches and the history…");
		load();
		return area;
	}

	private void load() {
		IProject project = file.getProject();
		String path = ReadingsFolder.pathOf(file);
		Job job = Job.create("Reading what " + path + " can be compared with", monitor -> {
			List<Choice> found = new ArrayList<>();
			String problem = null;
			if (ReadingsFolder.underGit(project)) {
				try (Readings readings = ReadingsFolder.open(project)) {
					for (Branch b : readings.branchList().call()) {
						found.add(new Choice("branch " + b.name() + (b.current() ? " (committed, the branch on disk)" : ""), b.name() + ":" + path));
					}
					for (Revision r : readings.log().setPath(path).setMaxCount(50).call()) {
						found.add(new Choice("commit " + r.shortId() + "  " + r.summary(), r.shortId() + ":" + path));
					}
					for (ReadingFile f : readings.list().call()) {
						if (!f.path().equals(path)) {
							found.add(new Choice("reading " + f.path() + (f.name() == null ? "" : "  (" + f.name() + ")"), f.path()));
						}
					}
				} catch (WorkspaceProblem e) {
					problem = e.getMessage();
				}
			} else {
				try {
					project.accept(r -> {
						if (r instanceof IFile f && "reading".equals(f.getFileExtension()) && !f.equals(file)) {
							found.add(new Choice("reading " + ReadingsFolder.pathOf(f), ReadingsFolder.pathOf(f)));
						}
						return true;
					});
				} catch (org.eclipse.core.runtime.CoreException e) {
					problem = e.getMessage();
				}
			}
			String said = problem;
			display.asyncExec(() -> shown(found, said));
		});
		job.setSystem(true);
		job.schedule();
	}

	private void shown(List<Choice> found, String problem) {
		if (list.isDisposed()) {
			return;
		}
		choices.clear();
		choices.addAll(found);
		refill();
		status.setText(problem != null ? problem : choices.isEmpty() ? "There is nothing to compare with: no other branch, commit or reading." : "");
	}

	/** The choices containing every word of the filter (all without one); the preselected one chosen if it is there. */
	private void refill() {
		String[] words = filter.getText().strip().toLowerCase(java.util.Locale.ROOT).split("\\s+");
		String was = list.getSelectionIndex() >= 0 && list.getSelectionIndex() < shown.size() ? shown.get(list.getSelectionIndex()).spec() : preselected;
		shown.clear();
		list.removeAll();
		int select = 0;
		for (Choice c : choices) {
			String text = c.label().toLowerCase(java.util.Locale.ROOT);
			if (java.util.Arrays.stream(words).allMatch(text::contains)) {
				if (c.spec().equals(was)) {
					select = shown.size();
				}
				shown.add(c);
				list.add(c.label());
			}
		}
		if (!shown.isEmpty()) {
			list.select(select);
			list.showSelection();
		}
		Button ok = getButton(IDialogConstants.OK_ID);
		if (ok != null) {
			ok.setEnabled(!shown.isEmpty());
		}
	}

	/** The filter above the list (for tests, and typed as a person types). */
	public Text filter() {
		return filter;
	}

	/** What the list offers now, as shown. */
	public List<String> offered() {
		return List.of(list.getItems());
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, "Compare", true).setEnabled(false);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
	}

	@Override
	protected void okPressed() {
		int i = list.getSelectionIndex();
		if (i < 0 || i >= shown.size()) {
			return;
		}
		chosen = shown.get(i).spec();
		super.okPressed();
	}
}
