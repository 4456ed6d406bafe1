package org.rulebench.readings.ui;

import java.io.IOException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.lib.StoredConfig;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;
import org.rulebench.readings.Branch;
import org.rulebench.readings.Publication;
import org.rulebench.readings.Readings;
import org.rulebench.readings.Revision;
import org.rulebench.readings.WorkspaceProblem;
import org.rulebench.readings.ui.internal.Author;
import org.rulebench.readings.ui.internal.CommitDialog;
import org.rulebench.readings.ui.internal.ColumnFit;
import org.rulebench.readings.ui.internal.CompareWithDialog;
import org.rulebench.readings.ui.internal.GitJob;
import org.rulebench.readings.ui.internal.ReadingsFolder;

/**
 * The readings workspace of a project (the default project "readings" until another project's file is selected):
 * its branches, each a line of competing readings, the current one marked; the history of the selected reading
 * or of the whole workspace, with the tags that publish it. Commit, switch, new branch, publish and compare act on
 * it, every one in a job; what they cannot do is said in the view, in the workspace's own words.
 */
public final class ReadingsView extends ViewPart {
	public static final String ID = "org.rulebench.readings.ui.readings";
	/** A table's tool tip where no row is under the pointer. */
	private static final String TIP = "org.rulebench.readings.ui.tip";
	private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneId.systemDefault());
	/**
	 * How often a workspace that is not whole (damaged or locked) is read again: repaired or unlocked outside the
	 * workbench (`git update-ref`, a crashed Git's lock removed), the view shows it whole without a refresh by hand.
	 */
	static final int RECHECK_MS = 2_000;

	/** What a refresh read back: the state of the workspace for the view. */
	private record State(String current, List<Branch> branches, List<Revision> history, Map<String, List<String>> tags,
			Author configured, String locked) {
	}

	private IProject project = ReadingsFolder.defaultProject();
	/** The reading whose history is shown, relative to the project; null for the whole workspace. */
	private String path;
	private State state;
	/** Why the workspace could not be read at the last refresh (damaged); null if it was read. */
	private String unreadable;
	private int refreshes;

	private Label where;
	private Label message;
	private Button makeWorkspace;
	private Label historyTitle;
	private Table branches;
	private Table history;
	private ColumnFit branchColumns;
	private ColumnFit historyColumns;
	private Color problemColour;

	private final ISelectionListener selections = this::selected;
	private final Runnable recheck = () -> {
		if (!where.isDisposed() && (unreadable != null || state != null && state.locked() != null)) {
			refresh();
		}
	};

	@Override
	public void createPartControl(Composite parent) {
		problemColour = new Color(176, 0, 32);
		GridLayout layout = new GridLayout(1, false);
		layout.verticalSpacing = 3;
		parent.setLayout(layout);
		where = new Label(parent, SWT.NONE);
		where.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		message = new Label(parent, SWT.WRAP);
		GridData md = new GridData(SWT.FILL, SWT.CENTER, true, false);
		md.widthHint = 200;
		message.setLayoutData(md);
		makeWorkspace = new Button(parent, SWT.PUSH);
		makeWorkspace.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false));
		makeWorkspace.setText("Make a readings workspace");
		makeWorkspace.setToolTipText("Put this project's readings under version control (a Git repository in its folder)");
		makeWorkspace.addListener(SWT.Selection, e -> makeWorkspace());
		show(makeWorkspace, false);
		SashForm sash = new SashForm(parent, SWT.VERTICAL);
		sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		branches = table(sash, new String[] { "", "branch", "newest commit", "when" });
		// the branch and which one is on disk first; the newest commit's message takes what is left
		branchColumns = new ColumnFit(branches, 2, 70, 0, 1, 3);
		branches.setData(TIP, "Branches: competing readings. ● marks the one on disk; double-click another to switch to it.");
		branches.setToolTipText((String) branches.getData(TIP));
		branches.addListener(SWT.DefaultSelection, e -> {
			String b = selectedBranch();
			if (b != null) {
				switchTo(b);
			}
		});
		Composite lower = new Composite(sash, SWT.NONE);
		GridLayout ll = new GridLayout(1, false);
		ll.marginWidth = 0;
		ll.marginHeight = 0;
		lower.setLayout(ll);
		historyTitle = new Label(lower, SWT.NONE);
		historyTitle.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		history = table(lower, new String[] { "commit", "when", "author", "message", "published" });
		// a historian reads a history by its messages and dates, then who; the commit id and tags when there is room
		historyColumns = new ColumnFit(history, 3, 90, 1, 4, 2, 0);
		history.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		sash.setWeights(35, 65);
		getSite().getPage().addPostSelectionListener(selections);
		IEditorPart editor = getSite().getPage().getActiveEditor();
		if (editor != null && editor.getEditorInput().getAdapter(IFile.class) instanceof IFile f) {
			follow(f);
		} else {
			refresh();
		}
	}

	/**
	 * A table for the narrow place the perspective gives the view (under the outline): its columns are fitted by
	 * {@link ColumnFit} (whole cells, the most important columns first, one column taking the rest); a row's tool
	 * tip has every cell of it.
	 */
	private static Table table(Composite parent, String[] columns) {
		Table t = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
		t.setHeaderVisible(true);
		t.addListener(SWT.MouseHover, e -> {
			TableItem item = t.getItem(new org.eclipse.swt.graphics.Point(e.x, e.y));
			StringBuilder tip = new StringBuilder();
			for (int i = 0; item != null && i < t.getColumnCount(); i++) {
				if (!item.getText(i).isEmpty()) {
					tip.append(tip.isEmpty() ? "" : "\n").append(t.getColumn(i).getText().isEmpty() ? "" : t.getColumn(i).getText() + ": ")
							.append(item.getText(i));
				}
			}
			t.setToolTipText(item == null ? (String) t.getData(TIP) : tip.toString());
		});
		for (String name : columns) {
			TableColumn c = new TableColumn(t, SWT.LEFT);
			c.setText(name);
			c.setWidth(60);
		}
		return t;
	}

	/** Switches to the branch selected in the list of branches, or says to select one. */
	public void switchToSelected() {
		String b = selectedBranch();
		if (b == null) {
			problem("Select the branch to switch to in the list of branches.");
		} else {
			switchTo(b);
		}
	}

	private void selected(IWorkbenchPart part, org.eclipse.jface.viewers.ISelection selection) {
		if (part == this) {
			return;
		}
		if (selection instanceof IStructuredSelection s && !s.isEmpty()) {
			IResource r = Adapters.adapt(s.getFirstElement(), IResource.class);
			if (r != null && r.getProject() != null) {
				follow(r);
			}
		} else if (part instanceof IEditorPart editor && editor.getEditorInput().getAdapter(IFile.class) instanceof IFile f) {
			follow(f);
		}
	}

	/** Shows the workspace of the resource's project, and the history of the resource if it is a reading. */
	public void follow(IResource resource) {
		String p = resource instanceof IFile f && "reading".equals(f.getFileExtension()) ? ReadingsFolder.pathOf(f) : null;
		if (resource.getProject().equals(project) && java.util.Objects.equals(p, path) && state != null) {
			return;
		}
		project = resource.getProject();
		path = p;
		refresh();
	}

	/** Shows the history of the whole workspace of the current project. */
	public void showWorkspaceHistory() {
		path = null;
		refresh();
	}

	/** Reads the branches and the history again, in a job. */
	public void refresh() {
		if (!ReadingsFolder.underGit(project)) {
			state = null;
			unreadable = null;
			refreshes++;
			where.setText(project.getName() + ": not under version control");
			branches.removeAll();
			history.removeAll();
			historyTitle.setText("");
			info(project.exists() ? "The readings of " + project.getName() + " are not in a Git repository of their own:"
					+ " they work as they are, without history, branches or publication." : "There is no project " + project.getName() + ".");
			show(makeWorkspace, project.exists() && project.isOpen());
			return;
		}
		show(makeWorkspace, false);
		String p = path;
		run(new GitJob<>("Reading the history of " + project.getName(), project, false, readings -> read(readings, p),
				s -> shown(s, p), this::unreadable));
	}

	private static State read(Readings readings, String path) {
		var log = readings.log().setMaxCount(500);
		if (path != null) {
			log.setPath(path);
		}
		Repository repo = readings.repository();
		Map<String, List<String>> tags = new HashMap<>();
		try {
			for (Ref ref : repo.getRefDatabase().getRefsByPrefix(Constants.R_TAGS)) {
				Ref peeled = repo.getRefDatabase().peel(ref);
				ObjectId id = peeled.getPeeledObjectId() != null ? peeled.getPeeledObjectId() : ref.getObjectId();
				tags.computeIfAbsent(id.name(), k -> new ArrayList<>()).add(ref.getName().substring(Constants.R_TAGS.length()));
			}
		} catch (IOException e) {
			throw new WorkspaceProblem("the tags of " + repo.getDirectory() + " cannot be read: " + e.getMessage(), e);
		}
		StoredConfig config = repo.getConfig();
		Author configured = new Author(nonNull(config.getString("user", null, "name")), nonNull(config.getString("user", null, "email")));
		// a damaged workspace was refused when it was opened; a lock lets the history be read but stops every change
		String locked = readings.health().message();
		return new State(readings.currentBranch(), readings.branchList().call(), log.call(), tags, configured, locked);
	}

	private static String nonNull(String s) {
		return s == null ? "" : s;
	}

	private void shown(State s, String p) {
		asyncUi(() -> {
			if (!java.util.Objects.equals(p, path)) {
				return;
			}
			boolean wasWhole = unreadable == null && (state == null || state.locked() == null);
			state = s;
			unreadable = null;
			refreshes++;
			if (s.locked() != null) {
				problem(s.locked());
				recheckLater();
			} else if (!wasWhole && message.getForeground().equals(problemColour)) {
				info(""); // what was wrong is mended: no message stays to say otherwise
			}
			where.setText(project.getName() + " on branch " + (s.current() == null ? "(a detached commit)" : s.current())
					+ "  ·  " + ReadingsFolder.of(project));
			where.setToolTipText(where.getText()); // the narrow view cuts the folder off
			branches.removeAll();
			for (Branch b : s.branches()) {
				TableItem item = new TableItem(branches, SWT.NONE);
				item.setText(new String[] { b.current() ? "●" : "", b.name(), b.head().summary(), WHEN.format(b.head().when()) });
				item.setData(b.name());
			}
			historyTitle.setText(p == null ? "History of the workspace (" + s.history().size() + " commits)"
					: "History of " + p + " (" + s.history().size() + (s.history().size() == 1 ? " commit)" : " commits)"));
			historyTitle.setToolTipText(historyTitle.getText());
			history.removeAll();
			for (Revision r : s.history()) {
				TableItem item = new TableItem(history, SWT.NONE);
				item.setText(new String[] { r.shortId(), WHEN.format(r.when()), r.author(), r.summary(),
						String.join(", ", s.tags().getOrDefault(r.id(), List.of())) });
				item.setData(r.id());
			}
			branchColumns.apply();
			historyColumns.apply();
		});
	}

	/** Commit: asks for the message and the author, saves the project's editors (asking), commits in a job. */
	public void commit() {
		if (!ready() || !IDE.saveAllEditors(new IResource[] { project }, true)) {
			return;
		}
		Author author = Author.remembered(state.configured());
		CommitDialog dialog = new CommitDialog(getSite().getShell(), state.current(), author);
		if (dialog.open() == Window.OK) {
			commit(dialog.message(), dialog.author());
		}
	}

	/** Commits every changed reading with this message and author, in a job. */
	public void commit(String text, Author author) {
		if (!ready()) {
			return;
		}
		author.remember();
		run(new GitJob<>("Committing the readings of " + project.getName(), project, true, readings -> {
			var c = readings.commit().setMessage(text);
			if (author.known()) {
				c.setAuthor(author.name(), author.email());
			}
			return c.call();
		}, r -> done("Committed " + r.shortId() + ": " + r.summary()), this::problemLater));
	}

	/**
	 * Switches the files on disk to another branch, in a job; refused while an editor of the project has unsaved
	 * changes or a reading has changes not committed (they would be carried over or lost).
	 */
	public void switchTo(String branch) {
		if (!ready()) {
			return;
		}
		if (branch.equals(state.current())) {
			info("The readings on disk are already those of " + branch + ".");
			return;
		}
		List<String> unsaved = unsavedEditors();
		if (!unsaved.isEmpty()) {
			problem("Save or close " + String.join(", ", unsaved) + " first: switching to " + branch
					+ " replaces the readings on disk, and unsaved changes would be lost.");
			return;
		}
		run(new GitJob<>("Switching " + project.getName() + " to " + branch, project, true, readings -> {
			Set<String> changed = uncommitted(readings);
			if (!changed.isEmpty()) {
				throw new WorkspaceProblem(String.join(", ", changed) + (changed.size() == 1 ? " has" : " have")
						+ " changes that are not committed: commit them first (Commit…), so that switching to " + branch
						+ " neither carries them over nor loses them");
			}
			return readings.switchTo().setBranch(branch).call();
		}, b -> done("The readings on disk are now those of " + b.name() + "."), this::problemLater));
	}

	/** Tracked files changed, added or deleted since the last commit. */
	private static Set<String> uncommitted(Readings readings) {
		try {
			var status = Git.wrap(readings.repository()).status().call();
			Set<String> changed = new TreeSet<>();
			changed.addAll(status.getModified());
			changed.addAll(status.getChanged());
			changed.addAll(status.getAdded());
			changed.addAll(status.getRemoved());
			changed.addAll(status.getMissing());
			changed.addAll(status.getConflicting());
			return changed;
		} catch (GitAPIException e) {
			throw new WorkspaceProblem("the state of the files in " + readings.workTree() + " cannot be read: " + e.getMessage(), e);
		}
	}

	private List<String> unsavedEditors() {
		List<String> names = new ArrayList<>();
		for (IEditorPart e : getSite().getPage().getDirtyEditors()) {
			if (e.getEditorInput().getAdapter(IFile.class) instanceof IFile f && f.getProject().equals(project)) {
				names.add(ReadingsFolder.pathOf(f));
			}
		}
		return names;
	}

	/** Asks for a name, makes the branch from where the readings are and switches to it. */
	public void newBranch() {
		if (!ready()) {
			return;
		}
		InputDialog d = new InputDialog(getSite().getShell(), "New branch",
				"A competing reading: the name of a new branch from " + (state.current() == null ? "here" : state.current())
						+ " (e.g. kishi-1998). The readings on disk stay as they are, on the new branch.",
				"", s -> s.isBlank() ? "Give the branch a name" : s.matches(".*[\\s~^:?*\\[\\\\].*") || s.contains("..")
						? "A branch name has no spaces and none of ~ ^ : ? * [ \\ or .." : null);
		if (d.open() == Window.OK) {
			newBranch(d.getValue().strip());
		}
	}

	/** Makes the branch from where the readings are and switches to it, in a job. */
	public void newBranch(String name) {
		if (!ready()) {
			return;
		}
		run(new GitJob<>("Making the branch " + name, project, true, readings -> readings.switchTo().setBranch(name).setCreate(true).call(),
				b -> done("New branch " + b.name() + ": the readings on disk are on it now."), this::problemLater));
	}

	/** Publishes the reading whose history is shown, as it is committed, after asking. */
	public void publish() {
		if (!ready()) {
			return;
		}
		if (path == null) {
			problem("Select the reading to publish (in the Project Explorer or its editor): a publication is of one reading.");
			return;
		}
		if (!unsavedEditors().isEmpty() && unsavedEditors().contains(path)) {
			problem("Save " + path + " and commit it first: what is published is the reading as committed.");
			return;
		}
		if (MessageDialog.openQuestion(getSite().getShell(), "Publish a reading", "Tag " + path + " as committed on "
				+ state.current() + " as published? The tag (published/READING/vN) is never moved, so that a paper can cite this reading exactly.")) {
			publish(path);
		}
	}

	/** Tags the reading at HEAD as published, in a job. */
	public void publish(String reading) {
		run(new GitJob<>("Publishing " + reading, project, false, readings -> readings.tag().setReading(reading).call(),
				(Publication p) -> done("Published " + p.path() + " as " + p.tag() + " (" + p.revision().shortId() + ")."),
				this::problemLater));
	}

	/** Asks what to compare the selected reading with and shows both in the Compare view. */
	public void compareWith() {
		if (path == null) {
			problem("Select a reading first (in the Project Explorer or its editor); then compare it with a branch, a commit or another reading.");
			return;
		}
		String selectedBranch = selectedBranch();
		String selectedCommit = history.getSelectionCount() == 1 ? (String) history.getSelection()[0].getData() : null;
		String preselected = selectedCommit != null ? selectedCommit.substring(0, 7) + ":" + path
				: selectedBranch != null ? selectedBranch + ":" + path : null;
		CompareWithDialog.open(getSite().getShell(), project.getFile(path), preselected);
	}

	/** Makes the project's folder a readings workspace (its readings committed on main), in a job. */
	public void makeWorkspace() {
		IProject p = project;
		Job init = Job.create("Making " + p.getName() + " a readings workspace", monitor -> {
			try (Readings r = Readings.init().setDirectory(ReadingsFolder.of(p)).setExamples(false).call()) {
				asyncUi(() -> {
					info("The readings of " + p.getName() + " are under version control now, on branch main.");
					refresh();
				});
			} catch (WorkspaceProblem e) {
				problemLater(e.getMessage());
			}
		});
		init.setRule(p);
		init.schedule();
	}

	private boolean ready() {
		if (state == null && unreadable != null) {
			problem(unreadable);
			return false;
		}
		if (state == null) {
			problem(ReadingsFolder.underGit(project) ? "The workspace is still being read; try again in a moment."
					: "The readings of " + project.getName() + " are not under version control: \"Make a readings workspace\" first.");
			return false;
		}
		return true;
	}

	private void run(GitJob<?> job) {
		job.schedule();
	}

	private void done(String text) {
		asyncUi(() -> {
			info(text);
			refresh();
		});
	}

	private void problemLater(String text) {
		asyncUi(() -> {
			problem(text);
			if (state == null) {
				where.setText(project.getName() + ": the readings workspace cannot be read");
			}
		});
	}

	/**
	 * The workspace cannot be read (damaged, in the words of its check): nothing of it is shown, so that no stale
	 * branch or history looks current, and every action says why it cannot run.
	 */
	private void unreadable(String text) {
		asyncUi(() -> {
			recheckLater();
			if (state == null && text.equals(unreadable)) {
				refreshes++; // read again and still as damaged: nothing to draw again
				return;
			}
			state = null;
			unreadable = text;
			refreshes++;
			branches.removeAll();
			history.removeAll();
			historyTitle.setText("");
			where.setText(project.getName() + ": the readings workspace cannot be read  ·  " + ReadingsFolder.of(project));
			problem(text);
		});
	}

	/** Reads the workspace again in a moment, for as long as it is not whole (one pending read at a time). */
	private void recheckLater() {
		where.getDisplay().timerExec(RECHECK_MS, recheck);
	}

	private void asyncUi(Runnable r) {
		Display display = where.getDisplay();
		display.asyncExec(() -> {
			if (!where.isDisposed()) {
				r.run();
			}
		});
	}

	private void problem(String text) {
		message.setForeground(problemColour);
		message.setText(text);
		message.getParent().layout(true, true);
	}

	private void info(String text) {
		message.setForeground(null);
		message.setText(text);
		message.getParent().layout(true, true);
	}

	private static void show(Button b, boolean visible) {
		b.setVisible(visible);
		((GridData) b.getLayoutData()).exclude = !visible;
		b.getParent().layout(true, true);
	}

	private String selectedBranch() {
		return branches.getSelectionCount() == 1 ? (String) branches.getSelection()[0].getData() : null;
	}

	/** The project shown. */
	public IProject project() {
		return project;
	}

	/** The reading whose history is shown; null for the whole workspace. */
	public String reading() {
		return path;
	}

	/** The branch the readings on disk are on, as last read; null before the first read or when detached. */
	public String currentBranch() {
		return state == null ? null : state.current();
	}

	/** How many times the view has shown the workspace (tests wait for the next). */
	public int refreshes() {
		return refreshes;
	}

	/** The message shown: what was done, or what could not be. */
	public String message() {
		return message.getText();
	}

	public Table branches() {
		return branches;
	}

	public Table history() {
		return history;
	}

	@Override
	public void setFocus() {
		branches.setFocus();
	}

	@Override
	public void dispose() {
		getSite().getPage().removePostSelectionListener(selections);
		where.getDisplay().timerExec(-1, recheck);
		problemColour.dispose();
		super.dispose();
	}
}
