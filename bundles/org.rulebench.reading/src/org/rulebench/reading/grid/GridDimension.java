package org.rulebench.reading.grid;

import org.rulebench.reading.reading.*;

/** What a grid claim is about: two rules of a reading about the same thing clash, alternatives share one. */
public final class GridDimension {
	private GridDimension() {
	}

	public static String of(GridClaim claim) {
		return switch (claim) {
		case ZoneClaim z -> "zone " + (z.getZone() == null ? "" : z.getZone().getName());
		case PieceClaim p -> "piece " + (p.getPiece() == null ? "" : p.getPiece().getName());
		case GridStartClaim x -> "start position";
		case PromotionClaim p -> "promotion of " + (p.getPiece() == null || p.getPiece().eIsProxy() ? "" : p.getPiece().getName());
		case CheckClaim x -> "check";
		case FacingClaim x -> "facing royal pieces";
		case NoMoveClaim n -> n.getWhich() == NoMove.CHECKMATED ? "checkmate" : "stalemate";
		case BareRoyalClaim x -> "a bare royal piece";
		case RepetitionClaim x -> "repetition";
		case MoveCapClaim x -> x.getResets().isEmpty() ? "a move cap" : "quiet plies";
		case CountingClaim x -> "counting";
		case FaceDownStartClaim x -> "face-down start";
		case FaceDownMoveClaim x -> "face-down moves";
		case FaceDownCaptureClaim x -> "capturing face-down pieces";
		case CapturedPiecesClaim x -> "captured pieces";
		case ExchangeClaim e -> "exchange on capturing " + (e.getTaken().isEmpty() || e.getTaken().get(0).eIsProxy() ? "" : e.getTaken().get(0).getName());
		case LifeClaim x -> "life pieces";
		case DropClaim x -> "where pieces are dropped";
		case PassClaim x -> "passing";
		case PassEndClaim e -> e.isTwoPasses() ? "two passes in a row" : "a pass while the royal pieces face each other";
		case PointsClaim x -> "points";
		case ColourClaim x -> "colours";
		case RankClaim x -> "ranks";
		default -> claim.eClass().getName();
		};
	}
}
