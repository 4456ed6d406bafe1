package org.rulebench.engine.learning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The network's gradient is the derivative of its output: checked against central finite differences. */
class NetworkTest {

	@Test
	void gradientMatchesFiniteDifferences() {
		Network net = Network.random(7, 5, 42);
		// larger weights than a fresh network, so that no unit sits in the sigmoid's linear middle
		float[] p = net.parameters();
		for (int i = 0; i < p.length; i++) {
			p[i] *= 8;
		}
		int[] index = { 0, 3, 6 };
		float[] value = { 1f, 0.5f, 2f };
		float[] h = new float[5];
		float out = net.forward(index, value, 3, h);
		float[] grad = new float[p.length];
		net.addGradient(index, value, 3, h, out, 1f, grad);
		int checked = 0;
		for (int i = 0; i < p.length; i++) {
			float keep = p[i];
			float eps = 1e-2f;
			p[i] = keep + eps;
			double up = net.forward(index, value, 3, new float[5]);
			p[i] = keep - eps;
			double down = net.forward(index, value, 3, new float[5]);
			p[i] = keep;
			double numeric = (up - down) / (2 * eps);
			assertEquals(numeric, grad[i], 2e-4 + 0.02 * Math.abs(numeric), "parameter " + i);
			if (numeric != 0) {
				checked++;
			}
		}
		// the rows of inputs 1, 2, 4 and 5 are not set: their gradient is zero and stays untouched
		assertEquals(0f, grad[1 * 5 + 2]);
		assertTrue(checked >= 3 * 5 + 5 + 5 + 1, "every parameter of the set inputs has a gradient: " + checked);
	}

	@Test
	void sigmoidTableIsExact() {
		for (double z = -20; z <= 20; z += 0.0137) {
			assertEquals(1 / (1 + Math.exp(-z)), Network.sigmoid((float) z), 2e-6, "z = " + z);
		}
	}

	@Test
	void addingTheScaledGradientToTheParametersMovesTheOutputThatWay() {
		Network net = Network.random(4, 3, 1);
		int[] index = { 1, 2 };
		float[] value = { 1f, 1f };
		float[] h = new float[3];
		float before = net.forward(index, value, 2, h);
		net.addGradient(index, value, 2, h, before, 0.5f, net.parameters());
		assertTrue(net.forward(index, value, 2, h) > before);
	}
}
