package org.rulebench.engine.grid.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rulebench.engine.game.Rng;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.engine.grid.play.Move;
import org.rulebench.engine.grid.play.Repetitions;
import org.rulebench.engine.grid.rules.BareKing;
import org.rulebench.engine.grid.rules.Counting;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.Outcome;
import org.rulebench.engine.grid.rules.Passing;
import org.rulebench.engine.grid.rules.QuietDraw;
import org.rulebench.engine.grid.rules.RoyalCheck;

/**
 * One grid game, a pure function of the rules, the seed and the players: each player draws from its own stream of
 * the seed (streams 1 and 2, as in race games; stream 0 is kept for the game's own chance, such as dark xiangqi's
 * shuffle). Move by move with {@link #move()} or to the end with {@link #playOut(int)}. Ends, in the order they are
 * looked at after each move: the royal pieces captured (when check does not bind, or binds the last one only) or the
 * last of the life kinds ({@link GridRules#lifeKinds}), a bare royal piece, passing (two passes in a row, a pass while
 * the royal pieces face each other: {@link org.rulebench.engine.grid.rules.Passing}), the counting rules, no legal
 * move (checkmate or stalemate, with the rules' outcome for the side to move), repetition, the move cap. The game
 * keeps one history of its positions ({@link Repetitions}), which the repetition rules read.
 */
public final class GridGame {
	private static final int MAX_MOVES = 1024;

	private final CompiledRules compiled;
	private final GridRules rules;
	private final GridPlayer[] players;
	private final Rng[] choice;
	private final GridPosition position;
	private int[] moves = new int[MAX_MOVES];
	private int legalCount = -1;
	private final List<Integer> record;
	private int plies;
	private GridResult result;
	private final int starter;
	private final int[] captures = new int[2];
	private final int[] checksGiven = new int[2];

	private final List<List<Integer>> captured = List.of(new ArrayList<>(), new ArrayList<>());
	private final boolean concealed;
	private final int pawnKind;
	/** The game's positions, which the repetition rules read. */
	private final Repetitions history;
	private int countingLimit;
	private int countingPly;
	/** Plies since the last move that resets {@link GridRules#quietDraw}. */
	private int quietPlies;
	/** Per kind: a move of it resets the quiet plies. */
	private final boolean[] quietMovers;
	/** Every kind is a life kind ("a side loses when all its pieces are gone"): that end is named so. */
	private final boolean allPiecesLive;

	public GridGame(CompiledRules compiled, GridPlayer first, GridPlayer second, long seed, boolean record) {
		this(compiled, GridPosition.start(compiled), first, second, seed, record);
	}

	/** A game from a given position (a FEN's), the side to move of that position moving first. */
	public GridGame(CompiledRules compiled, GridPosition from, GridPlayer first, GridPlayer second, long seed, boolean record) {
		this.compiled = compiled;
		this.rules = compiled.rules();
		this.players = new GridPlayer[] { first, second };
		this.choice = new Rng[] { new Rng(Rng.derive(seed, 1)), new Rng(Rng.derive(seed, 2)) };
		this.position = from.copy();
		this.starter = position.sideToMove();
		this.record = record ? new ArrayList<>() : null;
		Counting c = rules.counting();
		this.pawnKind = c == null ? -1 : rules.kindIndex(c.pawn());
		this.concealed = rules.concealment() != null;
		if (concealed) {
			if (rules.concealment().isMixed()) {
				shuffleMixed(new Rng(Rng.derive(seed, 0)));
			} else {
				shuffle(new Rng(Rng.derive(seed, 0)));
			}
		}
		this.history = Repetitions.ofGame(position);
		this.quietPlies = position.halfmoves();
		this.quietMovers = new boolean[rules.kinds().size()];
		if (rules.quietDraw() != null) {
			rules.quietDraw().movers().forEach(k -> quietMovers[rules.kindIndex(k)] = true);
		}
		Map<String, String> hidden = rules.concealment() == null ? Map.of() : rules.concealment().revealsAs();
		this.allPiecesLive = !rules.lifeKinds().isEmpty()
				&& rules.kinds().stream().allMatch(k -> hidden.containsKey(k.name()) || rules.lifeKinds().contains(k.name()));
		if (c != null) {
			startCounting(-1, false);
		}
	}

	/**
	 * Gives each side's face-down pieces their true kinds: a shuffle, from the game's own stream, of the kinds they
	 * hide in the standard start (seed 004: the opponent shuffles them face down onto the start points).
	 */
	private void shuffle(Rng rng) {
		int squares = rules.board().squares();
		for (int side = 0; side < 2; side++) {
			List<Integer> points = new ArrayList<>();
			List<Integer> kinds = new ArrayList<>();
			for (int s = 0; s < squares; s++) {
				if (position.sideAt(s) == side && position.isFaceDown(s) && position.trueKind(s) < 0) {
					points.add(s);
					kinds.add(rules.kindIndex(rules.concealment().revealsAs().get(rules.kinds().get(position.kindAt(s)).name())));
				}
			}
			for (int i = kinds.size() - 1; i > 0; i--) {
				int j = rng.nextInt(i + 1);
				kinds.set(j, kinds.set(i, kinds.get(j)));
			}
			for (int i = 0; i < points.size(); i++) {
				position.conceal(points.get(i), kinds.get(i));
			}
		}
	}

	/**
	 * Gives every face-down piece its true kind and side: a shuffle, from the game's own stream, of both sides' pieces
	 * of the concealment's pieces together (banqi: all 32 face down in random places). From a later position, those
	 * not face up on the board are shuffled, and the first of them hidden under its face-down pieces.
	 */
	private void shuffleMixed(Rng rng) {
		int squares = rules.board().squares();
		List<Integer> points = new ArrayList<>();
		for (int s = 0; s < squares; s++) {
			if (position.isFaceDown(s) && position.trueKind(s) < 0) {
				points.add(s);
			}
		}
		// the pieces the concealment names, less those face up on the board (a game from a later position): what the
		// face-down pieces may be
		List<Integer> codes = new ArrayList<>();
		for (int pc : org.rulebench.engine.grid.play.Fen.placement(rules, rules.concealment().mixed().pieces()).pieces()) {
			if (pc != 0) {
				codes.add(pc);
			}
		}
		for (int s = 0; s < squares; s++) {
			if (position.pieceAt(s) != 0 && !position.isFaceDown(s)) {
				codes.remove(Integer.valueOf(position.pieceAt(s)));
			}
		}
		if (codes.size() < points.size()) {
			throw new IllegalArgumentException(rules.name() + ": " + points.size() + " face-down points, but only " + codes.size()
					+ " pieces left to hide under them");
		}
		for (int i = codes.size() - 1; i > 0; i--) {
			int j = rng.nextInt(i + 1);
			codes.set(j, codes.set(i, codes.get(j)));
		}
		for (int i = 0; i < points.size(); i++) {
			int pc = codes.get(i);
			position.conceal(points.get(i), CompiledRules.kindOf(pc), CompiledRules.sideOf(pc));
		}
	}

	/** The true kinds of the pieces a side has captured, in order (its own knowledge; the other side's is only their number). */
	public List<Integer> captured(int side) {
		return List.copyOf(captured.get(side));
	}

	public static GridResult play(GridRules rules, long seed, GridPlayer first, GridPlayer second, int plyCap) {
		return new GridGame(CompiledRules.of(rules), first, second, seed, false).playOut(plyCap);
	}

	public GridPosition position() {
		return position;
	}

	public boolean over() {
		return result != null;
	}

	public GridResult result() {
		return result;
	}

	/** The side that moved first. */
	public int starter() {
		return starter;
	}

	/** Pieces each side has captured so far. */
	public int[] captures() {
		return captures.clone();
	}

	/** Moves of each side that gave check. */
	public int[] checksGiven() {
		return checksGiven.clone();
	}

	/** The legal moves of the side to move, in the order its player is given them (those the rules refuse left out). */
	public int[] legalMoves() {
		if (result == null && legalCount < 0) {
			result = noMoveEnd();
		}
		return result != null ? new int[0] : java.util.Arrays.copyOf(moves, legalCount);
	}

	/** The moves made so far, when recording. */
	public List<Integer> moves() {
		return record == null ? List.of() : List.copyOf(record);
	}

	/** The moves so far in Fairy-Stockfish's notation, when recording. */
	public List<String> moveNames() {
		return moves().stream().map(m -> Move.name(m, compiled)).toList();
	}

	/** Plays until the game ends or {@code plyCap} plies have been made; an unfinished game is reported as such. */
	public GridResult playOut(int plyCap) {
		while (result == null && plies < plyCap) {
			move();
		}
		if (result == null) {
			result = new GridResult(-1, GridEnd.UNFINISHED, plies);
		}
		return result;
	}

	/** The side to move chooses and makes one move, then the game's ends are looked at. */
	public void move() {
		if (result != null) {
			return;
		}
		if (legalCount < 0 && (result = noMoveEnd()) != null) {
			return;
		}
		int side = position.sideToMove();
		int chosen = players[side].choose(concealed ? position.publicCopy() : position, moves, legalCount, choice[side]);
		if (chosen < 0 || chosen >= legalCount) {
			throw new IllegalStateException(players[side].name() + " chose move " + chosen + " of " + legalCount);
		}
		int m = moves[chosen];
		int to = Move.to(m);
		int captured = to == Move.from(m) ? -1 : position.kindAt(to);
		int before = position.pieces(1 - side);
		if (captured >= 0) {
			int trueKind = position.isFaceDown(to) && position.trueKind(to) >= 0 ? position.trueKind(to) : captured;
			this.captured.get(side).add(trueKind);
			captures[side]++;
			players[side].captured(trueKind);
		}
		boolean hadRoyal = position.royal(1 - side) >= 0;
		if (countingLimit > 0) {
			countingPly++;
		}
		int moverKind = Move.isDrop(m) || Move.isTurn(m) || GridPosition.isPass(m) ? -1 : position.kindAt(Move.from(m));
		position.make(m);
		history.made(m);
		quietPlies = quietReset(m, moverKind, captured >= 0 || !Move.isTurn(m) && position.pieces(1 - side) < before) ? 0 : quietPlies + 1;
		// a dance may take pieces on its way besides the one on its destination (a turn takes none, though the piece
		// turned may change lists)
		if (!Move.isTurn(m)) {
			captures[side] += Math.max(0, before - position.pieces(1 - side) - (captured >= 0 ? 1 : 0));
		}
		plies++;
		legalCount = -1;
		if (record != null) {
			record.add(m);
		}
		if (history.checked(plies)) {
			checksGiven[side]++;
		}
		result = endAfter(side, captured, hadRoyal, Move.promotion(m) >= 0);
	}

	private GridResult endAfter(int mover, int captured, boolean hadRoyal, boolean promoted) {
		int them = 1 - mover;
		if ((!rules.checkBinding() || rules.royalCheck() == RoyalCheck.LAST) && hadRoyal && position.royal(them) < 0) {
			return new GridResult(mover, GridEnd.ROYAL_CAPTURED, plies);
		}
		if (!position.alive(them)) {
			return new GridResult(mover, allPiecesLive ? GridEnd.ALL_PIECES_GONE : GridEnd.ROYAL_CAPTURED, plies);
		}
		if (rules.bareKing() != null) {
			for (int s : new int[] { them, mover }) {
				if (bare(s) && !bare(1 - s)) {
					BareKing b = rules.bareKing();
					boolean answers = b.answered() != null && s == position.sideToMove() && position.canBare();
					return outcome(s, answers ? b.answered() : b.outcome(), GridEnd.BARE_KING);
				}
			}
		}
		Passing.End passed = position.passingEnd();
		if (passed != null) {
			return new GridResult(passed == Passing.End.POINTS ? position.aheadOnPoints() : -1, GridEnd.PASSES, plies);
		}
		if (rules.counting() != null) {
			startCounting(captured, promoted);
		}
		GridResult noMove = noMoveEnd();
		if (noMove != null) {
			return noMove;
		}
		GridResult repeated = repetition();
		if (repeated != null) {
			return repeated;
		}
		if (rules.quietDraw() != null && quietPlies >= rules.quietDraw().plies()) {
			return new GridResult(-1, GridEnd.QUIET_PLIES, plies);
		}
		if (rules.moveCap() > 0 && plies >= rules.moveCap()) {
			return new GridResult(-1, GridEnd.MOVE_CAP, plies);
		}
		return null;
	}

	/** Whether a move starts the quiet plies again: a capture, a turn, a move of a kind the rule names. */
	private boolean quietReset(int m, int moverKind, boolean captures) {
		QuietDraw q = rules.quietDraw();
		return q != null && (captures && q.captures() || Move.isTurn(m) && q.turns() || moverKind >= 0 && quietMovers[moverKind]);
	}

	/** Lists the legal moves; with none, the game is over (after the counting rules are asked). */
	private GridResult noMoveEnd() {
		if (moves.length < position.moveBound()) {
			moves = new int[position.moveBound()];
		}
		legalCount = position.legal(moves, 0);
		legalCount = history.refuse(moves, 0, legalCount);
		int stm = position.sideToMove();
		if (countingLimit > 0 && countingPly > countingLimit && (legalCount > 0 || !position.inCheck(stm))) {
			return new GridResult(-1, GridEnd.COUNTING, plies);
		}
		if (legalCount > 0) {
			return null;
		}
		boolean inCheck = position.inCheck(stm);
		return inCheck ? outcome(stm, rules.checkmate(), GridEnd.CHECKMATE) : outcome(stm, rules.stalemate(), GridEnd.STALEMATE);
	}

	private boolean bare(int side) {
		return position.royal(side) >= 0 && position.pieces(side) == 1;
	}

	private GridResult outcome(int side, Outcome o, GridEnd end) {
		return new GridResult(o == Outcome.WIN ? side : o == Outcome.LOSS ? 1 - side : -1, end, plies);
	}

	/** The same position met again since the last capture: the n-th time ends the game, where the rule says it does. */
	private GridResult repetition() {
		int times = rules.repetition().times();
		if (!rules.repetition().endsTheGame()) {
			return null;
		}
		if (history.metTimes() < times) {
			return null;
		}
		if (history.mustDeviate() >= 0) {
			return null; // the pressing side must deviate: play goes on
		}
		if (rules.repetition().perpetualCheckLoses()) {
			// checked(p): the move to ply p checked; the side that moved to ply p moved first at first + 1
			int first = history.firstMet();
			boolean[] always = { true, true };
			for (int p = first + 1; p <= plies; p++) {
				int moverOfP = (position.sideToMove() + (plies - p) + 1) & 1;
				always[moverOfP] &= history.checked(p);
			}
			if (always[0] != always[1]) {
				return new GridResult(always[0] ? 1 : 0, GridEnd.PERPETUAL_CHECK, plies);
			}
		}
		return new GridResult(-1, GridEnd.REPETITION, plies);
	}

	/** Makruk's counting, started or restarted after a capture or promotion as the rules say (see {@link Counting}). */
	private void startCounting(int captured, boolean promoted) {
		int stm = position.sideToMove();
		int mover = 1 - stm;
		int all = position.pieces(0) + position.pieces(1);
		if (captured >= 0 && captured == pawnKind && position.pieces(mover) == 1 && pawns() == 0 && limit(mover) > 0) {
			countingLimit = 2 * limit(mover);
			countingPly = 2 * all - 1;
		}
		if ((countingLimit == 0 || (captured >= 0 || promoted) && position.pieces(stm) == 1) && limit(stm) > 0) {
			countingLimit = 2 * limit(stm);
			countingPly = position.pieces(stm) > 1 ? 0 : 2 * all;
		}
	}

	private int pawns() {
		return pawnKind < 0 ? 0 : position.count(pawnKind, 0) + position.count(pawnKind, 1);
	}

	/** The moves the side would count to, 0 if it counts nothing now. */
	private int limit(int side) {
		Counting c = rules.counting();
		if (pawns() > 0 || position.pieces(1 - side) == 1) {
			return 0;
		}
		if (position.pieces(side) > 1) {
			return c.boardsHonour();
		}
		for (Counting.Honour h : c.piecesHonour()) {
			if (position.count(rules.kindIndex(h.kind()), 1 - side) >= h.atLeast()) {
				return h.moves();
			}
		}
		return c.piecesHonourOtherwise();
	}

	/** Plies counted so far and the limit, both 0 when nothing is counted. */
	public int[] counting() {
		return new int[] { countingPly, countingLimit };
	}
}
