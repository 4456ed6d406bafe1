package org.rulebench.simulator.ui.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;

/**
 * A field above the list of a person's legal plays that narrows it to the plays containing every word typed
 * ("24/18 13/11"): an acey-deucey roll of 1-2 can have thousands of plays, too many to read through. Shown only
 * while the person chooses a play.
 */
public final class PlayFinder {
	private final Text text;
	private org.eclipse.swt.widgets.List list;
	private List<String> plays = List.of();
	private int[] shown = new int[0];

	/** The field, made hidden in {@code parent} (a GridLayout); {@link #fills} names the list it narrows. */
	public PlayFinder(Composite parent) {
		text = new Text(parent, SWT.SEARCH | SWT.ICON_CANCEL | SWT.ICON_SEARCH);
		GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
		data.exclude = true;
		text.setLayoutData(data);
		text.setVisible(false);
		text.addListener(SWT.Modify, e -> narrow());
	}

	public PlayFinder fills(org.eclipse.swt.widgets.List plays) {
		list = plays;
		return this;
	}

	/** Lists the plays, all of them, and shows the field. */
	public void show(List<String> legal) {
		plays = List.copyOf(legal);
		String example = plays.isEmpty() ? "24/18" : plays.get(0).split(" ")[0];
		text.setMessage("find a play: " + example); // the column is narrow
		text.setToolTipText(String.format(Locale.ROOT, "Type part of a play (%s 13/11, say) to list only the plays of"
				+ " the %,d that contain every word typed", example, plays.size()));
		setVisible(true);
		if (text.getText().isEmpty()) {
			narrow();
		} else {
			text.setText(""); // narrows
		}
	}

	/** Hides the field; the list is the caller's again. */
	public void hide() {
		if (text.isDisposed()) {
			return; // the view is closing
		}
		plays = List.of();
		shown = new int[0];
		setVisible(false);
	}

	/** The index among the legal plays of the list's row, or -1. */
	public int play(int row) {
		return row >= 0 && row < shown.length ? shown[row] : -1;
	}

	/** Narrows the list to the plays containing every word of {@code words}, as if typed. */
	public void find(String words) {
		text.setText(words);
	}

	public Text text() {
		return text;
	}

	private void narrow() {
		if (list == null || !text.getVisible()) {
			return;
		}
		String[] words = text.getText().trim().toLowerCase(Locale.ROOT).split("\\s+");
		List<String> items = new ArrayList<>();
		int[] rows = new int[plays.size()];
		for (int i = 0; i < plays.size(); i++) {
			if (containsAll(plays.get(i).toLowerCase(Locale.ROOT), words)) {
				rows[items.size()] = i;
				items.add(plays.get(i));
			}
		}
		shown = java.util.Arrays.copyOf(rows, items.size());
		list.setItems(items.toArray(String[]::new));
	}

	private static boolean containsAll(String play, String[] words) {
		for (String w : words) {
			if (!w.isEmpty() && !play.contains(w)) {
				return false;
			}
		}
		return true;
	}

	private void setVisible(boolean visible) {
		if (text.getVisible() != visible) {
			((GridData) text.getLayoutData()).exclude = !visible;
			text.setVisible(visible);
			text.getParent().layout(true);
		}
	}
}
