package org.rulebench.reading.cards;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.rulebench.engine.cards.deck.CardValues;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.deck.Deck;
import org.rulebench.engine.cards.draw.DrawRule;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.DengPayment;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.engine.cards.rules.Multipliers;
import org.rulebench.engine.cards.wager.Bet;
import org.rulebench.engine.cards.wager.Stakes;
import org.rulebench.engine.cards.wager.Wagers;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.GameFamily;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.*;

/**
 * Turns a card reading, resolved along its extension chain, with one choice per alternative, into the engine's
 * {@link CardRules}. The engine deals from a shoe of 52-card decks with the seed's card values, runs and lost deng; a
 * reading states each of them (so that each is cited) and the compiler refuses values the engine does not play. A
 * reading without deng (punto banco) need not speak of runs or of lost deng; one without bets is the player's stake
 * against the banker (Pok Deng).
 */
public final class CardReadingCompiler {
	/** What a card reading chain must state. */
	public static final List<String> REQUIRED = List.of("deck", "dealing", "card values", "hand count", "pok", "the player's draw",
			"ranking", "the banker's draw", "equal hands");
	/** What a card reading that pays deng must state as well: how a deng is lost and whose deng the loser pays. */
	public static final List<String> WITH_DENG = List.of("a deng that draws", "paying a deng");

	private CardReadingCompiler() {
	}

	/** Whether the reading describes a card game: {@link GameFamily#of(ReadingChain)} decides. */
	public static boolean isCards(ReadingChain chain) {
		return GameFamily.of(chain) == GameFamily.CARDS;
	}

	/** The dimensions of {@link #REQUIRED} the chain leaves unsaid. */
	public static List<String> missing(ReadingChain chain) {
		if (ShowdownCompiler.isShowdown(chain)) {
			return ShowdownCompiler.missing(chain);
		}
		List<String> said = new ArrayList<>();
		boolean runs = false;
		for (Rule r : chain.effectiveRules().values()) {
			if (Dimension.claimOf(r) instanceof CardClaim c) {
				said.add(CardDimension.of(c));
				runs |= c instanceof LadderClaim l && l.getRungs().stream().anyMatch(RunRung.class::isInstance);
			}
		}
		List<String> required = new ArrayList<>(REQUIRED);
		if (said.contains("deng")) {
			required.addAll(WITH_DENG);
		}
		if (runs) {
			required.add("runs");
		}
		return required.stream().filter(d -> !said.contains(d)).toList();
	}

	/**
	 * @throws ReadingProblem if the reading does not make a card game the engine plays, naming the claims at fault
	 */
	public static CardRules compile(ReadingChain chain, Choice choice) {
		Map<String, Claim> claims = claims(chain, choice, missing(chain));
		DeckClaim deck = (DeckClaim) claims.get("deck");
		int ranks = ranks(deck);
		int decks = decks(deck);
		if (decks < 1 || decks > CardRules.MAX_DECKS) {
			throw problem("a shoe holds 1 to " + CardRules.MAX_DECKS + " decks, not " + decks, deck);
		}
		DealClaim deal = (DealClaim) claims.get("dealing");
		if (deal.getCards() != 2) {
			throw problem("the engine deals 2 cards each, then at most a third; not " + deal.getCards(), deal);
		}
		CardValues values = values((CardValueClaim) claims.get("card values"), ranks);
		PokClaim pok = (PokClaim) claims.get("pok");
		if (pok.getHigh() != 9 || pok.getLow() != 8) {
			throw problem("the engine's pok is two cards counting 8 or 9, the two highest counts; not " + pok.getLow() + " or "
					+ pok.getHigh(), pok);
		}
		Claim playerClaim = claims.get("the player's draw");
		DrawRule player = player(playerClaim);
		Multipliers multipliers = claims.get("deng") instanceof DengClaim d ? multipliers(d) : NO_DENG;
		List<HandPayClaim> pays = claims.values().stream().filter(HandPayClaim.class::isInstance).map(HandPayClaim.class::cast).toList();
		Ladder hands = null;
		if (claims.get("ranking") instanceof HandsClaim ranking) {
			hands = CardHands.ladder(ranking, pays);
			if (claims.get("deng") instanceof DengClaim d) {
				throw problem(DENG_BESIDE_HANDS, d);
			}
		} else if (!pays.isEmpty()) {
			throw problem("a hand's pay names hands of a ranking by conditions (`hands rank, best first: ...`), which this"
					+ " reading does not have", pays.get(0));
		}
		List<HandCategory> ladder = hands == null ? ladder((LadderClaim) claims.get("ranking")) : List.of();
		names(claims.values(), hands == null ? ladder.stream().map(HandCategory::words).toList()
				: hands.hands().stream().map(h -> h.name()).toList());
		BankerDrawClaim b = (BankerDrawClaim) claims.get("the banker's draw");
		DrawRule banker = banker(b, player);
		boolean shown = claims.get("the third card") instanceof ThirdCardClaim t && t.isUp();
		if (!shown && banker.readsShownCard()) {
			throw new ReadingProblem(faceDown(), org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(b, ThirdCardIs.class));
		}
		EqualHandsClaim e = (EqualHandsClaim) claims.get("equal hands");
		EqualHands equal = e.isTie() ? EqualHands.TIE : e.isBanker() ? EqualHands.BANKER : EqualHands.DENG_DECIDES;
		DengPayment payment = claims.get("paying a deng") instanceof DengPaymentClaim p && p.isLarger() ? DengPayment.LARGER
				: DengPayment.WINNER;
		Wagers wagers = wagers(claims.values());
		try {
			return (hands == null
					? new CardRules(chain.reading().getName(), multipliers, ladder, player, banker, shown, equal, payment, decks, wagers)
					: CardRules.ranked(chain.reading().getName(), hands, player, banker, shown, equal, payment, decks, wagers)).withRanks(ranks)
					.withValues(values);
		} catch (IllegalArgumentException x) {
			throw problem(x.getMessage(), claims.get("ranking"));
		}
	}

	/**
	 * The chain's card claims by what each is about, with this choice of each alternative.
	 *
	 * @param missing what the chain leaves unsaid of what it must say
	 * @throws ReadingProblem if something is missing
	 */
	static Map<String, Claim> claims(ReadingChain chain, Choice choice, List<String> missing) {
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
		return claims;
	}

	/** A drawing rule's `it is "HAND"` names a hand of the ranking ({@code names}). */
	private static void names(java.util.Collection<Claim> claims, List<String> names) {
		for (Claim c : claims) {
			if (c instanceof PlayerDrawClaim || c instanceof BankerDrawClaim) {
				for (IsHand is : org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(c, IsHand.class)) {
					if (!names.contains(is.getName())) {
						throw problem("no hand is named \"" + is.getName() + "\": the hands are " + names, is);
					}
				}
			}
		}
	}

	/** Why a deng sentence cannot stand beside a ranking by conditions. */
	public static final String DENG_BESIDE_HANDS = "a ranking by conditions says what each hand pays in `a hand pays N when C` rules:"
			+ " say the deng there (a hand pays 2 when it has 2 cards and 2 of a rank) and drop this sentence";

	/** Every hand pays one stake: a reading that says nothing of deng. */
	static final Multipliers NO_DENG = new Multipliers(1, 1, 1, 1, 1, 1);

	/**
	 * The ranks each deck holds ({@link Deck#ranks}): those the claim names (`with the ranks A, 7 to 10, J, Q, K`), four
	 * suits of each, else all 13.
	 *
	 * @throws ReadingProblem naming the rank or the size at fault
	 */
	public static int ranks(DeckClaim deck) {
		int set = 0;
		for (DeckRank r : deck.getRanks()) {
			int from = rank(r.getLetter(), r.getNumber(), r);
			boolean run = r.getToLetter() != null || r.eIsSet(ReadingPackage.eINSTANCE.getDeckRank_ToNumber());
			int to = run ? rank(r.getToLetter(), r.getToNumber(), r) : from;
			if (run && (from == Cards.ACE || to < from)) {
				throw problem("a run of ranks goes up from 2 to K (write the ace on its own: A, 7 to 10, J, Q, K), not from "
						+ Cards.rankFace(from) + " to " + Cards.rankFace(to), r);
			}
			for (int k = from; k <= to; k++) {
				if ((set >> k & 1) != 0) {
					throw problem("the rank " + Cards.rankFace(k) + " is named twice", r);
				}
				set |= 1 << k;
			}
		}
		if (set == 0) {
			if (deck.getSize() != 52) {
				throw problem("a deck of " + deck.getSize() + " cards says which ranks it holds, four suits of each: `the cards are one"
						+ " deck of 32 with the ranks A, 7 to 10, J, Q, K` (a deck of 52 holds all 13)", deck);
			}
			return Deck.ALL_RANKS;
		}
		if (deck.getSize() != 4 * Integer.bitCount(set)) {
			throw problem("a deck of these " + Integer.bitCount(set) + " ranks, four suits of each, holds " + 4 * Integer.bitCount(set)
					+ " cards, not " + deck.getSize() + " (jokers and decks of other suits are not in the language yet)", deck);
		}
		return set;
	}

	private static int rank(String letter, int number, DeckRank where) {
		int c = letter != null ? Cards.parse(letter + "S") : number >= 2 && number <= 10 ? Cards.parse(number + "S") : -1;
		if (c < 0) {
			throw problem("a rank is A, 2 to 10, J, Q or K, not " + (letter != null ? letter : String.valueOf(number)), where);
		}
		return Cards.rank(c);
	}

	/**
	 * What each rank counts: `an ace counts N, two to nine their face, ten and court cards M`, or a value per rank
	 * (`cards count: A 1, 2 to 9 their face, 10 0, court cards 5`), each rank of the deck ({@code ranks}) once, 0 to 10.
	 *
	 * @throws ReadingProblem naming the value at fault
	 */
	public static CardValues values(CardValueClaim claim, int ranks) {
		int[] v = new int[Cards.KING + 1];
		if (!claim.isPerRank()) {
			v[Cards.ACE] = claim.getAce();
			for (int r = 1; r < Cards.TEN; r++) {
				v[r] = r + 1;
			}
			for (int r = Cards.TEN; r <= Cards.KING; r++) {
				v[r] = claim.getCourt();
			}
			if (claim.getAce() > 10 || claim.getCourt() > 10) {
				throw problem("a card counts 0 to 10 (a count is the last digit of a sum), not " + Math.max(claim.getAce(), claim.getCourt()),
						claim);
			}
			return CardValues.of(v);
		}
		int set = 0;
		for (RankValue value : claim.getValues()) {
			if (value.eIsSet(ReadingPackage.eINSTANCE.getRankValue_Other())) {
				throw problem("a card counts one value: a hand's count is the last digit of its points, so an ace counting "
						+ value.getValue() + " or " + value.getOther() + " as suits the hand (a soft hand, as in blackjack) is not in"
						+ " the language yet", value);
			}
			List<Integer> named = new ArrayList<>();
			if (value.isCourts()) {
				named.addAll(List.of(Cards.JACK, Cards.JACK + 1, Cards.KING));
			}
			for (DeckRank r : value.getRanks()) {
				int from = rank(r.getLetter(), r.getNumber(), r);
				boolean run = r.getToLetter() != null || r.eIsSet(ReadingPackage.eINSTANCE.getDeckRank_ToNumber());
				int to = run ? rank(r.getToLetter(), r.getToNumber(), r) : from;
				if (run && (from == Cards.ACE || to < from)) {
					throw problem("a run of ranks goes up from 2 to K (write the ace on its own), not from " + Cards.rankFace(from) + " to "
							+ Cards.rankFace(to), r);
				}
				for (int k = from; k <= to; k++) {
					named.add(k);
				}
			}
			for (int k : named) {
				if ((set >> k & 1) != 0) {
					throw problem("the rank " + Cards.rankFace(k) + " is given a value twice", value);
				}
				set |= 1 << k;
				if (value.isFace() && (k == Cards.ACE || k >= Cards.TEN)) {
					throw problem("`their face` counts two to nine their pips; give " + Cards.rankFace(k) + " a number", value);
				}
				v[k] = value.isFace() ? k + 1 : value.getValue();
				if (v[k] > 10) {
					throw problem("a card counts 0 to 10 (a count is the last digit of a sum), not " + v[k], value);
				}
			}
		}
		int missing = ranks & ~set;
		if (missing != 0) {
			throw problem("every rank of the deck counts something: say what " + Cards.rankFace(Integer.numberOfTrailingZeros(missing))
					+ " counts", claim);
		}
		return CardValues.of(v);
	}

	/** How many decks the shoe holds: `one deck` or `N decks`. */
	public static int decks(DeckClaim deck) {
		return deck.isOne() ? 1 : deck.getDecks();
	}

	/** The bets and the commission the claims state (none: the player's stake against the banker). */
	static Wagers wagers(java.util.Collection<Claim> claims) {
		List<Bet> bets = new ArrayList<>();
		Wagers.Commission commission = null;
		for (Claim c : claims) {
			if (c instanceof BetClaim b) {
				bets.add(bet(b));
			} else if (c instanceof CommissionClaim k) {
				commission = commission(k);
			}
		}
		return new Wagers(bets, commission);
	}

	/** The bet a claim states: `a bet on the banker pays 1 to 1`. */
	public static Bet bet(BetClaim b) {
		if (b.getWin() < 1 || b.getPer() < 1) {
			throw problem("a bet pays a whole number of stakes to a whole number: 1 to 1, 8 to 1, 3 to 2; not " + b.getWin() + " to "
					+ b.getPer(), b);
		}
		Bet.On on = b.isTie() ? Bet.On.TIE : b.getSide() == CardSide.PLAYER ? Bet.On.PLAYER : Bet.On.BANKER;
		return new Bet(on, Stakes.of(b.getWin(), b.getPer()));
	}

	/** The commission a claim states: `the banker's wins pay 5 % to the house`. */
	public static Wagers.Commission commission(CommissionClaim k) {
		if (k.getPercent() < 1 || k.getPercent() > 99) {
			throw problem("a commission takes 1 to 99 % of a win, not " + k.getPercent(), k);
		}
		return new Wagers.Commission(k.getSide() == CardSide.PLAYER ? Bet.On.PLAYER : Bet.On.BANKER, Stakes.of(k.getPercent(), 100));
	}

	/** Why a banker may not look at the player's third card. */
	public static String faceDown() {
		return "the banker cannot see the player's third card: a third card is dealt face down unless a rule says `a third card"
				+ " is dealt face up`";
	}

	/** The player's drawing rule: the seed's sentence (shorthand) or a drawing rule. */
	public static DrawRule player(Claim claim) {
		if (claim instanceof PlayerDrawClaim p) {
			return CardConditions.rule(p.getRule(), CardSide.PLAYER);
		}
		ForcedDrawClaim forced = (ForcedDrawClaim) claim;
		if (forced.getFrom() != 0 || forced.getUpTo() > 9) {
			throw problem("a forced draw runs from a count of 0 up to at most 9, not from " + forced.getFrom() + " to "
					+ forced.getUpTo(), forced);
		}
		// a deng standing from 10 or more never stands (CardValidator warns): no exemption
		return CardRules.forcedDraw(forced.getUpTo(), forced.isDengStands() ? forced.getDengFrom() : 10);
	}

	/**
	 * The banker's drawing rule: never draws (it stands), draws as a player must (where the player's rule forces a
	 * draw, and nowhere else), may draw or stand (it always sees whether the player drew), or a drawing rule.
	 */
	public static DrawRule banker(BankerDrawClaim b, DrawRule player) {
		if (b.isNever()) {
			return DrawRule.NEVER;
		}
		if (b.isAsPlayer()) {
			return player.forcedOnly();
		}
		if (b.isChoice()) {
			return DrawRule.CHOICE;
		}
		return CardConditions.rule(b.getRule(), CardSide.BANKER);
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

	static ReadingProblem problem(String message, EObject where) {
		return new ReadingProblem(message, where == null ? List.of() : List.of(where));
	}

}
