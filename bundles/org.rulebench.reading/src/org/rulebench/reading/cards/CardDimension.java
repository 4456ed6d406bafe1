package org.rulebench.reading.cards;

import org.rulebench.reading.reading.*;

/** What a card claim is about: two rules of a reading about the same thing clash, alternatives share one. */
public final class CardDimension {
	private CardDimension() {
	}

	public static String of(CardClaim claim) {
		return switch (claim) {
		case DeckClaim x -> "deck";
		case DealClaim x -> "dealing";
		case CardValueClaim x -> "card values";
		case HandCountClaim x -> "hand count";
		case PokClaim x -> "pok";
		case ForcedDrawClaim x -> "the player's draw";
		case PlayerDrawClaim x -> "the player's draw";
		case ThirdCardClaim x -> "the third card";
		case DengClaim x -> "deng";
		case DrawnDengClaim x -> "a deng that draws";
		case RunClaim x -> "runs";
		case LadderClaim x -> "ranking";
		case HandsClaim x -> "ranking";
		case HandPayClaim x -> "a hand's pay when " + (x.isAny() ? "any hand"
				: org.eclipse.xtext.nodemodel.util.NodeModelUtils.getTokenText(
						org.eclipse.xtext.nodemodel.util.NodeModelUtils.findActualNodeFor(x.getWhen())));
		case BankerDrawClaim x -> "the banker's draw";
		case EqualHandsClaim x -> "equal hands";
		case DengPaymentClaim x -> "paying a deng";
		case BetClaim x -> x.isTie() ? "a bet on a tie" : "a bet on the " + x.getSide().getLiteral();
		case CommissionClaim x -> "commission";
		case DecisionClaim x -> "the player's decision";
		case QualifyClaim x -> "qualifying";
		case UnqualifiedClaim x -> "a banker who does not qualify";
		case AnteBonusClaim x -> "an ante bonus when " + text(x.getWhen());
		case SideBetClaim x -> "a side bet's pay when " + text(x.getWhen());
		default -> claim.eClass().getName();
		};
	}

	private static String text(org.eclipse.emf.ecore.EObject o) {
		return org.eclipse.xtext.nodemodel.util.NodeModelUtils.getTokenText(org.eclipse.xtext.nodemodel.util.NodeModelUtils.findActualNodeFor(o));
	}
}
