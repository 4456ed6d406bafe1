package org.rulebench.cli;

import java.util.ArrayList;
import java.util.List;

import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.Piece;
import org.rulebench.reading.reading.PieceClaim;
import org.rulebench.reading.reading.PromotionClaim;
import org.rulebench.reading.reading.Rule;

/**
 * Every piece of a grid reading with its moves in XBetza, as the reading states them (an uncertain rule gives one row
 * per alternative), with its promotions.
 */
final class PieceTable {
	/** One piece, or one alternative of it: rule, alternative label (null if certain), name, FEN letter, XBetza, notes. */
	record Row(String rule, String alternative, String name, String letter, String xbetza, String notes) {
	}

	private final ReadingChain chain;

	PieceTable(ReadingChain chain) {
		this.chain = chain;
	}

	List<Row> call() {
		List<Row> rows = new ArrayList<>();
		List<String> promotions = new ArrayList<>();
		for (Rule rule : chain.effectiveRules().values()) {
			if (rule.getClaim() != null) {
				add(rows, promotions, rule, null, rule.getClaim());
			}
			for (Alternative a : rule.getAlternatives()) {
				add(rows, promotions, rule, a.getLabel(), a.getClaim());
			}
		}
		List<Row> withPromotions = new ArrayList<>();
		for (Row r : rows) {
			List<String> notes = new ArrayList<>();
			if (!r.notes().isEmpty()) {
				notes.add(r.notes());
			}
			for (String p : promotions) {
				if (p.startsWith(r.name() + "\t")) {
					notes.add(p.substring(p.indexOf('\t') + 1));
				}
			}
			withPromotions.add(new Row(r.rule(), r.alternative(), r.name(), r.letter(), r.xbetza(), String.join("; ", notes)));
		}
		return withPromotions;
	}

	private static void add(List<Row> rows, List<String> promotions, Rule rule, String label, Claim claim) {
		if (claim instanceof PieceClaim pc && pc.getPiece() != null) {
			Piece p = pc.getPiece();
			rows.add(new Row(rule.getName(), label, p.getName(), p.getLetter() == null ? "?" : p.getLetter().toUpperCase(),
					GridReadingCompiler.describe(p), p.isRoyal() ? "royal" : ""));
		} else if (claim instanceof PromotionClaim pr && pr.getPiece() != null && !pr.getPiece().eIsProxy() && !pr.isNone()) {
			String into = String.join(" or ", pr.getInto().stream().map(Piece::getName).toList());
			promotions.add(pr.getPiece().getName() + "\t" + (label == null ? "" : "[" + rule.getName() + "=" + label + "] ")
					+ (pr.isForced() ? "becomes " : "may become ") + into + " on reaching " + pr.getZone().getName()
					+ (pr.getLimit() > 0 ? ", at most " + pr.getLimit() + " per side" + (pr.isInAGame() ? " in a game" : "") : ""));
		}
	}
}
