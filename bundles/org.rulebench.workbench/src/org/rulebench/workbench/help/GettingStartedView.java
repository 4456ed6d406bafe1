package org.rulebench.workbench.help;

import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;

/**
 * Help > Getting Started: a first reading walked through step by step, as a cheat sheet does (open, cite, simulate,
 * commit, compare): each step says what to do and why, and its button does it or opens what it needs; a step done
 * is ticked and the next one stands out.
 */
public final class GettingStartedView extends ViewPart {
	public static final String ID = "org.rulebench.workbench.gettingStarted";
	/** The reading the walk opens: a small one that extends another and cites its source. */
	static final String FIRST_READING = "pu-shuang/qiliang.reading";
	/** The cheat sheet of the same walk (plugin.xml) and Eclipse's command that opens one. */
	public static final String CHEAT_SHEET = "org.rulebench.workbench.firstReading";
	public static final String OPEN_CHEAT_SHEET = "org.eclipse.ui.cheatsheets.openCheatSheet";

	/** One step: title, what to do, the button's label, and what it does. */
	record Step(String title, String text, String button, StepAction action) {
	}

	@FunctionalInterface
	interface StepAction {
		void run(IWorkbenchPage page) throws Exception;
	}

	static final List<Step> STEPS = List.of(
			new Step("1. Open a reading", "A reading states a game's rules, each citing the passage of the source it rests on. "
					+ "七梁雙陸 (qiliang) extends 平雙陸 (ping) and states only what differs. Hover over a citation to read its passage; "
					+ "F3 opens it in the Sources view.", "Open qiliang.reading", page -> IDE.openEditor(page, firstReading())),
			new Step("2. Cite a passage", "At the end of a rule type  cites #  and the passages are proposed with their text, "
					+ "those of the source the reading already cites first (Ctrl+Space asks again). The Sources view shows every "
					+ "source; select words of a passage there and Cite inserts them as the quote. A problem is underlined as "
					+ "you type; Ctrl+1 on it offers the repairs.", "Show the Sources view",
					page -> page.showView("org.rulebench.sources.ui.sources")),
			new Step("3. Simulate", "Save (Ctrl+S): the reading is checked in full (every combination of its alternatives "
					+ "compiled) and the Simulator plays each combination side by side: who wins, how long games last, how often "
					+ "each event happens.", "Simulate the reading", page -> {
						IDE.openEditor(page, firstReading());
						page.showView("org.rulebench.simulator.ui.simulator"); // its commands are the active view's
						page.getWorkbenchWindow().getService(IHandlerService.class).executeCommand("org.rulebench.simulator.ui.simulate", null);
					}),
			new Step("4. Commit", "Readings live under version control: the Readings view commits the workspace's readings "
					+ "with a message saying what changed and why, on a branch per interpretation.", "Show the Readings view",
					page -> page.showView("org.rulebench.readings.ui.readings")),
			new Step("5. Compare", "Compare two readings (or one reading with an earlier commit) rule by rule and by how they "
					+ "play: the same seeds for both, every difference tested. Select two readings, then Compare Readings.",
					"Show the Compare view", page -> page.showView("org.rulebench.readings.ui.compare")));

	private Button[] done;
	private Label[] titles;

	@Override
	public void createPartControl(Composite parent) {
		ScrolledComposite scroll = new ScrolledComposite(parent, SWT.V_SCROLL);
		Composite c = new Composite(scroll, SWT.NONE);
		GridLayoutFactory.swtDefaults().numColumns(2).spacing(8, 6).applyTo(c);
		Label intro = new Label(c, SWT.WRAP);
		intro.setText("Your first reading in five steps. Help > Help Contents has the whole documentation; Help > Search searches it.");
		GridDataFactory.fillDefaults().span(2, 1).grab(true, false).hint(300, SWT.DEFAULT).applyTo(intro);
		Button cheatSheet = new Button(c, SWT.PUSH);
		cheatSheet.setText("Follow as a Cheat Sheet");
		cheatSheet.setToolTipText("The same steps in the Cheat Sheets view, beside the editor (Help > Cheat Sheets…)");
		cheatSheet.addListener(SWT.Selection, e -> openCheatSheet());
		GridDataFactory.swtDefaults().span(2, 1).applyTo(cheatSheet);
		done = new Button[STEPS.size()];
		titles = new Label[STEPS.size()];
		for (int i = 0; i < STEPS.size(); i++) {
			Step step = STEPS.get(i);
			int index = i;
			done[i] = new Button(c, SWT.CHECK);
			done[i].addListener(SWT.Selection, e -> emphasise());
			titles[i] = new Label(c, SWT.NONE);
			titles[i].setText(step.title());
			Label text = new Label(c, SWT.WRAP);
			text.setText(step.text());
			GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).indent(20, 0).span(2, 1).applyTo(text);
			new Label(c, SWT.NONE);
			Button go = new Button(c, SWT.PUSH);
			go.setText(step.button());
			go.addListener(SWT.Selection, e -> run(index));
		}
		emphasise();
		scroll.setContent(c);
		scroll.setExpandHorizontal(true);
		scroll.setExpandVertical(true);
		scroll.addListener(SWT.Resize, e -> {
			int width = scroll.getClientArea().width;
			scroll.setMinSize(c.computeSize(width, SWT.DEFAULT));
		});
	}

	/** Does the step and ticks it; says what went wrong if it could not be done. */
	public void run(int index) {
		try {
			STEPS.get(index).action().run(getSite().getPage());
			done[index].setSelection(true);
			emphasise();
		} catch (Exception e) {
			MessageDialog.openInformation(getSite().getShell(), STEPS.get(index).title(),
					"This step could not be done for you: " + e.getMessage());
		}
	}

	/** The same walk as Eclipse's cheat sheet (first-reading.xml), whose steps run the commands themselves. */
	public void openCheatSheet() {
		try {
			ICommandService commands = getSite().getService(ICommandService.class);
			ParameterizedCommand open = ParameterizedCommand.generateCommand(commands.getCommand(OPEN_CHEAT_SHEET),
					Map.of("cheatSheetId", CHEAT_SHEET));
			getSite().getService(IHandlerService.class).executeCommand(open, null);
		} catch (Exception e) {
			MessageDialog.openInformation(getSite().getShell(), "Cheat Sheet", "The cheat sheet could not be opened: " + e.getMessage()
					+ "\nHelp > Cheat Sheets… lists it under Rulebench.");
		}
	}

	/** Whether the step is ticked (tests). */
	public boolean done(int index) {
		return done[index].getSelection();
	}

	/** The first step not done in bold: where the walk goes on. */
	private void emphasise() {
		boolean next = true;
		for (int i = 0; i < titles.length; i++) {
			boolean bold = next && !done[i].getSelection();
			titles[i].setFont(JFaceResources.getFontRegistry().get(bold ? JFaceResources.BANNER_FONT : JFaceResources.DEFAULT_FONT));
			next &= !bold;
		}
		titles[0].getParent().layout(true);
	}

	static IFile firstReading() {
		return ResourcesPlugin.getWorkspace().getRoot().getProject("readings").getFile(FIRST_READING);
	}

	@Override
	public void setFocus() {
		done[0].getParent().setFocus();
	}
}
