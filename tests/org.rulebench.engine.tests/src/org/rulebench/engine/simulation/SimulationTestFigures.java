package org.rulebench.engine.simulation;

/** Every figure of a simulation's statistics as one text, to compare two simulations figure by figure. */
final class SimulationTestFigures {
	private SimulationTestFigures() {
	}

	/** Every figure the statistics give, as text. */
	static String of(Statistics s) {
		StringBuilder b = new StringBuilder();
		b.append(s.games()).append(' ').append(s.finished()).append(' ').append(s.draws()).append(' ')
				.append(s.wins(0)).append(' ').append(s.wins(1)).append(' ').append(s.starts(0)).append(' ')
				.append(s.starts(1)).append(' ').append(new java.util.TreeMap<>(s.winKinds())).append(' ')
				.append(s.turns().counts()).append(' ').append(s.winRate(0)).append(' ').append(s.starterWinRate());
		for (int side = 0; side < 2; side++) {
			b.append(' ').append(s.chips(side).counts()).append(' ').append(s.points(side).counts());
		}
		for (String e : s.events()) {
			b.append(' ').append(e).append('=').append(s.eventTotal(e, 0)).append('/').append(s.eventTotal(e, 1))
					.append(s.eventPerGame(e).counts());
		}
		return b.toString();
	}

}
