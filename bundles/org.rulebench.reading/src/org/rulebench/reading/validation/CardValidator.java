package org.rulebench.reading.validation;

import org.rulebench.reading.compile.GameFamily;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;
import org.eclipse.xtext.validation.EValidatorRegistrar;
import org.rulebench.engine.cards.rules.CardRules;
import org.rulebench.engine.cards.rules.HandCategory;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.cards.CardConditions;
import org.rulebench.reading.cards.CardReadingCompiler;
import org.rulebench.reading.cards.ShowdownCompiler;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.cards.DeckFacts;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.reading.*;

/** Checks card readings (issue 15): one method per concern, each diagnostic with a code from {@link IssueCodes}. */
public class CardValidator extends AbstractDeclarativeValidator {

	@Override
	protected List<EPackage> getEPackages() {
		return List.of(ReadingPackage.eINSTANCE);
	}

	@Override
	public void register(EValidatorRegistrar registrar) {
		// composed into ReadingValidator, which registers for the package
	}

	/**
	 * The shoe holds the cards a round can take: two hands of the dealing's cards each, and a third card each. Checked
	 * before the deck's size, so that a deck too small gives this one error.
	 */
	@Check
	public void deckHoldsTheDeal(DeckClaim deck) {
		DealClaim deal = effective(deck, DealClaim.class);
		int shoe = deck.getSize() * (deck.isOne() ? 1 : Math.max(1, deck.getDecks()));
		if (deal != null && deal.getCards() >= 1 && shoe < 2 * (deal.getCards() + 1)) {
			error("a round takes up to " + 2 * (deal.getCards() + 1) + " cards (the player's " + deal.getCards() + " and the banker's "
					+ deal.getCards() + ", and a third card each), but the shoe holds " + shoe + ": a deck of 52 holds them",
					deck, ReadingPackage.eINSTANCE.getDeckClaim_Size(), IssueCodes.CARD_DECK_TOO_SMALL);
		}
	}

	/** A drawing rule's `it is "HAND"` names a hand of the reading's ranking (by conditions, or a fixed rung's words). */
	@Check
	public void drawingRuleNamesARankedHand(IsHand is) {
		if (EcoreUtil2.getContainerOfType(is, DrawRule.class) == null) {
			return;
		}
		List<String> names;
		if (effective(is, HandsClaim.class) instanceof HandsClaim hands) {
			names = hands.getHands().stream().map(LadderHand::getName).distinct().toList();
		} else if (effective(is, LadderClaim.class) instanceof LadderClaim ladder) {
			names = CardReadingCompiler.ladder(ladder).stream().map(HandCategory::words).toList();
		} else {
			return;
		}
		if (!names.contains(is.getName())) {
			error("no hand is named \"" + is.getName() + "\": the hands are " + names, is, ReadingPackage.eINSTANCE.getIsHand_Name(),
					IssueCodes.CARD_DRAW_RULE);
		}
	}

	/** A ranking by conditions says what hands pay in pays: the deng sentence beside it would be ignored. */
	@Check
	public void dengSaidAsPaysBesideARankingByConditions(DengClaim deng) {
		if (effective(deng, HandsClaim.class) != null) {
			error(CardReadingCompiler.DENG_BESIDE_HANDS, deng, null, IssueCodes.RULES_CLASH);
		}
	}

	@Check
	public void deckIsOneOfFiftyTwo(DeckClaim deck) {
		DealClaim deal = effective(deck, DealClaim.class);
		boolean tooSmall = deal != null && deal.getCards() >= 1
				&& deck.getSize() * (deck.isOne() ? 1 : Math.max(1, deck.getDecks())) < 2 * (deal.getCards() + 1);
		if (!tooSmall) {
			try {
				CardReadingCompiler.ranks(deck);
			} catch (ReadingProblem p) {
				for (EObject at : p.culprits()) {
					error(p.getMessage(), at, at == deck ? ReadingPackage.eINSTANCE.getDeckClaim_Size() : null, IssueCodes.CARD_DECK);
				}
			}
		}
		if (!deck.isOne() && (deck.getDecks() < 2 || deck.getDecks() > CardRules.MAX_DECKS)) {
			error("a shoe holds 2 to " + CardRules.MAX_DECKS + " decks (one deck: `the cards are one deck of 52`), not "
					+ deck.getDecks(), deck, ReadingPackage.eINSTANCE.getDeckClaim_Decks(), IssueCodes.CARD_DECK);
		}
	}

	/** A bet pays a positive number of stakes per stake: `a bet on a tie pays 8 to 1`. */
	@Check
	public void betPaysSomething(BetClaim bet) {
		if (bet.getWin() < 1) {
			error("a bet that wins pays at least 1, not " + bet.getWin() + " (a bet that pays nothing is no bet)", bet,
					ReadingPackage.eINSTANCE.getBetClaim_Win(), IssueCodes.CARD_WAGER);
		}
		if (bet.getPer() < 1) {
			error("odds are paid per 1 stake or more: write `pays 8 to 1`, not `to " + bet.getPer() + "`", bet,
					ReadingPackage.eINSTANCE.getBetClaim_Per(), IssueCodes.CARD_WAGER);
		}
	}

	/** A commission takes part of a win, not all of it, from a side someone can bet on. */
	@Check
	public void commissionTakesPartOfAWin(CommissionClaim commission) {
		if (commission.getPercent() < 1 || commission.getPercent() > 99) {
			error("a commission takes 1 to 99 % of a win, not " + commission.getPercent(), commission,
					ReadingPackage.eINSTANCE.getCommissionClaim_Percent(), IssueCodes.CARD_WAGER);
			return;
		}
		Reading reading = EcoreUtil2.getContainerOfType(commission, Reading.class);
		try {
			boolean bets = false;
			boolean onSide = false;
			for (Rule r : ReadingChain.of(reading).effectiveRules().values()) {
				if (Dimension.claimOf(r) instanceof BetClaim b) {
					bets = true;
					onSide |= !b.isTie() && b.getSide() == commission.getSide();
				}
			}
			if (bets && !onSide) {
				error("the commission takes from bets on the " + commission.getSide().getLiteral() + ", but no rule states such a bet:"
						+ " add `a bet on the " + commission.getSide().getLiteral() + " pays 1 to 1`", commission,
						ReadingPackage.eINSTANCE.getCommissionClaim_Side(), IssueCodes.CARD_WAGER);
			}
		} catch (RuntimeException cycle) {
			// reported by ReadingValidator
		}
	}

	/** What the reading expects of its cards holds for the deck the engine deals (issue 24). */
	@Check(CheckType.NORMAL)
	public void deckExpectationHolds(DeckExpectation expectation) {
		Reading reading = (Reading) expectation.eContainer();
		try {
			if (!CardReadingCompiler.isCards(ReadingChain.of(reading))) {
				error("a deck can be expected only of a card reading (one that says what its cards are)", expectation,
						ReadingPackage.eINSTANCE.getDeckExpectation_Name(), IssueCodes.CARD_GAME_INCOMPLETE);
				return;
			}
		} catch (RuntimeException cycle) {
			return; // reported by ReadingValidator
		}
		DeckClaim deck = effective(expectation, DeckClaim.class);
		int ranks;
		try {
			ranks = deck == null ? org.rulebench.engine.cards.deck.Deck.ALL_RANKS : CardReadingCompiler.ranks(deck);
		} catch (ReadingProblem p) {
			return; // reported on the deck
		}
		String failure = DeckFacts.failure(expectation, deck == null ? 1 : CardReadingCompiler.decks(deck), ranks);
		if (failure != null) {
			error("expectation " + expectation.getName() + " does not hold: " + failure, expectation,
					ReadingPackage.eINSTANCE.getDeckExpectation_Size(), IssueCodes.DECK_FAILS);
		}
	}

	@Check
	public void dealIsTwoCardsEach(DealClaim deal) {
		if (showdown(deal)) {
			if (deal.getCards() < 2 || deal.getCards() > 3) {
				error("in a showdown (the player plays or folds) the engine deals 2 or 3 cards each, not " + deal.getCards(), deal,
						ReadingPackage.eINSTANCE.getDealClaim_Cards(), IssueCodes.CARD_DEAL);
			}
			return;
		}
		if (deal.getCards() != 2) {
			error("the engine deals 2 cards each, then at most a third; write 2, not " + deal.getCards(), deal,
					ReadingPackage.eINSTANCE.getDealClaim_Cards(), IssueCodes.CARD_DEAL);
		}
	}

	@Check
	public void cardValuesAreTheOnesPlayed(CardValueClaim values) {
		DeckClaim deck = effective(values, DeckClaim.class);
		int ranks = org.rulebench.engine.cards.deck.Deck.ALL_RANKS;
		try {
			ranks = deck == null ? ranks : CardReadingCompiler.ranks(deck);
		} catch (ReadingProblem p) {
			// the deck's own check names it
		}
		try {
			CardReadingCompiler.values(values, ranks);
		} catch (ReadingProblem p) {
			for (EObject at : p.culprits()) {
				error(p.getMessage(), at, null, IssueCodes.CARD_VALUES);
			}
		}
	}

	@Check
	public void pokIsTheTwoHighestCounts(PokClaim pok) {
		if (pok.getLow() != 8 || pok.getHigh() != 9) {
			error("a pok is two cards counting 8 or 9, the two highest counts of a hand; write `counting 8 or 9`", pok,
					ReadingPackage.eINSTANCE.getPokClaim_Low(), IssueCodes.CARD_POK);
		}
	}

	@Check
	public void forcedDrawStopsBelowAPok(ForcedDrawClaim draw) {
		if (draw.getFrom() != 0) {
			error("a forced draw starts from a count of 0 (the lowest), not " + draw.getFrom(), draw,
					ReadingPackage.eINSTANCE.getForcedDrawClaim_From(), IssueCodes.CARD_FORCED_DRAW);
		}
		if (draw.getUpTo() > 7) {
			error("a count of 8 or 9 is a pok, which never draws: a forced draw stops at 7 at most, not " + draw.getUpTo(), draw,
					ReadingPackage.eINSTANCE.getForcedDrawClaim_UpTo(), IssueCodes.CARD_FORCED_DRAW);
		}
		if (draw.isDengStands() && draw.getDengFrom() > draw.getUpTo()) {
			warning("no forced count is " + draw.getDengFrom() + " or more, so the deng's exemption never applies", draw,
					ReadingPackage.eINSTANCE.getForcedDrawClaim_DengFrom(), IssueCodes.CARD_FORCED_DRAW);
		}
	}

	@Check
	public void eachDengIsPaidOnceAndWhole(DengClaim deng) {
		Set<Integer> seen = new HashSet<>();
		for (int i = 0; i < deng.getPays().size(); i++) {
			DengPay pay = deng.getPays().get(i);
			if (pay.getKind() != null && !seen.add(CardReadingCompiler.index(pay.getKind()))) {
				error("this deng is paid twice in one rule; name each kind once", deng, ReadingPackage.eINSTANCE.getDengClaim_Pays(), i,
						IssueCodes.CARD_DENG);
			}
			if (pay.getTimes() < 1 || pay.getTimes() > 9) {
				error("a deng multiplies the stake 1 to 9 times, not " + pay.getTimes(), pay, ReadingPackage.eINSTANCE.getDengPay_Times(),
						IssueCodes.BAD_VALUE);
			}
		}
	}

	@Check
	public void ladderNamesEachRungOncePokFirst(LadderClaim ladder) {
		List<HandCategory> rungs = CardReadingCompiler.ladder(ladder);
		Set<HandCategory> seen = new HashSet<>();
		for (int i = 0; i < rungs.size(); i++) {
			if (!seen.add(rungs.get(i))) {
				error(rungs.get(i).words() + " is named twice; the ladder names each rung once", ladder,
						ReadingPackage.eINSTANCE.getLadderClaim_Rungs(), i, IssueCodes.CARD_LADDER);
			}
		}
		if (!seen.contains(HandCategory.TOTAL)) {
			error("the ladder leaves out total: every hand that is nothing else is a total, so name it (pok, total is the"
					+ " shortest ladder)", ladder, ReadingPackage.eINSTANCE.getLadderClaim_Rungs(), IssueCodes.CARD_LADDER);
		}
		if (!rungs.isEmpty() && rungs.get(0) != HandCategory.POK) {
			error("a pok is shown and settled before anyone draws, so it heads the ladder", ladder,
					ReadingPackage.eINSTANCE.getLadderClaim_Rungs(), 0, IssueCodes.CARD_LADDER);
		}
	}

	/**
	 * Hands by conditions that a deal can make: every hand reachable, every two or three cards some hand, no two hands of
	 * one rung met by the same cards, every pay met; each reported on the hand or pay at fault, with an example.
	 */
	@Check
	public void handsAreDealable(HandsClaim hands) {
		Reading reading = EcoreUtil2.getContainerOfType(hands, Reading.class);
		List<HandPayClaim> pays = EcoreUtil2.getAllContentsOfType(reading, HandPayClaim.class);
		org.rulebench.engine.cards.ranking.Ladder ladder;
		try {
			ladder = org.rulebench.reading.cards.CardHands.ladder(hands, pays);
		} catch (ReadingProblem p) {
			for (EObject culprit : p.culprits()) {
				error(p.getMessage(), culprit, null, IssueCodes.CARD_HAND_CONDITION);
			}
			return;
		}
		int decks = EcoreUtil2.getAllContentsOfType(reading, DeckClaim.class).stream().findFirst()
				.map(CardReadingCompiler::decks).filter(d -> d >= 1 && d <= CardRules.MAX_DECKS).orElse(1);
		int ranks = EcoreUtil2.getAllContentsOfType(reading, DeckClaim.class).stream().findFirst().map(d -> {
			try {
				return CardReadingCompiler.ranks(d);
			} catch (ReadingProblem p) {
				return org.rulebench.engine.cards.deck.Deck.ALL_RANKS; // reported on the deck
			}
		}).orElse(org.rulebench.engine.cards.deck.Deck.ALL_RANKS);
		var check = new org.rulebench.engine.cards.ranking.LadderCheck(ladder, decks, 2, 3).withRanks(ranks);
		for (var f : check.call()) {
			String message = check.message(f);
			switch (f.kind()) {
			case IMPOSSIBLE, SHADOWED -> error(message, hands.getHands().get(f.index()), null, IssueCodes.CARD_HAND_NEVER_DEALT);
			case EQUAL_OVERLAP -> error(message, hands.getHands().get(f.index()), null, IssueCodes.CARD_HANDS_OVERLAP);
			case UNPLACED -> error(message, hands, ReadingPackage.eINSTANCE.getHandsClaim_Hands(), IssueCodes.CARD_HANDS_INCOMPLETE);
			case PAY_NEVER_MET -> error(message, pays.get(f.index()), null, IssueCodes.CARD_PAY_NEVER_MET);
			}
		}
	}

	@Check
	public void cardReadingsMakeNoOtherClaims(Rule rule) {
		Claim claim = Dimension.claimOf(rule);
		if (claim == null || claim instanceof CardClaim) {
			return;
		}
		try {
			if (GameFamily.of(ReadingChain.of((Reading) rule.eContainer())) == GameFamily.CARDS) {
				error("rule " + rule.getName() + " is about a board game, but this reading describes a card game: the engine would"
						+ " ignore it", rule, ReadingPackage.eINSTANCE.getRule_Name(), IssueCodes.OTHER_CLAIM_IN_CARD_READING);
			}
		} catch (RuntimeException cycle) {
			// reported by ReadingValidator
		}
	}

	@Check(CheckType.NORMAL)
	public void cardReadingMakesAGame(Reading reading) {
		ReadingChain chain;
		try {
			chain = ReadingChain.of(reading);
		} catch (RuntimeException cycleOrUnresolved) {
			return;
		}
		if (GameFamily.of(chain) != GameFamily.CARDS) {
			return;
		}
		List<String> missing = CardReadingCompiler.missing(chain);
		if (!missing.isEmpty()) {
			error("the reading does not say: " + String.join(", ", missing) + " (state each in a rule, or extend a reading that"
					+ " does)", reading, ReadingPackage.eINSTANCE.getReading_Name(), IssueCodes.CARD_GAME_INCOMPLETE);
			return;
		}
		// a claim the engine does not play, or a drawing rule it cannot test, is reported where it is written
		boolean showdown = ShowdownCompiler.isShowdown(chain);
		CombinationProblems.report(reading, chain,
				choice -> java.util.Objects.requireNonNull(showdown ? ShowdownCompiler.compile(chain, choice) : CardReadingCompiler.compile(chain, choice)),
				problem -> org.rulebench.reading.cards.CardHands.ORDER_BETTER.equals(problem.getMessage())
						|| problem.culprits().stream().anyMatch(c -> checkedWhereWritten(c) && !inShowdownClaim(c)),
				problem -> showdown ? IssueCodes.CARD_SHOWDOWN : IssueCodes.RULES_CLASH, this::error);
	}

	/** What the checks of this class report where it is written: the combinations' compilation need not repeat it. */
	private static boolean checkedWhereWritten(EObject culprit) {
		return culprit instanceof DeckClaim || culprit instanceof DealClaim || culprit instanceof CardValueClaim
				|| culprit instanceof PokClaim || culprit instanceof ForcedDrawClaim || culprit instanceof DengClaim
				|| culprit instanceof LadderClaim || culprit instanceof Condition || culprit instanceof DrawVerdict
				|| culprit instanceof LadderHand || culprit instanceof HandPayClaim || culprit instanceof DeckRank;
	}

	/**
	 * A drawing rule the engine can play: each line's condition about the side's own cards and what it sees of the other
	 * side, and what the side does when no line applies.
	 */
	@Check
	public void drawingRuleIsPlayable(DrawRule rule) {
		CardSide side = rule.eContainer() instanceof PlayerDrawClaim ? CardSide.PLAYER : CardSide.BANKER;
		boolean conditional = false;
		for (DrawLine line : rule.getLines()) {
			conditional |= line.getWhen() != null || line.getUnless() != null;
			for (EObject part : new EObject[] { line.getVerdict(), line.getWhen(), line.getUnless() }) {
				try {
					if (part instanceof DrawVerdict v) {
						CardConditions.verdict(v);
					} else if (part instanceof Condition c) {
						CardConditions.condition(c, side);
					}
				} catch (ReadingProblem p) {
					for (EObject at : p.culprits()) {
						error(p.getMessage(), at, null, IssueCodes.CARD_DRAW_RULE);
					}
				}
			}
		}
		if (conditional && rule.getOtherwise() == null) {
			error("say what the " + side.getLiteral() + " does when no line applies: end the rule with `; otherwise it stands` or `;"
					+ " otherwise it may draw or stand`", rule, null, IssueCodes.CARD_DRAW_RULE);
		}
		if (side == CardSide.BANKER && !EcoreUtil2.getAllContentsOfType(rule, ThirdCardIs.class).isEmpty()) {
			ThirdCardClaim third = effective(rule, ThirdCardClaim.class);
			if (third == null || !third.isUp()) {
				for (ThirdCardIs at : EcoreUtil2.getAllContentsOfType(rule, ThirdCardIs.class)) {
					error(CardReadingCompiler.faceDown(), at, null, IssueCodes.CARD_DRAW_RULE);
				}
			}
		}
	}

	/** A condition on cards means nothing in a board game's rule: the race and grid compilers cannot test it. */
	@Check
	public void cardConditionsOnlyInDrawingRules(Condition condition) {
		boolean inHand = EcoreUtil2.getContainerOfType(condition, LadderHand.class) != null
				|| EcoreUtil2.getContainerOfType(condition, HandPayClaim.class) != null || inShowdownClaim(condition);
		if (CardConditions.isHandPart(condition)) {
			// `it is "HAND"` names the hand a side's two cards make: a drawing rule may ask it too
			if (!inHand && !(condition instanceof IsHand && EcoreUtil2.getContainerOfType(condition, DrawRule.class) != null)) {
				error("a condition on a hand's cards belongs in a ranking of hands or a hand's pay (hands rank, best first: \"pair\""
						+ " when 2 of a rank; ...)", condition, null, IssueCodes.CARD_HAND_CONDITION);
			}
			return;
		}
		if (inHand && condition instanceof CountIs) {
			return;
		}
		if (CardConditions.isCardPart(condition) && EcoreUtil2.getContainerOfType(condition, DrawRule.class) == null) {
			error("a condition on cards belongs in a drawing rule of a card reading (the banker draws a third card when it"
					+ " counts 0 to 3; otherwise it stands)", condition, null, IssueCodes.CARD_DRAW_RULE);
		}
	}

	/** A condition of a showdown's claims: the player's decision, the banker's qualifying, an ante bonus, a side bet. */
	private static boolean inShowdownClaim(EObject condition) {
		for (EObject o = condition; o != null; o = o.eContainer()) {
			if (o instanceof DecisionClaim || o instanceof QualifyClaim || o instanceof AnteBonusClaim || o instanceof SideBetClaim) {
				return true;
			}
		}
		return false;
	}

	/** Whether the reading of {@code context} is a showdown (the player plays or folds). */
	private static boolean showdown(EObject context) {
		try {
			return ShowdownCompiler.isShowdown(ReadingChain.of(EcoreUtil2.getContainerOfType(context, Reading.class)));
		} catch (RuntimeException cycle) {
			return false;
		}
	}

	/** `or better` compares hands: only the player's decision and the banker's qualifying may say it. */
	@Check
	public void orBetterOnlyWhereHandsAreCompared(IsHand is) {
		if (is.isOrBetter() && EcoreUtil2.getContainerOfType(is, DecisionClaim.class) == null
				&& EcoreUtil2.getContainerOfType(is, QualifyClaim.class) == null) {
			error(org.rulebench.reading.cards.CardHands.ORDER_BETTER, is, null, IssueCodes.CARD_HAND_CONDITION);
		}
	}

	/** The showdown's claims belong to a showdown: a reading whose player draws a third card cannot use them. */
	@Check
	public void showdownClaimsInAShowdown(CardClaim claim) {
		boolean part = claim instanceof QualifyClaim || claim instanceof UnqualifiedClaim || claim instanceof AnteBonusClaim
				|| claim instanceof SideBetClaim;
		if (part && !showdown(claim)) {
			error("a banker's qualifying, an ante bonus and a side bet on the player's hand belong to a showdown: say when the player"
					+ " plays or folds (the player plays when it is \"pair\" or better; otherwise it folds)", claim, null,
					IssueCodes.CARD_SHOWDOWN);
		}
	}

	@Check
	public void handCountOnlyInDrawingRules(HandCountOf count) {
		if (EcoreUtil2.getContainerOfType(count, DrawRule.class) == null) {
			error("`its count` is a card hand's count: it belongs in a drawing rule of a card reading", count, null,
					IssueCodes.CARD_DRAW_RULE);
		}
	}

	/** The claim of this type in effect in the reading of {@code context} (first alternatives), or null. */
	private static <T extends Claim> T effective(EObject context, Class<T> type) {
		Reading reading = EcoreUtil2.getContainerOfType(context, Reading.class);
		try {
			for (Rule r : ReadingChain.of(reading).effectiveRules().values()) {
				if (type.isInstance(Dimension.claimOf(r))) {
					return type.cast(Dimension.claimOf(r));
				}
			}
		} catch (RuntimeException cycle) {
			// reported by ReadingValidator
		}
		return null;
	}
}
