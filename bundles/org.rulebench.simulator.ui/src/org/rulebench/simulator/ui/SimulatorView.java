package org.rulebench.simulator.ui;

import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.simulator.ui.board.BoardCanvas;
import org.rulebench.simulator.ui.board.CardTable;
import org.rulebench.simulator.ui.board.GridCanvas;
import org.rulebench.simulator.ui.board.PlayFinder;
import org.rulebench.simulator.ui.replay.CardRound;
import org.rulebench.simulator.ui.replay.GridReplay;
import org.rulebench.simulator.ui.replay.Replay;
import org.rulebench.simulator.ui.replay.ShowdownDeal;
import org.rulebench.simulator.ui.statistics.SimulationJob;
import org.rulebench.simulator.ui.statistics.StatisticsCharts;
import org.rulebench.simulator.ui.statistics.StatisticsTable;
import org.rulebench.simulator.ui.statistics.TableCopy;
import org.rulebench.simulator.ui.training.TrainingControl;
import org.rulebench.simulator.ui.training.TrainingJob;

/**
 * The simulator of the active reading: a game of it on its board (watched turn by turn, or played against the
 * computer), and the statistics of N games of each combination of its alternatives, played in rounds so that every
 * combination has figures within seconds, run again whenever a reading of the project is saved, stopped with Stop.
 * The game above the statistics, or beside them when the view is wide (maximized); each keeps a usable share.
 * Compiling, playing and simulating run in jobs; the UI thread only draws.
 */
public final class SimulatorView extends ViewPart {
	public static final String ID = "org.rulebench.simulator.ui.simulator";
	/** Pixels the game needs in a tall view: its choices and a board to be read. */
	private static final int GAME_MINIMUM = 180;
	/** Pixels the statistics need in a tall view: their controls, status, and two rows of charts (or the table) on a tab. */
	private static final int STATISTICS_MINIMUM = 385;

	private IFile file;
	private CompiledReading compiled;
	private TableCopy tableCopy;
	private SimulationJob running;
	/** Why the running simulation was stopped, when not by Stop; null otherwise. */
	private String stopReason;
	private SimulationJob.Outcome lastOutcome;
	private int simulations;
	/** The reading the game and the statistics were last given their shares for. */
	private IFile sizedFor;

	/** The heading: a reading's name and game, on one line. */
	private Label title;
	/**
	 * In the heading's place, a problem wrapped and read in full. A label of its own: on GTK a wrapping label is a few
	 * pixels taller even on one line, which the board and the charts, each at its minimum at 1280 x 800, cannot spare.
	 */
	private Label problem;
	private SashForm body;
	private Shares bodyShares;
	private GamePane game;
	private StatisticsPane statistics;
	private TrainingControl training;

	private final IPartListener2 editors = new IPartListener2() {
		@Override
		public void partActivated(IWorkbenchPartReference ref) {
			follow(ref.getPart(false));
		}

		@Override
		public void partBroughtToTop(IWorkbenchPartReference ref) {
			follow(ref.getPart(false));
		}

		@Override
		public void partClosed(IWorkbenchPartReference ref) {
			if (file != null && file.equals(readingOf(ref.getPart(false))) && !openElsewhere(file, ref)) {
				editorClosed();
			}
		}
	};

	private final IResourceChangeListener saves = this::resourceChanged;

	/** New defaults from the preference page: the view takes them and plays again (once for a page's changes). */
	private final IPropertyChangeListener preferences = e -> {
		if (title == null || title.isDisposed()) {
			return;
		}
		Runnable take = () -> {
			if (!title.isDisposed()) {
				statistics.preferences();
				title.getDisplay().timerExec(50, this.resimulate);
			}
		};
		if (Display.getCurrent() == title.getDisplay()) {
			take.run();
		} else {
			title.getDisplay().asyncExec(take);
		}
	};
	private final Runnable resimulate = () -> {
		if (title != null && !title.isDisposed()) {
			simulate();
		}
	};

	@Override
	public void createPartControl(Composite parent) {
		parent.setLayout(new GridLayout(1, false));
		title = new Label(parent, SWT.NONE);
		title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		title.setText("Open a reading: its board and statistics appear here.");
		problem = new Label(parent, SWT.WRAP); // a reading's problem (file, line, column, what is wrong) is read in full
		problem.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		shown(problem, false);
		parent.addListener(SWT.Resize, e -> fitHeading(false));
		body = new SashForm(parent, SWT.VERTICAL);
		body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		game = new GamePane(body, () -> statistics.wanted(), this::say);
		statistics = new StatisticsPane(body, this::simulate, this::stop);
		tableCopy = TableCopy.install(statistics.table(), getViewSite().getActionBars(),
				() -> statistics.tableModel().table().rows().isEmpty() ? List.of() : List.of(statistics.tableModel().table()),
				() -> compiled == null ? "simulation" : compiled.name());
		training = new TrainingControl(statistics.controls(), () -> compiled != null && compiled.file().equals(file) ? compiled : null,
				game::combination, (reading, outcome) -> {
					getViewSite().getActionBars().getStatusLineManager().setMessage(outcome.describe());
					if (outcome.problem() == null && outcome.total() > 0 && reading.file().equals(file)) {
						statistics.players("trained");
						simulate();
					}
				});
		statistics.players(RulebenchPreferences.players());
		RulebenchPreferences.store().addPropertyChangeListener(preferences);
		body.setWeights(40, 60);
		bodyShares = Shares.keep(body, GAME_MINIMUM, STATISTICS_MINIMUM);
		body.addListener(SWT.Resize, e -> orient());
		getSite().getPage().addPartListener(editors);
		ResourcesPlugin.getWorkspace().addResourceChangeListener(saves, IResourceChangeEvent.POST_CHANGE);
		follow(getSite().getPage().getActiveEditor());
	}

	/**
	 * The game above the statistics in a tall view; beside them in a wide one (the view maximized), where a square
	 * board gets the height it needs and the charts their width.
	 */
	private void orient() {
		org.eclipse.swt.graphics.Rectangle r = body.getClientArea();
		if (r.width <= 0 || r.height <= 0) {
			return;
		}
		int wanted = r.width > 1.4 * r.height ? SWT.HORIZONTAL : SWT.VERTICAL;
		if (body.getOrientation() != wanted) {
			body.setOrientation(wanted);
			share();
			if (wanted == SWT.HORIZONTAL) {
				bodyShares.minimum(300, 420);
			} else {
				bodyShares.minimum(GAME_MINIMUM, STATISTICS_MINIMUM);
			}
		}
	}

	/**
	 * The game's and the statistics' shares for the reading shown: a large board (Maka Dai Dai's 19 × 19) gets more,
	 * the charts and the table keeping their minimum; the next reading starts from its own shares again.
	 */
	private void share() {
		boolean large = compiled != null && compiled.grid()
				&& ((org.rulebench.engine.grid.game.GridVariant) compiled.variants().get(0)).rules().board().ranks() > 12;
		boolean wide = body.getOrientation() == SWT.HORIZONTAL;
		// wide: a race board is wider than high, so its column leaves the figures the rest; a grid is square
		int[] beside = large ? new int[] { 55, 45 } : compiled != null && compiled.race() ? new int[] { 38, 62 } : new int[] { 45, 55 };
		body.setWeights(wide ? beside : large ? new int[] { 50, 50 } : new int[] { 40, 60 });
		bodyShares.fit();
	}

	private void follow(Object part) {
		IFile f = readingOf(part);
		if (f != null && !f.equals(file)) {
			showReading(f);
		}
	}

	/** The reading a part edits, or null. */
	private static IFile readingOf(Object part) {
		return part instanceof IEditorPart editor && editor.getEditorInput().getAdapter(IFile.class) instanceof IFile f
				&& "reading".equals(f.getFileExtension()) ? f : null;
	}

	/** Whether an editor other than the one closing has the reading open. */
	private boolean openElsewhere(IFile f, IWorkbenchPartReference closing) {
		for (IEditorReference e : getSite().getPage().getEditorReferences()) {
			try {
				if (e != closing && f.equals(e.getEditorInput().getAdapter(IFile.class))) {
					return true;
				}
			} catch (org.eclipse.ui.PartInitException x) {
				// an editor that cannot say its input edits nothing here
			}
		}
		return false;
	}

	/**
	 * The last editor of the reading shown was closed: its simulation stops (the figures so far stay, Simulate plays
	 * the rest), so that no games go on for a reading nobody has open; the board and the figures stay to be read.
	 */
	private void editorClosed() {
		if (running != null) {
			stopReason = "its editor was closed";
			stop();
		}
	}

	/** Shows the reading: compiles it, plays a game to step through, and simulates it. */
	public void showReading(IFile reading) {
		boolean another = !reading.equals(file);
		this.file = reading;
		heading(reading.getFullPath().makeRelative().toString());
		if (another) {
			// nothing of the last reading stays under this one's name: no board, no figures, until it is compiled
			compiled = null;
			lastOutcome = null;
			game.compiling("Compiling " + reading.getFullPath().makeRelative() + "…");
			statistics.clear();
			training.readingShown(null);
		}
		simulate();
	}

	/** Runs the simulation of the current reading (stopping one that runs). */
	public void simulate() {
		if (file == null) {
			return;
		}
		if (running != null) {
			running.cancel();
		}
		stopReason = null;
		IFile f = file;
		int n = statistics.games();
		statistics.status("compiling " + f.getName() + "…");
		Display display = title.getDisplay();
		SimulationJob[] self = new SimulationJob[1];
		SimulationJob job = new SimulationJob(f, n, statistics.wanted(), outcome -> display.asyncExec(() -> {
			if (!title.isDisposed() && running == self[0]) {
				running = null;
				statistics.running(false);
				done(f, outcome);
			}
		}));
		self[0] = job;
		job.partial(outcome -> display.asyncExec(() -> {
			if (running == job) {
				soFar(f, outcome);
			}
		}));
		// whatever ends the job (its games, a stop, a stop before it began, an error), the view stops waiting for it
		job.addJobChangeListener(new org.eclipse.core.runtime.jobs.JobChangeAdapter() {
			@Override
			public void done(org.eclipse.core.runtime.jobs.IJobChangeEvent event) {
				display.asyncExec(() -> {
					if (running == job && !title.isDisposed()) {
						running = null;
						statistics.running(false);
						if (!job.told()) { // stopped before it ran, or failed: no outcome came
							statistics.status(event.getResult().getSeverity() == org.eclipse.core.runtime.IStatus.CANCEL
									? "stopped before the first game was played" + (stopReason == null ? "" : " (" + stopReason + ")")
									: "not simulated: " + event.getResult().getMessage() + " (the error log has the details)");
						}
					}
				});
			}
		});
		running = job;
		statistics.running(true);
		job.schedule();
	}

	/** Stops the simulation that runs: its figures stay, over the games played so far, and the status says so. */
	public void stop() {
		if (running != null) {
			running.cancel();
		}
	}

	/** Whether a simulation is running. */
	public boolean simulating() {
		return running != null;
	}

	private boolean current(IFile f) {
		return !title.isDisposed() && f.equals(file);
	}

	/** The reading compiled (no rows yet), or the figures of a round: every combination's first games. */
	private void soFar(IFile f, SimulationJob.Outcome outcome) {
		if (!current(f) || outcome.reading() == null) {
			return;
		}
		if (outcome.rows().isEmpty()) {
			take(f, outcome.reading());
			statistics.status(String.format(Locale.ROOT, "simulating %,d games", outcome.games())
					+ (outcome.reading().variants().size() == 1 ? "…"
							: String.format(Locale.ROOT, " of each of %d combinations…", outcome.reading().variants().size())));
			return;
		}
		statistics.show(outcome.reading(), outcome.rows());
		statistics.status(String.format(Locale.ROOT, "%,d of %,d games of each of %d combination%s so far (%.0f s, %s players); the"
				+ " figures firm up as games come in…", outcome.played(), outcome.games(), outcome.rows().size(),
				outcome.rows().size() == 1 ? "" : "s", outcome.seconds(), outcome.players()));
	}

	/** The reading compiled: its title, combinations, players and a game of it on the board. */
	private void take(IFile f, CompiledReading c) {
		compiled = c;
		heading(heading(f, c));
		game.take(c);
		statistics.family(c.variants().get(0).players());
		training.readingShown(c);
		if (!f.equals(sizedFor)) { // a sash the person dragged stays where it is while the reading is saved again
			sizedFor = f;
			share();
		}
		game.compiledAgain();
	}

	/** The heading's text on one line (a reading's name and game; the tooltip has it whole). */
	private void heading(String text) {
		heading(text, false);
	}

	/** The heading's text, a problem wrapped to the view's width and read in full. */
	private void heading(String text, boolean isProblem) {
		Label label = isProblem ? problem : title;
		label.setText(text);
		label.setToolTipText(text);
		shown(title, !isProblem);
		shown(problem, isProblem);
		fitHeading(true);
	}

	private static void shown(Label label, boolean shown) {
		((GridData) label.getLayoutData()).exclude = !shown;
		label.setVisible(shown);
	}

	/** The label in the heading's place: the reading's name, or the problem. */
	private Label headingShown() {
		return ((GridData) problem.getLayoutData()).exclude ? title : problem;
	}

	/**
	 * The heading wraps at the view's width: a wrapping label's height follows from the width it is laid out at, so its
	 * width hint is the view's (the layout would otherwise take its height for one line of its whole text).
	 */
	private void fitHeading(boolean textChanged) {
		Composite parent = problem.getParent();
		int width = Math.max(50, parent.getClientArea().width - 2 * ((GridLayout) parent.getLayout()).marginWidth);
		GridData data = (GridData) problem.getLayoutData();
		boolean resized = data.widthHint != width;
		data.widthHint = width;
		if (textChanged || resized && !data.exclude) {
			parent.layout(true);
		}
	}

	/** The view's title for a compiled reading: its file, name and game. */
	private static String heading(IFile f, CompiledReading c) {
		return f.getFullPath().makeRelative() + " — " + c.name() + " (" + c.game() + ")";
	}

	private void done(IFile f, SimulationJob.Outcome outcome) {
		if (!current(f)) {
			return;
		}
		lastOutcome = outcome;
		if (outcome.problem() != null) {
			if (outcome.reading() != null && compiled != outcome.reading()) {
				take(f, outcome.reading()); // compiled, but its players are not ready: it can be trained
			} else if (outcome.reading() == null && compiled == null) { // a reading shown before keeps its last board
				game.compiling("Not compiled: " + outcome.problem());
			}
			heading(outcome.problem(), true); // after the reading is taken, whose heading it replaces
			// one line (the heading above says what is wrong and what to do): whose the figures still shown are
			statistics.status(outcome.reading() == null && statistics.table().getItemCount() > 0
					? "not simulated: the figures shown are of its last version that compiled" : "not simulated: the heading says why");
			return;
		}
		if (compiled != outcome.reading()) {
			take(f, outcome.reading());
		}
		simulations++;
		if (outcome.stopped()) {
			String stopped = stopReason == null ? "stopped" : "stopped (" + stopReason + ")";
			if (outcome.rows().isEmpty()) {
				statistics.status(String.format(Locale.ROOT, "%s before the first game of every combination was played: no"
						+ " figures (%.1f s)", stopped, outcome.seconds()));
			} else {
				statistics.show(outcome.reading(), outcome.rows());
				statistics.status(String.format(Locale.ROOT, "%s: the figures are of the first %,d of %,d games of each of"
						+ " %d combination%s (%.1f s), %s players, seed %d; Simulate plays them all", stopped, outcome.played(),
						outcome.games(), outcome.rows().size(), outcome.rows().size() == 1 ? "" : "s", outcome.seconds(), outcome.players(),
						outcome.seed()));
			}
			getViewSite().getActionBars().getStatusLineManager().setMessage("Stopped the simulation of " + outcome.reading().name());
			return;
		}
		statistics.show(outcome.reading(), outcome.rows());
		statistics.status(String.format(Locale.ROOT, "%,d games × %d in %.2f s, %s players, seed %d", outcome.games(),
				outcome.rows().size(), outcome.seconds(), outcome.players(), outcome.seed()));
		getViewSite().getActionBars().getStatusLineManager().setMessage("Simulated " + outcome.reading().name());
	}

	private void say(String message) {
		statistics.status(message);
	}

	private void resourceChanged(IResourceChangeEvent event) {
		IFile current = file;
		if (current == null || event.getDelta() == null) {
			return;
		}
		boolean[] changed = { false };
		IFile[] gone = { null }; // the shown reading deleted (itself), or moved (where to)
		try {
			event.getDelta().accept(delta -> {
				IResource r = delta.getResource();
				if (r.equals(current) && delta.getKind() == IResourceDelta.REMOVED) {
					gone[0] = (delta.getFlags() & IResourceDelta.MOVED_TO) != 0 && delta.getMovedToPath() != null
							? current.getWorkspace().getRoot().getFile(delta.getMovedToPath()) : current;
					return false;
				}
				if (r.getType() == IResource.FILE && "reading".equals(r.getFileExtension())
						&& r.getProject().equals(current.getProject()) && delta.getKind() == IResourceDelta.CHANGED
						&& (delta.getFlags() & IResourceDelta.CONTENT) != 0) {
					changed[0] = true;
				}
				return !changed[0];
			});
		} catch (CoreException e) {
			return;
		}
		if (gone[0] != null && !title.isDisposed()) {
			title.getDisplay().asyncExec(() -> {
				if (!title.isDisposed() && current.equals(file)) {
					gone(current, gone[0]);
				}
			});
		} else if (changed[0] && !title.isDisposed()) {
			title.getDisplay().asyncExec(() -> {
				if (!title.isDisposed() && current.equals(file)) {
					simulate();
				}
			});
		}
	}

	/** The shown reading moved (the view follows it) or deleted (its games stop: nothing stays under its name). */
	private void gone(IFile was, IFile now) {
		if (!now.equals(was) && "reading".equals(now.getFileExtension())) {
			showReading(now);
			return;
		}
		stop();
		running = null; // what the cancelled job still tells is of a reading no longer shown
		statistics.running(false);
		file = null;
		compiled = null;
		lastOutcome = null;
		String path = was.getFullPath().makeRelative().toString();
		game.compiling(path + " was deleted");
		statistics.clear();
		training.readingShown(null);
		heading(path + " no longer exists: open a reading, and its board and statistics appear here.");
		statistics.status("not simulated: the reading was deleted");
	}

	// ---- the game

	/** A new game of the chosen alternative: watched (a replay) or played against the computer. */
	public void newGame() {
		game.newGame();
	}

	/** Plays a new game: side -1 watches the computer play both sides, 0 or 1 is the side the person plays. */
	public void playAs(int side) {
		game.playAs(side);
	}

	/** The person plays the i-th legal play of the roll (in a card round: 0 draws a third card, 1 stands). */
	public void choose(int i) {
		game.person().choose(i);
	}

	/** Moves the replay by delta turns (clamped to the game). */
	public void step(int delta) {
		game.watched().step(delta);
	}

	/** Back to the start of the game. */
	public void toStart() {
		game.watched().toStart();
	}

	/** To the game's last turn. */
	public void toEnd() {
		game.watched().toEnd();
	}

	/** Jumps to the next turn with an event; stays if there is none. */
	public void nextEvent() {
		if (!game.watched().nextEvent()) {
			getViewSite().getActionBars().getStatusLineManager().setMessage("No further event in this game");
		}
	}

	/** Plays the person's grid move from one point to another (as two clicks would); false if it is not legal now. */
	public boolean playGridMove(int from, int to) {
		return game.person().playGridMove(from, to);
	}

	/** Plays the person's drop of a piece of this kind from its hand (as two clicks would); false if it is not legal now. */
	public boolean playGridDrop(int kind, int to) {
		return game.person().playGridDrop(kind, to);
	}

	/** The moves offered for the person's last two clicks, when they meant several; null otherwise. */
	public Menu gridChoices() {
		return game.person().gridChoices();
	}

	/** The description of the person's last turn, e.g. "turn 3: you rolled 5-2 and played 24/19 13/11". */
	public String personsLastTurn() {
		return game.person().lastTurn();
	}

	/** The field that narrows the person's plays. */
	public PlayFinder finder() {
		return game.finder();
	}

	/** The list of turns (watching) or of the person's legal plays (playing). */
	public org.eclipse.swt.widgets.List moves() {
		return game.moves();
	}

	public BoardCanvas board() {
		return game.boards().raceBoard();
	}

	/** The grid board (shown instead of the race board for a grid reading). */
	public GridCanvas gridBoard() {
		return game.boards().gridBoard();
	}

	/** The card table (shown for a card reading). */
	public CardTable cardTable() {
		return game.boards().cardTable();
	}

	/** What stands in the board's place while no board is shown (a reading being compiled); empty otherwise. */
	public String boardMessage() {
		return game.boards().message();
	}

	/** The words over the list of turns, and what their tooltip explains (the ★ and the reading's events). */
	public String turnsHelp() {
		return game.help();
	}

	/** What the person chose to do: watch, or which side to play. */
	public String modeName() {
		return game.modeName();
	}

	public GridReplay gridReplay() {
		return game.watched().grid();
	}

	/** The round a person plays, or null. */
	public CardRound cardRound() {
		return game.person().cardRound();
	}

	public Replay replay() {
		return game.watched().replay();
	}

	/** Shows a game of the i-th combination of alternatives, as choosing it in the list over the board does. */
	public void chooseCombination(int i) {
		game.chooseCombination(i);
	}

	/** The showdown round shown (three-card poker), or null. */
	public ShowdownDeal showdownDeal() {
		return game.showdown();
	}

	/** Deals round {@code round} (1 the first) of seed {@code seed} of the showdown shown, as its seed and round fields do. */
	public void dealRound(long seed, int round) {
		game.deal(seed, round);
	}

	public int turn() {
		return game.watched().turn();
	}

	// ---- the statistics

	/** The combinations of alternatives of the reading compiled, each a row once its first games are played; 0 before. */
	public int combinations() {
		return compiled == null ? 0 : compiled.choices().size();
	}

	/** How many simulations have been shown (each save of the reading adds one; a stopped one too). */
	public int simulations() {
		return simulations;
	}

	/** The last simulation's outcome (complete, or stopped); null before the first of the reading shown. */
	public SimulationJob.Outcome lastOutcome() {
		return lastOutcome;
	}

	/** Copy as CSV and Copy as LaTeX of the statistics table. */
	public TableCopy tableCopy() {
		return tableCopy;
	}

	/** The statistics table as data, as shown. */
	public StatisticsTable statisticsTable() {
		return statistics.tableModel();
	}

	public Table statistics() {
		return statistics.table();
	}

	/** The charts under the controls. */
	public StatisticsCharts charts() {
		return statistics.charts();
	}

	/** Brings the charts to the front, where the charts and the table are on tabs. */
	public void showCharts() {
		statistics.showCharts();
	}

	/** Brings the table to the front, where the charts and the table are on tabs. */
	public void showTable() {
		statistics.showTable();
	}

	/** Whether the charts and the table are on tabs (the view too low for both) rather than one over the other. */
	public boolean chartsOnTabs() {
		return statistics.tabbed();
	}

	/** Charts these combinations (indices into the table), as selecting their rows does. */
	public void chart(int... rows) {
		statistics.chart(rows);
	}

	public String status() {
		return statistics.status();
	}

	/** The view's heading: the reading shown, or why it is not simulated. */
	public String heading() {
		return headingShown().getText();
	}

	/** The row (or two) of controls above the figures: games, players, Simulate, Stop, Train. */
	public Composite controls() {
		return statistics.controls();
	}

	/** The combination of alternatives whose game is offered (empty while no reading is compiled). */
	public String combinationShown() {
		return game.combinationName();
	}

	/** The name of the table's tab ("Table: 48 combinations"). */
	public String tableTab() {
		return statistics.tableTab();
	}

	/** The label of the heading (its text wraps to the view's width). */
	public Label headingLabel() {
		return headingShown();
	}

	/** The players offered: those of the shown reading's family. */
	public List<String> playerNames() {
		return statistics.playerNames();
	}

	/** The player chosen in the list. */
	public String player() {
		return statistics.player();
	}

	/** Chooses the player of the simulation and of the computer's side, as the players list does. */
	public void players(String name) {
		statistics.players(name);
	}

	/** The game part and the statistics part: their sizes, for tests of the layout. */
	public List<org.eclipse.swt.graphics.Point> partSizes() {
		return List.of(game.control().getSize(), statistics.control().getSize());
	}

	/** Whether the game stands beside the statistics (a wide view) rather than above them. */
	public boolean sideBySide() {
		return body.getOrientation() == SWT.HORIZONTAL;
	}

	// ---- training

	/** Asks how many games to train the chosen combination's player for (and a new player's λ), then trains it in a job. */
	public void train() {
		training.ask(getSite().getShell());
	}

	/** {@link #train(long, float)} with TD(0) for a new player. */
	public void train(long games) {
		train(games, 0);
	}

	/**
	 * Trains the player of the combination chosen in the view for {@code games} games (a new player with the given
	 * λ), in a job with progress and cancel. A player file trained for other rules is replaced only if the person agrees.
	 */
	public void train(long games, float lambda) {
		training.train(games, lambda);
	}

	/** Stops the running training, as its button does: every game played so far is saved. */
	public void stopTraining() {
		training.stop();
	}

	/** Beside the Train button: the running training's progress, or what the last one did. */
	public String trainingState() {
		return training.state();
	}

	/** What the last training did (its games, the file), or why it failed; empty before the first. */
	public String lastTraining() {
		return training.last();
	}

	/** The training job running, or null. */
	public TrainingJob training() {
		return training.running();
	}

	@Override
	public void setFocus() {
		game.boards().setFocus();
	}

	@Override
	public void dispose() {
		getSite().getPage().removePartListener(editors);
		ResourcesPlugin.getWorkspace().removeResourceChangeListener(saves);
		RulebenchPreferences.store().removePropertyChangeListener(preferences);
		game.person().stop();
		if (running != null) {
			running.cancel();
		}
		training.stop(); // it saves what was learned
		super.dispose();
	}
}
