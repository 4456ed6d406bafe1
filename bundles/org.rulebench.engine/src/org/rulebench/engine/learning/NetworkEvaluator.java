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
		this.baseIndex = new int[features.maxActive()];
		this.baseValue = new float[features.maxActive()];
		this.baseSums = new float[network.hiddenUnits()];
		this.changeIndex = new int[2 * features.maxActive()];
		this.changeValue = new float[2 * features.maxActive()];
	}

	// the position before the plays of a roll, for its side: the plays' results differ from it in a few inputs
	private final int[] baseIndex;
	private final float[] baseValue;
	private final float[] baseSums;
	private final int[] changeIndex;
	private final float[] changeValue;
	private int baseCount;
	private int baseSide = -1;

	@Override
	public void prepare(Position before, int side) {
		baseCount = features.encode(before, side, baseIndex, baseValue);
		network.preActivations(baseIndex, baseValue, baseCount, baseSums);
		baseSide = side;
	}

	/** Forgets the prepared position: the network's weights changed since. */
	public void forget() {
		baseSide = -1;
	}

	@Override
	public double value(Position position, int side) {
		count = features.encode(position, side, index, value);
		if (side != baseSide) {
			return network.forward(index, value, count, hidden);
		}
		int changes = changes();
		System.arraycopy(baseSums, 0, hidden, 0, hidden.length);
		network.add(changeIndex, changeValue, changes, hidden);
		return network.finish(hidden);
	}

	/** The inputs in which the encoding differs from the prepared one, with the difference: both lists are sorted. */
	private int changes() {
		int n = 0;
		int a = 0;
		int b = 0;
		while (a < count || b < baseCount) {
			int ia = a < count ? index[a] : Integer.MAX_VALUE;
			int ib = b < baseCount ? baseIndex[b] : Integer.MAX_VALUE;
			if (ia == ib) {
				float d = value[a++] - baseValue[b++];
				if (d != 0) {
					changeIndex[n] = ia;
					changeValue[n++] = d;
				}
			} else if (ia < ib) {
				changeIndex[n] = ia;
				changeValue[n++] = value[a++];
			} else {
				changeIndex[n] = ib;
				changeValue[n++] = -baseValue[b++];
			}
		}
		return n;
	}

	public Network network() {
		return network;
	}

	public Features features() {
		return features;
	}
}
