package org.rulebench.simulator.ui.statistics;

import java.util.function.Function;
import java.util.function.IntSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * Two parts of a view (the charts and a table) one over the other with a sash where the room is high enough for
 * both to be read, else each on a tab with the whole room: at the perspective's size on a 1280 × 800 screen the
 * charts would otherwise shrink to their titles. The parts move between the two as the view is resized.
 */
public final class SashOrTabs<A extends Control, B extends Control> {
	private final Composite area;
	private final StackLayout stack = new StackLayout();
	private final SashForm sash;
	private final CTabFolder tabs;
	private final CTabItem firstTab;
	private final CTabItem secondTab;
	private final A first;
	private final B second;
	private final IntSupplier needed;
	private final int[] weights;

	/**
	 * @param parent  where the area goes (its layout data is the caller's to set)
	 * @param first   makes the upper part (the charts) in the composite given
	 * @param second  makes the lower part (the table) in the composite given
	 * @param names   the tabs' names
	 * @param needed  the height both need to be read together, asked at each resize
	 * @param weights the shares of the sash
	 */
	public SashOrTabs(Composite parent, Function<Composite, A> first, Function<Composite, B> second, String[] names,
			IntSupplier needed, int... weights) {
		area = new Composite(parent, SWT.NONE);
		area.setLayout(stack);
		sash = new SashForm(area, SWT.VERTICAL);
		tabs = new CTabFolder(area, SWT.BORDER | SWT.FLAT);
		firstTab = new CTabItem(tabs, SWT.NONE);
		firstTab.setText(names[0]);
		secondTab = new CTabItem(tabs, SWT.NONE);
		secondTab.setText(names[1]);
		this.first = first.apply(sash);
		this.second = second.apply(sash);
		this.needed = needed;
		this.weights = weights.clone();
		sash.setWeights(weights);
		stack.topControl = sash;
		area.addListener(SWT.Resize, e -> arrange());
	}

	/** The area holding both parts. */
	public Composite area() {
		return area;
	}

	/** The upper part (on the first tab). */
	public A first() {
		return first;
	}

	/** The lower part (on the second tab). */
	public B second() {
		return second;
	}

	/** The sash, when the parts are over each other. */
	public SashForm sash() {
		return sash;
	}

	private void arrange() {
		int height = area.getClientArea().height;
		if (height <= 0) {
			return;
		}
		boolean both = height >= needed.getAsInt();
		if (both == (stack.topControl == sash)) {
			return;
		}
		if (both) {
			// the tabs let go of the parts first (a tab would go on placing and hiding its control), then the sash has them
			firstTab.setControl(null);
			secondTab.setControl(null);
			first.setParent(sash);
			second.setParent(sash);
			first.moveAbove(null);
			first.setVisible(true);
			second.setVisible(true);
			sash.setWeights(weights);
			stack.topControl = sash;
		} else {
			first.setParent(tabs);
			second.setParent(tabs);
			firstTab.setControl(first);
			secondTab.setControl(second);
			if (tabs.getSelectionIndex() < 0) {
				tabs.setSelection(firstTab);
			}
			stack.topControl = tabs;
		}
		area.layout(true, true);
	}

	/** Whether the parts are on tabs (the room is too low for both) rather than one over the other. */
	public boolean tabbed() {
		return stack.topControl == tabs;
	}

	/** Brings a part's tab to the front (0 the first, 1 the second), where they are on tabs. */
	public void show(int part) {
		if (tabbed()) {
			tabs.setSelection(part == 0 ? firstTab : secondTab);
		}
	}

	/** Renames a tab, e.g. "Table: 48 combinations". */
	public void name(int part, String name) {
		(part == 0 ? firstTab : secondTab).setText(name);
	}

	/** A tab's name. */
	public String name(int part) {
		return (part == 0 ? firstTab : secondTab).getText();
	}
}
