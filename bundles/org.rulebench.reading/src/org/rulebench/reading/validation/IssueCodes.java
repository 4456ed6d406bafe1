package org.rulebench.reading.validation;

/** Every diagnostic of the reading language has one of these codes; `rulebench check` prints it in brackets. */
public interface IssueCodes {
	String PREFIX = "reading.";
	String EXTENSION_CYCLE = PREFIX + "extension-cycle";
	/** A reading further up the chain extends one the workspace does not hold (the linker reports the first). */
	String MISSING_BASE = PREFIX + "missing-base";
	String DUPLICATE_RULE = PREFIX + "duplicate-rule";
	String DUPLICATE_EVENT = PREFIX + "duplicate-event";
	String DIMENSION_TWICE = PREFIX + "dimension-twice";
	String DUPLICATE_ALTERNATIVE = PREFIX + "duplicate-alternative";
	String ALTERNATIVES_DIFFER = PREFIX + "alternatives-differ";
	String OVERRIDE_WITHOUT_EFFECT = PREFIX + "override-without-effect";
	String REPLACES_OTHER_DIMENSION = PREFIX + "replaces-other-dimension";
	String POINT_OUT_OF_RANGE = PREFIX + "point-out-of-range";
	String MISSING_CITATION = PREFIX + "missing-citation";
	String UNKNOWN_PASSAGE = PREFIX + "unknown-passage";
	String QUOTE_NOT_IN_PASSAGE = PREFIX + "quote-not-in-passage";
	String AMBIGUOUS_QUOTE = PREFIX + "ambiguous-quote";
	String MISSING_DIMENSION = PREFIX + "missing-dimension";
	String LAYOUT_OVER_LIMIT = PREFIX + "layout-over-limit";
	String LAYOUT_TOTAL = PREFIX + "layout-total";
	String DICE_UNSATISFIABLE = PREFIX + "dice-unsatisfiable";
	String END_NEVER_HOLDS = PREFIX + "end-never-holds";
	String CONDITION_NEVER_HOLDS = PREFIX + "condition-never-holds";
	String RULES_CLASH = PREFIX + "rules-clash";
	String BAD_VALUE = PREFIX + "bad-value";
	String EXPECTATION_FAILS = PREFIX + "expectation-fails";
	String UNKNOWN_THROWS = PREFIX + "unknown-throws";
	String DUPLICATE_READING = PREFIX + "duplicate-reading";
	/** A check failed with an exception: reported on the part it was checking, never as an EMF internal. */
	String CHECK_FAILED = PREFIX + "check-failed";
	/** A reading longer than a reading may be ({@link org.rulebench.reading.resource.ReadingText#MAX_CHARACTERS}). */
	String TOO_LONG = org.rulebench.reading.resource.ReadingText.TOO_LONG;
	/** A statement nested deeper, or joining more conditions, than a reading may. */
	String TOO_DEEP = org.rulebench.reading.resource.ReadingText.TOO_DEEP;
	// parts (issue 25)
	String PART_OUT_OF_PLACE = PREFIX + "part-out-of-place";
	// grid games (issue 12)
	String GRID_BOARD_SIZE = PREFIX + "grid-board-size";
	String ZONE_OFF_BOARD = PREFIX + "zone-off-board";
	String PIECE_LETTER = PREFIX + "piece-letter";
	String MOVE_WITHOUT_XBETZA = PREFIX + "move-without-xbetza";
	String BAD_XBETZA = PREFIX + "bad-xbetza";
	String BAD_FEN = PREFIX + "bad-fen";
	String NO_ROYAL_PIECE = PREFIX + "no-royal-piece";
	String PROMOTION_INTO_ITSELF = PREFIX + "promotion-into-itself";
	String RACE_CLAIM_IN_GRID_READING = PREFIX + "race-claim-in-grid-reading";
	String GRID_GAME_INCOMPLETE = PREFIX + "grid-game-incomplete";
	String POSITION_EXPECTATION_FAILS = PREFIX + "position-expectation-fails";
	String PERFT_TOO_DEEP = PREFIX + "perft-too-deep";
	String FACE_DOWN_WITHOUT_START = PREFIX + "face-down-without-start";
	String DANCE_STEPS = PREFIX + "dance-steps";
	String HOOK_DIRECTION = PREFIX + "hook-direction";
	String EXCHANGE_CAPTOR_TWICE = PREFIX + "exchange-captor-twice";
	// grid parts (issue 26)
	String PLUS_LETTER = PREFIX + "plus-letter";
	String POINTS_UNUSED = PREFIX + "points-unused";
	/** The position disagrees with what an inventory expects (issue 24): kind, expected and found named. */
	String INVENTORY_FAILS = PREFIX + "inventory-fails";
	/** An inventory's list names a kind twice, or does not add up to its total. */
	String INVENTORY_TOTAL = PREFIX + "inventory-total";
	// card readings (issue 15)
	String CARD_DECK = PREFIX + "card-deck";
	String CARD_DEAL = PREFIX + "card-deal";
	String CARD_VALUES = PREFIX + "card-values";
	String CARD_POK = PREFIX + "card-pok";
	String CARD_FORCED_DRAW = PREFIX + "card-forced-draw";
	String CARD_DENG = PREFIX + "card-deng";
	String CARD_LADDER = PREFIX + "card-ladder";
	/** A hand of a ranking by conditions no deal can make, or one the hands above it always take. */
	String CARD_HAND_NEVER_DEALT = PREFIX + "card-hand-never-dealt";
	/** Cards that no hand of a ranking by conditions places. */
	String CARD_HANDS_INCOMPLETE = PREFIX + "card-hands-incomplete";
	/** Two hands on one rung that the same cards meet. */
	String CARD_HANDS_OVERLAP = PREFIX + "card-hands-overlap";
	/** A pay no hand meets. */
	String CARD_PAY_NEVER_MET = PREFIX + "card-pay-never-met";
	/** A hand's condition the engine cannot test on cards. */
	String CARD_HAND_CONDITION = PREFIX + "card-hand-condition";
	/** A bet that pays nothing, odds not per a stake, a commission of none or all of a win, or on a side nobody bets on. */
	String CARD_WAGER = PREFIX + "card-wager";
	String OTHER_CLAIM_IN_CARD_READING = PREFIX + "other-claim-in-card-reading";
	String CARD_GAME_INCOMPLETE = PREFIX + "card-game-incomplete";
	/** A drawing rule the engine cannot play: a condition the side cannot see or test, or no word on what it does otherwise. */
	String CARD_DRAW_RULE = PREFIX + "card-draw-rule";
	/** The deck the engine deals disagrees with what a deck expectation says (issue 24). */
	String DECK_FAILS = PREFIX + "deck-fails";
	/** A shoe holding fewer cards than a round deals (two hands of the dealing's cards and a third card each). */
	String CARD_DECK_TOO_SMALL = PREFIX + "card-deck-too-small";
	// race parts (issue 25, session 11)
	/** A condition on an effect the engine plays every turn regardless (the fate of a piece landed on, moving on, the jump). */
	String EFFECT_CONDITION_NOT_PLAYED = PREFIX + "effect-condition-not-played";
	/** A landing zone outside the board, or one that is no range of points the same for both sides. */
	String LANDING_ZONE = PREFIX + "landing-zone";
	/** A capture by jumping over that is not over the adjacent piece (`two points`) or over one at any distance (draughts). */
	String JUMP_CAPTURE = PREFIX + "jump-capture";
	/** A showdown (the player plays or folds, a banker who qualifies) the engine cannot play as written (issue 25). */
	String CARD_SHOWDOWN = PREFIX + "card-showdown";
	/** A chain of captures in a reading where no piece captures by jumping over (session 12). */
	String CHAIN_WITHOUT_JUMP = PREFIX + "chain-without-jump";
}
