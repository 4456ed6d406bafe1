package org.rulebench.reading.compile;

import org.rulebench.reading.reading.*;

/**
 * The dimension of a game a claim is about (DOMAIN.md, race-game rule dimensions): two rules of one reading about
 * the same dimension clash, and the alternatives of an uncertain rule must all be about one dimension.
 */
public final class Dimension {
	private Dimension() {
	}

	/**
	 * What a rule claims, as far as its dimension goes: its own claim, or its first alternative's (the alternatives
	 * of a rule are all about one dimension); null for a rule with neither.
	 */
	public static Claim claimOf(Rule rule) {
		if (rule.getClaim() != null) {
			return rule.getClaim();
		}
		return rule.getAlternatives().isEmpty() ? null : rule.getAlternatives().get(0).getClaim();
	}

	/** The words of a part as written, spaced singly. */
	public static String words(org.eclipse.emf.ecore.EObject part) {
		if (part == null) {
			return ""; // a part the parser could not make (a syntax error, reported where it stands)
		}
		org.eclipse.xtext.nodemodel.ICompositeNode node = org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(part);
		return node == null ? part.eClass().getName() : org.eclipse.xtext.nodemodel.util.NodeModelUtils.getTokenText(node);
	}

	/**
	 * What the alternatives of one rule must agree on: the dimension, save that a part's conditions may differ (two
	 * readings of when a side may not do an act, or of when the game ends, are readings of one rule).
	 */
	public static String ofAlternative(Claim claim) {
		if (claim instanceof Constraint c) return constraint(c).replaceFirst(" (when|unless) .*$", "");
		if (claim instanceof EndPart e) return e.isDraw() ? "a draw" : "the end";
		if (claim instanceof StakePart) return "stakes when";
		if (claim instanceof EffectClaim e && e.getCondition() != null) { // a fate, moving on, a jump under a condition or not
			if (e.getEffect() instanceof FateEffect) return "hitting";
			if (e.getEffect() instanceof MovesOn) return "landing on an own piece";
			if (e.getEffect() instanceof JumpsAhead) return "the rearmost piece jumping to the front";
		}
		return of(claim);
	}

	public static String of(Claim claim) {
		if (claim instanceof BoardClaim b) return b.isGrid() ? "grid board" : "board";
		if (claim instanceof TravelClaim) return "travel";
		if (claim instanceof CircuitClaim) return "circuit";
		if (claim instanceof PiecesClaim) return "pieces";
		if (claim instanceof StartClaim s) return s.eIsSet(ReadingPackage.eINSTANCE.getStartClaim_Side()) ? "start of the " + s.getSide().getLiteral() + " side" : "start";
		if (claim instanceof DiceClaim) return "dice";
		if (claim instanceof DoublesClaim) return "doubles";
		if (claim instanceof SumsClaim) return "summing dice";
		if (claim instanceof UseDiceClaim) return "using the dice";
		if (claim instanceof LargerDieClaim) return "the larger die";
		if (claim instanceof PointLimitClaim) return "pieces on a point";
		if (claim instanceof BlockClaim) return "blocking";
		if (claim instanceof HitClaim) return "hitting";
		if (claim instanceof SkipOwnClaim) return "landing on an own piece";
		if (claim instanceof ReEntryClaim) return "entering";
		if (claim instanceof BearOffClaim) return "bearing off";
		if (claim instanceof BearOffPriorityClaim) return "bear-off priority";
		if (claim instanceof OverBearClaim) return "bearing off with a larger die";
		if (claim instanceof OnePiecePerDieClaim) return "one piece per die in bear-off";
		if (claim instanceof TakeClaim) return "taking when nothing can be borne off";
		if (claim instanceof PrimeClaim) return "primes";
		if (claim instanceof ExtraRollClaim e) return e.isAceyDeucey() ? "acey-deucey" : "another roll after doubles";
		if (claim instanceof RunToFrontClaim) return "the rearmost piece jumping to the front";
		if (claim instanceof ThrowsClaim t) return "the throws called " + t.getName();
		if (claim instanceof EventClaim e) return "event " + (e.getEvent() == null ? "" : e.getEvent().getName());
		if (claim instanceof EndClaim) return "the end";
		if (claim instanceof VictoryClaim) return "the winner";
		if (claim instanceof StakesClaim) return "stakes";
		if (claim instanceof CubeClaim) return "the doubling cube";
		if (claim instanceof FirstTurnClaim) return "the first turn";
		if (claim instanceof GridClaim g) return org.rulebench.reading.grid.GridDimension.of(g);
		if (claim instanceof CardClaim c) return org.rulebench.reading.cards.CardDimension.of(c);
		if (claim instanceof EffectClaim e) return effect(e);
		if (claim instanceof Constraint c) return constraint(c);
		if (claim instanceof EndPart e) return (e.isDraw() ? "a draw when " : "the end when ") + words(e.getCondition());
		if (claim instanceof StakePart s) return "stakes when " + words(s.getCondition());
		return claim.eClass().getName();
	}

	/**
	 * What a side may not, must, may or need not do, with the conditions' words: two constraints on one act that
	 * bind under different conditions do not clash.
	 */
	private static String constraint(Constraint c) {
		String modality = c.isMust() ? "must do: " : c.isMay() ? "may do: " : c.isNeedNot() ? "need not do: " : "may not do: ";
		return "what a side " + modality + words(c.getAct()) + (c.getWhen() == null ? "" : " when " + words(c.getWhen()))
				+ (c.getUnless() == null ? "" : " unless " + words(c.getUnless()));
	}

	/** The dimension of an effect: the fixed sentence's where it states one, else its happening and its effect. */
	private static String effect(EffectClaim e) {
		Happening h = e.getHappening();
		Effect f = e.getEffect();
		String when = words(h) + (e.getCondition() != null ? " and " + words(e.getCondition()) : "");
		if (f instanceof PlaysOppositeDouble || f instanceof PlaysHigherDoubles) {
			return "the doubles played after a double when " + when; // the opposite double and the run: readings of one rule
		}
		if (e.getCondition() != null) { // with its condition's words: one happening may have effects under different conditions
			return "what happens when " + when + ": " + words(f);
		}
		boolean doubles = h instanceof Thrown t && t.getThrows().size() == 1 && t.getThrows().get(0) instanceof ADouble;
		if (h instanceof Captured) return "what becomes of captured pieces";
		if (f instanceof FateEffect) return "hitting";
		if (f instanceof MovesOn) return "landing on an own piece";
		if (f instanceof RollsAgain && (h instanceof PlaysDouble || doubles)) return "another roll after doubles";
		if (f instanceof PlaysTwice && doubles) return "doubles";
		if (f instanceof JumpsAhead) return "the rearmost piece jumping to the front";
		if (f instanceof ScoresChips) return "chips when " + words(h);
		return "what happens when " + words(h) + ": " + words(f);
	}
}
