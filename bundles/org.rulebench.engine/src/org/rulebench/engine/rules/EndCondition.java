package org.rulebench.engine.rules;

/** What ends a game. */
public enum EndCondition {
	/** A side has borne off every piece. */
	ALL_BORNE_OFF,
	/** A side has every piece home (本双六). */
	ALL_HOME,
	/** A side stands exactly as its start layout mirrored (七梁 終了①). */
	MIRRORED_START,
	/** Neither side has a legal step for any die value (七梁 終了②). */
	NO_SIDE_CAN_MOVE,
	/** A side has lost every piece (Chasing the Girls). */
	ALL_CAPTURED,
	/** A side has no piece left in play: all borne off or taken (折葉). */
	NONE_LEFT_IN_PLAY
}
