package org.rulebench.simulator.ui.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.SynchronousQueue;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.rulebench.engine.game.Game;
import org.rulebench.engine.game.GameResult;
import org.rulebench.engine.game.Player;
import org.rulebench.engine.game.Players;
import org.rulebench.engine.game.Rng;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * A game in which a person plays one side against the computer (a player by name: greedy, or the reading's trained
 * player, which must be loaded). The game runs in a job; on the person's turn it hands the legal results of the roll
 * to the view and waits for the person's choice.
 */
public final class PersonGame {
	private static final int TURN_CAP = 2000;
	private static final long COMPUTER_PAUSE_MS = 500;

	/** What the view is told, in the game's thread. */
	public interface Listener {
		/** The board after a turn (or at the start: roll null). */
		void moved(Position after, int[] roll, int side, String description);

		/** The person's turn: the legal plays of the roll, in notation, and the board after each. */
		void choose(Position before, int[] roll, List<String> plays, List<Position> results);

		void over(String outcome);
	}

	private final SynchronousQueue<Integer> answers = new SynchronousQueue<>();
	private final int personSide;
	private final String computer;
	private final Job job;

	/** The person plays {@code personSide} against the player named {@code computer} ({@link Players#named}). */
	public PersonGame(RuleSet rules, long seed, int personSide, String computer, Listener listener) {
		this.personSide = personSide;
		this.computer = computer;
		this.job = Job.create("Playing " + rules.name() + " against the computer",
				(IProgressMonitor monitor) -> run(rules, seed, listener, monitor));
		job.setSystem(true);
	}

	public PersonGame start() {
		job.schedule();
		return this;
	}

	/** The person's choice: an index into the plays last handed to {@link Listener#choose}. */
	public void choose(int play) {
		answers.offer(play);
	}

	/** Ends the game (a new game, another reading, the view closed). */
	public void stop() {
		job.cancel();
		Thread t = job.getThread();
		if (t != null) {
			t.interrupt();
		}
	}

	private IStatus run(RuleSet rules, long seed, Listener listener, IProgressMonitor monitor) {
		Player person = new Person(listener);
		Player other = Players.named(computer).get();
		Game game = new Game(rules, new PlayGenerator(rules), personSide == 0 ? person : other,
				personSide == 1 ? person : other, seed, true);
		listener.moved(game.position().copy(), null, game.position().sideToMove(), "You play the " + side(personSide)
				+ " side against the " + computer + " player; the " + side(game.position().sideToMove()) + " side moves first");
		try {
			int turns = 0;
			while (!game.over() && turns < TURN_CAP && !monitor.isCanceled()) {
				game.turn();
				turns++;
				List<Game.Turn> all = game.turns();
				Game.Turn t = all.get(all.size() - 1);
				String who = t.side() == personSide ? "you" : "the computer";
				String play = t.play() == null || t.play().isBlank() ? "could not move" : "played " + t.play();
				listener.moved(t.after(), t.roll(), t.side(), "turn " + turns + ": " + who + " rolled " + roll(t.roll()) + " and " + play);
				if (t.side() != personSide && !game.over()) {
					Thread.sleep(COMPUTER_PAUSE_MS);
				}
			}
		} catch (CancellationException | InterruptedException e) {
			return Status.CANCEL_STATUS;
		}
		GameResult r = game.playOut(0);
		String outcome = !r.finished() ? "The game is unfinished after " + TURN_CAP + " turns."
				: r.winner() < 0 ? "A draw." : r.winner() == personSide ? "You win." : "The computer wins.";
		listener.over(outcome);
		return Status.OK_STATUS;
	}

	static String side(int side) {
		return side == 0 ? "first" : "second";
	}

	static String roll(int[] roll) {
		StringBuilder s = new StringBuilder();
		for (int d : roll) {
			s.append(s.isEmpty() ? "" : "-").append(d);
		}
		return s.toString();
	}

	/** The person's side: asks the view on every roll with more than one legal result. */
	private final class Person implements Player {
		private final Listener listener;

		Person(Listener listener) {
			this.listener = listener;
		}

		@Override
		public String name() {
			return "person";
		}

		@Override
		public int choose(Position position, PlayList plays, Rng rng) {
			if (plays.size() <= 1) {
				return 0;
			}
			List<String> notations = new ArrayList<>();
			List<Position> results = new ArrayList<>();
			for (int i = 0; i < plays.size(); i++) {
				notations.add(plays.notation(i, position.points()));
				Position after = position.copy();
				plays.apply(after, i);
				results.add(after);
			}
			listener.choose(position.copy(), plays.roll(), notations, results);
			try {
				int chosen = answers.take();
				return chosen >= 0 && chosen < plays.size() ? chosen : 0;
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new CancellationException("the game was stopped");
			}
		}
	}
}
