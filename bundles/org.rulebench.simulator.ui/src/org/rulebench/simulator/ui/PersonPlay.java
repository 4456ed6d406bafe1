package org.rulebench.simulator.ui;

import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Menu;
import org.rulebench.engine.cards.draw.Verdict;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.simulator.ui.board.ChoiceMenu;
import org.rulebench.simulator.ui.board.GridCanvas;
import org.rulebench.simulator.ui.replay.CardRound;
import org.rulebench.simulator.ui.replay.GridPersonGame;
import org.rulebench.simulator.ui.replay.PersonGame;

/**
 * A game a person plays against the computer, one side each: a race game by choosing among the legal plays of each
 * roll (the board shows a play when it is clicked), a grid game by clicking a piece and then a marked point (a menu
 * when the two clicks mean several moves), a card round by drawing or standing. The computer's reply stays in view:
 * its turn in the caption, its move marked on a grid.
 */
final class PersonPlay {
	private final GamePane pane;
	private PersonGame race;
	private List<Position> raceResults = List.of();
	/** The computer's last turn in words, kept in the caption of the person's turn. */
	private String computersTurn = "";
	private GridPersonGame grid;
	private int gridFrom = -1;
	private ChoiceMenu gridChoices;
	private CardRound cards;
	private int cardSide;
	private String lastTurn = "";

	PersonPlay(GamePane pane) {
		this.pane = pane;
	}

	/** Whether a game is being played (by a person, against the computer). */
	boolean active() {
		return race != null || grid != null || cards != null;
	}

	/** Whether the person plays a game of this family now (a new simulation leaves that game alone). */
	boolean playing(CompiledReading c) {
		return race != null && c.race() || grid != null && c.grid() || cards != null && c.cards();
	}

	/** The description of the person's last turn, e.g. "turn 3: you rolled 5-2 and played 24/19 13/11". */
	String lastTurn() {
		return lastTurn;
	}

	CardRound cardRound() {
		return cards;
	}

	/** Ends the game being played, if any. */
	void stop() {
		closeGridChoices();
		grid = null;
		cards = null;
		gridFrom = -1;
		if (race != null) {
			race.stop();
			race = null;
		}
		raceResults = List.of();
		computersTurn = "";
		pane.finder().hide();
	}

	/** A new race game: the person plays {@code side} of the combination's rules against {@code computer}. */
	void startRace(RuleSet rules, long seed, int side, String computer) {
		lastTurn = "";
		Display display = pane.display();
		pane.moves().removeAll();
		pane.help("Your plays", null);
		pane.boards().race();
		race = new PersonGame(rules, seed, side, computer, new PersonGame.Listener() {
			@Override
			public void moved(Position after, int[] roll, int mover, String description) {
				display.asyncExec(() -> {
					if (pane.disposed()) {
						return;
					}
					if (mover == side && roll != null) {
						lastTurn = description;
					} else if (roll != null) {
						computersTurn = description.replaceFirst("^turn \\d+: ", "");
					}
					pane.boards().raceBoard().show(after, roll, mover, description);
				});
			}

			@Override
			public void choose(Position before, int[] roll, List<String> plays, List<Position> results) {
				display.asyncExec(() -> {
					if (pane.disposed()) {
						return;
					}
					raceResults = results;
					pane.finder().show(plays);
					String reply = computersTurn.isEmpty() ? "" : computersTurn + " — ";
					pane.boards().raceBoard().show(before, roll, before.sideToMove(),
							reply + "your roll: " + plays.size() + " plays (click one to see it, double-click to play it)");
				});
			}

			@Override
			public void over(String outcome) {
				display.asyncExec(() -> {
					if (!pane.disposed()) {
						pane.finder().hide();
						pane.moves().removeAll();
						pane.help(outcome, null);
					}
				});
			}
		}).start();
	}

	/** A new grid game: the person plays {@code side} by clicking a piece, then a marked point. */
	void startGrid(GridVariant variant, long seed, int side, String computer) {
		grid = new GridPersonGame(variant.rules(), seed, side, computer);
		lastTurn = "";
		pane.help(moveHelp(variant.rules()), null);
		pane.moves().removeAll();
		showGrid();
	}

	/** A new card round: the person plays the player (side 0) or the banker (side 1); dealt in a job (the policies are enumerated). */
	void startCards(CardVariant variant, long seed, int side, String computer) {
		cardSide = side;
		lastTurn = "";
		pane.boards().cards();
		pane.moves().removeAll();
		pane.help("Dealing…", null);
		Display display = pane.display();
		Job.create("Dealing a round of " + variant.name(), monitor -> {
			CardRound r = new CardRound(variant, seed, computer, computer);
			display.asyncExec(() -> {
				if (!pane.disposed()) {
					cards = r;
					cardTurn();
				}
			});
			return Status.OK_STATUS;
		}).schedule();
	}

	/** The person chose row {@code row} of the list: a race play shown (or played, double-clicked), a card choice. */
	void chosenRow(int row, boolean play) {
		if (cards != null) {
			if (play) {
				cardChosen(row);
			}
			return;
		}
		if (race != null) {
			int chosen = pane.finder().play(row);
			if (chosen >= 0 && chosen < raceResults.size() && !play) {
				Position p = raceResults.get(chosen);
				pane.boards().raceBoard().show(p, null, p.sideToMove(), "after " + pane.moves().getItem(row) + " (double-click to play it)");
			} else if (play && chosen >= 0) {
				choose(chosen);
			}
		}
	}

	/** The person plays the i-th legal play of the roll (in a card round: 0 draws a third card, 1 stands). */
	void choose(int i) {
		if (cards != null) {
			cardChosen(i);
		} else if (race != null && i >= 0 && i < raceResults.size()) {
			raceResults = List.of();
			pane.finder().hide();
			pane.moves().removeAll();
			race.choose(i);
		}
	}

	// ---- grid

	private void showGrid() {
		pane.boards().grid();
		GridPersonGame g = grid;
		String caption = g.over() ? g.last() + " — " + g.outcome() : g.last().isEmpty() ? "Your move" : g.last() + " — your move";
		pane.boards().gridBoard().show(g.rules(), g.position(), caption);
		pane.boards().gridBoard().lastMove(g.lastMove());
		lastTurn = g.last();
	}

	/** How the person moves: a piece then a marked point; a piece of the hand then a point; the royal piece twice to pass. */
	private static String moveHelp(GridRules rules) {
		return "Your moves: click a piece, then a marked point" + (rules.hands() != null ? "; or a piece in hand, then a point" : "")
				+ (rules.passing() != null ? "; your royal piece twice passes" : "");
	}

	/** A piece of the person's hand chosen: the points it may be dropped on are marked. */
	void gridHandClicked(int kind) {
		GridPersonGame g = grid;
		if (g == null || !g.personToMove()) {
			return;
		}
		gridFrom = -1;
		Set<Integer> to = g.dropTargets(kind);
		pane.boards().gridBoard().markHand(to.isEmpty() ? -1 : kind, to);
	}

	void gridClicked(int square) {
		GridPersonGame g = grid;
		if (g == null || !g.personToMove()) {
			return;
		}
		GridCanvas board = pane.boards().gridBoard();
		if (board.handSelected() >= 0 && board.targets().contains(square)) {
			g.drop(board.handSelected(), square);
			pane.moves().add(g.last());
			pane.moves().setSelection(pane.moves().getItemCount() - 1);
			pane.moves().showSelection();
			showGrid();
			return;
		}
		if (gridFrom >= 0 && pane.boards().gridBoard().targets().contains(square)) {
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
		Set<Integer> to = g.targets(square);
		gridFrom = to.isEmpty() ? -1 : square;
		pane.boards().gridBoard().mark(gridFrom, to);
	}

	/** Several moves from one point to another: the person says which, by what each takes, in a small menu. */
	private void offerGridChoices(GridPersonGame g, int from, int to, List<GridPersonGame.Choice> choices) {
		closeGridChoices();
		pane.help("Choose what the move takes", null);
		gridChoices = new ChoiceMenu(pane.boards().gridBoard(), choices.stream().map(c -> c.words() + "   (" + c.move() + ")").toList(),
				i -> {
					if (grid == g && g.personToMove()) {
						playGridChoice(g, from, to, i);
					}
				});
	}

	private void playGridChoice(GridPersonGame g, int from, int to, int choice) {
		closeGridChoices();
		pane.help(moveHelp(g.rules()), null);
		g.play(from, to, choice);
		pane.moves().add(g.last());
		pane.moves().setSelection(pane.moves().getItemCount() - 1);
		pane.moves().showSelection();
		showGrid();
	}

	private void closeGridChoices() {
		if (gridChoices != null) {
			gridChoices.dispose();
			gridChoices = null;
		}
	}

	/** The moves offered for the person's last two clicks, when they meant several; null otherwise. */
	Menu gridChoices() {
		return gridChoices == null || gridChoices.menu().isDisposed() ? null : gridChoices.menu();
	}

	/** Plays the person's grid move from one point to another (as two clicks would); false if it is not legal now. */
	boolean playGridMove(int from, int to) {
		if (grid == null || !grid.targets(from).contains(to)) {
			return false;
		}
		gridClicked(from);
		gridClicked(to);
		return true;
	}

	/** Plays the person's drop of a piece of this kind from its hand (as two clicks would); false if it is not legal now. */
	boolean playGridDrop(int kind, int to) {
		if (grid == null || !grid.dropTargets(kind).contains(to)) {
			return false;
		}
		gridHandClicked(kind);
		gridClicked(to);
		return true;
	}

	// ---- cards

	/** Offers the person the choices of the round, or plays the computer's side, until the round is settled. */
	private void cardTurn() {
		CardRound r = cards;
		if (r == null) {
			return;
		}
		boolean banker = cardSide == 1;
		if (r.playerToAct() && banker) {
			r.playerByPolicy();
		}
		if (r.result() == null && !r.playerToAct() && !(banker && r.bankerChooses())) {
			r.bankerByPolicy();
		}
		pane.boards().cardTable().show(r.deal(banker));
		if (r.result() != null) {
			pane.moves().removeAll();
			pane.help(CardRound.outcome(r.result()) + " (new game: another round)", null);
			lastTurn = CardRound.outcome(r.result()) + " (new game: another round)";
			return;
		}
		if (r.playerToAct()) {
			Verdict v = r.playerVerdict();
			pane.help(switch (v) {
			case MUST -> "The player's drawing rule makes you draw with these cards (double-click)";
			case STAND -> "The player's drawing rule makes you stand with these cards (double-click)";
			case MAY -> "Your cards: draw a third card or stand (double-click)";
			}, null);
			pane.moves().setItems(switch (v) {
			case MUST -> new String[] { "draw a third card" };
			case STAND -> new String[] { "stand" };
			case MAY -> new String[] { "draw a third card", "stand" };
			});
		} else {
			pane.help("The player " + (r.deal().player().length == 3 ? "drew" : "stood") + ": draw or stand (double-click)", null);
			pane.moves().setItems("draw a third card", "stand");
		}
	}

	/** The person's choice in a card round: the row's words say whether it draws (a forced stand is the only row). */
	private void cardChosen(int i) {
		CardRound r = cards;
		if (r == null || r.result() != null || i < 0 || i >= pane.moves().getItemCount()) {
			return;
		}
		boolean draw = pane.moves().getItem(i).startsWith("draw");
		if (r.playerToAct()) {
			r.player(draw);
		} else if (r.bankerChooses()) {
			r.banker(draw);
		}
		cardTurn();
	}
}
