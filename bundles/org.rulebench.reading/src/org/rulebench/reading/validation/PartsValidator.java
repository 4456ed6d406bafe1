package org.rulebench.reading.validation;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.EValidatorRegistrar;
import org.rulebench.reading.reading.Constraint;
import org.rulebench.reading.reading.EffectClaim;
import org.rulebench.reading.reading.FateEffect;
import org.rulebench.reading.reading.FirstTurnOfSide;
import org.rulebench.reading.reading.LandsOnLone;
import org.rulebench.reading.reading.PlaysDouble;
import org.rulebench.reading.reading.RollsAgain;
import org.rulebench.reading.reading.LeaveRunAct;
import org.rulebench.reading.reading.MoveAct;
import org.rulebench.reading.reading.MovedOff;
import org.rulebench.reading.reading.OnIt;
import org.rulebench.reading.reading.OpposingPast;
import org.rulebench.reading.reading.Placement;
import org.rulebench.reading.reading.PlayFact;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.RollIs;
import org.rulebench.reading.reading.Shorthand;
import org.rulebench.reading.reading.StartClaim;

/**
 * Checks the parts of the language (issue 25): each part where it means something. The roll and the turn so far
 * are read only by a constraint's guard or an expectation of plays; "it" only where there is an it.
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
	public void itIsAPointLandedOn(OnIt part) {
		Constraint c = EcoreUtil2.getContainerOfType(part, Constraint.class);
		if (c == null || !(c.getAct() instanceof MoveAct)) {
			error("\"it\" is the point a piece lands on: say `pieces on it` in the guard of `a side may not move a piece ...`",
					part, null, IssueCodes.PART_OUT_OF_PLACE);
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
	public void aRunIsForbiddenNotRequired(Constraint c) {
		if (c.isMust() && c.getAct() instanceof LeaveRunAct) {
			error("a side may be kept from leaving a run, not made to leave one: say `a side may not leave ...`", c,
					ReadingPackage.eINSTANCE.getConstraint_Must(), IssueCodes.PART_OUT_OF_PLACE);
		}
	}

	@Check
	public void anEffectFitsItsHappening(EffectClaim e) {
		if (e.getHappening() instanceof LandsOnLone && !(e.getEffect() instanceof FateEffect)) {
			error("what a piece landed on becomes is said with `that piece is ...` (sent to the bar, held in place, ...)",
					e, ReadingPackage.eINSTANCE.getEffectClaim_Effect(), IssueCodes.PART_OUT_OF_PLACE);
		}
		if (e.getHappening() instanceof PlaysDouble && !(e.getEffect() instanceof RollsAgain)) {
			error("a double played is followed by `the side rolls again`; no piece is landed on", e,
					ReadingPackage.eINSTANCE.getEffectClaim_Effect(), IssueCodes.PART_OUT_OF_PLACE);
		}
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
		if (EcoreUtil2.getContainerOfType(part, Constraint.class) == null
				&& EcoreUtil2.getContainerOfType(part, PlayFact.class) == null) {
			error(what + " can be read only in the guard of a constraint (`a side may not ... when ...`) or in an"
					+ " expectation of plays; an event's condition reads the standing after the turn", part, null,
					IssueCodes.PART_OUT_OF_PLACE);
		}
	}
}
