package org.rulebench.simulator.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.variant.ReadingPlayers;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.engine.simulation.Interval;
import org.rulebench.engine.measures.GameMeasures;
import org.rulebench.engine.simulation.Statistics;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.simulator.ui.board.BoardCanvas;
import org.rulebench.simulator.ui.board.CardTable;
import org.rulebench.simulator.ui.board.ChoiceMenu;
import org.rulebench.simulator.ui.board.GridCanvas;
import org.rulebench.simulator.ui.board.PlayFinder;
import org.rulebench.simulator.ui.replay.CardRound;
import org.rulebench.simulator.ui.replay.GridPersonGame;
import org.rulebench.simulator.ui.replay.GridReplay;
import org.rulebench.simulator.ui.replay.PersonGame;
import org.rulebench.simulator.ui.replay.Replay;
import org.rulebench.simulator.ui.statistics.SimulationJob;
import org.rulebench.simulator.ui.statistics.StatisticsCharts;
import org.rulebench.simulator.ui.training.TrainDialog;
import org.rulebench.simulator.ui.training.TrainingJob;

/**
 * The simulator of the active reading: its board, a game turn by turn (or played against the computer), and the
 * statistics of N games per combination of alternatives, run again whenever a reading of the project is saved.
 * Compiling, playing and simulating run in jobs; the UI thread only draws.
 */
public final class SimulatorView extends ViewPart {
	public static final String ID = "org.rulebench.simulator.ui.simulator";
	private static final String[] MODES = { "watch the computer play both sides", "play the first side", "play the second side" };

	private final AtomicLong seeds = new AtomicLong(1);
	private IFile file;
	private CompiledReading compiled;
	private Replay replay;
	private int turn;
	private PersonGame personGame;
	private List<Position> personResults = List.of();
	private SimulationJob running;
	private int simulations;
	private String personsLastTurn = "";

	private Label title;
	private Combo alternative;
	private Combo mode;
	private BoardCanvas board;
	private GridCanvas gridBoard;
	/** The game above, the statistics below. */
	private SashForm sash;
	private boolean largeBoard;
	private org.eclipse.swt.custom.StackLayout boards;
	private GridReplay gridReplay;
	private GridPersonGame gridPerson;
	private CardTable cardTable;
	private CardRound.Watched cardWatched;
	private CardRound cardPerson;
	private int cardPersonSide;
	private int gridFrom = -1;
	/** The moves offered when the person's two clicks mean several (what a dance takes); null when none are. */
	private ChoiceMenu gridChoices;
	private org.eclipse.swt.widgets.List moves;
	private PlayFinder finder;
	/** The reading whose game {@link #shownSoFar} put on the board before its simulation ended. */
	private CompiledReading gameShownEarly;
	private Label moveHelp;
	private Spinner games;
	private Combo players;
	private String wantedPlayer = "random";
	private static final String TRAIN = "Train…";
	private static final String TRAIN_TIP = "Train the player of the chosen combination of alternatives by self-play (race"
			+ " readings): it is saved beside the reading and plays as 'trained'";
	private Button trainButton;
	private Label trainingState;
	private TrainingJob training;
	private String lastTraining = "";
	private Label status;
	private StatisticsCharts charts;
	private static final int TURNS_COLUMN = 5;
	private Table table;

	private final IPartListener2 editors = new IPartListener2() {
		@Override
		public void partActivated(IWorkbenchPartReference ref) {
			follow(ref.getPart(false));
		}

		@Override
		public void partBroughtToTop(IWorkbenchPartReference ref) {
			follow(ref.getPart(false));
		}
	};

	private final IResourceChangeListener saves = this::resourceChanged;

	/** New defaults from the preference page: the view takes them and plays again (once for a page's changes). */
	private final IPropertyChangeListener preferences = e -> {
		if (games == null || games.isDisposed()) {
			return;
		}
		Runnable take = () -> {
			if (!games.isDisposed()) {
				games.setSelection(RulebenchPreferences.games());
				players(RulebenchPreferences.players());
				games.getDisplay().timerExec(50, this.resimulate);
			}
		};
		if (Display.getCurrent() == games.getDisplay()) {
			take.run();
		} else {
			games.getDisplay().asyncExec(take);
		}
	};
	private final Runnable resimulate = () -> {
		if (games != null && !games.isDisposed()) {
			simulate();
		}
	};

	@Override
	public void createPartControl(Composite parent) {
		parent.setLayout(new GridLayout(1, false));
		title = new Label(parent, SWT.NONE);
		title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		title.setText("Open a reading: its board and statistics appear here.");
		sash = new SashForm(parent, SWT.VERTICAL);
		sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		createGame(new Composite(sash, SWT.NONE));
		createStatistics(new Composite(sash, SWT.NONE));
		sash.setWeights(38, 62);
		getSite().getPage().addPartListener(editors);
		ResourcesPlugin.getWorkspace().addResourceChangeListener(saves, IResourceChangeEvent.POST_CHANGE);
		follow(getSite().getPage().getActiveEditor());
	}

	private void createGame(Composite area) {
		area.setLayout(new GridLayout(1, false));
		Composite row = new Composite(area, SWT.NONE);
		row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		row.setLayout(new GridLayout(2, false));
		mode = new Combo(row, SWT.READ_ONLY);
		mode.setItems(MODES);
		mode.select(0);
		mode.addListener(SWT.Selection, e -> newGame());
		alternative = new Combo(row, SWT.READ_ONLY);
		alternative.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		alternative.addListener(SWT.Selection, e -> newGame());
		SashForm split = new SashForm(area, SWT.HORIZONTAL);
		split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		Composite boardArea = new Composite(split, SWT.NONE);
		boards = new org.eclipse.swt.custom.StackLayout();
		boardArea.setLayout(boards);
		board = new BoardCanvas(boardArea);
		gridBoard = new GridCanvas(boardArea);
		gridBoard.onClick(this::gridClicked);
		gridBoard.onHandClick(this::gridHandClicked);
		cardTable = new CardTable(boardArea);
		boards.topControl = board;
		Composite side = new Composite(split, SWT.NONE);
		GridLayout sideLayout = new GridLayout(1, false);
		sideLayout.marginWidth = 0;
		side.setLayout(sideLayout);
		moveHelp = new Label(side, SWT.WRAP);
		moveHelp.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		moveHelp.setText("Turns");
		finder = new PlayFinder(side);
		moves = new org.eclipse.swt.widgets.List(side, SWT.SINGLE | SWT.V_SCROLL | SWT.BORDER);
		moves.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		finder.fills(moves);
		moves.addListener(SWT.Selection, e -> movesSelected(false));
		moves.addListener(SWT.DefaultSelection, e -> movesSelected(true));
		split.setWeights(78, 22);
	}

	private void createStatistics(Composite area) {
		area.setLayout(new GridLayout(1, false));
		Composite row = new Composite(area, SWT.NONE);
		row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		row.setLayout(new GridLayout(8, false));
		new Label(row, SWT.NONE).setText("Games:");
		games = new Spinner(row, SWT.BORDER);
		games.setValues(RulebenchPreferences.games(), RulebenchPreferences.MIN_GAMES, RulebenchPreferences.MAX_GAMES, 0, 100, 1000);
		games.setToolTipText("Games of each combination of alternatives (default: Window > Preferences > Rulebench)");
		new Label(row, SWT.NONE).setText("players:");
		players = new Combo(row, SWT.READ_ONLY);
		players.setItems(RulebenchPreferences.PLAYER_NAMES.toArray(String[]::new));
		players.setToolTipText("Who plays both sides in the simulation and the game watched, and the computer's side against"
				+ " a person: the players of the shown reading's family");
		players(RulebenchPreferences.players());
		players.addListener(SWT.Selection, e -> wantedPlayer = players.getText());
		RulebenchPreferences.store().addPropertyChangeListener(preferences);
		button(row, "Simulate", "Play the games of every combination of alternatives (also on every save)", this::simulate);
		trainButton = button(row, TRAIN, TRAIN_TIP, () -> {
			if (training != null) {
				stopTraining();
			} else {
				train();
			}
		});
		trainButton.setEnabled(false);
		trainingState = new Label(row, SWT.NONE);
		trainingState.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		status = new Label(row, SWT.NONE);
		status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 8, 1));
		charts = new StatisticsCharts(area);
		charts.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
		table.setHeaderVisible(true);
		table.setToolTipText("Every combination of alternatives. The charts show up to " + StatisticsCharts.MAX_CHARTED
				+ " of them, named here in their colour: select rows (Ctrl+click, Shift+click) to chart those.");
		table.addListener(SWT.Selection, e -> chartSelected());
		GridData td = new GridData(SWT.FILL, SWT.BOTTOM, true, false);
		td.heightHint = table.getItemHeight() * 3 + table.getHeaderHeight();
		table.setLayoutData(td);
		for (String c : new String[] { "alternatives", "games", "first wins", "second wins", "mover wins", "turns", "unfinished", "decisive", "balance", "events per game" }) {
			new TableColumn(table, SWT.LEFT).setText(c);
		}
	}

	private static Button button(Composite parent, String text, String tip, Runnable action) {
		Button b = new Button(parent, SWT.PUSH);
		b.setText(text);
		b.setToolTipText(tip);
		b.addListener(SWT.Selection, e -> action.run());
		return b;
	}

	private void follow(Object part) {
		if (part instanceof IEditorPart editor && editor.getEditorInput().getAdapter(IFile.class) instanceof IFile f
				&& "reading".equals(f.getFileExtension()) && !f.equals(file)) {
			showReading(f);
		}
	}

	/** Shows the reading: compiles it, plays a game to step through, and simulates it. */
	public void showReading(IFile reading) {
		this.file = reading;
		title.setText(reading.getFullPath().makeRelative().toString());
		simulate();
	}

	/** Runs the simulation of the current reading (cancelling one that runs). */
	public void simulate() {
		if (file == null) {
			return;
		}
		if (running != null) {
			running.cancel();
		}
		IFile f = file;
		int n = games.getSelection();
		status.setText("simulating " + String.format(Locale.ROOT, "%,d", n) + " games…");
		Display display = board.getDisplay();
		SimulationJob job = new SimulationJob(f, n, wantedPlayer, outcome -> {
			Object r = null;
			CompiledReading c = outcome.problem() == null ? outcome.reading() : null;
			if (c != null && c.cards()) {
				String p = outcome.players();
				r = CardRound.watch((CardVariant) c.variants().get(0), seeds.get(), p, p);
			} else if (c != null && c.grid()) {
				String p = outcome.players(); // the job's player, fit for the reading
				r = GridReplay.play(gridRules(c, 0), seeds.get(), p, p, RulebenchPreferences.turnCap());
			} else if (c != null) {
				String p = outcome.players(); // loaded by the job when trained
				r = Replay.play(c.rules().get(0), seeds.get(), p, p, RulebenchPreferences.turnCap());
			}
			Object made = r;
			display.asyncExec(() -> shown(f, outcome, made));
		});
		job.partial(outcome -> display.asyncExec(() -> {
			if (running == job) {
				shownSoFar(f, outcome);
			}
		}));
		running = job;
		running.schedule();
	}

	private static GridRules gridRules(CompiledReading c, int i) {
		return ((GridVariant) c.variants().get(i)).rules();
	}

	private void shown(IFile f, SimulationJob.Outcome outcome, Object made) {
		if (board.isDisposed() || !f.equals(file)) {
			return;
		}
		if (outcome.problem() != null) {
			status.setText("not simulated");
			title.setText(outcome.problem());
			if (outcome.reading() != null) {
				take(outcome.reading()); // compiled, but its players are not ready: it can be trained
			}
			return;
		}
		simulations++;
		CompiledReading c = outcome.reading();
		title.setText(heading(f, c));
		take(c);
		boolean playing = personGame != null || gridPerson != null && c.grid() || cardPerson != null && c.cards();
		if (c == gameShownEarly) {
			gameShownEarly = null; // its game is on the board since it was compiled
		} else if (!playing && alternative.getSelectionIndex() <= 0) {
			if (made instanceof CardRound.Watched w) {
				showCardRound(w);
			} else if (made instanceof GridReplay g) {
				showGridReplay(g);
			} else {
				showReplay((Replay) made);
			}
		} else if (!playing) {
			newGame();
		}
		List<String> labels = c.choices().stream().map(Object::toString).toList();
		table.getColumn(TURNS_COLUMN).setText(c.variants().get(0).turnUnit());
		charts.turnUnit(c.variants().get(0).turnUnit());
		charts.show(labels, outcome.rows());
		fillTable(labels, outcome.rows());
		double seconds = outcome.rows().stream().mapToDouble(Statistics::seconds).sum();
		status.setText(String.format(Locale.ROOT, "%,d games × %d in %.2f s, %s players, seed %d", outcome.games(),
				outcome.rows().size(), seconds, outcome.players(), outcome.seed()));
		getViewSite().getActionBars().getStatusLineManager().setMessage("Simulated " + c.name());
	}

	/** The view's title for a compiled reading: its file, name and game. */
	private static String heading(IFile f, CompiledReading c) {
		return f.getFullPath().makeRelative() + " — " + c.name() + " (" + c.game() + ")";
	}

	/** The reading compiled: its combinations to choose from, and whether it has a player to train. */
	private void take(CompiledReading c) {
		boolean sameChoices = compiled != null && compiled.choices().equals(c.choices());
		compiled = c;
		if (!sameChoices) {
			alternative.setItems(c.choices().stream().map(Object::toString).toArray(String[]::new));
			alternative.select(0);
		}
		alternative.setEnabled(c.choices().size() > 1);
		trainButton.setEnabled(c.race() || training != null);
		List<String> family = c.variants().get(0).players();
		if (!family.equals(List.of(players.getItems()))) {
			players.setItems(family.toArray(String[]::new));
			showWantedPlayer();
		}
	}

	/** The player last chosen (or the preferences'), if the shown reading's family has it; else random. */
	private void showWantedPlayer() {
		int i = players.indexOf(wantedPlayer);
		players.select(i >= 0 ? i : Math.max(0, players.indexOf("random")));
	}

	/**
	 * The combinations played so far, while the others are played: in the table and the charts. Before the first,
	 * a reading not shown yet takes the board, its combinations and a game, so that a long simulation does not leave
	 * the last reading's board under this one's name.
	 */
	private void shownSoFar(IFile f, SimulationJob.Outcome outcome) {
		if (board.isDisposed() || !f.equals(file) || outcome.reading() == null) {
			return;
		}
		CompiledReading c = outcome.reading();
		if (outcome.rows().isEmpty() && (compiled == null || !compiled.file().equals(f))) {
			title.setText(heading(f, c));
			take(c);
			gameShownEarly = c;
			newGame();
		}
		List<String> labels = outcome.reading().choices().stream().map(Object::toString).toList();
		charts.show(labels, outcome.rows());
		fillTable(labels, outcome.rows());
		double seconds = outcome.rows().stream().mapToDouble(Statistics::seconds).sum();
		status.setText(outcome.rows().isEmpty()
				? String.format(Locale.ROOT, "simulating %,d games", outcome.games())
						+ (labels.size() == 1 ? "…" : String.format(Locale.ROOT, " of each of %d combinations…", labels.size()))
				: String.format(Locale.ROOT, "%,d games × %d of %d combinations in %.2f s; the others are being played…",
						outcome.games(), outcome.rows().size(), labels.size(), seconds));
	}

	private static String ratio(Interval i) {
		return Double.isNaN(i.estimate()) ? "" : String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", i.estimate(), i.low(), i.high());
	}

	private void fillTable(List<String> labels, List<Statistics> rows) {
		table.removeAll();
		for (int i = 0; i < rows.size(); i++) {
			Statistics s = rows.get(i);
			StringBuilder ev = new StringBuilder();
			for (String e : s.events()) {
				ev.append(ev.isEmpty() ? "" : ", ").append(e).append(' ')
						.append(String.format(Locale.ROOT, "%.3f", s.eventPerGame(e).mean().estimate()));
			}
			GameMeasures m = GameMeasures.of(s);
			TableItem item = new TableItem(table, SWT.NONE);
			item.setText(new String[] { labels.get(i), String.format(Locale.ROOT, "%,d", s.games()), percent(s.winRate(0)),
					percent(s.winRate(1)), percent(s.starterWinRate()),
					String.format(Locale.ROOT, "%.1f", s.turns().mean().estimate()), Integer.toString(s.unfinished()),
					percent(m.decisiveness()), ratio(m.balance()), ev.toString() });
		}
		for (TableColumn col : table.getColumns()) {
			col.pack();
		}
		markCharted();
		GridData td = (GridData) table.getLayoutData();
		int height = table.getItemHeight() * Math.clamp(rows.size(), 2, 4) + table.getHeaderHeight();
		if (td.heightHint != height) { // every combination in view, up to four: the charts keep the room
			td.heightHint = height;
			table.getParent().layout(true, true);
		}
	}

	/** Charts the combinations selected in the table (up to the charts' maximum). */
	private void chartSelected() {
		List<Integer> chosen = java.util.Arrays.stream(table.getSelectionIndices()).boxed().toList();
		if (!chosen.isEmpty()) {
			charts.chart(chosen);
			markCharted();
		}
	}

	/** Each charted combination's name in the colour of its series. */
	private void markCharted() {
		for (int i = 0; i < table.getItemCount(); i++) {
			table.getItem(i).setForeground(0, charts.colour(i));
		}
	}

	/** Charts these combinations (indices into the table), as selecting their rows does. */
	public void chart(int... rows) {
		table.setSelection(rows);
		chartSelected();
	}

	/** The charts under the controls. */
	public StatisticsCharts charts() {
		return charts;
	}

	private static String percent(Interval i) {
		return Double.isNaN(i.estimate()) ? "n/a"
				: String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * i.estimate(), 100 * i.low(), 100 * i.high());
	}

	/** A new game of the chosen alternative: watched (a replay) or played against the computer. */
	public void newGame() {
		stopPersonGame();
		if (compiled == null) {
			return;
		}
		if (compiled.grid()) {
			newGridGame();
			return;
		}
		if (compiled.cards()) {
			newCardRound();
			return;
		}
		int combination = Math.max(0, alternative.getSelectionIndex());
		RuleSet rules = compiled.rules().get(combination);
		long seed = seeds.incrementAndGet();
		Display display = board.getDisplay();
		String computer = computer(combination);
		if (mode.getSelectionIndex() == 0) {
			Job.create("Playing a game of " + rules.name(), monitor -> {
				Replay r = Replay.play(rules, seed, computer, computer, RulebenchPreferences.turnCap());
				display.asyncExec(() -> {
					if (!board.isDisposed()) {
						showReplay(r);
					}
				});
				return Status.OK_STATUS;
			}).schedule();
			return;
		}
		replay = null;
		personsLastTurn = "";
		int side = mode.getSelectionIndex() - 1;
		moves.removeAll();
		moveHelp.setText("Your plays");
		personGame = new PersonGame(rules, seed, side, computer, new PersonGame.Listener() {
			@Override
			public void moved(Position after, int[] roll, int mover, String description) {
				display.asyncExec(() -> {
					if (!board.isDisposed()) {
						if (mover == side && roll != null) {
							personsLastTurn = description;
						}
						board.show(after, roll, mover, description);
					}
				});
			}

			@Override
			public void choose(Position before, int[] roll, List<String> plays, List<Position> results) {
				display.asyncExec(() -> {
					if (board.isDisposed()) {
						return;
					}
					personResults = results;
					finder.show(plays);
					board.show(before, roll, before.sideToMove(),
							"Your roll: " + plays.size() + " plays (click one to see it, double-click to play it)");
				});
			}

			@Override
			public void over(String outcome) {
				display.asyncExec(() -> {
					if (!board.isDisposed()) {
						finder.hide();
						moves.removeAll();
						moveHelp.setText(outcome);
					}
				});
			}
		}).start();
	}

	/**
	 * The player chosen for the view if it can play the race combination now (a trained player loaded from beside the
	 * reading), else the greedy player, the status line saying why.
	 */
	private String computer(int combination) {
		String chosen = compiled.player(wantedPlayer);
		String unfit = ReadingPlayers.prepare(compiled.file().getLocation().toFile().toPath(), compiled.name(),
				List.of(compiled.choices().get(combination)), List.of(compiled.variants().get(combination)), List.of(chosen),
				choice -> "press Train to make it");
		if (unfit == null) {
			return chosen;
		}
		status.setText(unfit + " — the greedy player plays instead");
		return "greedy";
	}

	/** Asks how many games to train the chosen combination's player for (and a new player's λ), then trains it in a job. */
	public void train() {
		if (compiled == null || !compiled.race() || !compiled.file().equals(file)) {
			return;
		}
		int combination = Math.max(0, alternative.getSelectionIndex());
		Choice choice = compiled.choices().get(combination);
		boolean resumes = TrainingJob.playerFile(compiled.file(), choice).exists()
				&& TrainingJob.unusable(compiled.file(), compiled.name(), choice, compiled.rules().get(combination)) == null;
		TrainDialog ask = new TrainDialog(getSite().getShell(), compiled.name() + " (" + alternative.getText() + ")", resumes);
		if (ask.open() == Window.OK) {
			train(ask.games(), ask.lambda());
		}
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
		if (compiled == null || !compiled.race() || training != null || !compiled.file().equals(file)) {
			return;
		}
		int combination = Math.max(0, alternative.getSelectionIndex());
		CompiledReading c = compiled;
		Choice choice = c.choices().get(combination);
		RuleSet rules = c.rules().get(combination);
		String unusable = TrainingJob.unusable(c.file(), c.name(), choice, rules);
		boolean restart = unusable != null;
		if (restart && !MessageDialog.openQuestion(getSite().getShell(), "Train a new player?", unusable
				+ "\n\nTrain a new player in its place?")) {
			return;
		}
		Display display = board.getDisplay();
		training = new TrainingJob(c.file(), c.name(), choice, rules, games, restart, outcome -> display.asyncExec(() -> {
			training = null;
			if (board.isDisposed()) {
				return;
			}
			trainButton.setText(TRAIN);
			trainButton.setToolTipText(TRAIN_TIP);
			trainButton.setEnabled(compiled != null && compiled.race());
			lastTraining = outcome.describe();
			trainingState.setText(lastTraining);
			trainingState.setToolTipText(lastTraining);
			trainingState.getParent().layout();
			getViewSite().getActionBars().getStatusLineManager().setMessage(lastTraining);
			if (outcome.problem() == null && outcome.total() > 0 && c.file().equals(file)) {
				players("trained");
				simulate();
			}
		})).lambda(lambda);
		trainButton.setText("Stop training");
		trainButton.setToolTipText("Stop the training: every game played so far is kept in the player file");
		trainButton.getParent().layout();
		training.schedule();
		showTrainingProgress(training);
	}

	/** The running training's games, twice a second, beside its button (also in the Progress view). */
	private void showTrainingProgress(TrainingJob job) {
		if (trainingState.isDisposed() || training != job) {
			return;
		}
		trainingState.setText("training: " + job.progress());
		trainingState.setToolTipText(job.getName() + ": " + job.progress()); // the view may be too narrow for the label
		trainingState.getParent().layout();
		trainingState.getDisplay().timerExec(500, () -> showTrainingProgress(job));
	}

	/** Stops the running training, as its button does: every game played so far is saved. */
	public void stopTraining() {
		if (training != null) {
			training.cancel();
		}
	}

	/** Beside the Train button: the running training's progress, or what the last one did. */
	public String trainingState() {
		return trainingState.getText();
	}

	/** What the last training did (its games, the file), or why it failed; empty before the first. */
	public String lastTraining() {
		return lastTraining;
	}

	/** The training job running, or null. */
	public TrainingJob training() {
		return training;
	}

	/** The players offered: those of the shown reading's family. */
	public List<String> playerNames() {
		return List.of(players.getItems());
	}

	/** The player chosen in the list. */
	public String player() {
		return players.getText();
	}

	/** Chooses the player of the simulation and of the computer's side, as the players list does. */
	public void players(String name) {
		wantedPlayer = name;
		showWantedPlayer();
	}

	/** A new grid game: watched, or played by clicking a piece and then its target. */
	private void newGridGame() {
		GridRules rules = gridRules(compiled, Math.max(0, alternative.getSelectionIndex()));
		long seed = seeds.incrementAndGet();
		String computer = compiled.player(wantedPlayer);
		if (mode.getSelectionIndex() == 0) {
			Display display = board.getDisplay();
			Job.create("Playing a game of " + rules.name(), monitor -> {
				GridReplay r = GridReplay.play(rules, seed, computer, computer, RulebenchPreferences.turnCap());
				display.asyncExec(() -> {
					if (!board.isDisposed()) {
						showGridReplay(r);
					}
				});
				return Status.OK_STATUS;
			}).schedule();
			return;
		}
		gridReplay = null;
		replay = null;
		gridPerson = new GridPersonGame(rules, seed, mode.getSelectionIndex() - 1, computer);
		moveHelp.setText(moveHelpText(rules));
		moves.removeAll();
		showGridPerson();
	}

	private void showGridPerson() {
		roomFor(gridPerson.rules());
		boards.topControl = gridBoard;
		gridBoard.getParent().layout();
		GridPersonGame g = gridPerson;
		String caption = g.over() ? g.last() + " — " + g.outcome() : g.last().isEmpty() ? "Your move" : g.last() + " — your move";
		gridBoard.show(g.rules(), g.position(), caption);
		personsLastTurn = g.last();
	}

	/** How the person moves: a piece then a marked point; a piece of the hand then a point; the royal piece twice to pass. */
	private static String moveHelpText(GridRules rules) {
		return "Your moves: click a piece, then a marked point" + (rules.hands() != null ? "; or a piece in hand, then a point" : "")
				+ (rules.passing() != null ? "; your royal piece twice passes" : "");
	}

	/** A large board (Maka Dai Dai Shogi's 19 × 19) takes most of the view; the charts keep the rest. */
	private void roomFor(GridRules rules) {
		boolean large = rules.board().ranks() > 12;
		// only when the size changes, so that a sash the person has dragged stays where it is
		if (large != largeBoard) {
			largeBoard = large;
			sash.setWeights(large ? new int[] { 68, 32 } : new int[] { 38, 62 });
		}
	}

	/** A piece of the person's hand chosen: the points it may be dropped on are marked. */
	private void gridHandClicked(int kind) {
		GridPersonGame g = gridPerson;
		if (g == null || !g.personToMove()) {
			return;
		}
		gridFrom = -1;
		java.util.Set<Integer> to = g.dropTargets(kind);
		gridBoard.markHand(to.isEmpty() ? -1 : kind, to);
	}

	private void gridClicked(int square) {
		GridPersonGame g = gridPerson;
		if (g == null || !g.personToMove()) {
			return;
		}
		if (gridBoard.handSelected() >= 0 && gridBoard.targets().contains(square)) {
			g.drop(gridBoard.handSelected(), square);
			moves.add(g.last());
			showGridPerson();
			return;
		}
		if (gridFrom >= 0 && gridBoard.targets().contains(square)) {
			int from = gridFrom;
			gridFrom = -1;
			List<GridPersonGame.Choice> choices = g.choices(from, square);
			if (choices.size() > 1) {
				offerGridChoices(g, from, square, choices);
			} else {
				playGridChoice(g, from, square, 0);
			}
			return;
		}
		java.util.Set<Integer> to = g.targets(square);
		gridFrom = to.isEmpty() ? -1 : square;
		gridBoard.mark(gridFrom, to);
	}

	/** Several moves from one point to another: the person says which, by what each takes, in a small menu. */
	private void offerGridChoices(GridPersonGame g, int from, int to, List<GridPersonGame.Choice> choices) {
		closeGridChoices();
		moveHelp.setText("Choose what the move takes");
		gridChoices = new ChoiceMenu(gridBoard, choices.stream().map(c -> c.words() + "   (" + c.move() + ")").toList(),
				i -> {
					if (gridPerson == g && g.personToMove()) {
						playGridChoice(g, from, to, i);
					}
				});
	}

	private void playGridChoice(GridPersonGame g, int from, int to, int choice) {
		closeGridChoices();
		moveHelp.setText(moveHelpText(g.rules()));
		g.play(from, to, choice);
		moves.add(g.last());
		showGridPerson();
	}

	private void closeGridChoices() {
		if (gridChoices != null) {
			gridChoices.dispose();
			gridChoices = null;
		}
	}

	/** The moves offered for the person's last two clicks, when they meant several; null otherwise. */
	public org.eclipse.swt.widgets.Menu gridChoices() {
		return gridChoices == null || gridChoices.menu().isDisposed() ? null : gridChoices.menu();
	}

	/** Plays the person's grid move from one point to another (as two clicks would); false if it is not legal now. */
	public boolean playGridMove(int from, int to) {
		if (gridPerson == null || !gridPerson.targets(from).contains(to)) {
			return false;
		}
		gridClicked(from);
		gridClicked(to);
		return true;
	}

	/** Plays the person's drop of a piece of this kind from its hand (as two clicks would); false if it is not legal now. */
	public boolean playGridDrop(int kind, int to) {
		if (gridPerson == null || !gridPerson.dropTargets(kind).contains(to)) {
			return false;
		}
		gridHandClicked(kind);
		gridClicked(to);
		return true;
	}

	private void showGridReplay(GridReplay r) {
		gridReplay = r;
		replay = null;
		cardWatched = null;
		roomFor(r.rules());
		boards.topControl = gridBoard;
		gridBoard.getParent().layout();
		moveHelp.setText("Plies — " + r.outcome());
		moveHelp.setToolTipText(r.outcome()); // the column is narrow
		List<String> items = new ArrayList<>();
		items.add("start");
		for (int k = 1; k <= r.plies(); k++) {
			items.add(k + ". " + r.move(k));
		}
		moves.setItems(items.toArray(String[]::new));
		turn = 0;
		step(0);
	}

	private void stopPersonGame() {
		closeGridChoices();
		gridPerson = null;
		cardPerson = null;
		gridFrom = -1;
		if (personGame != null) {
			personGame.stop();
			personGame = null;
		}
		personResults = List.of();
		finder.hide();
	}

	/** A new round of the card reading: watched, or played by a person as the player or as the banker. */
	private void newCardRound() {
		CardVariant v = (CardVariant) compiled.variants().get(Math.max(0, alternative.getSelectionIndex()));
		long seed = seeds.incrementAndGet();
		String computer = compiled.player(wantedPlayer);
		Display display = board.getDisplay();
		if (mode.getSelectionIndex() == 0) {
			Job.create("Dealing a round of " + v.name(), monitor -> {
				CardRound.Watched w = CardRound.watch(v, seed, computer, computer);
				display.asyncExec(() -> {
					if (!board.isDisposed()) {
						showCardRound(w);
					}
				});
				return Status.OK_STATUS;
			}).schedule();
			return;
		}
		cardWatched = null;
		replay = null;
		gridReplay = null;
		cardPersonSide = mode.getSelectionIndex() - 1;
		boards.topControl = cardTable;
		cardTable.getParent().layout();
		moves.removeAll();
		moveHelp.setText("Dealing…");
		Job.create("Dealing a round of " + v.name(), monitor -> {
			CardRound r = new CardRound(v, seed, computer, computer); // the computer's best policies are enumerated here
			display.asyncExec(() -> {
				if (!board.isDisposed()) {
					cardPerson = r;
					cardTurn();
				}
			});
			return Status.OK_STATUS;
		}).schedule();
	}

	/** Offers the person the choices of the round, or plays the computer's side, until the round is settled. */
	private void cardTurn() {
		CardRound r = cardPerson;
		if (r == null) {
			return;
		}
		boolean banker = cardPersonSide == 1;
		if (r.playerToAct() && banker) {
			r.playerByPolicy();
		}
		if (r.result() == null && !r.playerToAct() && !(banker && r.bankerChooses())) {
			r.bankerByPolicy();
		}
		cardTable.show(r.deal(banker));
		if (r.result() != null) {
			moves.removeAll();
			moveHelp.setText(CardRound.outcome(r.result()) + " (new game: another round)");
			personsLastTurn = moveHelp.getText();
			return;
		}
		if (r.playerToAct()) {
			org.rulebench.engine.cards.draw.Verdict v = r.playerVerdict();
			moveHelp.setText(switch (v) {
			case MUST -> "The player's drawing rule makes you draw with these cards (double-click)";
			case STAND -> "The player's drawing rule makes you stand with these cards (double-click)";
			case MAY -> "Your cards: draw a third card or stand (double-click)";
			});
			moves.setItems(switch (v) {
			case MUST -> new String[] { "draw a third card" };
			case STAND -> new String[] { "stand" };
			case MAY -> new String[] { "draw a third card", "stand" };
			});
		} else {
			moveHelp.setText("The player " + (r.deal().player().length == 3 ? "drew" : "stood") + ": draw or stand (double-click)");
			moves.setItems("draw a third card", "stand");
		}
	}

	/** The person's choice in a card round: 0 draws, 1 stands. */
	private void cardChosen(int i) {
		CardRound r = cardPerson;
		if (r == null || r.result() != null) {
			return;
		}
		boolean draw = moves.getItem(i).startsWith("draw");
		if (r.playerToAct()) {
			r.player(draw);
		} else if (r.bankerChooses()) {
			r.banker(draw);
		}
		cardTurn();
	}

	private void showCardRound(CardRound.Watched w) {
		cardWatched = w;
		replay = null;
		gridReplay = null;
		boards.topControl = cardTable;
		cardTable.getParent().layout();
		moveHelp.setText("The round, step by step");
		moves.setItems(w.steps().toArray(String[]::new));
		turn = 0;
		step(w.steps().size() - 1);
	}

	private void showReplay(Replay r) {
		replay = r;
		gridReplay = null;
		cardWatched = null;
		boards.topControl = board;
		board.getParent().layout();
		moveHelp.setText("Turns (★ events)");
		List<String> items = new ArrayList<>();
		items.add("start");
		if (r != null) {
			for (int k = 1; k <= r.turnCount(); k++) {
				List<String> ev = r.events(k);
				items.add(k + (ev.isEmpty() ? "" : " ★ " + String.join(", ", ev)));
			}
		}
		moves.setItems(items.toArray(String[]::new));
		turn = 0;
		step(0);
	}

	private void movesSelected(boolean play) {
		int i = moves.getSelectionIndex();
		if (i < 0) {
			return;
		}
		if (cardPerson != null) {
			if (play) {
				cardChosen(i);
			}
			return;
		}
		if (personGame != null) {
			int chosen = finder.play(i);
			if (chosen >= 0 && chosen < personResults.size() && !play) {
				Position p = personResults.get(chosen);
				board.show(p, null, p.sideToMove(), "after " + moves.getItem(i) + " (double-click to play it)");
			} else if (play && chosen >= 0) {
				choose(chosen);
			}
		} else if (replay != null || gridReplay != null || cardWatched != null) {
			step(i - turn);
		}
	}

	/** The person plays the i-th legal play of the roll (in a card round: 0 draws a third card, 1 stands). */
	public void choose(int i) {
		if (cardPerson != null) {
			cardChosen(i);
			return;
		}
		if (personGame != null && i >= 0 && i < personResults.size()) {
			personResults = List.of();
			finder.hide();
			moves.removeAll();
			personGame.choose(i);
		}
	}

	/** Moves the replay by delta turns (clamped to the game). */
	public void step(int delta) {
		if (cardWatched != null) {
			turn = Math.max(0, Math.min(cardWatched.steps().size() - 1, turn + delta));
			cardTable.show(cardWatched.deals().get(turn));
			moves.setSelection(turn);
			return;
		}
		if (gridReplay != null) {
			turn = Math.max(0, Math.min(gridReplay.plies(), turn + delta));
			gridBoard.show(gridReplay.rules(), gridReplay.position(turn),
					turn == 0 ? "the start" : "ply " + turn + ": " + gridReplay.move(turn) + (turn == gridReplay.plies() ? " — " + gridReplay.outcome() : ""));
			if (moves.getItemCount() > turn) {
				moves.setSelection(turn);
				moves.showSelection();
			}
			return;
		}
		if (replay == null) {
			return;
		}
		turn = Math.max(0, Math.min(replay.turnCount(), turn + delta));
		board.show(replay.position(turn), replay.roll(turn), replay.roller(turn), replay.describe(turn));
		if (moves.getItemCount() > turn) {
			moves.setSelection(turn);
			moves.showSelection();
		}
	}

	/** Back to the start of the game. */
	public void toStart() {
		step(-turn);
	}

	/** To the game's last turn. */
	public void toEnd() {
		step(cardWatched != null ? cardWatched.steps().size() - 1 - turn
				: gridReplay != null ? gridReplay.plies() - turn : replay == null ? 0 : replay.turnCount() - turn);
	}

	/** Jumps to the next turn with an event; stays if there is none. */
	public void nextEvent() {
		if (replay == null) {
			return;
		}
		int next = replay.nextEvent(turn, null);
		if (next < 0) {
			getViewSite().getActionBars().getStatusLineManager().setMessage("No further event in this game");
		} else {
			step(next - turn);
		}
	}

	private void resourceChanged(IResourceChangeEvent event) {
		IFile current = file;
		if (current == null || event.getDelta() == null) {
			return;
		}
		boolean[] changed = { false };
		try {
			event.getDelta().accept(delta -> {
				IResource r = delta.getResource();
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
		if (changed[0] && !board.isDisposed()) {
			board.getDisplay().asyncExec(() -> {
				if (!board.isDisposed() && current.equals(file)) {
					simulate();
				}
			});
		}
	}

	/** Plays a new game: side -1 watches the computer play both sides, 0 or 1 is the side the person plays. */
	public void playAs(int side) {
		mode.select(side + 1);
		newGame();
	}

	/** The description of the person's last turn, e.g. "turn 3: you rolled 5-2 and played 24/19 13/11". */
	public String personsLastTurn() {
		return personsLastTurn;
	}

	/** How many simulations have been shown (each save of the reading adds one). */
	public int simulations() {
		return simulations;
	}

	/** The list of turns (watching) or of the person's legal plays (playing). */
	/** The field that narrows the person's plays. */
	public PlayFinder finder() {
		return finder;
	}

	public org.eclipse.swt.widgets.List moves() {
		return moves;
	}

	public BoardCanvas board() {
		return board;
	}

	/** The grid board (shown instead of the race board for a grid reading). */
	public GridCanvas gridBoard() {
		return gridBoard;
	}

	public GridReplay gridReplay() {
		return gridReplay;
	}

	/** The card table (shown for a card reading). */
	public CardTable cardTable() {
		return cardTable;
	}

	/** The round a person plays, or null. */
	public CardRound cardRound() {
		return cardPerson;
	}

	public Table statistics() {
		return table;
	}

	public Replay replay() {
		return replay;
	}

	public int turn() {
		return turn;
	}

	public String status() {
		return status.getText();
	}

	/** The view's heading: the reading shown, or why it is not simulated. */
	public String heading() {
		return title.getText();
	}

	@Override
	public void setFocus() {
		board.setFocus();
	}

	@Override
	public void dispose() {
		getSite().getPage().removePartListener(editors);
		ResourcesPlugin.getWorkspace().removeResourceChangeListener(saves);
		RulebenchPreferences.store().removePropertyChangeListener(preferences);
		stopPersonGame();
		if (running != null) {
			running.cancel();
		}
		if (training != null) {
			training.cancel(); // it saves what was learned
		}
		super.dispose();
	}
}
