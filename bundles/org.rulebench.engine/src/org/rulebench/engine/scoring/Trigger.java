package org.rulebench.engine.scoring;

/** When a scoring event fires: on a single step, or at the end of a turn. */
public sealed interface Trigger permits StepTrigger, TurnTrigger {
}
