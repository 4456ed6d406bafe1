package org.rulebench.engine.learning;

import org.rulebench.engine.players.Evaluator;
import org.rulebench.engine.position.Position;

/** A network's probability that the side wins; one instance per thread (it keeps the encoding's buffers). */
public final class NetworkEvaluator implements Evaluator {
	private final Features features;
	private final Network network;
	final int[] index;
	final float[] value;
	final float[] hidden;
	int count;

	public NetworkEvaluator(Features features, Network network) {
		if (features.inputs() != network.inputs()) {
			throw new IllegalArgumentException("the network takes " + network.inputs() + " inputs, the rules give "
					+ features.inputs());
		}
		this.features = features;
		this.network = network;
		this.index = new int[features.maxActive()];
		this.value = new float[features.maxActive()];
		this.hidden = new float[network.hiddenUnits()];
	}

	@Override
	public double value(Position position, int side) {
		count = features.encode(position, side, index, value);
		return network.forward(index, value, count, hidden);
	}

	public Network network() {
		return network;
	}

	public Features features() {
		return features;
	}
}
