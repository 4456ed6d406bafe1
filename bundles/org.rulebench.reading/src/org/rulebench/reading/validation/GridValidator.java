package org.rulebench.reading.validation;

import org.rulebench.reading.compile.GameFamily;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;
import org.eclipse.xtext.validation.EValidatorRegistrar;
import org.rulebench.engine.grid.betza.Betza;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.play.GridPosition;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.grid.GridReading;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.grid.PieceMoves;
import org.rulebench.reading.grid.PositionFacts;
import org.rulebench.reading.reading.*;

/** Checks grid readings (issue 12): one method per concern, each diagnostic with a code from {@link IssueCodes}. */
public class GridValidator extends AbstractDeclarativeValidator {
	/** Perft deeper than this is left to `rulebench perft`: checking a reading must stay quick. */
	private static final int MAX_PERFT_DEPTH = 4;

	@Override
	protected List<EPackage> getEPackages() {
		return List.of(ReadingPackage.eINSTANCE);
	}

	@Override
	public void register(EValidatorRegistrar registrar) {
		// composed into ReadingValidator, which registers for the package
	}

	@Check
	public void boardFitsTheEngine(BoardClaim board) {
		if (!board.isGrid()) {
			return;
		}
		if (board.getSize() < 1 || board.getSize() > GridBoard.MAX_SIDE) {
			error("a board has 1 to " + GridBoard.MAX_SIDE + " files, not " + board.getSize(), board,
					ReadingPackage.eINSTANCE.getBoardClaim_Size(), IssueCodes.GRID_BOARD_SIZE);
		}
		if (board.getRanks() < 1 || board.getRanks() > GridBoard.MAX_SIDE) {
			error("a board has 1 to " + GridBoard.MAX_SIDE + " ranks, not " + board.getRanks(), board,
					ReadingPackage.eINSTANCE.getBoardClaim_Ranks(), IssueCodes.GRID_BOARD_SIZE);
		}
	}

	@Check
	public void zonesAreOnTheBoard(Zone zone) {
		BoardClaim board = effective(zone, BoardClaim.class);
		if (board == null || !board.isGrid()) {
			return;
		}
		char last = (char) ('a' + board.getSize() - 1);
		for (String f : new String[] { zone.getFromFile(), zone.getToFile() }) {
			if (f != null && (GridReadingCompiler.file(f) < 0 || GridReadingCompiler.file(f) >= board.getSize())) {
				error("file " + f + " is not on a board of " + board.getSize() + " files (a to " + last + ")", zone,
						ReadingPackage.eINSTANCE.getZone_FromFile(), IssueCodes.ZONE_OFF_BOARD);
			}
		}
		if (zone.getPoints().isEmpty() && (zone.getFromRank() < 1 || zone.getToRank() > board.getRanks()
				|| zone.getFromRank() > zone.getToRank())) {
			error("ranks " + zone.getFromRank() + " to " + zone.getToRank() + " are not ranks of a board of " + board.getRanks()
					+ " ranks; ranks run from 1 (the first side's back rank) to " + board.getRanks(), zone,
					ReadingPackage.eINSTANCE.getZone_FromRank(), IssueCodes.ZONE_OFF_BOARD);
		}
		GridBoard b;
		try {
			b = new GridBoard(board.getSize(), board.getRanks());
		} catch (IllegalArgumentException e) {
			return;
		}
		for (int i = 0; i < zone.getPoints().size(); i++) {
			if (b.parse(zone.getPoints().get(i)) < 0) {
				error(zone.getPoints().get(i) + " is not a point of the board (a1 to " + last + board.getRanks() + ")", zone,
						ReadingPackage.eINSTANCE.getZone_Points(), i, IssueCodes.ZONE_OFF_BOARD);
			}
		}
	}

	@Check
	public void pieceLettersAreLettersOfOneKind(Piece piece) {
		String l = piece.getLetter();
		if (l == null) {
			return;
		}
		if (l.length() != 1 || !Character.isLetter(l.charAt(0))) {
			error("a piece's letter in FEN is one letter, not '" + l + "'", piece, ReadingPackage.eINSTANCE.getPiece_Letter(),
					IssueCodes.PIECE_LETTER);
			return;
		}
		for (Piece other : effectivePieces(piece)) {
			if (other != piece && !other.getName().equals(piece.getName()) && other.getLetter() != null
					&& other.getLetter().equalsIgnoreCase(l) && other.isPlus() == piece.isPlus()) {
				error("pieces " + other.getName() + " and " + piece.getName() + " are both written " + (piece.isPlus() ? "+" : "")
						+ l.toUpperCase() + " in FEN; give each kind its own letter", piece, ReadingPackage.eINSTANCE.getPiece_Letter(),
						IssueCodes.PIECE_LETTER);
			}
		}
	}

	@Check
	public void aKindWrittenWithAPlusIsAPromotion(Piece piece) {
		if (!piece.isPlus() || piece.getLetter() == null) {
			return;
		}
		Reading reading = EcoreUtil2.getContainerOfType(piece, Reading.class);
		try {
			for (Rule rule : ReadingChain.of(reading).effectiveRules().values()) {
				if (Dimension.claimOf(rule) instanceof PromotionClaim p && p.getPiece() != null && !p.getPiece().eIsProxy()
						&& piece.getLetter().equalsIgnoreCase(p.getPiece().getLetter()) && p.getInto().contains(piece)) {
					return;
				}
			}
		} catch (RuntimeException cycle) {
			return;
		}
		warning("the " + piece.getName() + " is written +" + piece.getLetter().toUpperCase() + ", as Fairy-Stockfish writes a promoted "
				+ piece.getLetter().toUpperCase() + ", but no rule promotes the piece written " + piece.getLetter().toUpperCase()
				+ " into it", piece, ReadingPackage.eINSTANCE.getPiece_Plus(), IssueCodes.PLUS_LETTER);
	}

	@Check
	public void pointsDecideSomething(PointsClaim points) {
		if (effective(points, PassEndClaim.class) == null) {
			warning("no rule decides a game on points (`the game ends after two passes in a row, won on points`), so what the pieces"
					+ " count never matters", points, null, IssueCodes.POINTS_UNUSED);
		}
	}

	@Check
	public void movesHaveXBetza(Move move) {
		if (move.isJumpCapture()) {
			try {
				PieceMoves.jump(move);
			} catch (IllegalArgumentException e) {
				error(e.getMessage(), move, null, IssueCodes.JUMP_CAPTURE);
			}
			return;
		}
		try {
			Betza.parse(PieceMoves.betza(move));
		} catch (IllegalArgumentException e) {
			error(e.getMessage(), move, null, IssueCodes.MOVE_WITHOUT_XBETZA);
		}
	}

	@Check
	public void danceStepsTheEngineDances(Dance dance) {
		if (dance.getDirection() != null && !dance.isHook() && (dance.getSteps() < 1 || dance.getSteps() > 3)) {
			error("a dance takes 1 to 3 points (seed 002: 2 and 3), not " + dance.getSteps(), dance,
					ReadingPackage.eINSTANCE.getDance_Steps(), IssueCodes.DANCE_STEPS);
		}
	}

	@Check
	public void hooksRunAlongOneKindOfLine(Dance dance) {
		Direction d = dance.getDirection();
		if (dance.isHook() && d != null && !(d.isOrthogonal() || d.isDiagonal() && !d.isForward() && !d.isBackward() && !d.isToLeft() && !d.isToRight())) {
			error("a hook runs and bends either orthogonally (as 鉤行) or diagonally (as 摩羯)", dance,
					ReadingPackage.eINSTANCE.getDance_Direction(), IssueCodes.HOOK_DIRECTION);
		}
	}

	@Check
	public void exchangeNamesEachCaptorOnce(ExchangeClaim exchange) {
		Set<String> seen = new HashSet<>();
		for (ExchangeException x : exchange.getExceptions()) {
			if (x.getCaptor() != null && !x.getCaptor().eIsProxy() && !seen.add(x.getCaptor().getName())) {
				error("the " + x.getCaptor().getName() + " is named twice among the exceptions; say once what it becomes", x,
						ReadingPackage.eINSTANCE.getExchangeException_Captor(), IssueCodes.EXCHANGE_CAPTOR_TWICE);
			}
		}
	}

	@Check
	public void xbetzaReads(Piece piece) {
		xbetza(piece.getBetza(), piece, ReadingPackage.eINSTANCE.getPiece_Betza());
	}

	@Check
	public void xbetzaReads(ZoneMoves moves) {
		xbetza(moves.getBetza(), moves, ReadingPackage.eINSTANCE.getZoneMoves_Betza());
	}

	private void xbetza(String betza, EObject where, org.eclipse.emf.ecore.EStructuralFeature feature) {
		if (betza == null) {
			return;
		}
		try {
			if (Betza.parse(betza).isEmpty()) {
				error("\"" + betza + "\" gives the piece no move", where, feature, IssueCodes.BAD_XBETZA);
			}
		} catch (IllegalArgumentException e) {
			error(e.getMessage() + " (Fairy-Stockfish's XBetza: atoms W F D N A H C Z G K R B Q, prefixes m c p g n i f b l r v s h)",
					where, feature, IssueCodes.BAD_XBETZA);
		}
	}

	@Check
	public void promotionMakesAnotherKind(PromotionClaim promotion) {
		for (int i = 0; i < promotion.getInto().size(); i++) {
			if (promotion.getInto().get(i) == promotion.getPiece()) {
				error("a " + promotion.getPiece().getName() + " cannot promote into its own kind", promotion,
						ReadingPackage.eINSTANCE.getPromotionClaim_Into(), i, IssueCodes.PROMOTION_INTO_ITSELF);
			}
		}
		if (!promotion.isNone() && promotion.getLimit() < 0) {
			error("at most " + promotion.getLimit() + " per side allows none", promotion,
					ReadingPackage.eINSTANCE.getPromotionClaim_Limit(), IssueCodes.BAD_VALUE);
		}
	}

	@Check
	public void checkNeedsARoyalPiece(CheckClaim check) {
		if (!effectivePieces(check).isEmpty() && effectivePieces(check).stream().noneMatch(Piece::isRoyal)) {
			error("the rule speaks of a royal piece, but no piece of the reading is royal: mark one `, royal`", check, null,
					IssueCodes.NO_ROYAL_PIECE);
		}
	}

	/** A bare royal piece needs a royal piece (draughts has none: `a side loses when all its pieces are gone`). */
	@Check
	public void aBareRoyalPieceNeedsARoyalPiece(org.rulebench.reading.reading.BareRoyalClaim bare) {
		if (!effectivePieces(bare).isEmpty() && effectivePieces(bare).stream().noneMatch(Piece::isRoyal)) {
			error("the rule speaks of a royal piece, but no piece of the reading is royal: mark one `, royal`, or end the game"
					+ " with `a side loses when all its pieces are gone`", bare, null, IssueCodes.NO_ROYAL_PIECE);
		}
	}

	/** A chain of captures needs a piece that captures by jumping over. */
	@Check
	public void aChainNeedsAJumpCapture(org.rulebench.reading.reading.ChainClaim chain) {
		List<Piece> pieces = effectivePieces(chain);
		if (!pieces.isEmpty() && pieces.stream().noneMatch(p -> EcoreUtil2.getAllContentsOfType(p, org.rulebench.reading.reading.Move.class)
				.stream().anyMatch(org.rulebench.reading.reading.Move::isJumpCapture))) {
			warning("no piece of the reading captures by jumping over (`two points diagonally forward, jumping over one piece,"
					+ " capturing the piece jumped over`), so this rule never applies", chain, null, IssueCodes.CHAIN_WITHOUT_JUMP);
		}
	}

	@Check
	public void faceDownPiecesStartFaceDown(GridClaim claim) {
		if ((claim instanceof FaceDownMoveClaim || claim instanceof FaceDownCaptureClaim || claim instanceof CapturedPiecesClaim)
				&& effective(claim, FaceDownStartClaim.class) == null) {
			warning("no rule of the reading makes pieces start face down, so this rule never applies", claim, null,
					IssueCodes.FACE_DOWN_WITHOUT_START);
		}
	}

	@Check
	public void faceDownConfinementNeedsAFaceDownStart(Confinement confinement) {
		if (confinement.isFaceDown() && effective(confinement, FaceDownStartClaim.class) == null) {
			warning("no rule of the reading makes pieces start face down, so `while face down` never applies", confinement,
					ReadingPackage.eINSTANCE.getConfinement_FaceDown(), IssueCodes.FACE_DOWN_WITHOUT_START);
		}
	}

	@Check
	public void gridReadingsMakeNoRaceClaims(Rule rule) {
		Reading reading = (Reading) rule.eContainer();
		Claim claim = Dimension.claimOf(rule);
		if (claim == null || GameFamily.of(claim) == GameFamily.GRID) {
			return;
		}
		try {
			if (GameFamily.of(ReadingChain.of(reading)) == GameFamily.GRID) {
				error("rule " + rule.getName() + " is a race-game rule, but this reading describes a grid game: the engine"
						+ " would ignore it", rule, ReadingPackage.eINSTANCE.getRule_Name(), IssueCodes.RACE_CLAIM_IN_GRID_READING);
			}
		} catch (RuntimeException cycle) {
			// reported by ReadingValidator
		}
	}

	@Check(CheckType.NORMAL)
	public void gridReadingMakesAGame(Reading reading) {
		ReadingChain chain;
		try {
			chain = ReadingChain.of(reading);
		} catch (RuntimeException cycleOrUnresolved) {
			return;
		}
		if (GameFamily.of(chain) != GameFamily.GRID) {
			return;
		}
		List<String> missing = GridReadingCompiler.missing(chain);
		if (!missing.isEmpty()) {
			error("the reading does not say: " + String.join(", ", missing) + " (state each in a rule, or extend a reading that"
					+ " does)", reading, ReadingPackage.eINSTANCE.getReading_Name(), IssueCodes.GRID_GAME_INCOMPLETE);
			return;
		}
		// zones and pieces are checked where they are written
		CombinationProblems.report(reading, chain, choice -> GridReadingCompiler.compile(chain, choice),
				problem -> problem.culprits().stream().anyMatch(o -> o instanceof Zone || o instanceof Piece
						|| o instanceof org.rulebench.reading.reading.MoveCapClaim),
				problem -> problem.getMessage().contains("FEN") ? IssueCodes.BAD_FEN : IssueCodes.RULES_CLASH, this::error);
	}

	/** A move cap or a count of quiet plies is 1 or more: 0 would end every game before it starts, or never. */
	@Check
	public void aDrawAfterPliesCountsSome(org.rulebench.reading.reading.MoveCapClaim claim) {
		if (claim.getPlies() < 1) {
			error("the game is drawn after 1 ply or more, not " + claim.getPlies(), claim,
					ReadingPackage.eINSTANCE.getMoveCapClaim_Plies(), IssueCodes.BAD_VALUE);
		}
	}

	/** An inventory's list after its total names each kind once and adds up to the total (the source's own count). */
	@Check
	public void inventoryAddsUp(Inventory inventory) {
		Set<String> seen = new HashSet<>();
		int sum = 0;
		for (int i = 0; i < inventory.getCounts().size(); i++) {
			KindCount k = inventory.getCounts().get(i);
			sum += k.getCount();
			if (k.getKind() != null && !k.getKind().eIsProxy() && !seen.add(k.getKind().getName())) {
				error("the " + k.getKind().getName() + " is counted twice; count each kind once", inventory,
						ReadingPackage.eINSTANCE.getInventory_Counts(), i, IssueCodes.INVENTORY_TOTAL);
			}
		}
		if (inventory.getTotal() > 0 && !inventory.getCounts().isEmpty() && sum != inventory.getTotal()) {
			error("the kinds listed add up to " + sum + (sum == 1 ? " piece" : " pieces") + ", not " + inventory.getTotal()
					+ ": a list after the total names every kind the side has", inventory,
					ReadingPackage.eINSTANCE.getInventory_Total(), IssueCodes.INVENTORY_TOTAL);
		}
	}

	@Check
	public void perftStaysQuick(PerftCount perft) {
		if (perft.getDepth() < 1 || perft.getDepth() > MAX_PERFT_DEPTH) {
			warning("perft " + perft.getDepth() + " is not checked: checking a reading counts to depth " + MAX_PERFT_DEPTH
					+ " at most; `rulebench perft FILE --depth D` counts deeper", perft, ReadingPackage.eINSTANCE.getPerftCount_Depth(),
					IssueCodes.PERFT_TOO_DEEP);
		}
	}

	@Check(CheckType.NORMAL)
	public void positionExpectationHolds(PositionExpectation expectation) {
		Reading reading = (Reading) expectation.eContainer();
		GridReading compiled;
		try {
			compiled = GridReadingCompiler.compile(ReadingChain.of(reading), Choice.FIRST);
		} catch (RuntimeException problem) {
			if (problem instanceof ReadingProblem && missingGrid(reading)) {
				error("a position can be expected only of a grid reading (one with a board of files and ranks)", expectation,
						ReadingPackage.eINSTANCE.getPositionExpectation_Name(), IssueCodes.GRID_GAME_INCOMPLETE);
			}
			return; // else reported by gridReadingMakesAGame
		}
		PositionFacts facts = new PositionFacts(compiled.rules());
		GridPosition position;
		try {
			position = facts.position(expectation);
		} catch (IllegalArgumentException e) {
			error(e.getMessage(), expectation, ReadingPackage.eINSTANCE.getPositionExpectation_Fen(), IssueCodes.BAD_FEN);
			return;
		}
		for (PositionFact fact : expectation.getFacts()) {
			if (fact instanceof PerftCount p && (p.getDepth() < 1 || p.getDepth() > MAX_PERFT_DEPTH)) {
				continue;
			}
			String failure = facts.failure(position, fact);
			if (failure != null) {
				error("expectation " + expectation.getName() + " does not hold: " + failure, fact, null,
						fact instanceof Inventory ? IssueCodes.INVENTORY_FAILS : IssueCodes.POSITION_EXPECTATION_FAILS);
			}
		}
	}

	private static boolean missingGrid(Reading reading) {
		try {
			return GameFamily.of(ReadingChain.of(reading)) != GameFamily.GRID;
		} catch (RuntimeException cycle) {
			return false;
		}
	}

	/** The effective pieces of the reading of {@code context}, by name (first alternatives). */
	private static List<Piece> effectivePieces(EObject context) {
		Reading reading = EcoreUtil2.getContainerOfType(context, Reading.class);
		Map<String, Piece> pieces = new HashMap<>();
		try {
			for (Rule rule : ReadingChain.of(reading).effectiveRules().values()) {
				Claim c = Dimension.claimOf(rule);
				if (c instanceof PieceClaim p && p.getPiece() != null && p.getPiece().getName() != null) {
					pieces.put(p.getPiece().getName(), p.getPiece());
				}
			}
		} catch (RuntimeException cycle) {
			return List.of();
		}
		return List.copyOf(pieces.values());
	}

	private static <T extends Claim> T effective(EObject context, Class<T> type) {
		Reading reading = EcoreUtil2.getContainerOfType(context, Reading.class);
		if (reading == null) {
			return null;
		}
		T found = null;
		try {
			for (Rule rule : ReadingChain.of(reading).effectiveRules().values()) {
				Claim c = Dimension.claimOf(rule);
				if (type.isInstance(c)) {
					found = type.cast(c);
				}
			}
		} catch (RuntimeException cycle) {
			return null;
		}
		return found;
	}
}
