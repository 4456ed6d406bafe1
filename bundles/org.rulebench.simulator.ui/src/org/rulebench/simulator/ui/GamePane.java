package org.rulebench.simulator.ui;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.cards.showdown.ShowdownVariant;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.reading.variant.ReadingPlayers;
import org.rulebench.simulator.ui.board.Boards;
import org.rulebench.simulator.ui.board.PlayFinder;
import org.rulebench.simulator.ui.replay.CardRound;
import org.rulebench.simulator.ui.replay.ShowdownDeal;

/**
 * The game half of the Simulator view: which game to show (watched, or played by a person as a side) of which
 * combination of alternatives, the board of the reading's family, and beside it the turns of a watched game or the
 * person's legal plays.
 */
final class GamePane {
	private static final String[] MODES = { "watch the computer play both sides", "play the first side", "play the second side" };
	private static final String[] CARD_MODES = { "watch the computer play both sides", "play the player's hand", "play the banker" };
	/** A showdown's banker has no choice to make, and the player's is stepped through as the computer makes it. */
	private static final String[] SHOWDOWN_MODES = { "watch the computer play both sides" };

	private final Composite area;
	private final Combo mode;
	private final Combo alternative;
	private final ShowdownRounds rounds;
	private final SashForm split;
	private final Boards boards;
	private final Label moveHelp;
	private final PlayFinder finder;
	private final org.eclipse.swt.widgets.List moves;
	private final AtomicLong seeds = new AtomicLong(1);
	private final WatchedGame watched = new WatchedGame(this);
	private final PersonPlay person = new PersonPlay(this);
	/** The player the person chose for the computer's side. */
	private final Supplier<String> player;
	/** Says something in the view's status line. */
	private final Consumer<String> status;
	private CompiledReading compiled;
	private ShowdownDeal showdown;

	GamePane(Composite parent, Supplier<String> player, Consumer<String> status) {
		this.player = player;
		this.status = status;
		area = new Composite(parent, SWT.NONE);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		area.setLayout(layout);
		Composite row = new Composite(area, SWT.NONE);
		row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		GridLayout rl = new GridLayout(3, false);
		rl.marginHeight = 0;
		row.setLayout(rl);
		mode = new Combo(row, SWT.READ_ONLY);
		mode.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false));
		mode.setItems(MODES);
		mode.select(0);
		mode.addListener(SWT.Selection, e -> newGame());
		// a showdown has nothing to choose of who plays: which round is dealt stands in the mode's place
		rounds = new ShowdownRounds(row, this::dealShowdown, status);
		alternative = new Combo(row, SWT.READ_ONLY);
		GridData ad = new GridData(SWT.FILL, SWT.CENTER, true, false);
		ad.widthHint = 120; // the combination's name is long: the combo takes what room there is, no more
		alternative.setLayoutData(ad);
		alternative.setToolTipText("The combination of alternatives whose game is shown (the table below has them all)");
		alternative.addListener(SWT.Selection, e -> alternativeChosen());
		split = new SashForm(area, SWT.HORIZONTAL);
		split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		boards = new Boards(split);
		boards.gridBoard().onClick(person::gridClicked);
		boards.gridBoard().onHandClick(person::gridHandClicked);
		Composite side = new Composite(split, SWT.NONE);
		GridLayout sideLayout = new GridLayout(1, false);
		sideLayout.marginWidth = 0;
		side.setLayout(sideLayout);
		moveHelp = new Label(side, SWT.WRAP);
		GridData hd = new GridData(SWT.FILL, SWT.TOP, true, false);
		hd.widthHint = 100;
		moveHelp.setLayoutData(hd);
		moveHelp.setText("Turns");
		finder = new PlayFinder(side);
		moves = new org.eclipse.swt.widgets.List(side, SWT.SINGLE | SWT.V_SCROLL | SWT.BORDER);
		GridData md = new GridData(SWT.FILL, SWT.FILL, true, true);
		md.widthHint = 100;
		moves.setLayoutData(md);
		finder.fills(moves);
		moves.addListener(SWT.Selection, e -> rowChosen(false));
		moves.addListener(SWT.DefaultSelection, e -> rowChosen(true));
		split.setWeights(78, 22);
	}

	Composite control() {
		return area;
	}

	Boards boards() {
		return boards;
	}

	org.eclipse.swt.widgets.List moves() {
		return moves;
	}

	PlayFinder finder() {
		return finder;
	}

	WatchedGame watched() {
		return watched;
	}

	PersonPlay person() {
		return person;
	}

	CompiledReading compiled() {
		return compiled;
	}

	Display display() {
		return area.getDisplay();
	}

	boolean disposed() {
		return area.isDisposed();
	}

	/** The words above the list: what it lists, with a tooltip where the column is too narrow for them. */
	void help(String text, String tip) {
		moveHelp.setText(text);
		moveHelp.setToolTipText(tip == null ? text : tip);
		moveHelp.getParent().layout(true);
	}

	/** The words over the list and their tooltip, as one text. */
	String help() {
		return moveHelp.getText() + " — " + moveHelp.getToolTipText();
	}

	String modeName() {
		return mode.getText();
	}

	/** No game while the reading is compiled: its board must not stand under another reading's name. */
	void compiling(String what) {
		person.stop();
		watched.clear();
		compiled = null;
		alternative.removeAll(); // no combination of the last reading under this one's name
		alternative.setEnabled(false);
		showdownRow(false);
		moves.removeAll();
		help("Turns", null);
		boards.message(what);
	}

	/** The reading compiled: its combinations to choose from, and the modes of its family. */
	void take(CompiledReading c) {
		boolean sameChoices = compiled != null && compiled.choices().equals(c.choices());
		boolean sameFamily = compiled != null && modes(compiled) == modes(c);
		compiled = c;
		if (!sameChoices) {
			alternative.setItems(c.choices().stream().map(Object::toString).toArray(String[]::new));
			alternative.select(0);
		}
		alternative.setEnabled(c.choices().size() > 1);
		if (!sameFamily) {
			int m = mode.getSelectionIndex();
			mode.setItems(modes(c));
			mode.select(Math.max(0, Math.min(m, mode.getItemCount() - 1)));
			// a card table leaves felt to spare, and a card round's steps are sentences: the list takes more room
			split.setWeights(c.cards() || c.showdown() ? new int[] { 62, 38 } : new int[] { 78, 22 });
		}
		showdownRow(c.showdown());
	}

	private void showdownRow(boolean showdown) {
		((GridData) mode.getLayoutData()).exclude = showdown;
		mode.setVisible(!showdown);
		rounds.show(showdown);
	}

	private static String[] modes(CompiledReading c) {
		return c.showdown() ? SHOWDOWN_MODES : c.cards() ? CARD_MODES : MODES;
	}

	/** Shows a game of the combination chosen: a showdown's same round, for its cards under the other rules. */
	private void alternativeChosen() {
		if (compiled != null && compiled.showdown()) {
			dealShowdown();
		} else {
			newGame();
		}
	}

	/** Chooses the combination whose game is shown, as the list of combinations does. */
	void chooseCombination(int i) {
		alternative.select(i);
		alternativeChosen();
	}

	/** The combination whose game is shown. */
	int combination() {
		return Math.max(0, alternative.getSelectionIndex());
	}

	String combinationName() {
		return alternative.getText();
	}

	/** A seed for the next game shown (games differ; the simulation's seeds are the preferences'). */
	long nextSeed() {
		return seeds.incrementAndGet();
	}

	/**
	 * The reading just compiled (again, after a save): a game of it shown with the same dice as the last time (a
	 * changed rule shows on the same seed), unless the person is playing a game of it.
	 */
	void compiledAgain() {
		if (compiled == null || person.playing(compiled)) {
			return;
		}
		if (compiled.showdown()) {
			dealShowdown();
		} else if (mode.getSelectionIndex() <= 0) {
			watch(seeds.get());
		} else {
			newGame();
		}
	}

	/** A new game of the chosen combination: watched (played in a job) or played by the person against the computer. */
	void newGame() {
		person.stop();
		if (compiled == null) {
			return;
		}
		if (compiled.showdown()) {
			rounds.next();
			dealShowdown();
			return;
		}
		long seed = nextSeed();
		int side = mode.getSelectionIndex() - 1;
		if (side < 0) {
			watch(seed);
			return;
		}
		CompiledReading c = compiled;
		int combination = combination();
		String computer = computer(combination);
		watched.clear();
		if (c.grid()) {
			person.startGrid((GridVariant) c.variants().get(combination), seed, side, computer);
		} else if (c.cards()) {
			person.startCards((CardVariant) c.variants().get(combination), seed, side, computer);
		} else {
			person.startRace(c.rules().get(combination), seed, side, computer);
		}
	}

	/** A game the computer plays on both sides, played in a job, then shown to be stepped through. */
	private void watch(long seed) {
		person.stop();
		CompiledReading c = compiled;
		int combination = combination();
		String computer = computer(combination);
		Display display = display();
		Job.create("Playing a game of " + c.name(), monitor -> {
			Object game = WatchedGame.play(c, combination, seed, computer, RulebenchPreferences.turnCap());
			display.asyncExec(() -> {
				if (!disposed() && compiled == c && !person.active()) {
					watched.show(game);
				}
			});
			return Status.OK_STATUS;
		}).schedule();
	}

	/**
	 * Deals the showdown round chosen (seed and round), in a job (the best player's choices need the exact enumeration,
	 * a few seconds the first time), then shows it to be stepped through.
	 */
	private void dealShowdown() {
		person.stop();
		CompiledReading c = compiled;
		if (c == null || !c.showdown()) {
			return;
		}
		int combination = combination();
		String computer = computer(combination);
		ShowdownVariant variant = (ShowdownVariant) c.variants().get(combination);
		long seed = rounds.seed();
		int round = rounds.round();
		Display display = display();
		Job.create("Dealing round " + round + " of " + c.name(), monitor -> {
			ShowdownDeal deal = new ShowdownDeal(variant, seed, round, computer);
			CardRound.Watched steps = deal.watch();
			display.asyncExec(() -> {
				if (!disposed() && compiled == c && combination() == combination && rounds.seed() == seed && rounds.round() == round) {
					showdown = deal;
					watched.show(steps);
				}
			});
			return Status.OK_STATUS;
		}).schedule();
	}

	/** The showdown round shown, or null. */
	ShowdownDeal showdown() {
		return watched.active() ? showdown : null;
	}

	/** Deals round {@code round} of seed {@code seed} of the showdown shown. */
	void deal(long seed, int round) {
		rounds.choose(seed, round);
		dealShowdown();
	}

	/** Plays a new game: side -1 watches the computer play both sides, 0 or 1 is the side the person plays. */
	void playAs(int side) {
		mode.select(side + 1);
		newGame();
	}

	/**
	 * The player chosen for the view if it can play the combination now (a trained player loaded from beside the
	 * reading), else greedy in its place, the status line saying why.
	 */
	private String computer(int combination) {
		String chosen = compiled.player(player.get());
		if (!compiled.race()) {
			return chosen;
		}
		String unfit = ReadingPlayers.prepare(compiled.file().getLocation().toFile().toPath(), compiled.name(),
				List.of(compiled.choices().get(combination)), List.of(compiled.variants().get(combination)), List.of(chosen),
				choice -> "press Train to make it");
		if (unfit == null) {
			return chosen;
		}
		status.accept(unfit + " — the greedy player plays instead");
		return "greedy";
	}

	private void rowChosen(boolean play) {
		int i = moves.getSelectionIndex();
		if (i < 0) {
			return;
		}
		if (person.active()) {
			person.chosenRow(i, play);
		} else if (watched.active()) {
			watched.step(i - watched.turn());
		}
	}
}
