package org.rulebench.simulator.ui;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.rulebench.editor.preferences.RulebenchPreferences;

/**
 * Which showdown round the game pane deals: a seed and a round number, round N of seed S being the round `rulebench
 * simulate --seed S` plays as its N-th (so the Simulator's figures on its seed, the preferences', count the rounds
 * shown). Shown only for a showdown reading; New Game deals the next round.
 */
final class ShowdownRounds {
	/** As many rounds as a simulation plays at most. */
	private static final int MAX_ROUND = 100_000_000;

	private final Composite row;
	private final Text seedField;
	private final Spinner roundField;
	private final Consumer<String> status;
	private long seed = RulebenchPreferences.seed();

	ShowdownRounds(Composite parent, Runnable deal, Consumer<String> status) {
		this.status = status;
		row = new Composite(parent, SWT.NONE);
		row.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false));
		GridLayout layout = new GridLayout(4, false);
		layout.marginHeight = 0;
		layout.marginWidth = 0;
		row.setLayout(layout);
		String tip = "Round N of seed S is the round `rulebench simulate --seed S` plays as its N-th: the Simulator's figures"
				+ " on its seed (Preferences › Rulebench) count the rounds shown. New Game deals the next round.";
		Label seedLabel = new Label(row, SWT.NONE);
		seedLabel.setText("Seed:");
		seedLabel.setToolTipText(tip);
		seedField = new Text(row, SWT.BORDER | SWT.SINGLE);
		GridData sd = new GridData(SWT.LEFT, SWT.CENTER, false, false);
		sd.widthHint = 60;
		seedField.setLayoutData(sd);
		seedField.setText(Long.toString(seed));
		seedField.setToolTipText(tip);
		Label roundLabel = new Label(row, SWT.NONE);
		roundLabel.setText("Round:");
		roundLabel.setToolTipText(tip);
		roundField = new Spinner(row, SWT.BORDER);
		roundField.setValues(1, 1, MAX_ROUND, 0, 1, 10);
		roundField.setToolTipText(tip);
		seedField.addListener(SWT.DefaultSelection, e -> seedTyped(deal));
		seedField.addListener(SWT.FocusOut, e -> seedTyped(deal));
		roundField.addListener(SWT.Selection, e -> deal.run());
		show(false);
	}

	/** The row shown (a showdown reading) or hidden, taking no room. */
	void show(boolean shown) {
		((GridData) row.getLayoutData()).exclude = !shown;
		row.setVisible(shown);
		row.getParent().layout(true);
	}

	long seed() {
		return seed;
	}

	int round() {
		return roundField.getSelection();
	}

	/** The next round, as New Game deals it. */
	void next() {
		roundField.setSelection(Math.min(MAX_ROUND, round() + 1));
	}

	/** Chooses the round of a seed (tests, and a person typing both). */
	void choose(long s, int round) {
		seed = s;
		seedField.setText(Long.toString(s));
		roundField.setSelection(round);
	}

	private void seedTyped(Runnable deal) {
		String typed = seedField.getText().trim();
		long s;
		try {
			s = Long.parseLong(typed);
		} catch (NumberFormatException e) {
			status.accept("Seed: \"" + typed + "\" is not a whole number (e.g. 1, as `rulebench simulate --seed 1`): the seed stays " + seed);
			seedField.setText(Long.toString(seed));
			return;
		}
		if (s != seed) {
			seed = s;
			deal.run();
		}
	}
}
