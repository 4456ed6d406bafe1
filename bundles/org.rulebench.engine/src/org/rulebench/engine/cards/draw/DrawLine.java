package org.rulebench.engine.cards.draw;

import java.util.Objects;

/** One line of a drawing rule: when the condition holds (and no earlier line applied), the verdict. */
public record DrawLine(Verdict verdict, CardCondition when) {
	public DrawLine {
		Objects.requireNonNull(verdict, "verdict");
		Objects.requireNonNull(when, "when");
	}

	@Override
	public String toString() {
		return verdict.words() + (when instanceof CardCondition.Always a && a.value() ? "" : " when " + when);
	}
}
