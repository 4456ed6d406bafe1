package org.rulebench.engine.scoring;

import java.util.function.IntBinaryOperator;

/** How two quantities are compared in a condition. */
public enum Comparison {
	EQ("=", (a, b) -> a == b ? 1 : 0),
	NE("!=", (a, b) -> a != b ? 1 : 0),
	LT("<", (a, b) -> a < b ? 1 : 0),
	LE("<=", (a, b) -> a <= b ? 1 : 0),
	GT(">", (a, b) -> a > b ? 1 : 0),
	GE(">=", (a, b) -> a >= b ? 1 : 0);

	private final String symbol;
	private final IntBinaryOperator test;

	Comparison(String symbol, IntBinaryOperator test) {
		this.symbol = symbol;
		this.test = test;
	}

	public String symbol() {
		return symbol;
	}

	public boolean holds(int left, int right) {
		return test.applyAsInt(left, right) != 0;
	}

	/** The condition that {@code left} stands in this relation to {@code right}. */
	public Condition of(Quantity left, Quantity right) {
		return (p, s) -> holds(left.of(p, s), right.of(p, s));
	}
}
