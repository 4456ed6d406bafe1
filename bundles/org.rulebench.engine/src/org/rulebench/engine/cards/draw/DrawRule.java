package org.rulebench.engine.cards.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.cards.hand.Hands;

/**
 * When one side draws a third card: lines tried in order, the first whose condition holds giving the verdict, else
 * {@code otherwise}. A pok never draws, whatever the rule says: it is shown and settled at once.
 */
public record DrawRule(List<DrawLine> lines, Verdict otherwise) {
	/** The side never draws. */
	public static final DrawRule NEVER = new DrawRule(List.of(), Verdict.STAND);
	/** The side chooses whatever it holds. */
	public static final DrawRule CHOICE = new DrawRule(List.of(), Verdict.MAY);

	public DrawRule {
		lines = List.copyOf(lines);
		Objects.requireNonNull(otherwise, "otherwise");
	}

	/** The verdict for these two cards, seeing {@code sight} of the other side. */
	public Verdict verdict(Hands hands, int first, int second, int sight) {
		for (DrawLine c : lines) {
			if (c.when().holds(hands, first, second, sight)) {
				return c.verdict();
			}
		}
		return otherwise;
	}

	/** Whether any line looks at what the other side did. */
	public boolean readsOther() {
		return lines.stream().anyMatch(c -> c.when().readsOther());
	}

	/** Whether any line looks at a third card dealt face up. */
	public boolean readsShownCard() {
		return lines.stream().anyMatch(c -> c.when().readsShownCard());
	}

	/**
	 * This rule with every choice taken away: where it lets the side choose, the side stands (the banker who "draws as a
	 * player must": it draws where a player is forced to, and nowhere else).
	 */
	public DrawRule forcedOnly() {
		List<DrawLine> out = new ArrayList<>();
		for (DrawLine c : lines) {
			out.add(c.verdict() == Verdict.MAY ? new DrawLine(Verdict.STAND, c.when()) : c);
		}
		return new DrawRule(out, otherwise == Verdict.MAY ? Verdict.STAND : otherwise);
	}

	@Override
	public String toString() {
		StringBuilder s = new StringBuilder();
		for (DrawLine c : lines) {
			s.append(s.length() == 0 ? "" : ", and ").append(c);
		}
		return s.length() == 0 ? otherwise.words() : s + "; otherwise " + otherwise.words();
	}
}
