package org.rulebench.reading.validation;

import org.rulebench.reading.compile.GameFamily;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;
import org.eclipse.xtext.validation.ComposedChecks;
import org.rulebench.engine.position.Position;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.Dimension;
import org.rulebench.reading.compile.ExtensionCycle;
import org.rulebench.reading.compile.MissingBase;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingCompiler;
import org.rulebench.reading.cards.CardReadingCompiler;
import org.rulebench.reading.grid.GridReadingCompiler;
import org.rulebench.reading.reading.*;
import org.rulebench.sources.anchoring.Anchor;
import org.rulebench.sources.anchoring.AnchorSearch;
import org.rulebench.sources.anchoring.Attachment;
import org.rulebench.sources.anchoring.TextQuoteSelector;
import org.rulebench.sources.model.Passage;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.URIConverter;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IContainer;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;

import com.google.inject.Inject;

/**
 * Checks readings: one method per concern, each diagnostic with a code from {@link IssueCodes}; grid readings also
 * by {@link GridValidator}, card readings by {@link CardValidator}.
 */
@ComposedChecks(validators = { GridValidator.class, CardValidator.class, PartsValidator.class })
public class ReadingValidator extends AbstractReadingValidator {
	/** Combinations of alternatives compiled when checking a reading; more are checked by `rulebench check`. */

	@Inject
	private Citations citations;
	@Inject
	private IQualifiedNameProvider names;
	@Inject
	private ResourceDescriptionsProvider descriptions;
	@Inject
	private IContainer.Manager containers;

	@Check
	public void extensionIsNotACycle(Reading reading) {
		try {
			ReadingChain.of(reading);
		} catch (ExtensionCycle cycle) {
			error(cycle.getMessage() + "; a reading cannot extend itself", reading,
					ReadingPackage.eINSTANCE.getReading_Base(), IssueCodes.EXTENSION_CYCLE);
		} catch (MissingBase missing) {
			if (missing.distance() > 1) { // the linker reports a base of this reading's own that is unknown
				error("this reading extends " + reading.getBase().getName() + ", whose chain is broken: " + missing.extending()
						+ " extends " + missing.missing() + ", which no reading of the workspace is named; put the file of "
						+ missing.missing() + " in the workspace beside the others", reading,
						ReadingPackage.eINSTANCE.getReading_Base(), IssueCodes.MISSING_BASE);
			}
		}
	}

	/** `extends` names a reading: two of one name in a workspace would make it resolve to either. */
	@Check
	public void readingNamesAreUnique(Reading reading) {
		Resource resource = reading.eResource();
		QualifiedName name = reading.getName() == null ? null : names.getFullyQualifiedName(reading);
		if (name == null || resource == null) {
			return;
		}
		IResourceDescriptions index = descriptions.getResourceDescriptions(resource.getResourceSet());
		IResourceDescription own = index.getResourceDescription(resource.getURI());
		Iterable<IContainer> visible = own == null ? List.of() : containers.getVisibleContainers(own, index);
		Set<String> others = new java.util.TreeSet<>();
		for (IContainer container : visible) {
			for (IEObjectDescription d : container.getExportedObjectsByType(ReadingPackage.eINSTANCE.getReading())) {
				URI where = d.getEObjectURI().trimFragment();
				if (d.getName().equals(name) && !sameFile(where, resource)) {
					others.add(where.isFile() ? where.toFileString() : where.toString());
				}
			}
		}
		if (!others.isEmpty()) {
			error("two readings named " + reading.getName() + ": " + location(resource.getURI()) + " and "
					+ String.join(", ", others) + "; rename one (extends would resolve to either)", reading,
					ReadingPackage.eINSTANCE.getReading_Name(), IssueCodes.DUPLICATE_READING);
		}
	}

	/** The index may hold a resource under its normalised or absolute URI, the resource set under a relative one. */
	private static boolean sameFile(URI where, Resource resource) {
		URIConverter converter = resource.getResourceSet() == null ? URIConverter.INSTANCE : resource.getResourceSet().getURIConverter();
		return absolute(converter.normalize(where)).equals(absolute(converter.normalize(resource.getURI())));
	}

	private static URI absolute(URI uri) {
		return uri.isRelative() ? uri.resolve(URI.createFileURI(System.getProperty("user.dir") + "/")) : uri;
	}

	private static String location(URI uri) {
		return uri.isFile() ? uri.toFileString() : uri.isPlatformResource() ? uri.toPlatformString(true) : uri.toString();
	}

	@Check
	public void ruleNamesAreUnique(Reading reading) {
		Set<String> seen = new HashSet<>();
		for (Rule rule : reading.getRules()) {
			if (rule.getName() != null && !seen.add(rule.getName())) {
				error("a second rule named " + rule.getName() + "; rule names identify rules across readings and must be unique",
						rule, ReadingPackage.eINSTANCE.getRule_Name(), IssueCodes.DUPLICATE_RULE);
			}
		}
	}

	@Check
	public void eventNamesAreUnique(Reading reading) {
		Map<String, Rule> seen = new HashMap<>();
		for (Event event : EcoreUtil2.getAllContentsOfType(reading, Event.class)) {
			Rule rule = EcoreUtil2.getContainerOfType(event, Rule.class);
			Rule other = event.getName() == null ? null : seen.putIfAbsent(event.getName(), rule);
			if (other != null && other != rule) {
				error("a second event named " + event.getName() + " (rule " + other.getName() + " has one)", event,
						ReadingPackage.eINSTANCE.getEvent_Name(), IssueCodes.DUPLICATE_EVENT);
			}
		}
	}

	@Check
	public void oneRulePerDimension(Reading reading) {
		Map<String, Rule> byDimension = new HashMap<>();
		for (Rule rule : reading.getRules()) {
			Claim claim = Dimension.claimOf(rule);
			if (claim == null) {
				continue;
			}
			Rule earlier = byDimension.putIfAbsent(Dimension.of(claim), rule);
			if (earlier != null && !rule.getName().equals(earlier.getName())) {
				error("rules " + earlier.getName() + " and " + rule.getName() + " both say " + Dimension.of(claim)
						+ "; keep one, or make them alternatives of one rule", rule, ReadingPackage.eINSTANCE.getRule_Name(),
						IssueCodes.DIMENSION_TWICE);
			}
		}
	}

	@Check
	public void alternativesAreDistinctAndAboutOneThing(Rule rule) {
		Set<String> labels = new HashSet<>();
		String dimension = null;
		for (Alternative a : rule.getAlternatives()) {
			if (!labels.add(a.getLabel())) {
				error("two alternatives labelled " + a.getLabel(), a, ReadingPackage.eINSTANCE.getAlternative_Label(),
						IssueCodes.DUPLICATE_ALTERNATIVE);
			}
			String d = a.getClaim() == null ? null : Dimension.ofAlternative(a.getClaim());
			if (dimension == null) {
				dimension = d;
			} else if (d != null && !d.equals(dimension)) {
				error("alternative " + a.getLabel() + " says " + d + " but the first alternative says " + dimension
						+ "; alternatives must be readings of the same rule", a, ReadingPackage.eINSTANCE.getAlternative_Label(),
						IssueCodes.ALTERNATIVES_DIFFER);
			}
		}
	}

	@Check
	public void overridesChangeSomething(Rule rule) {
		Reading reading = (Reading) rule.eContainer();
		Rule inherited = inherited(reading, rule.getName());
		if (inherited == null) {
			return;
		}
		if (EcoreUtil.equals(rule.getClaim(), inherited.getClaim())
				&& EcoreUtil.equals(rule.getAlternatives(), inherited.getAlternatives())
				&& EcoreUtil.equals(rule.getSupport(), inherited.getSupport())) {
			warning("rule " + rule.getName() + " says exactly what " + ((Reading) inherited.eContainer()).getName()
					+ " says already; an extending reading states only what it changes", rule,
					ReadingPackage.eINSTANCE.getRule_Name(), IssueCodes.OVERRIDE_WITHOUT_EFFECT);
			return;
		}
		Claim mine = Dimension.claimOf(rule);
		Claim theirs = Dimension.claimOf(inherited);
		if (mine != null && theirs != null && !Dimension.of(mine).equals(Dimension.of(theirs))) {
			warning("rule " + rule.getName() + " replaces a rule about " + Dimension.of(theirs) + " with one about "
					+ Dimension.of(mine) + "; is the name a slip?", rule, ReadingPackage.eINSTANCE.getRule_Name(),
					IssueCodes.REPLACES_OTHER_DIMENSION);
		}
	}

	@Check
	public void rulesCite(Rule rule) {
		if (rule.getName() == null || uncitedAllowed((Reading) rule.eContainer())) {
			return; // a rule without a name did not parse: its syntax error says what to mend
		}
		if (rule.getAlternatives().isEmpty()) {
			if (!cited(rule.getSupport())) {
				warning("rule " + rule.getName() + " cites no passage; add `cites #PASSAGE \"quote\"`, label it `assumed` if the "
						+ "sources are silent, or state `rules may go uncited` in the reading", rule, ReadingPackage.eINSTANCE.getRule_Name(),
						IssueCodes.MISSING_CITATION);
			}
			return;
		}
		for (Alternative a : rule.getAlternatives()) {
			if (!cited(a.getSupport())) {
				warning("alternative " + a.getLabel() + " of rule " + rule.getName() + " cites no passage; add `cites #PASSAGE` "
						+ "or label it `assumed`", a, ReadingPackage.eINSTANCE.getAlternative_Label(), IssueCodes.MISSING_CITATION);
			}
		}
	}

	/** A citation, or the label that says there is nothing to cite. */
	private static boolean cited(Support support) {
		return support != null && (!support.getCitations().isEmpty() || support.getEvidence() == Evidence.ASSUMED);
	}

	@Check
	public void citedPassagesExist(Citation citation) {
		Passage passage = citation.getPassage();
		if (passage == null || !passage.eIsProxy()) {
			return;
		}
		String id = Citations.writtenId(citation);
		List<String> closest = citations.closestIds(citation, id);
		error("no passage " + id + " in the sources of this workspace"
				+ (closest.isEmpty() ? "; sources are the *.tei files beside the readings (`rulebench sources list FILE` lists their ids)"
						: "; did you mean " + String.join(", ", closest) + "?"),
				citation, ReadingPackage.eINSTANCE.getCitation_Passage(), IssueCodes.UNKNOWN_PASSAGE);
	}

	/**
	 * The quote is what anchors a citation in its passage (its context and position follow from the text as it
	 * is): a quote met twice in the passage points to no one place, and an edit could move it to the other.
	 */
	@Check
	public void quotesPointToOnePlace(Citation citation) {
		Passage passage = citation.getPassage();
		String quote = citation.getQuote();
		if (passage == null || passage.eIsProxy() || quote == null || quote.isEmpty()) {
			return;
		}
		String text = passage.text();
		int times = 0;
		for (int at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) {
			times++;
		}
		if (times > 1) {
			warning("the quote is met " + times + " times in passage " + passage.getId()
					+ ": quote a few more characters, so that the citation points to one place",
					citation, ReadingPackage.eINSTANCE.getCitation_Quote(), IssueCodes.AMBIGUOUS_QUOTE);
		}
	}

	@Check
	public void quotesAreInTheirPassage(Citation citation) {
		Passage passage = citation.getPassage();
		if (passage == null || passage.eIsProxy() || citation.getQuote() == null || citation.getQuote().isEmpty()) {
			return;
		}
		String text = passage.text();
		if (text.contains(citation.getQuote())) {
			return;
		}
		Attachment near = new AnchorSearch()
				.anchor(new Anchor(passage.getId(), new TextQuoteSelector(citation.getQuote(), "", ""), null)).text(text).call();
		warning(near.anchored()
				? "the quote is not word for word in passage " + passage.getId() + ", which reads \"" + near.found()
						+ "\" there: correct the quote (or the transcription)"
				: "orphaned citation: the quote is no longer in passage " + passage.getId() + ", which reads \""
						+ Citations.excerpt(text) + "\": cite the passage that holds it, or restore the text",
				citation, ReadingPackage.eINSTANCE.getCitation_Quote(), IssueCodes.QUOTE_NOT_IN_PASSAGE);
	}

	@Check
	public void pointsAreOnTheBoard(PointRef ref) {
		int home = 6;
		int points = 24;
		BoardClaim board = effective(ref, BoardClaim.class);
		if (board != null && !board.isGrid()) {
			points = board.getSize();
			home = board.getHome() > 0 ? board.getHome() : Math.max(1, points / 4);
		}
		int max = ref.getKind() == PointKind.POINT ? points : Math.min(home, points - home);
		if (ref.getNumber() < 1 || ref.getNumber() > max) {
			error(ref.getKind().getLiteral() + " " + ref.getNumber() + " is not on the board: "
					+ (ref.getKind() == PointKind.POINT ? "" : ref.getKind().getLiteral() + " ") + "points run from 1 to " + max, ref, ReadingPackage.eINSTANCE.getPointRef_Number(),
					IssueCodes.POINT_OUT_OF_RANGE);
		}
	}

	@Check
	public void startFitsThePieces(StartClaim start) {
		PiecesClaim pieces = effective(start, PiecesClaim.class);
		PointLimitClaim limit = effective(start, PointLimitClaim.class);
		int total = 0;
		for (Placement p : start.getPlacements()) {
			total += p.getCount();
			if (limit != null && limit.getLimit() > 0 && p.getCount() > limit.getLimit()) {
				error(p.getCount() + " pieces on one point, but at most " + limit.getLimit() + " may stand on a point",
						p, ReadingPackage.eINSTANCE.getPlacement_Count(), IssueCodes.LAYOUT_OVER_LIMIT);
			}
		}
		if (pieces != null && total != pieces.getCount()) {
			error("the start places " + total + " pieces, but each side has " + pieces.getCount(), start,
					ReadingPackage.eINSTANCE.getStartClaim_Placements(), IssueCodes.LAYOUT_TOTAL);
		}
	}

	@Check
	public void diceCanDoWhatIsAsked(Claim claim) {
		DiceClaim dice = effective(claim, DiceClaim.class);
		int count = dice == null ? 2 : dice.getCount();
		int faces = dice == null || dice.getFaces() == 0 ? 6 : dice.getFaces();
		if (claim instanceof DiceClaim d && (d.getCount() < 1 || d.getCount() > 4)) {
			error("between 1 and 4 dice are supported, not " + d.getCount(), d, ReadingPackage.eINSTANCE.getDiceClaim_Count(),
					IssueCodes.BAD_VALUE);
		}
		if (claim instanceof SumsClaim s && s.isSums() && count < 2) {
			error("dice may be summed, but only one die is thrown", s, null, IssueCodes.DICE_UNSATISFIABLE);
		}
		if (claim instanceof ExtraRollClaim e && e.isAceyDeucey() && count != 2) {
			error("a roll of one and two needs two dice, but " + count + " are thrown", e, null, IssueCodes.DICE_UNSATISFIABLE);
		}
		if (claim instanceof LargerDieClaim l && l.isLarger() && effective(claim, UseDiceClaim.class) instanceof UseDiceClaim u
				&& !u.isMost()) {
			error("the larger die must be used, yet dice may be left unused: the two rules contradict each other", l, null,
					IssueCodes.DICE_UNSATISFIABLE);
		}
		if (claim instanceof ThrowsClaim t) {
			t.getRolls().forEach(roll -> rollFits(roll, faces));
		}
		if (claim instanceof RunToFrontClaim r) {
			for (Roll roll : r.getRolls()) {
				rollFits(roll, faces);
			}
			for (Roll roll : r.getDeclared()) {
				rollFits(roll, faces);
			}
		}
	}

	/** An expectation's roll names as many dice as the reading throws (two or three), each a face of them. */
	@Check
	public void anExpectedRollCanBeThrown(Outcome outcome) {
		DiceClaim dice = effective(outcome, DiceClaim.class);
		int count = dice == null ? 2 : dice.getCount();
		int faces = dice == null || dice.getFaces() == 0 ? 6 : dice.getFaces();
		int[] roll = ExpectationCheck.dice(outcome);
		if (dice != null && roll.length != count) {
			error("the reading throws " + count + (count == 1 ? " die" : " dice") + ", so a roll names " + count + ", not "
					+ roll.length + ": " + ExpectationCheck.written(outcome), outcome, ReadingPackage.eINSTANCE.getOutcome_Roll(),
					IssueCodes.DICE_UNSATISFIABLE);
			return;
		}
		for (int d : roll) {
			if (d < 1 || d > faces) {
				error("the dice have faces 1 to " + faces + ", so " + ExpectationCheck.written(outcome) + " can never be thrown",
						outcome, ReadingPackage.eINSTANCE.getOutcome_Roll(), IssueCodes.DICE_UNSATISFIABLE);
				return;
			}
		}
	}

	/** The family of a reading's chain; race where the chain cannot be read (a cycle is reported elsewhere). */
	private static org.rulebench.reading.compile.GameFamily familyOf(Reading reading) {
		try {
			return org.rulebench.reading.compile.GameFamily.of(ReadingChain.of(reading));
		} catch (RuntimeException cycle) {
			return org.rulebench.reading.compile.GameFamily.RACE;
		}
	}

	/** A condition on the roll (`the roll is 6-6, 4-4`) names rolls the dice can show. */
	@Check
	public void aRollReadByAConditionCanBeThrown(org.rulebench.reading.reading.RollIs condition) {
		DiceClaim dice = effective(condition, DiceClaim.class);
		int faces = dice == null || dice.getFaces() == 0 ? 6 : dice.getFaces();
		condition.getRolls().forEach(roll -> rollFits(roll, faces));
	}

	private void rollFits(Roll roll, int faces) {
		if (roll.getLow() < 1 || roll.getHigh() < 1 || roll.getLow() > faces || roll.getHigh() > faces) {
			error("the dice have faces 1 to " + faces + ", so " + roll.getLow() + "-" + roll.getHigh() + " can never be thrown",
					roll, null, IssueCodes.DICE_UNSATISFIABLE);
		}
	}

	@Check
	public void endsCanHappen(EndClaim end) {
		BearOffClaim bearOff = effective(end, BearOffClaim.class);
		HitClaim hit = effective(end, HitClaim.class);
		PiecesClaim pieces = effective(end, PiecesClaim.class);
		PointLimitClaim limit = effective(end, PointLimitClaim.class);
		BoardClaim board = effective(end, BoardClaim.class);
		for (EndKind kind : end.getEnds()) {
			if (kind instanceof AllBorneOff && bearOff != null && bearOff.isNever()) {
				error("the game ends when a side has borne off every piece, but pieces are never borne off", kind, null,
						IssueCodes.END_NEVER_HOLDS);
			}
			if (kind instanceof AllCaptured && (hit == null || !(hit.getFate() instanceof OutOfGame))) {
				error("the game ends when a side has lost every piece, but hit pieces are not removed from the game", kind,
						null, IssueCodes.END_NEVER_HOLDS);
			}
			if (kind instanceof AllHome && pieces != null && limit != null && limit.getLimit() > 0 && board != null && !board.isGrid()) {
				int home = board.getHome() > 0 ? board.getHome() : Math.max(1, board.getSize() / 4);
				if (pieces.getCount() > home * limit.getLimit()) {
					error(pieces.getCount() + " pieces, at most " + limit.getLimit() + " to a point, can never all stand on "
							+ home + " home points", kind, null, IssueCodes.END_NEVER_HOLDS);
				}
			}
		}
	}

	@Check
	public void throwsAreNamed(LeavesPoint leaves) {
		String name = leaves.getThrows();
		if (name == null) {
			return;
		}
		Reading reading = EcoreUtil2.getContainerOfType(leaves, Reading.class);
		try {
			for (Rule rule : ReadingChain.of(reading).effectiveRules().values()) {
				List<Claim> claims = rule.getClaim() != null ? List.of(rule.getClaim())
						: rule.getAlternatives().stream().map(Alternative::getClaim).toList();
				if (claims.stream().anyMatch(c -> c instanceof ThrowsClaim t && name.equals(t.getName()))) {
					return;
				}
			}
		} catch (RuntimeException cycle) {
			return;
		}
		error("no rule says which throws are called " + name + "; add a rule `the throws called " + name
				+ " are ...` (or alternatives, each citing its support)", leaves, ReadingPackage.eINSTANCE.getLeavesPoint_Throws(),
				IssueCodes.UNKNOWN_THROWS);
	}

	@Check
	public void everyPieceCanBeHome(EveryPieceHome home) {
		PiecesClaim pieces = effective(home, PiecesClaim.class);
		PointLimitClaim limit = effective(home, PointLimitClaim.class);
		BoardClaim board = effective(home, BoardClaim.class);
		if (pieces == null || limit == null || limit.getLimit() <= 0 || board == null || board.isGrid()) {
			return;
		}
		int points = board.getHome() > 0 ? board.getHome() : Math.max(1, board.getSize() / 4);
		if (pieces.getCount() > points * limit.getLimit()) {
			warning(pieces.getCount() + " pieces, at most " + limit.getLimit() + " to a point, can never all stand on "
					+ points + " home points: this condition never holds", home, null, IssueCodes.CONDITION_NEVER_HOLDS);
		}
	}

	@Check
	public void pairsCanStand(InPairs pairs) {
		PiecesClaim pieces = effective(pairs, PiecesClaim.class);
		if (pieces != null && pairs.getPairs() * 2 != pieces.getCount()) {
			warning("all " + pieces.getCount() + " pieces can never stand in " + pairs.getPairs() + " pairs", pairs,
					ReadingPackage.eINSTANCE.getInPairs_Pairs(), IssueCodes.CONDITION_NEVER_HOLDS);
		}
	}

	@Check
	public void comparisonsCanHold(Compare compare) {
		PiecesClaim pieces = effective(compare, PiecesClaim.class);
		if (compare.getLeft() instanceof org.rulebench.reading.reading.TurnsPlayed && compare.getRight() instanceof Constant c
				&& (compare.getOp() == CompareOp.LT && c.getValue() <= 0 || compare.getOp() == CompareOp.LE && c.getValue() < 0)) {
			warning("this can never hold: turns played count from 0", compare, null, IssueCodes.CONDITION_NEVER_HOLDS);
			return;
		}
		if (pieces == null || !(compare.getRight() instanceof Constant c) || compare.getLeft() instanceof Chips
				|| compare.getLeft() instanceof TimesScored || compare.getLeft() instanceof Constant
				|| compare.getLeft() instanceof org.rulebench.reading.reading.TurnsPlayed) {
			return;
		}
		int max = compare.getLeft() instanceof Pairs ? pieces.getCount() / 2 : pieces.getCount();
		boolean never = switch (compare.getOp()) {
		case EQ, GE -> c.getValue() > max;
		case GT -> c.getValue() >= max;
		case LT -> c.getValue() == 0;
		default -> false;
		};
		if (never) {
			warning("this can never hold: there are at most " + max + " with " + pieces.getCount() + " pieces a side",
					compare, null, IssueCodes.CONDITION_NEVER_HOLDS);
		}
	}

	@Check(CheckType.NORMAL)
	public void readingMakesAGame(Reading reading) {
		ReadingChain chain;
		try {
			chain = ReadingChain.of(reading);
		} catch (RuntimeException cycleOrUnresolved) {
			return;
		}
		if (GameFamily.of(chain) != GameFamily.RACE) {
			return; // GridValidator and CardValidator compile theirs
		}
		Map<String, Rule> rules = chain.effectiveRules();
		Set<String> said = new HashSet<>();
		rules.values().forEach(r -> {
			if (Dimension.claimOf(r) != null) {
				said.add(Dimension.of(Dimension.claimOf(r)));
			}
		});
		List<String> missing = ReadingCompiler.unsaid(said);
		if (!missing.isEmpty()) {
			error("the reading does not say: " + String.join(", ", missing) + " (state each in a rule, or extend a reading that does)",
					reading, ReadingPackage.eINSTANCE.getReading_Name(), IssueCodes.MISSING_DIMENSION);
			return;
		}
		// a point off the board is reported where it is written
		CombinationProblems.report(reading, chain, choice -> ReadingCompiler.compile(chain, choice),
				problem -> problem.culprits().stream()
						.anyMatch(o -> o instanceof Placement || o instanceof org.rulebench.reading.reading.LandingZone
								|| org.rulebench.reading.cards.CardConditions.isCardPart(o)),
				problem -> IssueCodes.RULES_CLASH,
				this::error);
	}

	@Check(CheckType.NORMAL)
	public void expectationHolds(Expectation expectation) {
		Reading reading = (Reading) expectation.eContainer();
		RuleSet rules;
		try {
			rules = ReadingCompiler.compile(reading, Choice.FIRST);
		} catch (RuntimeException problem) {
			if (familyOf(reading) != org.rulebench.reading.compile.GameFamily.RACE) {
				// a grid or card reading: nothing else would say that this expectation is never checked
				error("plays can be expected only of a race reading (one with a board of points and dice), but this is a "
						+ familyOf(reading).word() + " reading", expectation, ReadingPackage.eINSTANCE.getExpectation_Name(),
						IssueCodes.PART_OUT_OF_PLACE);
			}
			return; // otherwise reported by readingMakesAGame
		}
		for (PointRef ref : EcoreUtil2.getAllContentsOfType(expectation, PointRef.class)) {
			int at = new org.rulebench.reading.compile.Points(rules.board()).resolve(ref);
			if (at < 1 || at > rules.points()) {
				return; // a point off the board: pointsAreOnTheBoard says where
			}
		}
		ExpectationCheck check = new ExpectationCheck(rules);
		String setup = check.setupProblem(expectation);
		if (setup != null) {
			error("expectation " + expectation.getName() + " cannot be set up: " + setup, expectation,
					ReadingPackage.eINSTANCE.getExpectation_Name(), IssueCodes.EXPECTATION_FAILS);
			return;
		}
		Position start = check.position(expectation);
		for (Outcome outcome : expectation.getOutcomes()) {
			if (outcome.getFact() == null && (outcome.getEvent() == null || outcome.getEvent().eIsProxy())) {
				continue;
			}
			int[] roll = ExpectationCheck.dice(outcome);
			int faces = rules.dice().faces();
			if (roll.length != rules.dice().count() || java.util.Arrays.stream(roll).anyMatch(d -> d < 1 || d > faces)) {
				continue; // a roll the dice cannot show: anExpectedRollCanBeThrown says so (or the syntax error that made it)
			}
			String failure = check.failure(start, outcome);
			if (failure != null) {
				error("expectation " + expectation.getName() + " does not hold: with " + ExpectationCheck.written(outcome) + ", "
						+ failure, outcome, null, IssueCodes.EXPECTATION_FAILS);
			}
		}
	}


	/** The rule of this name the reading inherits from its base chain, or null. */
	private static Rule inherited(Reading reading, String name) {
		if (reading.getBase() == null || reading.getBase().eIsProxy() || name == null) {
			return null;
		}
		try {
			return ReadingChain.of(reading.getBase()).effectiveRules().get(name);
		} catch (RuntimeException cycle) {
			return null;
		}
	}

	private static boolean uncitedAllowed(Reading reading) {
		try {
			return ReadingChain.of(reading).readings().stream()
					.anyMatch(r -> r.getSettings().stream().anyMatch(UncitedAllowed.class::isInstance));
		} catch (RuntimeException cycle) {
			return reading.getSettings().stream().anyMatch(UncitedAllowed.class::isInstance);
		}
	}

	/** The claim of this type in effect where {@code context} stands (its reading's chain, first alternatives). */
	private static <T extends Claim> T effective(EObject context, Class<T> type) {
		Reading reading = EcoreUtil2.getContainerOfType(context, Reading.class);
		if (reading == null) {
			return null;
		}
		T found = null;
		try {
			for (Rule rule : ReadingChain.of(reading).effectiveRules().values()) {
				if (type.isInstance(Dimension.claimOf(rule))) {
					found = type.cast(Dimension.claimOf(rule));
				}
			}
		} catch (RuntimeException cycle) {
			return null;
		}
		return found;
	}
}
