package org.rulebench.engine.learning;

import java.util.SplittableRandom;

/**
 * The evaluation network: one hidden layer of sigmoid units and one sigmoid output, the probability that the judged
 * side wins. All parameters in one float array, {@code [input→hidden (input-major), hidden biases, hidden→output,
 * output bias]}, so that a gradient, an eligibility trace and the saved file share one layout. Inputs come sparse
 * (see {@link Features}): a forward pass costs the set inputs × hidden units. The methods keep no state; callers
 * bring their own buffers, so threads may share one network (training updates it without locks, as Hogwild does).
 */
public final class Network {
	private final int inputs;
	private final int hidden;
	private final float[] w;
	private final int b1;
	private final int w2;
	private final int b2;

	public Network(int inputs, int hidden, float[] parameters) {
		this.inputs = inputs;
		this.hidden = hidden;
		if (parameters.length != size(inputs, hidden)) {
			throw new IllegalArgumentException("a network of " + inputs + " inputs and " + hidden + " hidden units has "
					+ size(inputs, hidden) + " parameters, not " + parameters.length);
		}
		this.w = parameters;
		this.b1 = inputs * hidden;
		this.w2 = b1 + hidden;
		this.b2 = w2 + hidden;
	}

	/** A network with small random weights (uniform in ±0.1, from the seed). */
	public static Network random(int inputs, int hidden, long seed) {
		float[] p = new float[size(inputs, hidden)];
		SplittableRandom r = new SplittableRandom(seed);
		for (int i = 0; i < p.length; i++) {
			p[i] = (float) (r.nextDouble() * 0.2 - 0.1);
		}
		return new Network(inputs, hidden, p);
	}

	public static int size(int inputs, int hidden) {
		return inputs * hidden + 2 * hidden + 1;
	}

	public int inputs() { return inputs; }
	public int hiddenUnits() { return hidden; }
	/** The parameters themselves (not a copy): the layout is the class comment's. */
	public float[] parameters() { return w; }

	/**
	 * The output for the {@code count} set inputs; the hidden units' activations are left in {@code h}
	 * ({@code hidden} long) for a gradient.
	 */
	public float forward(int[] index, float[] value, int count, float[] h) {
		preActivations(index, value, count, h);
		return finish(h);
	}

	/** The hidden units' weighted sums (before the sigmoid) for the set inputs, into {@code z}. */
	public void preActivations(int[] index, float[] value, int count, float[] z) {
		System.arraycopy(w, b1, z, 0, hidden);
		add(index, value, count, z);
	}

	/** Adds the inputs' weighted contributions to the hidden units' sums {@code z}: for a change of a few inputs. */
	public void add(int[] index, float[] value, int count, float[] z) {
		for (int k = 0; k < count; k++) {
			int row = index[k] * hidden;
			float x = value[k];
			for (int j = 0; j < hidden; j++) {
				z[j] += w[row + j] * x;
			}
		}
	}

	/** The output from the hidden units' sums; {@code h} holds the sums and is left with the activations. */
	public float finish(float[] h) {
		float out = w[b2];
		for (int j = 0; j < hidden; j++) {
			float a = sigmoid(h[j]);
			h[j] = a;
			out += w[w2 + j] * a;
		}
		return sigmoid(out);
	}

	/** The logistic function from a table, linearly interpolated (error under 1e-6): exp is the forward pass's costliest step. */
	public static float sigmoid(float z) {
		if (z <= -SIGMOID_RANGE) {
			return SIGMOID[0];
		}
		if (z >= SIGMOID_RANGE) {
			return SIGMOID[SIGMOID.length - 1];
		}
		float at = (z + SIGMOID_RANGE) * SIGMOID_STEPS;
		int i = (int) at;
		float f = at - i;
		return SIGMOID[i] + f * (SIGMOID[i + 1] - SIGMOID[i]);
	}

	private static final float SIGMOID_RANGE = 16f;
	private static final int SIGMOID_STEPS = 256;
	private static final float[] SIGMOID = new float[(int) (2 * SIGMOID_RANGE * SIGMOID_STEPS) + 2];
	static {
		for (int i = 0; i < SIGMOID.length; i++) {
			SIGMOID[i] = (float) (1 / (1 + Math.exp(-(i / (double) SIGMOID_STEPS - SIGMOID_RANGE))));
		}
	}

	/**
	 * Adds {@code scale} × the gradient of the output (at the inputs, activations {@code h} and output {@code out}
	 * of a forward pass) to {@code into}, a parameter-shaped array: the network's own parameters for a TD(0)
	 * step, an eligibility trace, or a gradient for testing. Only the rows of the set inputs are touched.
	 */
	public void addGradient(int[] index, float[] value, int count, float[] h, float out, float scale, float[] into) {
		float d = out * (1 - out) * scale;
		into[b2] += d;
		// hidden deltas from the output weights before they change (into may be the parameters)
		float[] delta = deltas.get();
		if (delta.length < hidden) {
			delta = new float[hidden];
			deltas.set(delta);
		}
		for (int j = 0; j < hidden; j++) {
			delta[j] = d * w[w2 + j] * h[j] * (1 - h[j]);
		}
		for (int j = 0; j < hidden; j++) {
			into[w2 + j] += d * h[j];
			into[b1 + j] += delta[j];
		}
		for (int k = 0; k < count; k++) {
			int row = index[k] * hidden;
			float x = value[k];
			for (int j = 0; j < hidden; j++) {
				into[row + j] += delta[j] * x;
			}
		}
	}

	private final ThreadLocal<float[]> deltas = ThreadLocal.withInitial(() -> new float[0]);

	/** A copy with its own parameters. */
	public Network copy() {
		return new Network(inputs, hidden, w.clone());
	}
}
