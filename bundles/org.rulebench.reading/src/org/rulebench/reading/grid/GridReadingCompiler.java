package org.rulebench.reading.grid;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.play.CompiledRules;
import org.rulebench.engine.grid.play.Fen;
import org.rulebench.engine.grid.rules.BareKing;
import org.rulebench.engine.grid.rules.Concealment;
import org.rulebench.engine.grid.rules.Counting;
import org.rulebench.engine.grid.rules.Dance;
import org.rulebench.engine.grid.rules.Exchange;
import org.rulebench.engine.grid.rules.Ban;
import org.rulebench.engine.grid.rules.GridRules;
import org.rulebench.engine.grid.rules.MoveCondition;
import org.rulebench.engine.grid.rules.Hands;
import org.rulebench.engine.grid.rules.Obligation;
import org.rulebench.engine.grid.rules.Passing;
import org.rulebench.engine.grid.rules.PieceKind;
import org.rulebench.engine.grid.rules.Relation;
import org.rulebench.engine.grid.rules.RoyalCheck;
import org.rulebench.engine.grid.rules.Pressure;
import org.rulebench.engine.grid.rules.QuietDraw;
import org.rulebench.engine.grid.rules.Promotion;
import org.rulebench.engine.grid.rules.Repetition;
import org.rulebench.engine.grid.board.Zone;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.GameFamily;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.*;

/**
 * Turns a grid reading, resolved along its extension chain, with one choice per alternative, into the engine's
 * {@link GridRules}: pieces from their moves in words (or XBetza), zones, promotion, check and the ends. What no
 * reading of the chain states takes the chess family's defaults (docs/reading-language.md, Grid games).
 */
public final class GridReadingCompiler {
	/** What a grid reading chain must state. */
	public static final List<String> REQUIRED = List.of("grid board", "pieces", "start position");

	private final ReadingChain chain;
	private final Choice choice;
	private final Map<String, Claim> claims = new LinkedHashMap<>();
	private final Map<String, EObject> sayers = new LinkedHashMap<>();
	private final Map<String, Piece> pieces = new LinkedHashMap<>();
	private Map<String, Zone> zones = Map.of();

	private GridReadingCompiler(ReadingChain chain, Choice choice) {
		this.chain = chain;
		this.choice = choice;
	}

	/** Whether the reading describes a grid game: {@link GameFamily#of(ReadingChain)} decides. */
	public static boolean isGrid(ReadingChain chain) {
		return GameFamily.of(chain) == GameFamily.GRID;
	}

	/** Whether a claim belongs to the grid family: {@link GameFamily#of(Claim)} decides. */
	public static boolean isGridClaim(Claim claim) {
		return GameFamily.of(claim) == GameFamily.GRID;
	}

	/**
	 * @throws ReadingProblem if the reading does not make a playable grid game, naming the rules at fault
	 */
	public static GridReading compile(ReadingChain chain, Choice choice) {
		return new GridReadingCompiler(chain, choice).build();
	}

	/** The dimensions of {@link #REQUIRED} the chain leaves unsaid. */
	public static List<String> missing(ReadingChain chain) {
		List<String> said = new ArrayList<>();
		for (Rule r : chain.effectiveRules().values()) {
			Claim c = Dimension.claimOf(r);
			if (c != null) {
				said.add(c instanceof PieceClaim ? "pieces" : Dimension.of(c));
			}
		}
		return REQUIRED.stream().filter(d -> !said.contains(d)).toList();
	}

	private GridReading build() {
		List<String> missing = missing(chain);
		if (!missing.isEmpty()) {
			throw new ReadingProblem("the reading does not say: " + String.join(", ", missing)
					+ " (state each in a rule, or extend a reading that does)", List.of());
		}
		for (Rule rule : chain.effectiveRules().values()) {
			Claim claim = choice.claimOf(rule);
			if (claim != null) {
				claims.put(Dimension.of(claim), claim);
				sayers.put(Dimension.of(claim), rule);
			}
		}
		BoardClaim bc = (BoardClaim) claims.get("grid board");
		GridBoard board;
		try {
			board = new GridBoard(bc.getSize(), bc.getRanks());
		} catch (IllegalArgumentException e) {
			throw problem(e.getMessage(), bc);
		}
		Map<String, Zone> zones = new LinkedHashMap<>();
		for (Claim c : claims.values()) {
			if (c instanceof ZoneClaim z && z.getZone() != null) {
				zones.put(z.getZone().getName(), zone(board, z.getZone()));
			}
		}
		Map<String, PieceKind> kinds = new LinkedHashMap<>();
		for (Claim c : claims.values()) {
			if (c instanceof PieceClaim p && p.getPiece() != null) {
				kinds.put(p.getPiece().getName(), kind(p.getPiece(), zones));
				pieces.put(p.getPiece().getName(), p.getPiece());
			}
		}
		this.zones = zones;
		GridParts parts = new GridParts(zones::get);
		for (Claim c : claims.values()) {
			if (c instanceof PromotionClaim p && !p.isNone()) {
				String name = p.getPiece().getName();
				PieceKind k = kinds.get(name);
				if (k == null) {
					throw problem("promotion of the " + name + ": the reading has no piece " + name, p);
				}
				List<String> into = p.getInto().stream().map(Piece::getName).toList();
				if ((into.size() > 1 || !p.isForced()) && !p.isAsAMove() && k.dances().stream().anyMatch(d -> d.type() == Dance.Type.JUMP)) {
					// a capture by jumping over promotes where it ends, with no choice offered (GridPosition.makeJumps)
					throw problem("promotion of the " + name + ": a capture by jumping over that ends in the " + p.getZone().getName()
							+ " promotes the " + name + " there, and a choice at the end of such a capture cannot be played yet:"
							+ " state one kind the piece becomes, `it becomes a " + into.get(0) + "`", p);
				}
				MoveCondition unless = p.getUnless() == null ? null : parts.condition(p.getUnless());
				int limit = p.isAsAtStart() ? Promotion.AS_AT_START : p.getLimit();
				if (p.isInAGame() && limit > 0) {
					// at most N in a game: not once the side's pieces of the kind have made N promotions (one Rua ever)
					MoveCondition made = MoveCondition.promotionsMade(name, limit);
					unless = unless == null ? made : new MoveCondition.Any(List.of(made, unless));
					limit = 0;
				}
				MoveCondition orWhen = p.getOrWhen() == null ? null : parts.condition(p.getOrWhen());
				Promotion promotion = new Promotion(zoneNamed(zones, p.getZone(), p), into, p.isForced(), trigger(p), limit, unless, orWhen);
				kinds.put(name, k.promotes(promotion));
			}
		}
		GridStartClaim start = (GridStartClaim) claims.get("start position");
		GridRules rules;
		try {
			rules = GridRules.of(chain.reading().getName(), board, List.copyOf(zones.values()), List.copyOf(kinds.values()),
					start.getFen());
		} catch (IllegalArgumentException e) {
			throw problem(e.getMessage(), sayers.values().stream().filter(r -> Dimension.claimOf((Rule) r) instanceof PieceClaim).toList());
		}
		// the pieces on the board now; those in hand once the rules have hands, below
		Fen.Placement placement;
		try {
			placement = Fen.placement(rules.withHands(org.rulebench.engine.grid.rules.Hands.shogi()), start.getFen());
		} catch (IllegalArgumentException e) {
			throw problem("the start position: " + e.getMessage(), start);
		}
		if (!start.getMoved().isEmpty()) {
			rules = firstMovesMade(rules, placement, start);
		}
		if (claims.containsKey("face-down start")) {
			rules = conceal(rules);
		} else if (claims.containsKey("colours")) {
			throw problem("the first piece turned up decides the colours, but no piece starts face down: state `all pieces start"
					+ " face down, shuffled together over the start points, and belong to no side until turned up`", sayers.get("colours"));
		}
		if (claims.get("check") instanceof CheckClaim c) {
			rules = rules.withCheckBinding(c.isBinding()).withRoyalCheck(c.isLast() ? RoyalCheck.LAST : c.isAll() ? RoyalCheck.ALL : RoyalCheck.EACH);
		}
		if (claims.get("facing royal pieces") instanceof FacingClaim f) {
			rules = rules.withFlyingGeneral(f.isForbidden());
		}
		if (claims.get("checkmate") instanceof NoMoveClaim n) {
			rules = rules.withCheckmate(outcome(n.getVerdict()));
		}
		if (claims.get("stalemate") instanceof NoMoveClaim n) {
			rules = rules.withStalemate(outcome(n.getVerdict()));
		}
		if (claims.get("a bare royal piece") instanceof BareRoyalClaim b) {
			// the exception's verdict is an enum, never null: whether the clause is written is in the text
			boolean answered = !org.eclipse.xtext.nodemodel.util.NodeModelUtils.findNodesForFeature(b,
					org.rulebench.reading.reading.ReadingPackage.eINSTANCE.getBareRoyalClaim_Answered()).isEmpty();
			rules = rules.withBareKing(new BareKing(outcome(b.getVerdict()), answered ? outcome(b.getAnswered()) : null));
		}
		if (claims.get("repetition") instanceof RepetitionClaim r) {
			try {
				rules = rules.withRepetition(r.getTimes() == 0 ? Repetition.NONE : new Repetition(r.getTimes(), r.isPerpetual(),
						r.isDeviate() ? new Pressure(r.getChecked().stream().map(Piece::getName).toList(), r.isThreats()) : null,
						!r.isGoesOn()));
			} catch (IllegalArgumentException e) {
				throw problem(e.getMessage(), r);
			}
		}
		List<Exchange> exchanges = new ArrayList<>();
		for (Claim c : claims.values()) {
			if (c instanceof ExchangeClaim e) {
				Map<String, String> instead = new LinkedHashMap<>();
				for (ExchangeException x : e.getExceptions()) {
					instead.put(x.getCaptor().getName(), x.isStays() ? x.getCaptor().getName() : x.getBecomes().getName());
				}
				exchanges.add(new Exchange(e.getTaken().stream().map(Piece::getName).toList(), e.getInto().getName(), instead));
			}
		}
		if (!exchanges.isEmpty()) {
			rules = rules.withExchanges(exchanges);
		}
		if (claims.get("life pieces") instanceof LifeClaim l) {
			// the game ends when they are all taken: royal pieces may be taken, check binds nothing, unless a rule says
			// that it binds the last of them (sho shogi)
			Map<String, String> hidden = rules.concealment() == null ? Map.of() : rules.concealment().revealsAs();
			rules = rules.withLifeKinds(l.isAll()
					? rules.kinds().stream().map(PieceKind::name).filter(k -> !hidden.containsKey(k)).toList()
					: l.getKinds().stream().map(Piece::getName).toList());
			if (rules.royalCheck() != RoyalCheck.LAST) {
				rules = rules.withCheckBinding(false);
			}
		}
		rules = parts(rules, parts);
		rules = castlingAndInPassing(rules);
		if (claims.get("a move cap") instanceof MoveCapClaim m) {
			rules = rules.withMoveCap(m.getPlies());
		}
		if (claims.get("quiet plies") instanceof MoveCapClaim m) {
			if (m.getPlies() < 1) {
				throw new ReadingProblem("a draw after " + m.getPlies() + " quiet plies: the count is 1 or more", List.of(m));
			}
			rules = rules.withQuietDraw(new QuietDraw(m.getPlies(), m.getResets().stream().anyMatch(QuietReset::isCapture),
					m.getResets().stream().anyMatch(QuietReset::isTurn),
					m.getResets().stream().filter(r -> r.getMover() != null).map(r -> r.getMover().getName()).distinct().toList()));
		}
		if (claims.get("counting") instanceof CountingClaim c) {
			try {
				rules = rules.withCounting(counting(c));
			} catch (IllegalArgumentException e) {
				throw problem(e.getMessage(), c);
			}
		}
		try {
			Fen.placement(rules, rules.startFen());
		} catch (IllegalArgumentException e) {
			throw problem("the start position: " + e.getMessage(), start);
		}
		GridReading.FaceDown faceDown = null;
		if (claims.containsKey("face-down start")) {
			faceDown = new GridReading.FaceDown(true, claims.get("face-down moves") instanceof FaceDownMoveClaim m && !m.isTurned(),
					claims.containsKey("capturing face-down pieces"), claims.containsKey("captured pieces"));
		}
		return new GridReading(rules, faceDown);
	}

	/** Whether a rule says that every captured piece leaves the game (`when a piece is captured, it leaves the game`). */
	private boolean leavesTheGame() {
		for (Claim c : claims.values()) {
			if (c instanceof EffectClaim e && e.getEffect() instanceof LeavesGame && e.getHappening() instanceof Captured x
					&& x.getKinds().isEmpty()) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Hands and drops, passing, the constraints and what becomes of captured pieces (the parts of issue 25 as grid
	 * readings state them).
	 */
	private GridRules parts(GridRules rules, GridParts parts) {
		for (Claim c : claims.values()) {
			if (c instanceof EffectClaim e && e.getEffect() instanceof ToHand t && e.getHappening() instanceof Captured x) {
				org.rulebench.engine.grid.board.Zone drop = claims.get("where pieces are dropped") instanceof DropClaim d && d.getZone() != null
						? zoneNamed(zones, d.getZone(), d) : null;
				rules = rules.withHands(new Hands(t.isUnpromoted(), x.getKinds().stream().map(Piece::getName).toList(), drop));
			}
		}
		if (claims.containsKey("where pieces are dropped") && rules.hands() == null && leavesTheGame()) {
			// pieces start in hand (the position's) and are placed by drops; captured ones leave the game (sittuyin's set-up)
			org.rulebench.engine.grid.board.Zone drop = claims.get("where pieces are dropped") instanceof DropClaim d && d.getZone() != null
					? zoneNamed(zones, d.getZone(), d) : null;
			rules = rules.withHands(Hands.setUp(drop));
		}
		if (claims.containsKey("where pieces are dropped") && rules.hands() == null) {
			throw problem("pieces are dropped from a hand, but no rule says what becomes of captured pieces: state `when a piece is"
					+ " captured, it goes to the hand of its captor` (shogi), or `…, it leaves the game` (pieces start in hand, as the"
					+ " start position gives them, and captured ones are not dropped again)", sayers.get("where pieces are dropped"));
		}
		if (claims.get("passing") instanceof PassClaim) {
			Passing.Points points = null;
			if (claims.get("points") instanceof PointsClaim p) {
				Map<String, Integer> values = new LinkedHashMap<>();
				p.getWorth().forEach(w -> values.put(w.getPiece().getName(), w.getValue()));
				points = new Passing.Points(values, Double.parseDouble(p.getBonus() + "." + p.getFraction()));
			}
			Passing.End two = end(claims.get("two passes in a row"));
			Passing.End facing = end(claims.get("a pass while the royal pieces face each other"));
			if ((two == Passing.End.POINTS || facing == Passing.End.POINTS) && points == null) {
				throw problem("a game won on points, but no rule says what the pieces count: state `the pieces count: KIND N, …`",
						sayers.get(two == Passing.End.POINTS ? "two passes in a row" : "a pass while the royal pieces face each other"));
			}
			try {
				rules = rules.withPassing(new Passing(two, facing, points));
			} catch (IllegalArgumentException x) {
				throw problem(x.getMessage(), sayers.get("passing"));
			}
		} else {
			for (String end : List.of("two passes in a row", "a pass while the royal pieces face each other")) {
				if (claims.containsKey(end)) {
					throw problem("a rule about passing, but no rule lets a side pass: state `a side may pass instead of moving`",
							sayers.get(end));
				}
			}
		}
		List<Ban> bans = new ArrayList<>();
		List<Obligation> obligations = new ArrayList<>();
		List<Relation> relations = new ArrayList<>();
		List<String> all = rules.kinds().stream().map(PieceKind::name).toList();
		List<String> faceDownKinds = rules.concealment() == null ? List.of() : List.copyOf(rules.concealment().revealsAs().keySet());
		if (claims.get("ranks") instanceof RankClaim r) {
			relations.addAll(ranks(r));
		}
		for (Map.Entry<String, Claim> e : claims.entrySet()) {
			if (e.getValue() instanceof Constraint c) {
				if (c.getAct() instanceof CaptureAct x && x.isFaceDown() && faceDownKinds.isEmpty()) {
					throw problem("a rule about capturing face-down pieces, but no piece starts face down", c);
				}
				GridParts.Compiled compiled = parts.constraint(c);
				if (compiled.ban() != null) {
					bans.add(compiled.ban());
				}
				if (compiled.obligation() != null) {
					obligations.add(compiled.obligation());
				}
				if (compiled.relation() != null) {
					relations.add(GridParts.relation(compiled.relation(), all, faceDownKinds));
				}
				if (c.getAct() instanceof DropAct && rules.hands() == null) {
					throw problem("a rule about drops, but no rule puts captured pieces in a hand: state `when a piece is captured,"
							+ " it goes to the hand of its captor`", c);
				}
				if (c.getAct() instanceof PassAct && rules.passing() == null) {
					throw problem("a rule about passing, but no rule lets a side pass: state `a side may pass instead of moving`", c);
				}
			}
		}
		try {
			return rules.withBans(bans).withObligations(obligations).withRelations(relations);
		} catch (IllegalArgumentException x) {
			throw problem(x.getMessage(), sayers.values().stream().filter(r -> Dimension.claimOf((Rule) r) instanceof Constraint).toList());
		}
	}

	/** Castling and captures in passing, stated as clauses of the pieces that make them. */
	private GridRules castlingAndInPassing(GridRules rules) {
		List<org.rulebench.engine.grid.rules.Castling> castlings = new ArrayList<>();
		List<org.rulebench.engine.grid.rules.InPassing> inPassing = new ArrayList<>();
		List<EObject> sayers = new ArrayList<>();
		for (Claim c : claims.values()) {
			if (!(c instanceof PieceClaim pc) || pc.getPiece() == null) {
				continue;
			}
			Piece p = pc.getPiece();
			for (PieceClause clause : p.getClauses()) {
				if (clause instanceof CastlingClause k && k.getPartner() != null && !k.getPartner().eIsProxy()) {
					if (!p.isRoyal()) {
						throw problem("piece " + p.getName() + " castles, but castling is a royal piece's move (it may not castle out of or"
								+ " through check): say `piece " + p.getName() + " (" + p.getLetter() + "), royal: …`", k);
					}
					if (castlings.stream().anyMatch(x -> x.king().equals(p.getName()))) {
						throw problem("piece " + p.getName() + " castles by two clauses: state one", k);
					}
					try {
						castlings.add(new org.rulebench.engine.grid.rules.Castling(p.getName(), k.getPartner().getName(), k.getDistance()));
					} catch (IllegalArgumentException e) {
						throw problem("piece " + p.getName() + ": " + e.getMessage(), k);
					}
					sayers.add(k);
				} else if (clause instanceof InPassingClause e && e.getPassers().stream().noneMatch(EObject::eIsProxy)) {
					inPassing.add(new org.rulebench.engine.grid.rules.InPassing(List.of(p.getName()),
							e.getPassers().stream().map(Piece::getName).toList()));
					sayers.add(e);
				}
			}
		}
		if (castlings.isEmpty() && inPassing.isEmpty()) {
			return rules;
		}
		try {
			return rules.withCastlings(castlings).withInPassing(inPassing);
		} catch (IllegalArgumentException x) {
			throw problem(x.getMessage(), sayers);
		}
	}

	private static Passing.End end(Claim c) {
		return c instanceof PassEndClaim e ? e.isDraw() ? Passing.End.DRAW : Passing.End.POINTS : null;
	}

	/** Which moves of its zone a promotion is made on, as the rule words it. */
	private static Promotion.Trigger trigger(PromotionClaim p) {
		if (p.isAsAMove()) {
			return p.isStepping() ? Promotion.Trigger.IN_PLACE_OR_STEP : Promotion.Trigger.IN_PLACE;
		}
		if (p.isCapture()) {
			return Promotion.Trigger.CAPTURES_IN;
		}
		if (p.isEntering()) {
			return Promotion.Trigger.ENTERS;
		}
		if (p.isLeaving()) {
			return Promotion.Trigger.LEAVES;
		}
		if (p.isWithin()) {
			return Promotion.Trigger.WITHIN;
		}
		if (!p.getWays().isEmpty()) {
			boolean into = p.getWays().stream().anyMatch(ZoneWay::isInto);
			boolean within = p.getWays().stream().anyMatch(ZoneWay::isWithin);
			boolean out = p.getWays().stream().anyMatch(ZoneWay::isOut);
			return Promotion.Trigger.of(into, within, out);
		}
		return Promotion.Trigger.ENDS_IN;
	}

	/**
	 * A start that stands for an opening already played: the pieces it names have made their first move, so their
	 * kinds' first moves ("on its first move") are open only from the points where the start has their other pieces,
	 * and the named pieces count as moved (their history, which a condition may read).
	 */
	private GridRules firstMovesMade(GridRules rules, Fen.Placement placement, GridStartClaim start) {
		GridBoard board = rules.board();
		BitSet moved = new BitSet(board.squares());
		for (String point : start.getMoved()) {
			int s = board.parse(point);
			if (s < 0) {
				throw problem("the start position: no point " + point + " on a board of " + board.files() + " files and "
						+ board.ranks() + " ranks", start);
			}
			if (placement.pieces()[s] == 0) {
				throw problem("the start position has no piece on " + point + " to have made its first move", start);
			}
			moved.set(s);
		}
		for (int k = 0; k < rules.kinds().size(); k++) {
			BitSet[] at = { new BitSet(board.squares()), new BitSet(board.squares()) };
			for (int s = 0; s < board.squares(); s++) {
				int pc = placement.pieces()[s];
				if (pc != 0 && CompiledRules.kindOf(pc) == k && !moved.get(s)) {
					at[CompiledRules.sideOf(pc)].set(s);
				}
			}
			PieceKind kind = rules.kinds().get(k);
			rules = rules.withKind(kind.firstMovesIn(Zone.perSide("first moves of the " + kind.name(), board, at[0], at[1])));
		}
		return rules;
	}

	/**
	 * What may capture what by rank (banqi): each ranked kind may not capture the kinds ranked above it, but for the
	 * exceptions (a kind that may capture some kinds, or any piece).
	 */
	private List<Relation> ranks(RankClaim r) {
		List<String> order = new ArrayList<>();
		for (Piece p : r.getRanks()) {
			if (p == null || p.eIsProxy()) {
				throw problem("the ranks name a piece the reading does not have", r);
			}
			if (order.contains(p.getName())) {
				throw problem("the ranks name the " + p.getName() + " twice: each kind has one rank", r);
			}
			order.add(p.getName());
		}
		List<Relation> relations = new ArrayList<>();
		for (int i = 1; i < order.size(); i++) {
			String mover = order.get(i);
			List<String> above = new ArrayList<>(order.subList(0, i));
			for (RankException x : r.getExceptions()) {
				if (x.getMover() != null && !x.getMover().eIsProxy() && x.getMover().getName().equals(mover)) {
					if (x.isAny()) {
						above.clear();
					} else {
						x.getOthers().forEach(o -> above.remove(o.getName()));
					}
				}
			}
			if (!above.isEmpty()) {
				relations.add(new Relation(List.of(mover), Relation.Kind.NO_CAPTURING, above));
			}
		}
		for (RankException x : r.getExceptions()) {
			if (x.getMover() == null || x.getMover().eIsProxy() || !order.contains(x.getMover().getName())) {
				throw problem("an exception to the ranks names a piece that has no rank: rank it, or leave the exception out", r);
			}
		}
		return relations;
	}

	/**
	 * Pieces face down at the start (dark xiangqi), as the engine's {@link Concealment} takes them: for each kind other
	 * than the royal one, in the order its pieces first stand in the start position (the first side's back rank first),
	 * a face-down kind with the moves of the piece of that start point (kept to the zone its kind keeps to `while face
	 * down`) and the next free letter from t on; the start
	 * position with the face-down letters. For xiangqi this gives Fairy-Stockfish-style letters t u v w x y.
	 */
	private GridRules conceal(GridRules rules) {
		boolean turned = claims.get("face-down moves") instanceof FaceDownMoveClaim m && m.isTurned();
		if (((FaceDownStartClaim) claims.get("face-down start")).isMixed()) {
			return concealMixed(rules, turned);
		}
		if (claims.containsKey("colours")) {
			throw problem("the first piece turned up decides the colours only where all pieces start face down, nobody's:"
					+ " state `all pieces start face down, shuffled together over the start points, and belong to no side until"
					+ " turned up`", sayers.get("colours"));
		}
		if (turned) {
			throw problem("the engine turns face-down pieces up as a move only where all pieces start face down together, nobody's:"
					+ " state `all pieces start face down, shuffled together over the start points, and belong to no side until"
					+ " turned up`, or let a face-down piece move as the piece of its start point", sayers.get("face-down moves"));
		}
		return concealByPoint(rules);
	}

	/**
	 * Both sides' pieces face down together over the start points (banqi): one face-down kind without moves, with the
	 * next free letter from t, on every occupied point of the start, written as the second side's (a face-down piece
	 * is nobody's; the engine lets either side turn it); the pieces the start names are what the shuffle hides.
	 */
	private GridRules concealMixed(GridRules rules, boolean turned) {
		if (!turned) {
			throw problem("all pieces start face down and belong to no side, so none can move as a piece of its start point:"
					+ " state `a face down piece does not move: a side may turn any face down piece face up as its move`",
					claims.containsKey("face-down moves") ? sayers.get("face-down moves") : sayers.get("face-down start"));
		}
		if (claims.containsKey("capturing face-down pieces")) {
			throw problem("the engine cannot play captures of face-down pieces that belong to no side: leave this rule out, and"
					+ " state `a side may not capture a face down piece`", sayers.get("capturing face-down pieces"));
		}
		StringBuilder used = new StringBuilder();
		rules.kinds().forEach(k -> used.append(k.letter()));
		char next = 't';
		for (int tries = 0; used.indexOf(String.valueOf(next)) >= 0; tries++) {
			if (tries == 26) {
				throw problem("no letter is left for the face-down pieces: the reading's pieces use all 26", sayers.get("face-down start"));
			}
			next = next == 'z' ? 'a' : (char) (next + 1);
		}
		PieceKind down = new PieceKind("face-down piece", next, "", List.of(), null, false, null, null, List.of());
		List<PieceKind> kinds = new ArrayList<>(rules.kinds());
		kinds.add(down);
		String[] fields = rules.startFen().trim().split("\\s+", 2);
		StringBuilder board = new StringBuilder();
		for (char c : fields[0].toCharArray()) {
			board.append(Character.isLetter(c) ? next : c);
		}
		String fen = board + (fields.length > 1 ? " " + fields[1] : "");
		try {
			return GridRules.of(rules.name(), rules.board(), rules.zones(), kinds, fen)
					.withConcealment(Concealment.mixed(down.name(), rules.startFen(), true, claims.containsKey("colours")));
		} catch (IllegalArgumentException e) {
			throw problem(e.getMessage(), sayers.get("face-down start"));
		}
	}

	/** Each side's pieces but the royal one face down over the start points of its own (dark xiangqi). */
	private GridRules concealByPoint(GridRules rules) {
		if (!claims.containsKey("face-down moves")) {
			throw problem("pieces start face down, but no rule says how a face-down piece moves: state `a face down piece moves"
					+ " as the piece whose start point it stands on, and is turned face up by its move`", sayers.get("face-down start"));
		}
		int[] pieces = Fen.placement(rules, rules.startFen()).pieces();
		List<PieceKind> order = new ArrayList<>();
		for (int pc : pieces) {
			PieceKind k = pc == 0 ? null : rules.kinds().get((pc - 1) >> 1);
			if (k != null && !k.royal() && !order.contains(k)) {
				order.add(k);
			}
		}
		StringBuilder used = new StringBuilder();
		rules.kinds().forEach(k -> used.append(k.letter()));
		List<PieceKind> kinds = new ArrayList<>(rules.kinds());
		Map<String, String> revealsAs = new LinkedHashMap<>();
		Map<Character, Character> letters = new LinkedHashMap<>();
		char next = 't';
		for (PieceKind k : order) {
			for (int tries = 0; used.indexOf(String.valueOf(next)) >= 0; tries++) {
				if (tries == 26) {
					throw problem("no letter is left for the face-down pieces: the reading's pieces use all 26", sayers.get("face-down start"));
				}
				next = next == 'z' ? 'a' : (char) (next + 1);
			}
			used.append(next);
			PieceKind down = new PieceKind("face-down on " + k.name() + " point", next, k.betza(), k.zoneMoves(),
					faceDownConfinement(k), false, null, null, k.dances());
			kinds.add(down);
			revealsAs.put(down.name(), k.name());
			letters.put(k.letter(), next);
		}
		String[] fields = rules.startFen().trim().split("\\s+", 2);
		StringBuilder board = new StringBuilder();
		for (char c : fields[0].toCharArray()) {
			Character down = letters.get(Character.toLowerCase(c));
			board.append(down == null ? c : Character.isUpperCase(c) ? Character.toUpperCase(down) : down.charValue());
		}
		String fen = board + (fields.length > 1 ? " " + fields[1] : "");
		try {
			return GridRules.of(rules.name(), rules.board(), rules.zones(), kinds, fen).withConcealment(new Concealment(revealsAs));
		} catch (IllegalArgumentException e) {
			throw problem(e.getMessage(), sayers.get("face-down start"));
		}
	}

	/** The zone a face-down piece keeps to: the one its kind keeps to while face down, else its own. */
	private Zone faceDownConfinement(PieceKind k) {
		Piece p = pieces.get(k.name());
		if (p != null) {
			for (PieceClause clause : p.getClauses()) {
				if (clause instanceof Confinement c && c.isFaceDown()) {
					return zoneNamed(zones, c.getZone(), c);
				}
			}
		}
		return k.confinedTo();
	}

	private Zone zone(GridBoard board, org.rulebench.reading.reading.Zone z) {
		Zone.Region region = region(board, z.getName(), z.getPoints(), z.getFromFile(), z.getToFile(), z.getFromRank(), z.getToRank(), z);
		for (ZoneRegion more : z.getMore()) {
			Zone.Region first = region;
			Zone.Region next = region(board, z.getName(), more.getPoints(), more.getFromFile(), more.getToFile(), more.getFromRank(),
					more.getToRank(), more);
			region = (f, r) -> first.contains(f, r) || next.contains(f, r);
		}
		return Zone.of(z.getName(), board, region);
	}

	/** One region of a zone, from the first side's view: points named, or files and ranks. */
	private Zone.Region region(GridBoard board, String name, List<String> points, String fromFileLetter, String toFileLetter,
			int fromRank, int toRank, EObject where) {
		if (!points.isEmpty()) {
			java.util.BitSet set = new java.util.BitSet();
			for (String p : points) {
				int s = board.parse(p);
				if (s < 0) {
					throw problem("zone " + name + ": no square " + p + " on a " + board.files() + " × " + board.ranks() + " board", where);
				}
				set.set(s);
			}
			return (f, r) -> set.get(board.square(f, r));
		}
		int fromFile = fromFileLetter == null ? 0 : file(fromFileLetter);
		int toFile = toFileLetter == null ? board.files() - 1 : file(toFileLetter);
		if (fromFile < 0 || toFile >= board.files() || fromFile > toFile || fromRank < 1 || toRank > board.ranks() || fromRank > toRank) {
			throw problem("zone " + name + " is not a region of a board of " + board.files() + " files and " + board.ranks()
					+ " ranks (files a to " + (char) ('a' + board.files() - 1) + ", ranks 1 to " + board.ranks() + ")", where);
		}
		int r0 = fromRank - 1;
		int r1 = toRank - 1;
		return (f, r) -> f >= fromFile && f <= toFile && r >= r0 && r <= r1;
	}

	/** The 0-based file of a file letter, -1 if it is not one letter. */
	public static int file(String letter) {
		return letter.length() == 1 && letter.charAt(0) >= 'a' && letter.charAt(0) <= 'z' ? letter.charAt(0) - 'a' : -1;
	}

	private PieceKind kind(Piece p, Map<String, Zone> zones) {
		try {
			PieceKind k = PieceKind.of(p.getName(), p.getLetter().charAt(0), betza(p));
			for (org.rulebench.reading.reading.Dance d : p.getDances()) {
				k = k.dancing(dance(d));
			}
			for (org.rulebench.reading.reading.Move m : p.getMoves()) {
				if (m.isJumpCapture()) {
					Dance jump = PieceMoves.jump(m);
					k = k.dancing(claims.get("chains of captures") instanceof ChainClaim chain ? jump.chained(chain.isPromotionEnds()) : jump);
				}
			}
			for (PieceClause clause : p.getClauses()) {
				if (clause instanceof ZoneMoves z) {
					k = k.alsoIn(zoneNamed(zones, z.getZone(), z), z.getBetza() != null ? z.getBetza() : PieceMoves.betza(z.getMoves()),
							z.getWithin() == null ? null : zoneNamed(zones, z.getWithin(), z));
				} else if (clause instanceof Confinement c && !c.isFaceDown()) {
					k = k.confinedTo(zoneNamed(zones, c.getZone(), c));
				}
			}
			if (p.isPlus()) {
				k = k.writtenWithPlus();
			}
			return p.isRoyal() ? k.asRoyal() : k;
		} catch (IllegalArgumentException e) {
			throw problem("piece " + p.getName() + ": " + e.getMessage(), p);
		}
	}

	/** A dance in words as the engine's {@link Dance} (seed 002 articles 006-010, 022, 061, 081, 102-103). */
	public static Dance dance(org.rulebench.reading.reading.Dance d) {
		if (d.isLion()) {
			return Dance.lion();
		}
		if (d.isIgui()) {
			return Dance.igui("K");
		}
		if (d.isHook()) {
			return Dance.hook(PieceMoves.steps(d.getDirection()), d.isMustTurn());
		}
		if (d.isAnywhere()) {
			return d.isReached() ? Dance.anywhereUnlessReached() : Dance.anywhere();
		}
		String steps = PieceMoves.steps(d.getDirection());
		return d.isUpTo() ? Dance.filledOdori(steps, d.getSteps()) : Dance.odori(steps, d.getSteps());
	}

	/** The piece's own moves (zone moves apart) in XBetza. */
	public static String betza(Piece p) {
		return p.getBetza() != null ? p.getBetza() : PieceMoves.betza(p.getMoves());
	}

	/** The piece's moves in XBetza, with the moves it gains in a zone and the zone it keeps to named. */
	public static String describe(Piece p) {
		StringBuilder b = new StringBuilder();
		try {
			b.append(betza(p));
			for (org.rulebench.reading.reading.Dance d : p.getDances()) {
				b.append(b.isEmpty() ? "" : ", ").append(dance(d).describe());
			}
			for (org.rulebench.reading.reading.Move m : p.getMoves()) {
				if (m.isJumpCapture()) {
					b.append(b.isEmpty() ? "" : ", ").append(PieceMoves.jump(m).describe());
				}
			}
			for (PieceClause clause : p.getClauses()) {
				if (clause instanceof ZoneMoves z && z.getZone() != null) {
					b.append(", in ").append(z.getZone().getName()).append(": ")
							.append(z.getBetza() != null ? z.getBetza() : PieceMoves.betza(z.getMoves()));
					if (z.getWithin() != null) {
						b.append(" within ").append(z.getWithin().getName());
					}
				} else if (clause instanceof Confinement c && c.getZone() != null) {
					b.append(", never leaving ").append(c.getZone().getName()).append(c.isFaceDown() ? " while face down" : "");
				} else if (clause instanceof CastlingClause k && k.getPartner() != null && !k.getPartner().eIsProxy()) {
					b.append(", castles with ").append(k.getPartner().getName()).append(" moving ").append(k.getDistance());
				} else if (clause instanceof InPassingClause e) {
					b.append(", captures ").append(String.join(" or ", e.getPassers().stream().map(x -> x.eIsProxy() ? "?" : x.getName()).toList()))
							.append(" in passing");
				}
			}
		} catch (IllegalArgumentException e) {
			return "(no XBetza: " + e.getMessage() + ")";
		}
		return b.toString();
	}

	private Zone zoneNamed(Map<String, Zone> zones, org.rulebench.reading.reading.Zone ref, EObject where) {
		Zone z = ref == null || ref.eIsProxy() ? null : zones.get(ref.getName());
		if (z == null) {
			throw problem("no zone " + (ref == null || ref.eIsProxy() ? "" : ref.getName()) + " in the reading", where);
		}
		return z;
	}

	private static Counting counting(CountingClaim c) {
		List<Counting.Honour> honours = new ArrayList<>();
		for (Honour h : c.getHonours()) {
			honours.add(new Counting.Honour(h.getPiece().getName(), h.getCount(), h.getMoves()));
		}
		return new Counting(c.getPawn().getName(), c.getBoards(), honours, c.getOtherwise());
	}

	private static org.rulebench.engine.grid.rules.Outcome outcome(Verdict v) {
		return switch (v) {
		case LOSES -> org.rulebench.engine.grid.rules.Outcome.LOSS;
		case WINS -> org.rulebench.engine.grid.rules.Outcome.WIN;
		case DRAWS -> org.rulebench.engine.grid.rules.Outcome.DRAW;
		};
	}

	private ReadingProblem problem(String message, EObject where) {
		return new ReadingProblem(message, List.of(where));
	}

	private ReadingProblem problem(String message, List<EObject> where) {
		return new ReadingProblem(message, where);
	}

}
