package org.rulebench.engine.cards.wager;

import java.math.BigInteger;

/**
 * An amount of stakes as an exact fraction (19/20 of a stake: a win less 5 % to the house), so that payouts and edges
 * add up without rounding. Always in lowest terms with a positive denominator.
 */
public record Stakes(BigInteger numerator, BigInteger denominator) implements Comparable<Stakes> {
	public static final Stakes ZERO = of(0);
	public static final Stakes ONE = of(1);

	public Stakes {
		if (denominator.signum() == 0) {
			throw new ArithmeticException("no amount has a denominator of 0");
		}
		if (denominator.signum() < 0) {
			numerator = numerator.negate();
			denominator = denominator.negate();
		}
		BigInteger g = numerator.gcd(denominator);
		if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
			numerator = numerator.divide(g);
			denominator = denominator.divide(g);
		}
		if (numerator.signum() == 0) {
			denominator = BigInteger.ONE;
		}
	}

	public static Stakes of(long whole) {
		return new Stakes(BigInteger.valueOf(whole), BigInteger.ONE);
	}

	public static Stakes of(long numerator, long denominator) {
		return new Stakes(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
	}

	public Stakes plus(Stakes o) {
		return new Stakes(numerator.multiply(o.denominator).add(o.numerator.multiply(denominator)), denominator.multiply(o.denominator));
	}

	public Stakes minus(Stakes o) {
		return plus(o.negate());
	}

	public Stakes times(Stakes o) {
		return new Stakes(numerator.multiply(o.numerator), denominator.multiply(o.denominator));
	}

	public Stakes times(long k) {
		return new Stakes(numerator.multiply(BigInteger.valueOf(k)), denominator);
	}

	public Stakes negate() {
		return new Stakes(numerator.negate(), denominator);
	}

	public int signum() {
		return numerator.signum();
	}

	/** The nearest double, for display. */
	public double value() {
		return new java.math.BigDecimal(numerator).divide(new java.math.BigDecimal(denominator), java.math.MathContext.DECIMAL64)
				.doubleValue();
	}

	@Override
	public int compareTo(Stakes o) {
		return numerator.multiply(o.denominator).compareTo(o.numerator.multiply(denominator));
	}

	/** "19/20", "8", "-1". */
	@Override
	public String toString() {
		return denominator.equals(BigInteger.ONE) ? numerator.toString() : numerator + "/" + denominator;
	}
}
