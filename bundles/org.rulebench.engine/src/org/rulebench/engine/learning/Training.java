package org.rulebench.engine.learning;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.play.PlayGenerator;
import org.rulebench.engine.play.PlayList;
import org.rulebench.engine.players.Afterstates;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.progress.Progress;
import org.rulebench.engine.rules.RuleSet;

/**
 * Self-play training by temporal differences, TD(λ), as TD-Gammon learned backgammon: the network plays both sides,
 * each turn taking the play whose result it values most for the mover, and moves its value of each side's previous
 * result towards its value of that side's next one (towards the outcome at the end), the error spread back over
 * the side's earlier results by an eligibility trace decaying with λ (λ = 0: only the last result, no trace).
 * Several threads train one network without locks (Hogwild): their games' updates seldom meet.
 * <p>
 * Game {@code k} of a training (counting the games of earlier runs) is played with the dice of seed
 * {@code derive(seed, k)}, so a resumed training goes on where it stopped.
 *
 * <pre>
 * long played = new Training(rules, network).games(100_000).threads(2).call();
 * </pre>
 */
public final class Training {
	private final RuleSet rules;
	private final Network network;
	private final Features features;
	private long games = 10_000;
	private long startAt;
	private float alpha = 0.1f;
	private float lambda = 0f;
	private long halfLife;
	private int threads = Runtime.getRuntime().availableProcessors();
	private long seed = 1;
	private int turnCap = 2000;
	private Progress progress = Progress.NONE;
	private final AtomicLong turnsPlayed = new AtomicLong();
	private final AtomicLong playsChosen = new AtomicLong();

	public Training(RuleSet rules, Network network) {
		this.rules = Objects.requireNonNull(rules, "rules");
		this.network = Objects.requireNonNull(network, "network");
		this.features = new Features(rules);
		if (features.inputs() != network.inputs()) {
			throw new IllegalArgumentException("the network takes " + network.inputs() + " inputs; " + rules.name()
					+ " gives " + features.inputs());
		}
	}

	/** Games to play in this run. */
	public Training games(long n) { games = n; return this; }
	/** Games played by earlier runs: this run's first game is that one. */
	public Training startAt(long playedBefore) { startAt = playedBefore; return this; }
	public Training alpha(float a) { alpha = a; return this; }
	public Training lambda(float l) {
		if (l < 0 || l > 1) {
			throw new IllegalArgumentException("λ is between 0 and 1, not " + l);
		}
		lambda = l;
		return this;
	}
	/**
	 * Anneals the step size: game k (counting earlier runs' games) learns with α × h / (h + k), half of α after h
	 * games; 0 keeps α constant. A constant step keeps the network wandering about its best as long as it trains.
	 */
	public Training halfLife(long games) {
		halfLife = Math.max(0, games);
		return this;
	}
	public Training threads(int n) { threads = Math.max(1, n); return this; }
	public Training seed(long s) { seed = s; return this; }
	public Training turnCap(int n) { turnCap = Math.max(1, n); return this; }
	/**
	 * Told the games played so far in this run, now and then, from a training thread; asked between games whether to
	 * stop: then {@link #call} returns (the network keeps what it learned).
	 */
	public Training progress(Progress p) { progress = Objects.requireNonNull(p); return this; }

	/** The turns the games of {@link #call} took, as the game counts them: a run of doubles is one turn. */
	public long turns() { return turnsPlayed.get(); }

	/** The plays chosen in those turns: one a roll, several in a turn that plays a run of doubles. */
	public long plays() { return playsChosen.get(); }

	/** Plays the games and returns how many were played (fewer if cancelled). */
	public long call() {
		AtomicLong next = new AtomicLong();
		AtomicLong done = new AtomicLong();
		Runnable work = () -> {
			Learner learner = new Learner();
			long k;
			while (!progress.cancelled() && (k = next.getAndIncrement()) < games) {
				long game = startAt + k;
				learner.step = halfLife == 0 ? alpha : (float) (alpha * halfLife / (double) (halfLife + game));
				learner.play(Rng.derive(seed, game));
				turnsPlayed.addAndGet(learner.turnsThisGame);
				playsChosen.addAndGet(learner.playsThisGame);
				learner.turnsThisGame = 0;
				learner.playsThisGame = 0;
				long d = done.incrementAndGet();
				if (d % 100 == 0 || d == games) {
					progress.worked(d);
				}
			}
		};
		if (threads == 1) {
			work.run();
		} else {
			ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
				Thread t = new Thread(r, "rulebench-training");
				t.setDaemon(true);
				return t;
			});
			try {
				List<Future<?>> running = new ArrayList<>();
				for (int i = 0; i < threads; i++) {
					running.add(pool.submit(work));
				}
				for (Future<?> f : running) {
					f.get();
				}
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new CancellationException("training interrupted");
			} catch (ExecutionException e) {
				throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
			} finally {
				pool.shutdownNow();
			}
		}
		return done.get();
	}

	/** One thread's games: all buffers made once, nothing allocated per turn. */
	private final class Learner {
		private final PlayGenerator generator = new PlayGenerator(rules);
		private final Afterstates afterstates = new Afterstates(generator);
		private final NetworkEvaluator eval = new NetworkEvaluator(features, network);
		private final float[] w = network.parameters();
		private final int faces = rules.dice().faces();
		private final int[] roll = new int[rules.dice().count()];
		private Position position;
		private Position candidate;
		private Position chosen;
		// per side: the previous result's encoding, activations and value, and the eligibility trace
		private final int[][] prevIndex = new int[2][features.maxActive()];
		private final float[][] prevValue = new float[2][features.maxActive()];
		private final int[] prevCount = new int[2];
		private final float[][] prevHidden = new float[2][network.hiddenUnits()];
		private final float[] prevOut = new float[2];
		private final boolean[] hasPrev = new boolean[2];
		private final float[][] trace = lambda > 0 ? new float[2][w.length] : null;
		/** α for the game being played. */
		float step;
		/** Turns and plays of the game being played. */
		long turnsThisGame;
		long playsThisGame;

		void play(long gameSeed) {
			Rng dice = new Rng(gameSeed);
			if (position == null) {
				position = Position.start(rules, 0);
				candidate = position.copy();
				chosen = position.copy();
			}
			position.copyFrom(Position.start(rules, dice.nextInt(2)));
			hasPrev[0] = hasPrev[1] = false;
			if (trace != null) {
				java.util.Arrays.fill(trace[0], 0);
				java.util.Arrays.fill(trace[1], 0);
			}
			int[] runRoll = null;
			for (int turn = 0; turn < turnCap; turn += runRoll == null ? 1 : 0) { // a run of doubles is one turn, as in Game
				int side = position.sideToMove();
				turnsThisGame += runRoll == null ? 1 : 0;
				playsThisGame++;
				if (runRoll != null) {
					System.arraycopy(runRoll, 0, roll, 0, roll.length);
				} else {
					for (int i = 0; i < roll.length; i++) {
						roll[i] = dice.die(faces);
					}
				}
				PlayList plays = generator.generate(position, roll);
				boolean again = afterstates.rollsAgain(plays, roll, position);
				eval.prepare(position, side);
				double best = Double.NEGATIVE_INFINITY;
				int bestEnd = Afterstates.GOES_ON;
				int bestPlay = 0;
				for (int i = 0; i < plays.size(); i++) {
					int end = afterstates.apply(position, plays, i, candidate, again);
					double v = end == Afterstates.GOES_ON ? eval.value(candidate, side) : Afterstates.won(end, side);
					if (v > best) {
						best = v;
						bestEnd = end;
						bestPlay = i;
						Position t = chosen;
						chosen = candidate;
						candidate = t;
					}
				}
				runRoll = afterstates.nextOfRun(position, plays, bestPlay);
				Position t = position;
				position = chosen;
				chosen = t;

				if (bestEnd != Afterstates.GOES_ON) {
					learn(side, (float) Afterstates.won(bestEnd, side));
					learn(1 - side, (float) Afterstates.won(bestEnd, 1 - side));
					return;
				}
				eval.forget(); // the weights have changed since the roll's position was prepared
				float out = (float) eval.value(position, side); // fills the evaluator's buffers for this result
				learn(side, out);
				remember(side, out);
			}
			// Stopped by the cap: both sides learn it was drawn. Without this, self-play that drifted into never
			// finishing (折端's takes, say) bootstraps its values from each other alone and never learns that
			// stalling is worth less than winning.
			learn(0, 0.5f);
			learn(1, 0.5f);
		}

		/** Moves the side's previous value towards {@code target}. */
		private void learn(int side, float target) {
			if (!hasPrev[side]) {
				return;
			}
			float step = this.step * (target - prevOut[side]);
			if (trace == null) {
				network.addGradient(prevIndex[side], prevValue[side], prevCount[side], prevHidden[side], prevOut[side],
						step, w);
			} else {
				float[] e = trace[side];
				for (int i = 0; i < w.length; i++) {
					w[i] += step * e[i];
				}
			}
		}

		private void remember(int side, float out) {
			int n = eval.count;
			System.arraycopy(eval.index, 0, prevIndex[side], 0, n);
			System.arraycopy(eval.value, 0, prevValue[side], 0, n);
			System.arraycopy(eval.hidden, 0, prevHidden[side], 0, eval.hidden.length);
			prevCount[side] = n;
			prevOut[side] = out;
			hasPrev[side] = true;
			if (trace != null) {
				float[] e = trace[side];
				for (int i = 0; i < e.length; i++) {
					e[i] *= lambda;
				}
				network.addGradient(eval.index, eval.value, n, eval.hidden, out, 1, e);
			}
		}
	}
}
