package org.rulebench.engine.grid.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.rulebench.engine.grid.board.GridBoard;
import org.rulebench.engine.grid.board.Zone;

/**
 * The rules of a grid game, as data: the board and its zones, the piece kinds, the start position (Fairy-Stockfish
 * FEN), and how play is constrained and ends. A variant is a base plus a few {@code with…} overrides, as readings
 * extend one another.
 *
 * @param checkBinding  a move may not leave the mover's royal piece attacked; when false, capturing the royal piece
 *                      wins
 * @param flyingGeneral royal pieces may not face each other on a file with nothing between (xiangqi)
 * @param checkmate     for the side to move that is in check and cannot move
 * @param stalemate     for the side to move that is not in check and cannot move
 * @param bareKing      for a side left with its royal piece alone (and its exception); null: no such rule
 * @param moveCap       plies after which the game is drawn; 0: none
 * @param counting      makruk's counting rules; null: none
 * @param concealment   pieces that start face down; null: none
 * @param exchanges     captures that change the captor's kind (Maka Dai Dai Shogi's 提婆 and 無明); empty: none
 * @param lifeKinds     a side that has no piece of these kinds left loses (玉将, 自在王, 王子); empty: no such rule
 * @param hands         captured pieces go to the captor's hand, to be dropped (shogi); null: they leave the game
 * @param passing       a side may pass its turn (janggi); null: it may not
 * @param bans          moves the pieces allow that the rules forbid ("a side may not …"); empty: none
 * @param obligations   moves a side must make when it can ("a side must …"); empty: none
 * @param relations     what pieces of some kinds may not jump over or capture (janggi's cannons); empty: none
 * @param royalCheck    which of several royal pieces check binds (sho shogi: the last one)
 * @param castlings     the kings' castling moves (chess); empty: none
 * @param inPassing     captures in passing (chess's en passant); empty: none
 * @param quietDraw     a draw after so many plies without moves of some kinds (chess's 50 moves, banqi's quiet
 *                      plies); null: none
 */
public record GridRules(String name, GridBoard board, List<Zone> zones, List<PieceKind> kinds, String startFen,
		boolean checkBinding, boolean flyingGeneral, Outcome checkmate, Outcome stalemate, BareKing bareKing,
		int moveCap, Repetition repetition, Counting counting, Concealment concealment, List<Exchange> exchanges,
		List<String> lifeKinds, Hands hands, Passing passing, List<Ban> bans, List<Obligation> obligations, List<Relation> relations,
		RoyalCheck royalCheck, List<Castling> castlings, List<InPassing> inPassing, QuietDraw quietDraw) {

	public GridRules {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(board, "board");
		zones = List.copyOf(zones);
		kinds = List.copyOf(kinds);
		Objects.requireNonNull(startFen, "startFen");
		Objects.requireNonNull(checkmate, "checkmate");
		Objects.requireNonNull(stalemate, "stalemate");
		Objects.requireNonNull(repetition, "repetition");
		exchanges = exchanges == null ? List.of() : List.copyOf(exchanges);
		lifeKinds = lifeKinds == null ? List.of() : List.copyOf(lifeKinds);
		bans = bans == null ? List.of() : List.copyOf(bans);
		obligations = obligations == null ? List.of() : List.copyOf(obligations);
		relations = relations == null ? List.of() : List.copyOf(relations);
		royalCheck = royalCheck == null ? RoyalCheck.EACH : royalCheck;
		castlings = castlings == null ? List.of() : List.copyOf(castlings);
		inPassing = inPassing == null ? List.of() : List.copyOf(inPassing);
		check(board, zones, kinds);
		List<String> known = kinds.stream().map(PieceKind::name).toList();
		for (Exchange e : exchanges) {
			for (String k : e.taken()) {
				requireKind(known, "exchange", k);
			}
			requireKind(known, "exchange", e.into());
			e.instead().forEach((a, b) -> {
				requireKind(known, "exchange", a);
				requireKind(known, "exchange", b);
			});
		}
		if (repetition.pressure() != null) {
			for (String k : repetition.pressure().checked()) {
				requireKind(known, "repetition", k);
			}
		}
		for (String k : lifeKinds) {
			requireKind(known, "life kinds", k);
		}
		if (hands != null) {
			hands.kinds().forEach(k -> requireKind(known, "hands", k));
			if (hands.dropZone() != null && !hands.dropZone().board().equals(board)) {
				throw new IllegalArgumentException("the drop zone " + hands.dropZone().name() + " is of another board");
			}
		}
		List<Ban> all = new ArrayList<>(bans);
		obligations.forEach(o -> all.add(new Ban(o.act(), o.when())));
		for (Ban b : all) {
			if (b.act() == Ban.Act.DROP && hands == null) {
				throw new IllegalArgumentException("a rule about drops, but captured pieces do not go to a hand");
			}
			if (b.act() == Ban.Act.PASS && passing == null) {
				throw new IllegalArgumentException("a rule about passing, but no side may pass");
			}
			b.when().mentions(c -> {
				switch (c) {
				case MoveCondition.Is i -> i.kinds().forEach(k -> requireKind(known, "rule", k));
				case MoveCondition.Captures x -> x.kinds().forEach(k -> requireKind(known, "rule", k));
				case MoveCondition.Was w -> requireKind(known, "rule", w.kind());
				case MoveCondition.Compare x -> {
					for (MoveCondition.Quantity q : List.of(x.left(), x.right())) {
						if (q instanceof MoveCondition.Count n && n.kind() != null) {
							requireKind(known, "rule", n.kind());
						}
					}
				}
				default -> {
				}
				}
				return false;
			});
		}
		if (passing != null && passing.points() != null) {
			passing.points().values().keySet().forEach(k -> requireKind(known, "points", k));
		}
		for (Castling k : castlings) {
			requireKind(known, "castling", k.king());
			requireKind(known, "castling", k.partner());
		}
		for (InPassing e : inPassing) {
			e.takers().forEach(k -> requireKind(known, "capture in passing", k));
			e.passers().forEach(k -> requireKind(known, "capture in passing", k));
		}
		if (quietDraw != null) {
			quietDraw.movers().forEach(k -> requireKind(known, "quiet plies", k));
		}
		for (Relation r : relations) {
			r.movers().forEach(k -> requireKind(known, "relation", k));
			r.others().forEach(k -> requireKind(known, "relation", k));
		}
		if (concealment != null) {
			List<String> names = kinds.stream().map(PieceKind::name).toList();
			concealment.revealsAs().forEach((down, up) -> {
				if (!names.contains(down) || !names.contains(up)) {
					throw new IllegalArgumentException("concealment: " + (names.contains(down) ? up : down) + " is not a kind of these rules");
				}
			});
		}
		if (counting != null) {
			List<String> names = kinds.stream().map(PieceKind::name).toList();
			for (String k : counting.piecesHonour().stream().map(Counting.Honour::kind).toList()) {
				if (!names.contains(k)) {
					throw new IllegalArgumentException("counting: " + k + " is not a kind of these rules");
				}
			}
			if (!names.contains(counting.pawn())) {
				throw new IllegalArgumentException("counting: " + counting.pawn() + " is not a kind of these rules");
			}
		}
	}

	private static void requireKind(List<String> known, String what, String kind) {
		if (!known.contains(kind)) {
			throw new IllegalArgumentException(what + ": " + kind + " is not a kind of these rules");
		}
	}

	/** A variant with the usual chess-family defaults: check binding, mate and stalemate lose, no other end. */
	public static GridRules of(String name, GridBoard board, List<Zone> zones, List<PieceKind> kinds, String startFen) {
		return new GridRules(name, board, zones, kinds, startFen, true, false, Outcome.LOSS, Outcome.LOSS, null, 0,
				Repetition.NONE, null, null, List.of(), List.of(), null, null, List.of(), List.of(), List.of(), RoyalCheck.EACH, List.of(), List.of(), null);
	}

	private static void check(GridBoard board, List<Zone> zones, List<PieceKind> kinds) {
		List<String> names = new ArrayList<>();
		List<String> letters = new ArrayList<>();
		for (PieceKind k : kinds) {
			if (names.contains(k.name())) {
				throw new IllegalArgumentException("piece kind " + k.name() + " is defined twice");
			}
			if (letters.contains(k.fen(1))) {
				throw new IllegalArgumentException("piece kind " + k.name() + ": letter '" + k.fen(1) + "' is already another kind's");
			}
			names.add(k.name());
			letters.add(k.fen(1));
		}
		for (PieceKind k : kinds) {
			if (k.promotion() != null) {
				for (String into : k.promotion().into()) {
					if (!names.contains(into)) {
						throw new IllegalArgumentException("piece kind " + k.name() + " promotes into " + into + ", which is not a kind of these rules");
					}
				}
			}
		}
		for (Zone z : zones) {
			if (!z.board().equals(board)) {
				throw new IllegalArgumentException("zone " + z.name() + " is of another board");
			}
		}
		// a move names the kind promoted into in 7 bits
		if (kinds.size() > 120) {
			throw new IllegalArgumentException("at most 120 piece kinds, not " + kinds.size());
		}
	}

	public int kindIndex(String kindName) {
		for (int i = 0; i < kinds.size(); i++) {
			if (kinds.get(i).name().equals(kindName)) {
				return i;
			}
		}
		return -1;
	}

	public PieceKind kind(String kindName) {
		int i = kindIndex(kindName);
		if (i < 0) {
			throw new IllegalArgumentException(name + " has no piece kind " + kindName);
		}
		return kinds.get(i);
	}

	public Zone zone(String zoneName) {
		return zones.stream().filter(z -> z.name().equals(zoneName)).findFirst()
				.orElseThrow(() -> new IllegalArgumentException(name + " has no zone " + zoneName));
	}

	public GridRules withName(String n) {
		return new GridRules(n, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	/** The same rules with one kind replaced (by name). */
	public GridRules withKind(PieceKind kind) {
		List<PieceKind> ks = new ArrayList<>(kinds);
		int i = kindIndex(kind.name());
		if (i < 0) {
			ks.add(kind);
		} else {
			ks.set(i, kind);
		}
		return new GridRules(name, board, zones, ks, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withZone(Zone zone) {
		List<Zone> zs = new ArrayList<>(zones);
		zs.removeIf(z -> z.name().equals(zone.name()));
		zs.add(zone);
		return new GridRules(name, board, zs, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withStartFen(String fen) {
		return new GridRules(name, board, zones, kinds, fen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withCheckBinding(boolean b) {
		return new GridRules(name, board, zones, kinds, startFen, b, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withFlyingGeneral(boolean b) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, b, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withCheckmate(Outcome o) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, o, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withStalemate(Outcome o) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, o, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withBareKing(Outcome o) {
		return withBareKing(o == null ? null : new BareKing(o, null));
	}

	public GridRules withBareKing(BareKing o) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, o, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withMoveCap(int plies) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, plies, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withRepetition(Repetition r) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, r, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withConcealment(Concealment c) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, c, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withCounting(Counting c) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, c, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withExchanges(List<Exchange> e) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, e, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withLifeKinds(List<String> l) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, l, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withHands(Hands h) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, h, passing, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withPassing(Passing p) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, p, bans, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withBans(List<Ban> b) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, b, obligations, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withObligations(List<Obligation> o) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, o, relations, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withRelations(List<Relation> r) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, r, royalCheck, castlings, inPassing, quietDraw);
	}

	public GridRules withRoyalCheck(RoyalCheck r) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, r, castlings, inPassing, quietDraw);
	}

	public GridRules withCastlings(List<Castling> k) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, k, inPassing, quietDraw);
	}

	public GridRules withInPassing(List<InPassing> e) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, e, quietDraw);
	}

	public GridRules withQuietDraw(QuietDraw q) {
		return new GridRules(name, board, zones, kinds, startFen, checkBinding, flyingGeneral, checkmate, stalemate, bareKing, moveCap, repetition, counting, concealment, exchanges, lifeKinds, hands, passing, bans, obligations, relations, royalCheck, castlings, inPassing, q);
	}

	/**
	 * Whether play must know each piece's history: what it was before a promotion (a captured piece demoted to the
	 * hand, a promotion of unpromoted pieces only, a rule about promoted pieces) or whether it has moved (a rule about
	 * that, castling).
	 */
	public boolean tracksHistory() {
		java.util.function.Predicate<MoveCondition> history = c -> c instanceof MoveCondition.Promoted || c instanceof MoveCondition.Moved
				|| c instanceof MoveCondition.Was;
		return hands != null && hands.demoted() || !castlings.isEmpty()
				|| kinds.stream().anyMatch(k -> k.promotion() != null && k.promotion().unless() != null && k.promotion().unless().mentions(history))
				|| bans.stream().anyMatch(b -> b.when().mentions(history)) || obligations.stream().anyMatch(o -> o.when().mentions(history));
	}

	/** Whether play must count each side's promotions made in the game (a condition reads them: one Rua ever). */
	public boolean countsPromotions() {
		return kinds.stream().anyMatch(k -> k.promotion() != null && MoveCondition.countsPromotions(k.promotion().unless()))
				|| bans.stream().anyMatch(b -> MoveCondition.countsPromotions(b.when()))
				|| obligations.stream().anyMatch(o -> MoveCondition.countsPromotions(o.when()));
	}
}
