package org.rulebench.simulator.ui.board;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

/**
 * Where a game is shown, one family at a time: the race board, the grid board or the card table, each drawn to the
 * room it is given; or a message while no game of the reading shown is ready (a reading being compiled), so that a
 * reading's name never stands over another reading's board.
 */
public final class Boards extends Composite {
	private final StackLayout stack = new StackLayout();
	private final BoardCanvas race;
	private final GridCanvas grid;
	private final CardTable cards;
	private final Composite waiting;
	private final Label message;

	public Boards(Composite parent) {
		super(parent, SWT.NONE);
		setLayout(stack);
		race = new BoardCanvas(this);
		grid = new GridCanvas(this);
		cards = new CardTable(this);
		waiting = new Composite(this, SWT.NONE);
		waiting.setLayout(new GridLayout(1, false));
		message = new Label(waiting, SWT.WRAP | SWT.CENTER);
		message.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, true));
		message("Open a reading: its board and statistics appear here.");
	}

	/** No board, a message in its place, e.g. while the reading is compiled. */
	public void message(String text) {
		message.setText(text);
		top(waiting);
	}

	/** The race board, on top. */
	public BoardCanvas race() {
		top(race);
		return race;
	}

	/** The grid board, on top. */
	public GridCanvas grid() {
		top(grid);
		return grid;
	}

	/** The card table, on top. */
	public CardTable cards() {
		top(cards);
		return cards;
	}

	/** The message shown in place of a board; empty while a board is shown. */
	public String message() {
		return stack.topControl == waiting ? message.getText() : "";
	}

	/** The three boards as they are, whichever is shown (tests, and a view's accessors). */
	public BoardCanvas raceBoard() {
		return race;
	}

	public GridCanvas gridBoard() {
		return grid;
	}

	public CardTable cardTable() {
		return cards;
	}

	private void top(Control c) {
		if (stack.topControl != c) {
			stack.topControl = c;
			layout(true);
		}
	}
}
