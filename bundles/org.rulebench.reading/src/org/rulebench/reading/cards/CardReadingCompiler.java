package org.rulebench.reading.cards;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.rulebench.engine.cards.rules.BankerDrawing;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.GameFamily;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.*;

/**
 * Turns a card reading, resolved along its extension chain, with one choice per alternative, into the engine's
 * {@link CardRules}. The engine deals from one 52-card deck with the seed's card values, runs and lost deng; a
 * reading states each of them (so that each is cited) and the compiler refuses values the engine does not play.
 */
public final class CardReadingCompiler {
	/** What a card reading chain must state. */
	public static final List<String> REQUIRED = List.of("deck", "dealing", "card values", "hand count", "pok", "the player's draw",
			"deng", "a deng that draws", "runs", "ranking", "the banker's draw", "equal hands", "paying a deng");

	private CardReadingCompiler() {
	}

	/** Whether the reading describes a card game: {@link GameFamily#of(ReadingChain)} decides. */
	public static boolean isCards(ReadingChain chain) {
		return GameFamily.of(chain) == GameFamily.CARDS;
	}

	/** The dimensions of {@link #REQUIRED} the chain leaves unsaid. */
	public static List<String> missing(ReadingChain chain) {
		List<String> said = new ArrayList<>();
		for (Rule r : chain.effectiveRules().values()) {
			if (Dimension.claimOf(r) instanceof CardClaim c) {
				said.add(CardDimension.of(c));
			}
		}
		return REQUIRED.stream().filter(d -> !said.contains(d)).toList();
	}

	/**
	 * @throws ReadingProblem if the reading does not make a card game the engine plays, naming the claims at fault
	 */
	public static CardRules compile(ReadingChain chain, Choice choice) {
		List<String> missing = missing(chain);
		if (!missing.isEmpty()) {
			throw new ReadingProblem("the reading does not say: " + String.join(", ", missing)
					+ " (state each in a rule, or extend a reading that does)", List.of());
		}
		Map<String, Claim> claims = new LinkedHashMap<>();
		for (Rule rule : chain.effectiveRules().values()) {
			if (choice.claimOf(rule) instanceof CardClaim c) {
				claims.put(CardDimension.of(c), c);
			}
		}
		DeckClaim deck = (DeckClaim) claims.get("deck");
		if (deck.getSize() != 52) {
			throw problem("the engine deals from one deck of 52 cards, not " + deck.getSize(), deck);
		}
		DealClaim deal = (DealClaim) claims.get("dealing");
		if (deal.getCards() != 2) {
			throw problem("the engine deals 2 cards each, then at most a third; not " + deal.getCards(), deal);
		}
		CardValueClaim values = (CardValueClaim) claims.get("card values");
		if (values.getAce() != 1 || values.getCourt() != 0) {
			throw problem("the engine counts an ace 1 and ten and court cards 0 (the seed's values), not " + values.getAce() + " and "
					+ values.getCourt(), values);
		}
		PokClaim pok = (PokClaim) claims.get("pok");
		if (pok.getHigh() != 9 || pok.getLow() != 8) {
			throw problem("the engine's pok is two cards counting 8 or 9, the two highest counts; not " + pok.getLow() + " or "
					+ pok.getHigh(), pok);
		}
		ForcedDrawClaim forced = (ForcedDrawClaim) claims.get("the player's draw");
		if (forced.getFrom() != 0 || forced.getUpTo() < 0 || forced.getUpTo() > 7) {
			throw problem("a forced draw runs from a count of 0 up to at most 7 (below a pok), not from " + forced.getFrom() + " to "
					+ forced.getUpTo(), forced);
		}
		int dengFrom = forced.isDengStands() ? forced.getDengFrom() : 10;
		if (dengFrom < 0 || dengFrom > 9) {
			throw problem("a deng may stand from a count of 0 to 9, not " + dengFrom, forced);
		}
		Multipliers multipliers = multipliers((DengClaim) claims.get("deng"));
		List<HandCategory> ladder = ladder((LadderClaim) claims.get("ranking"));
		BankerDrawClaim b = (BankerDrawClaim) claims.get("the banker's draw");
		BankerDrawing banker = b.isNever() ? BankerDrawing.NEVER : b.isAsPlayer() ? BankerDrawing.AS_A_PLAYER : BankerDrawing.CHOICE;
		EqualHandsClaim e = (EqualHandsClaim) claims.get("equal hands");
		EqualHands equal = e.isTie() ? EqualHands.TIE : e.isBanker() ? EqualHands.BANKER : EqualHands.DENG_DECIDES;
		DengPayment payment = ((DengPaymentClaim) claims.get("paying a deng")).isLarger() ? DengPayment.LARGER : DengPayment.WINNER;
		try {
			return new CardRules(chain.reading().getName(), forced.getUpTo(), dengFrom, multipliers, ladder, banker, equal, payment);
		} catch (IllegalArgumentException x) {
			throw problem(x.getMessage(), claims.get("ranking"));
		}
	}

	/** The multipliers the claim names; a kind it leaves out is no deng (pays 1). */
	static Multipliers multipliers(DengClaim deng) {
		int[] m = { 1, 1, 1, 1, 1, 1 };
		for (DengPay pay : deng.getPays()) {
			m[index(pay.getKind())] = pay.getTimes();
		}
		try {
			return new Multipliers(m[0], m[1], m[2], m[3], m[4], m[5]);
		} catch (IllegalArgumentException x) {
			throw problem(x.getMessage(), deng);
		}
	}

	/** The place of a deng kind in {@link Multipliers}' order. */
	public static int index(DengKind kind) {
		return switch (kind) {
		case TwoOfARank x -> 0;
		case TwoOfASuit x -> 1;
		case ThreeOfASuit x -> 2;
		case ARun x -> 3;
		case ThreeCourtCards x -> 4;
		default -> 5;
		};
	}

	/** The ladder's categories in the order the claim names them. */
	public static List<HandCategory> ladder(LadderClaim claim) {
		List<HandCategory> out = new ArrayList<>();
		for (Rung r : claim.getRungs()) {
			out.add(switch (r) {
			case PokRung x -> HandCategory.POK;
			case TripsRung x -> HandCategory.TRIPS;
			case RunRung x -> HandCategory.RUN;
			case CourtsRung x -> HandCategory.COURTS;
			default -> HandCategory.TOTAL;
			});
		}
		return out;
	}

	private static ReadingProblem problem(String message, EObject where) {
		return new ReadingProblem(message, where == null ? List.of() : List.of(where));
	}

}
