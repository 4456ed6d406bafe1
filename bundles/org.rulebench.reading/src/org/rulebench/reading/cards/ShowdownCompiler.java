package org.rulebench.reading.cards;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.rulebench.engine.cards.deck.Cards;
import org.rulebench.engine.cards.ranking.HandCondition;
import org.rulebench.engine.cards.ranking.HandDefinition;
import org.rulebench.engine.cards.ranking.Ladder;
import org.rulebench.engine.cards.ranking.Pay;
import org.rulebench.engine.cards.rules.EqualHands;
import org.rulebench.engine.cards.showdown.Decision;
import org.rulebench.engine.cards.showdown.Move;
import org.rulebench.engine.cards.showdown.ShowdownRules;
import org.rulebench.engine.cards.showdown.Standing;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.*;

/**
 * Turns a showdown reading (one whose player folds or plays: three-card poker) into the engine's {@link ShowdownRules}:
 * the deck, the cards dealt each, the ranking by conditions, the player's decision, when the banker qualifies, what a
 * banker who does not qualify pays, equal hands, the ante bonus and the side bet on the player's hand.
 */
public final class ShowdownCompiler {
	/** What a showdown reading must state. */
	public static final List<String> REQUIRED = List.of("deck", "dealing", "ranking", "the player's decision", "qualifying",
			"a banker who does not qualify", "equal hands");

	private ShowdownCompiler() {
	}

	/** Whether the chain is a showdown: some rule says when the player plays or folds. */
	public static boolean isShowdown(ReadingChain chain) {
		for (Rule r : chain.effectiveRules().values()) {
			if (!org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(r, DecisionClaim.class).isEmpty()) {
				return true;
			}
		}
		return false;
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
	 * @throws ReadingProblem if the reading does not make a showdown the engine plays, naming the claims at fault
	 */
	public static ShowdownRules compile(ReadingChain chain, Choice choice) {
		Map<String, Claim> claims = CardReadingCompiler.claims(chain, choice, missing(chain));
		DeckClaim deck = (DeckClaim) claims.get("deck");
		int deckRanks = CardReadingCompiler.ranks(deck);
		int decks = CardReadingCompiler.decks(deck);
		DealClaim deal = (DealClaim) claims.get("dealing");
		if (deal.getCards() < 2 || deal.getCards() > 3) {
			throw problem("in a showdown the engine deals 2 or 3 cards each, not " + deal.getCards(), deal);
		}
		if (!(claims.get("ranking") instanceof HandsClaim ranking)) {
			throw problem("a showdown ranks its hands by conditions (`hands rank, best first: \"pair\" when 2 of a rank; ...`)",
					claims.get("ranking"));
		}
		List<Pay> sidePays = new ArrayList<>();
		List<Pay> bonus = new ArrayList<>();
		boolean sideBet = false;
		for (Claim c : claims.values()) {
			if (c instanceof SideBetClaim s) {
				sideBet = true;
				sidePays.add(new Pay(CardHands.condition(s.getWhen(), true), toOne(s.getWin(), s.getPer(), s)));
			} else if (c instanceof AnteBonusClaim a) {
				bonus.add(new Pay(CardHands.condition(a.getWhen(), true), toOne(a.getWin(), a.getPer(), a)));
			} else if (c instanceof HandPayClaim p) {
				throw problem("in a showdown a hand pays through the bets: `an ante bonus pays 5 to 1 when ...`, `a side bet on the"
						+ " player's hand pays 40 to 1 when ...`", p);
			}
		}
		Ladder ranked = CardHands.ladder(ranking, List.of());
		Ladder ladder = new Ladder(ranked.hands(), sidePays);
		List<String> names = ladder.hands().stream().map(HandDefinition::name).distinct().toList();
		for (Claim c : claims.values()) {
			if (c instanceof SideBetClaim || c instanceof AnteBonusClaim || c instanceof DecisionClaim || c instanceof QualifyClaim) {
				for (IsHand is : org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(c, IsHand.class)) {
					if (!names.contains(is.getName()) && !(is.isOrBetter() && ranks(is.getName()) != null)) {
						throw problem("no hand is named \"" + is.getName() + "\": the hands are " + names
								+ (is.isOrBetter() ? ", or name cards by their ranks: \"Q-6-4\"" : ""), is);
					}
				}
			}
		}
		Decision player = decision((DecisionClaim) claims.get("the player's decision"), names, deal.getCards());
		QualifyClaim q = (QualifyClaim) claims.get("qualifying");
		Standing qualifies = standing(q.getWhen(), names, deal.getCards());
		UnqualifiedClaim u = (UnqualifiedClaim) claims.get("a banker who does not qualify");
		if (u.getWin() != 1 || u.getPer() != 1 || !u.isPlayReturned() && (u.getPlayWin() != 1 || u.getPlayPer() != 1)) {
			throw problem("the engine pays the ante (and the play bet) 1 to 1 against a banker who does not qualify", u);
		}
		EqualHandsClaim e = (EqualHandsClaim) claims.get("equal hands");
		if (!e.isTie() && !e.isBanker()) {
			throw problem("a showdown has no deng: equal hands tie or go to the banker", e);
		}
		try {
			return new ShowdownRules(chain.reading().getName(), decks, deal.getCards(), ladder, player, qualifies, !u.isPlayReturned(),
					e.isTie() ? EqualHands.TIE : EqualHands.BANKER, bonus, sideBet, deckRanks);
		} catch (IllegalArgumentException x) {
			throw problem(x.getMessage(), ranking);
		}
	}

	private static int toOne(int win, int per, EObject where) {
		if (per != 1 || win < 1 || win > Pay.MOST) {
			throw problem("a bonus or side bet pays 1 to " + Pay.MOST + " to 1, not " + win + " to " + per, where);
		}
		return win;
	}

	private static Decision decision(DecisionClaim claim, List<String> names, int cards) {
		List<Decision.Line> lines = new ArrayList<>();
		for (DecisionLine l : claim.getLines()) {
			lines.add(new Decision.Line(move(l.getVerdict()),
					l.getWhen() == null ? new Standing.Always() : standing(l.getWhen(), names, cards)));
		}
		if (claim.getOtherwise() == null && lines.stream().anyMatch(l -> !(l.when() instanceof Standing.Always))) {
			throw problem("say what the player does when no line applies: end the rule with `; otherwise it folds` or `; otherwise"
					+ " it may play or fold`", claim);
		}
		return new Decision(lines, claim.getOtherwise() == null ? Move.MAY : move(claim.getOtherwise()));
	}

	private static Move move(DecisionVerdict v) {
		return v.isPlays() ? Move.PLAY : v.isFolds() ? Move.FOLD : Move.MAY;
	}

	/** A condition on a hand in a decision or qualifying rule: its cards, or where it stands. */
	static Standing standing(Condition c, List<String> names, int cards) {
		return switch (c) {
		case Or o -> new Standing.Or(standing(o.getLeft(), names, cards), standing(o.getRight(), names, cards));
		case And a -> new Standing.And(standing(a.getLeft(), names, cards), standing(a.getRight(), names, cards));
		case Not n -> new Standing.Not(standing(n.getOperand(), names, cards));
		case IsHand is when is.isOrBetter() -> names.contains(is.getName()) ? new Standing.AtLeastHand(is.getName())
				: new Standing.AtLeastCards(cards(is, cards));
		default -> new Standing.Cards(CardHands.condition(c, true));
		};
	}

	/** "Q-6-4": a queen, a six and a four, of different suits where the count allows. */
	private static int[] cards(IsHand is, int dealt) {
		int[] r = ranks(is.getName());
		if (r == null) {
			throw problem("no hand is named \"" + is.getName() + "\", and it names no cards by their ranks (\"Q-6-4\", \"A-K\")", is);
		}
		if (r.length != dealt) {
			throw problem("\"" + is.getName() + "\" names " + r.length + " cards, but each side is dealt " + dealt, is);
		}
		int[] out = new int[r.length];
		for (int i = 0; i < r.length; i++) {
			out[i] = Cards.of(r[i], i % 4);
		}
		return out;
	}

	/** The ranks of "Q-6-4" or "10-9-2" (A, 2 to 10 or T, J, Q, K, joined by hyphens); null if it names none. */
	static int[] ranks(String name) {
		String[] parts = name.trim().split("\\s*-\\s*");
		int[] out = new int[parts.length];
		for (int i = 0; i < parts.length; i++) {
			int c = Cards.parse(parts[i] + "S");
			if (c < 0) {
				return null;
			}
			out[i] = Cards.rank(c);
		}
		return parts.length >= 1 ? out : null;
	}

	static ReadingProblem problem(String message, EObject where) {
		return new ReadingProblem(message, where == null ? List.of() : List.of(where));
	}

}
