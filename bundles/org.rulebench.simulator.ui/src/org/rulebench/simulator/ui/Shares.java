package org.rulebench.simulator.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Control;

/**
 * Keeps each part of a sash form at least a minimum share of it (pixels along the sash's direction), whatever the
 * form's size and wherever a sash is dragged: a board, the charts and the table each stay usable, and a large board
 * cannot squeeze the charts out of sight.
 */
public final class Shares {
	private final SashForm form;
	private int[] minimum;
	private boolean fitting;

	private Shares(SashForm form, int... minimum) {
		this.form = form;
		this.minimum = minimum.clone();
	}

	/** Keeps the parts of {@code form} (in order) at least {@code minimum} pixels each, where the form is big enough. */
	public static Shares keep(SashForm form, int... minimum) {
		Shares s = new Shares(form, minimum);
		form.addListener(SWT.Resize, e -> s.fit());
		for (Control c : form.getChildren()) {
			if (!(c instanceof org.eclipse.swt.widgets.Sash)) {
				c.addListener(SWT.Resize, e -> form.getDisplay().asyncExec(s::fit)); // a sash dragged
			}
		}
		return s;
	}

	/** New minimums (the form turned from rows to columns), applied now. */
	public void minimum(int... pixels) {
		minimum = pixels.clone();
		fit();
	}

	/** Moves the sashes so that every part has its minimum, taking the room from the parts above theirs. */
	public void fit() {
		if (fitting || form.isDisposed()) {
			return;
		}
		int[] weights = form.getWeights();
		if (weights.length != minimum.length) {
			return;
		}
		boolean vertical = form.getOrientation() == SWT.VERTICAL;
		int total = vertical ? form.getClientArea().height : form.getClientArea().width;
		total -= (weights.length - 1) * form.getSashWidth();
		if (total <= 0) {
			return;
		}
		long sum = 0;
		for (int w : weights) {
			sum += w;
		}
		double[] size = new double[weights.length];
		int needed = 0;
		for (int i = 0; i < weights.length; i++) {
			size[i] = total * (double) weights[i] / Math.max(1, sum);
			needed += minimum[i];
		}
		double scale = needed > total ? total / (double) needed : 1; // too small for all: shares in proportion
		boolean changed = false;
		for (int i = 0; i < size.length; i++) {
			double min = minimum[i] * scale;
			if (size[i] + 0.5 < min) {
				double missing = min - size[i];
				size[i] = min;
				for (int j = 0; j < size.length && missing > 0; j++) { // from the others, the largest spare first
					int donor = largestSpare(size, scale, i);
					if (donor < 0) {
						break;
					}
					double spare = size[donor] - minimum[donor] * scale;
					double take = Math.min(spare, missing);
					size[donor] -= take;
					missing -= take;
				}
				changed = true;
			}
		}
		if (changed) {
			int[] w = new int[size.length];
			for (int i = 0; i < w.length; i++) {
				w[i] = Math.max(1, (int) Math.round(size[i] * 1000 / total));
			}
			fitting = true;
			try {
				form.setWeights(w);
			} finally {
				fitting = false;
			}
		}
	}

	private int largestSpare(double[] size, double scale, int except) {
		int best = -1;
		double spare = 0;
		for (int j = 0; j < size.length; j++) {
			double s = size[j] - minimum[j] * scale;
			if (j != except && s > spare) {
				spare = s;
				best = j;
			}
		}
		return best;
	}
}
