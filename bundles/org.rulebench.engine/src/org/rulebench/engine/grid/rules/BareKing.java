package org.rulebench.engine.grid.rules;

import java.util.Objects;

/**
 * The end of a side left with its royal piece alone (shatranj, makruk's bare king), with shatranj's exception, the
 * "Medinese" question: a side just bared that can at once bare the other royal piece in turn ends the game so.
 *
 * @param outcome  for the side left with its royal piece alone
 * @param answered for that side when one of its legal moves would leave the other royal piece alone too; null: no
 *                 such exception, the first side bared has the outcome at once
 */
public record BareKing(Outcome outcome, Outcome answered) {

	public BareKing {
		Objects.requireNonNull(outcome, "outcome");
	}
}
