package org.rulebench.engine.players;

import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;

/**
 * pubeval, Gerald Tesauro's linear evaluation of backgammon positions: a fixed yardstick that makes obvious
 * mistakes but plays a decent game. Two weight vectors, one for races and one for positions with contact (chosen
 * on the position before the play), over 122 inputs: for each point, from the mover's farthest (24) to its
 * nearest (1), an opposing blot, a lone own piece, two or more, exactly three, and (n - 3) / 2 beyond three;
 * then the opponent's pieces on the bar (/ 2) and the mover's pieces borne off (/ 15). A score, not a
 * probability: it only ranks the results of one roll.
 * <p>
 * The weights are Tesauro's, published with his C program {@code pubeval.c} (IBM Research, 1993) "as a public
 * service to the backgammon programming community" and used as the standard benchmark opponent since (Tesauro,
 * "Temporal difference learning and TD-Gammon", CACM 38(3), 1995; GNU Backgammon ships them in
 * {@code pub_eval.c}). They are typed in here as data.
 */
public final class PubEval implements Evaluator {
	/** Race weights (no contact left): 24 points × 5 inputs, the opponent's bar, the mover's borne off. */
	private static final float[] RACE = {
			.00000f, -.17160f, .27010f, .29906f, -.08471f, .00000f, -1.40375f,
			-1.05121f, .07217f, -.01351f, .00000f, -1.29506f, -2.16183f, .13246f,
			-1.03508f, .00000f, -2.29847f, -2.34631f, .17253f, .08302f, .00000f,
			-1.27266f, -2.87401f, -.07456f, -.34240f, .00000f, -1.34640f, -2.46556f,
			-.13022f, -.01591f, .00000f, .27448f, .60015f, .48302f, .25236f, .00000f,
			.39521f, .68178f, .05281f, .09266f, .00000f, .24855f, -.06844f, -.37646f,
			.05685f, .00000f, .17405f, .00430f, .74427f, .00576f, .00000f, .12392f,
			.31202f, -.91035f, -.16270f, .00000f, .01418f, -.10839f, -.02781f, -.88035f,
			.00000f, 1.07274f, 2.00366f, 1.16242f, .22520f, .00000f, .85631f, 1.06349f,
			1.49549f, .18966f, .00000f, .37183f, -.50352f, -.14818f, .12039f, .00000f,
			.13681f, .13978f, 1.11245f, -.12707f, .00000f, -.22082f, .20178f, -.06285f,
			-.52728f, .00000f, -.13597f, -.19412f, -.09308f, -1.26062f, .00000f, 3.05454f,
			5.16874f, 1.50680f, 5.35000f, .00000f, 2.19605f, 3.85390f, .88296f, 2.30052f,
			.00000f, .92321f, 1.08744f, -.11696f, -.78560f, .00000f, -.09795f, -.83050f,
			-1.09167f, -4.94251f, .00000f, -1.00316f, -3.66465f, -2.56906f, -9.67677f,
			.00000f, -2.77982f, -7.26713f, -3.40177f, -12.32252f, .00000f, 3.42040f };
	/** Contact weights. */
	private static final float[] CONTACT = {
			.25696f, -.66937f, -1.66135f, -2.02487f, -2.53398f, -.16092f, -1.11725f,
			-1.06654f, -.92830f, -1.99558f, -1.10388f, -.80802f, .09856f, -.62086f,
			-1.27999f, -.59220f, -.73667f, .89032f, -.38933f, -1.59847f, -1.50197f,
			-.60966f, 1.56166f, -.47389f, -1.80390f, -.83425f, -.97741f, -1.41371f,
			.24500f, .10970f, -1.36476f, -1.05572f, 1.15420f, .11069f, -.38319f, -.74816f,
			-.59244f, .81116f, -.39511f, .11424f, -.73169f, -.56074f, 1.09792f, .15977f,
			.13786f, -1.18435f, -.43363f, 1.06169f, -.21329f, .04798f, -.94373f, -.22982f,
			1.22737f, -.13099f, -.06295f, -.75882f, -.13658f, 1.78389f, .30416f, .36797f,
			-.69851f, .13003f, 1.23070f, .40868f, -.21081f, -.64073f, .31061f, 1.59554f,
			.65718f, .25429f, -.80789f, .08240f, 1.78964f, .54304f, .41174f, -1.06161f,
			.07851f, 2.01451f, .49786f, .91936f, -.90750f, .05941f, 1.83120f, .58722f,
			1.28777f, -.83711f, -.33248f, 2.64983f, .52698f, .82132f, -.58897f, -1.18223f,
			3.35809f, .62017f, .57353f, -.07276f, -.36214f, 4.37655f, .45481f, .21746f,
			.10504f, -.61977f, 3.54001f, .04612f, -.18108f, .63211f, -.87046f, 2.47673f,
			-.48016f, -1.27157f, .86505f, -1.11342f, 1.24612f, -.82385f, -2.77082f,
			1.23606f, -1.59529f, .10438f, -1.30206f, -4.11520f, 5.62596f, -2.75800f };

	private float[] weights = CONTACT;

	/** Whether pubeval can judge positions of these rules: backgammon's board, 15 pieces a side. */
	public static boolean suits(RuleSet rules) {
		return rules.backgammonShaped() && rules.pieces() == 15 && !rules.board().circuit();
	}

	/** The reason pubeval cannot play these rules, or null if it can. */
	public static String refusal(RuleSet rules) {
		return suits(rules) ? null
				: "pubeval judges backgammon positions only (24 points, the sides moving against each other, 15 pieces"
						+ " a side); " + rules.name() + " is not one";
	}

	@Override
	public void prepare(Position before, int side) {
		if (!suits(before.rules())) {
			throw new IllegalArgumentException(refusal(before.rules()));
		}
		weights = race(before, side) ? RACE : CONTACT;
	}

	/** No piece of either side has an opposing piece still ahead of it. */
	public static boolean race(Position p, int side) {
		int other = 1 - side;
		int mine = p.onBar(side) > 0 ? 25 : p.farthest(side);
		int theirs = p.onBar(other) > 0 ? 25 : p.farthest(other);
		// the opponent's farthest point f stands on the mover's point 25 - f
		return mine < 25 - theirs;
	}

	@Override
	public double value(Position p, int side) {
		return score(p, side, weights);
	}

	/** The linear score for {@code side} with the given weights. */
	static double score(Position p, int side, float[] w) {
		int other = 1 - side;
		double s = 0;
		for (int point = 24; point >= 1; point--) {
			int at = 5 * (24 - point);
			int n = p.count(side, point);
			if (n == 0 && p.opponentCount(side, point) == 1) {
				s += w[at];
			} else if (n == 1) {
				s += w[at + 1];
			} else if (n >= 2) {
				s += w[at + 2];
				if (n == 3) {
					s += w[at + 3];
				} else if (n >= 4) {
					s += w[at + 4] * (n - 3) / 2.0;
				}
			}
		}
		s += w[120] * (p.onBar(other) / 2.0);
		s += w[121] * (p.borneOff(side) / 15.0);
		return s;
	}

	/** Contact or race weights by the position's standing, as {@link #prepare} would choose them. */
	public static double score(Position p, int side, boolean race) {
		return score(p, side, race ? RACE : CONTACT);
	}

	@Override
	public double outcome(double won) {
		return won == 1 ? 1e9 : won == 0 ? -1e9 : 0;
	}

	@Override
	public boolean probabilities() {
		return false;
	}
}
