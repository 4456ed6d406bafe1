package org.rulebench.simulator.ui.board;

import java.util.List;
import java.util.function.IntConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

/**
 * A small pop-up menu at the pointer: which of several moves from one point to another the person means, each in
 * words (a dance takes the enemy pieces it passes at will, seed 002 article 006, so the same two clicks may mean
 * several moves). Choosing an item plays it; closing the menu plays nothing.
 */
public final class ChoiceMenu {
	private final Menu menu;

	public ChoiceMenu(Control over, List<String> choices, IntConsumer chosen) {
		menu = new Menu(over);
		for (int i = 0; i < choices.size(); i++) {
			MenuItem item = new MenuItem(menu, SWT.PUSH);
			item.setText(choices.get(i));
			int index = i;
			item.addListener(SWT.Selection, e -> chosen.accept(index));
		}
		menu.setLocation(over.getDisplay().getCursorLocation());
		menu.setVisible(true);
	}

	/** The menu, while it is shown (its items are the choices, in order). */
	public Menu menu() {
		return menu;
	}

	public void dispose() {
		if (!menu.isDisposed()) {
			menu.dispose();
		}
	}
}
