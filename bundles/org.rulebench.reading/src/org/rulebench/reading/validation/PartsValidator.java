package org.rulebench.reading.validation;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.EValidatorRegistrar;
import org.rulebench.reading.reading.Captured;
import org.rulebench.reading.reading.RunToFrontClaim;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.PlacedByHitter;
import org.rulebench.reading.reading.HeldInPlace;
import org.rulebench.reading.reading.BearOffAct;
import org.rulebench.reading.reading.BearingOff;
import org.rulebench.reading.reading.BehindIt;
import org.rulebench.reading.reading.Constraint;
import org.rulebench.reading.reading.Declared;
import org.rulebench.reading.reading.DoubleAct;
import org.rulebench.reading.reading.EnterAct;
import org.rulebench.reading.reading.Happening;
import org.rulebench.reading.reading.Jumps;
import org.rulebench.reading.reading.JumpsAhead;
import org.rulebench.reading.reading.LandsOnOwn;
import org.rulebench.reading.reading.MoveAgainAct;
import org.rulebench.reading.reading.MovesOn;
import org.rulebench.reading.reading.PlaysAnyDouble;
import org.rulebench.reading.reading.PlaysOppositeDouble;
import org.rulebench.reading.reading.PlaysHigherDoubles;
import org.rulebench.reading.reading.LandingZone;
import org.rulebench.reading.reading.PointRange;
import org.rulebench.reading.reading.PlaysTwice;
import org.rulebench.reading.reading.ScoresChips;
import org.rulebench.reading.reading.ThisTurn;
import org.rulebench.reading.reading.Thrown;
import org.rulebench.reading.reading.ADouble;
import org.rulebench.reading.reading.ThrowOf;
import org.rulebench.reading.reading.UseLargerAct;
import org.rulebench.reading.reading.UseMostAct;
import org.rulebench.reading.reading.EffectClaim;
import org.rulebench.reading.reading.FateEffect;
import org.rulebench.reading.reading.FirstTurnOfSide;
import org.rulebench.reading.reading.GridEffect;
import org.rulebench.reading.reading.LandsOnLone;
import org.rulebench.reading.reading.PlaysDouble;
import org.rulebench.reading.reading.RollsAgain;
import org.rulebench.reading.reading.LeaveRunAct;
import org.rulebench.reading.reading.MoveAct;
import org.rulebench.reading.reading.MovedOff;
import org.rulebench.reading.reading.OnIt;
import org.rulebench.reading.reading.OpposingPast;
import org.rulebench.reading.reading.RunCovers;
import org.rulebench.reading.reading.Placement;
import org.rulebench.reading.reading.PlayFact;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.RollIs;
import org.rulebench.reading.reading.Shorthand;
import org.rulebench.reading.reading.StartClaim;

/**
 * Checks the parts of the language (issue 25): each part where it means something. The roll and the turn so far
 * are read only by a constraint's guard, an expectation of plays and the condition of an effect of a step or a throw;
 * "it" only where there is an it.
 */
public class PartsValidator extends AbstractDeclarativeValidator {

	@Override
	protected List<EPackage> getEPackages() {
		return List.of(ReadingPackage.eINSTANCE);
	}

	@Override
	public void register(EValidatorRegistrar registrar) {
		// composed into ReadingValidator, which registers for the package
	}

	@Check
	public void rollIsReadInATurn(RollIs part) {
		inATurn(part, "the roll");
	}

	@Check
	public void firstTurnIsReadInATurn(FirstTurnOfSide part) {
		inATurn(part, "the turn");
	}

	@Check
	public void movedOffIsReadInATurn(MovedOff part) {
		inATurn(part, "what moved this turn");
	}

	@Check
	public void bearingOffIsReadInATurn(BearingOff part) {
		inATurn(part, "whether the side is bearing off");
	}

	@Check
	public void thisTurnIsReadInATurn(ThisTurn part) {
		inATurn(part, "what happened this turn");
	}

	@Check
	public void itIsAPointLandedOn(OnIt part) {
		Constraint c = EcoreUtil2.getContainerOfType(part, Constraint.class);
		EffectClaim e = EcoreUtil2.getContainerOfType(part, EffectClaim.class);
		if ((c == null || !(c.getAct() instanceof MoveAct || c.getAct() instanceof EnterAct)) && (e == null || !stepEffect(e))) {
			error("\"it\" is the point a piece lands on: say `pieces on it` in the guard of `a side may not move a piece ...`"
					+ " or `... enter a piece ...`, or in the condition of a landed-on piece's fate or of a piece moving on",
					part, null, IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void behindItIsBehindAPieceMoved(BehindIt part) {
		Constraint c = EcoreUtil2.getContainerOfType(part, Constraint.class);
		if (c == null || !(c.getAct() instanceof MoveAct || c.getAct() instanceof BearOffAct || c.getAct() instanceof MoveAgainAct)) {
			error("\"behind it\" counts the side's pieces farther back than the point a piece leaves: say it in the guard"
					+ " of `a side may not bear off a piece ...` or `... move a piece ...`", part, null, IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void aPermissionIsWhole(Constraint c) {
		if ((c.isMay() || c.isNeedNot()) && (c.getWhen() != null || c.getUnless() != null)) {
			error("a permission (`a side may ...`, `a side need not ...`) lifts what the language assumes, whole: to allow"
					+ " it only sometimes, say `a side may ...` and `a side may not ... unless ...`", c,
					c.getWhen() != null ? ReadingPackage.eINSTANCE.getConstraint_When() : ReadingPackage.eINSTANCE.getConstraint_Unless(),
					IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void theDiceOfAPlayAreARuleToObey(Constraint c) {
		boolean dice = c.getAct() instanceof UseMostAct || c.getAct() instanceof UseLargerAct;
		if (dice && (c.isMayNot() || c.isMay() || c.isNeedNot() && c.getAct() instanceof UseLargerAct)) {
			error("the dice a play uses are a rule a side must obey: say `a side must use as many dice as it can`, `a side"
					+ " must use the larger die` or `a side need not use as many dice as it can`", c, null, IssueCodes.PART_OUT_OF_PLACE);
		}
		if (c.getAct() instanceof DoubleAct && (c.isMust() || c.isNeedNot())) {
			error("a side may offer to double the stakes, or may not: it is never made to", c, null, IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void coversIsARun(RunCovers part) {
		Constraint c = EcoreUtil2.getContainerOfType(part, Constraint.class);
		if (c == null || !(c.getAct() instanceof LeaveRunAct)) {
			error("\"it covers points\" is said of a run of points: say it in the guard of `a side may not leave N held points"
					+ " in a row`", part, null, IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void pastItIsARun(OpposingPast part) {
		Constraint c = EcoreUtil2.getContainerOfType(part, Constraint.class);
		if (c == null || !(c.getAct() instanceof LeaveRunAct)) {
			error("\"past it\" is past a run of points: say it in the guard of `a side may not leave N held points in a row`",
					part, null, IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void aMoveNamesPointsOrKinds(MoveAct m) {
		if (!m.getKinds().isEmpty() && (m.getFrom() != null || m.isFromAny() || m.getOnto() != null || m.isOntoAny())) {
			error("a move names the kinds it moves (a grid game) or the points it leaves and lands on (a race game), not both",
					m, ReadingPackage.eINSTANCE.getMoveAct_Kinds(), IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void aRunIsForbiddenNotRequired(Constraint c) {
		if (c.isMust() && (c.getAct() instanceof LeaveRunAct || c.getAct() instanceof MoveAgainAct)) {
			error("a side may be kept from leaving a run, not made to leave one: say `a side may not leave ...`", c,
					ReadingPackage.eINSTANCE.getConstraint_Must(), IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void anEffectFitsItsHappening(EffectClaim e) {
		Happening h = e.getHappening();
		String fits = switch (e.getEffect()) {
		case FateEffect f -> h instanceof LandsOnLone ? null : "`that piece is ...` is the fate of a piece landed on: `when a piece lands on a lone opposing piece, ...`";
		case MovesOn m -> h instanceof LandsOnOwn ? null : "a piece moves on from a point where an own piece stands: `when a piece lands on an own piece, ...`";
		case RollsAgain r -> h instanceof PlaysDouble || h instanceof Thrown || h instanceof Jumps ? null
				: "another roll follows a throw: `when a side throws ...`, `when a side plays a double`, `when the rearmost piece jumps ...`";
		case PlaysTwice p -> h instanceof Thrown ? null : "a roll played twice is a throw's: `when a side throws a double, ...`";
		case PlaysAnyDouble p -> h instanceof Thrown ? null : "any double after it follows a throw: `when a side throws 1-2, ...`";
		case PlaysOppositeDouble p -> h instanceof Thrown t && onlyDoubles(t) ? null
				: "the opposite double follows a double thrown: `when a side throws a double, ...` (or `throws 6-6, 5-5`)";
		case PlaysHigherDoubles p -> h instanceof Thrown t && onlyDoubles(t) || h instanceof PlaysDouble ? null
				: "each higher double follows a double thrown: `when a side throws a double, ...` (or `throws 3-3, 4-4`)";
		case JumpsAhead j -> h instanceof Thrown ? null : "the rearmost piece jumps on a throw: `when a side throws 1-6, a double, ...`";
		case ScoresChips c -> h instanceof Jumps ? "chips are scored on a step (a piece lands, enters, leaves a point or is borne off) or on a throw" : null;
		default -> null;
		};
		if (fits != null) {
			error(fits, e, ReadingPackage.eINSTANCE.getEffectClaim_Effect(), IssueCodes.PART_OUT_OF_PLACE);
		}
		if (h instanceof Thrown t && !(e.getEffect() instanceof JumpsAhead) && t.getThrows().stream().anyMatch(Declared.class::isInstance)) {
			error("a side's declared roll triggers only the rearmost piece's jump", e, ReadingPackage.eINSTANCE.getEffectClaim_Happening(),
					IssueCodes.PART_OUT_OF_PLACE);
		}
		if (e.getHappening() instanceof Captured != e.getEffect() instanceof GridEffect) {
			error(e.getHappening() instanceof Captured
					? "what becomes of a captured piece is said with `it goes to the hand of its captor` or `it leaves the game`"
					: "`it goes to the hand of its captor` and `it leaves the game` follow `when a piece is captured`", e,
					ReadingPackage.eINSTANCE.getEffectClaim_Effect(), IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	/** A landed-on piece's fate or a piece moving on under a condition: read just before the step, "it" the point landed on. */
	private static boolean stepEffect(EffectClaim e) {
		return e.getCondition() != null && (e.getEffect() instanceof FateEffect || e.getEffect() instanceof MovesOn);
	}

	/** What a throw does to the dice and the turn: its condition is read at the start of the turn, the roll known. */
	private static boolean throwEffect(EffectClaim e) {
		return (e.getHappening() instanceof Thrown || e.getHappening() instanceof PlaysDouble) && (e.getEffect() instanceof RollsAgain
				|| e.getEffect() instanceof PlaysTwice || e.getEffect() instanceof PlaysAnyDouble
				|| e.getEffect() instanceof PlaysOppositeDouble || e.getEffect() instanceof PlaysHigherDoubles);
	}

	/**
	 * A condition on an effect is played for what a throw does, for chips, for the fate of a piece landed on (but a
	 * hold and a placing by the hitter), for a piece moving on and for one rule's rearmost piece's jump.
	 */
	@Check
	public void anEffectsConditionIsPlayed(EffectClaim e) {
		if (e.getCondition() == null || throwEffect(e) || e.getEffect() instanceof ScoresChips) {
			return;
		}
		String out = switch (e.getEffect()) {
		case FateEffect f -> f.getFate() instanceof HeldInPlace || f.getFate() instanceof PlacedByHitter
				? "a piece held in place or placed by the hitter takes no condition: under a condition a piece landed on may"
						+ " be sent to the bar, removed from the game, returned to its start or left where it is; state this"
						+ " fate without `and ...`, or the readings of it as alternatives"
				: null;
		case MovesOn m -> null;
		case JumpsAhead j -> anotherJump(e)
				? "the rearmost piece's jump under a condition is one rule: no other rule of the reading may make it jump;"
						+ " name every throw in this rule's happening (`when a side throws 1-6 or a double and ..., ...`)"
				: null;
		default -> "this effect holds every turn: the engine does not play it under a condition (conditions are played on"
				+ " what a throw does, on chips, on the fate of a piece landed on, on a piece moving on and on the"
				+ " rearmost piece's jump); state the rule without `and ...` or as alternatives";
		};
		if (out != null) {
			error(out, e, ReadingPackage.eINSTANCE.getEffectClaim_Condition(), IssueCodes.EFFECT_CONDITION_NOT_PLAYED);
		}
	}

	/** Another rule of the reading than {@code e}'s makes the rearmost piece jump. */
	private static boolean anotherJump(EffectClaim e) {
		Rule own = EcoreUtil2.getContainerOfType(e, Rule.class);
		Reading reading = EcoreUtil2.getContainerOfType(e, Reading.class);
		if (reading == null) {
			return false;
		}
		for (Rule r : EcoreUtil2.getAllContentsOfType(reading, Rule.class)) {
			if (r != own && (EcoreUtil2.getAllContentsOfType(r, RunToFrontClaim.class).size() > 0
					|| EcoreUtil2.getAllContentsOfType(r, EffectClaim.class).stream().anyMatch(c -> c.getEffect() instanceof JumpsAhead))) {
				return true;
			}
		}
		return false;
	}

	/** A zone a step lands in is on the board, and the same points for both sides. */
	@Check
	public void aLandingZoneIsOnTheBoard(LandingZone zone) {
		Reading r = EcoreUtil2.getContainerOfType(zone, Reading.class);
		org.rulebench.engine.rules.Board board = r == null ? null : boardOf(r);
		if (zone instanceof PointRange range) {
			int points = board == null ? 24 : board.points();
			if (range.getFrom() < 1 || range.getTo() < 1 || range.getFrom() > points || range.getTo() > points) {
				error("points " + range.getFrom() + " to " + range.getTo() + " are not all on a board of " + points + " points",
						zone, null, IssueCodes.LANDING_ZONE);
			}
		} else if (board != null && new org.rulebench.reading.compile.Points(board).zone(zone) == null) {
			error("on this board the home zone is not one range of points the same for both sides (no home, or the second"
					+ " side's track shifted by other than none or half the board): name the points, `onto points 13 to 18`",
					zone, null, IssueCodes.LANDING_ZONE);
		}
	}

	/** The race board a reading (or the reading it extends) states, as the compiler builds it; null if none. */
	private static org.rulebench.engine.rules.Board boardOf(Reading reading) {
		org.rulebench.reading.reading.BoardClaim board = null;
		org.rulebench.reading.reading.TravelClaim travel = null;
		boolean circuit = false;
		try {
			for (org.rulebench.reading.reading.Rule rule : org.rulebench.reading.compile.ReadingChain.of(reading).effectiveRules().values()) {
				org.rulebench.reading.reading.Claim c = org.rulebench.reading.compile.Dimension.claimOf(rule);
				board = c instanceof org.rulebench.reading.reading.BoardClaim b ? b : board;
				travel = c instanceof org.rulebench.reading.reading.TravelClaim t ? t : travel;
				circuit |= c instanceof org.rulebench.reading.reading.CircuitClaim;
			}
		} catch (RuntimeException cycle) {
			return null; // reported by ReadingValidator
		}
		if (board == null || board.isGrid() || board.getSize() < 1) {
			return null;
		}
		int home = board.getHome() > 0 ? board.getHome() : Math.max(1, board.getSize() / 4);
		boolean same = travel != null && !travel.isAgainst();
		return new org.rulebench.engine.rules.Board(board.getSize(), circuit ? 0 : home,
				same ? org.rulebench.engine.rules.Travel.SAME_DIRECTION : org.rulebench.engine.rules.Travel.OPPOSITE,
				same ? travel.getOffset() : 0, circuit);
	}

	/** Every throw named is a double: `a double`, or rolls such as 6-6. */
	private static boolean onlyDoubles(Thrown t) {
		return t.getThrows().stream().allMatch(th -> th instanceof ADouble
				|| th instanceof ThrowOf o && o.getRoll().getLow() == o.getRoll().getHigh());
	}

	@Check
	public void noPieceStartsHeld(Placement p) {
		if (p.isHeld() && EcoreUtil2.getContainerOfType(p, StartClaim.class) != null) {
			error("a start cannot hold a piece: `held on` places a held piece in an expectation", p,
					ReadingPackage.eINSTANCE.getPlacement_Held(), IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void shorthandIsTheLibrarys(Shorthand s) {
		if (!(s.eContainer() instanceof Reading r) || !"rulebench.shorthand".equals(r.getName())) {
			error("`shorthand ... means ...` is how the shipped library defines the fixed sentences; a reading states"
					+ " its rules with `rule NAME: ...` (`rulebench explain FILE` shows them expanded into parts)", s, null,
					IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	private void inATurn(EObject part, String what) {
		EffectClaim effect = EcoreUtil2.getContainerOfType(part, EffectClaim.class);
		if (effect != null && (throwEffect(effect) || effect.getEffect() instanceof JumpsAhead)
				&& (part instanceof RollIs || part instanceof FirstTurnOfSide)) {
			return; // the condition of what a throw does reads the turn's start: the roll, the first turn
		}
		if (effect != null && stepEffect(effect)) {
			return; // read just before the step, as a constraint's guard is
		}
		if (EcoreUtil2.getContainerOfType(part, Constraint.class) == null
				&& EcoreUtil2.getContainerOfType(part, PlayFact.class) == null) {
			error(what + " can be read only in the guard of a constraint (`a side may not ... when ...`), in an"
					+ " expectation of plays, in the condition of a landed-on piece's fate or of a piece moving on, or (the"
					+ " roll, the first turn) in the condition of what a throw does (`when a side throws a double and the"
					+ " roll is 6-6, the side rolls again`); an event's condition reads the standing after the turn, chips"
					+ " scored on a step the standing before the step", part, null,
					IssueCodes.PART_OUT_OF_PLACE);
		}
	}
}
