package org.rulebench.simulator.ui.replay;

import java.util.Locale;

import org.rulebench.engine.grid.game.GridResult;

/** A grid game's end in words. */
final class Outcomes {
	private static final String[] SIDES = { "red (first side)", "black (second side)" };

	private Outcomes() {
	}

	/** "first" or "second". */
	static String side(int side) {
		return side == 0 ? "first" : "second";
	}

	static String describe(GridResult r) {
		if (r == null) {
			return "";
		}
		String end = r.end().name().toLowerCase(Locale.ROOT).replace('_', ' ');
		if (!r.finished()) {
			return "stopped after " + r.plies() + " plies (the turn cap)";
		}
		return end + ": " + (r.winner() < 0 ? "a draw" : SIDES[r.winner()] + " wins") + " after " + r.plies() + " plies";
	}
}
