package org.rulebench.simulator.ui.statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An axis's range and its ticks at round values (1, 2 or 5 times a power of ten), as many as the room allows, with
 * labels to the decimals that tell them apart. The range holds every value given with a little margin; it starts
 * at zero only when the values are near zero, so that four rates a point apart around 50 % look different.
 *
 * @param low   the axis's lowest value
 * @param high  the axis's highest value
 * @param ticks the values to mark, from low to high
 * @param step  the distance between two ticks
 */
public record Scale(double low, double high, List<Double> ticks, double step) {

	/**
	 * The scale of values between {@code min} and {@code max} with room for about {@code maxTicks} ticks; from zero
	 * when {@code min} is at most a third of {@code max} (a count, a share near zero), else zoomed to the values.
	 */
	public static Scale of(double min, double max, int maxTicks) {
		return of(min, max, maxTicks, Double.NaN);
	}

	/** As {@link #of(double, double, int)}, the axis ending at {@code limit} at most (100 for a share in percent). */
	public static Scale of(double min, double max, int maxTicks, double limit) {
		Scale s = free(min, max, maxTicks);
		if (Double.isNaN(limit) || s.high <= limit || max > limit) {
			return s;
		}
		List<Double> ticks = s.ticks.stream().filter(t -> t <= limit + s.step * 1e-9).toList();
		return new Scale(s.low, limit, ticks, s.step);
	}

	private static Scale free(double min, double max, int maxTicks) {
		if (Double.isNaN(min) || Double.isNaN(max) || Double.isInfinite(min) || Double.isInfinite(max)) {
			min = 0;
			max = 1;
		}
		if (min > max) {
			double t = min;
			min = max;
			max = t;
		}
		if (max == min) { // one value: room about it, not below zero if it is not
			double m = Math.max(Math.abs(max), 1) / 2;
			boolean nonNegative = min >= 0;
			min -= m;
			max += m;
			if (nonNegative && min < 0) {
				min = 0;
			}
		}
		if (min >= 0 && min <= max / 3) {
			min = 0;
		}
		if (max <= 0 && max >= min / 3) {
			max = 0;
		}
		double span = max - min;
		int n = Math.max(2, maxTicks);
		double step = niceStep(span / n);
		double low;
		double high;
		while (true) { // no more ticks than the room has: a wider step until they fit
			low = min == 0 ? 0 : Math.floor((min - span * 0.05) / step) * step;
			high = max == 0 ? 0 : Math.ceil((max + span * 0.05) / step) * step;
			if (high <= low) {
				high = low + step;
			}
			if ((high - low) / step <= n + 0.5) {
				break;
			}
			double wider = niceStep(step * 1.5);
			if (min > 0 && Math.floor((min - span * 0.05) / wider) * wider <= 0 && (high - low) / step <= 2 * n + 0.5) {
				break; // a wider step would take a zoomed axis down to zero (rates of 40 to 60 on 0 to 100): closer ticks instead
			}
			step = wider;
		}
		List<Double> ticks = new ArrayList<>();
		for (int i = 0; low + i * step <= high + step * 1e-9 && i < 1000; i++) {
			ticks.add(round(low + i * step, step));
		}
		return new Scale(low, high, List.copyOf(ticks), step);
	}

	/** 1, 2 or 5 times a power of ten, at least {@code rough}. */
	static double niceStep(double rough) {
		if (rough <= 0 || Double.isNaN(rough)) {
			return 1;
		}
		double power = Math.pow(10, Math.floor(Math.log10(rough)));
		double f = rough / power;
		double nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10;
		return nice * power;
	}

	private static double round(double v, double step) {
		int decimals = decimals(step);
		double p = Math.pow(10, decimals);
		return Math.round(v * p) / p;
	}

	/** The decimals a tick of this step needs: 0 for 5, 1 for 0.5, 2 for 0.05. */
	static int decimals(double step) {
		return Math.max(0, (int) Math.ceil(-Math.log10(step) - 1e-9));
	}

	/** A tick's label: as many decimals as the step needs, no more. */
	public String label(double tick) {
		return String.format(Locale.ROOT, "%." + decimals(step) + "f", tick);
	}

	/** Where a value lies between low (0) and high (1). */
	public double fraction(double v) {
		return (v - low) / (high - low);
	}

	/** Whether the axis starts at zero (bars may stand on it) rather than zoomed to the values. */
	public boolean fromZero() {
		return low == 0 || high == 0 || low < 0 && high > 0;
	}
}
