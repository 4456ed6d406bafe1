package org.rulebench.reading.syntax;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.AbstractElement;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.Action;
import org.eclipse.xtext.Alternatives;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.CrossReference;
import org.eclipse.xtext.EnumLiteralDeclaration;
import org.eclipse.xtext.EnumRule;
import org.eclipse.xtext.Group;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.ParserRule;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.TerminalRule;
import org.eclipse.xtext.UnorderedGroup;

/**
 * Where a text stands in the grammar: every way the grammar can go on after the words read so far, as continuations
 * (what is left to match, innermost first). Read words one by one with {@link #read}; {@link #next} gives what may
 * come next. Works on any Xtext grammar, so that a rule another family adds is covered as it is written.
 */
public final class Frontier {
	/**
	 * One element still to match, with how often: as its cardinality says, exactly once, or any number of times; or
	 * the return from a rule call (matches nothing: it remembers which rule the continuation is in).
	 */
	record Item(AbstractElement element, int times) {
		static final int AS_WRITTEN = 0;
		static final int ONCE = 1;
		static final int ANY = 2;
		static final int RETURN = 3;
	}

	/** What is left to match: an item, then the rest; null is the end of the text. */
	record Continuation(Item head, Continuation tail) {
		/** The rules the continuation is inside, innermost first. */
		List<AbstractRule> rules() {
			List<AbstractRule> out = new ArrayList<>();
			for (Continuation c = this; c != null; c = c.tail) {
				AbstractRule r = c.head.times() == Item.RETURN ? ((RuleCall) c.head.element()).getRule()
						: org.eclipse.xtext.GrammarUtil.containingRule(c.head.element());
				if (!out.contains(r)) {
					out.add(r);
				}
			}
			return out;
		}
	}

	private final List<Continuation> start;
	private final Set<Continuation> ready;
	private final boolean atEnd;

	private Frontier(List<Continuation> start, Set<Continuation> ready, boolean atEnd) {
		this.start = start;
		this.ready = ready;
		this.atEnd = atEnd;
	}

	/** At the start of {@code element}, which is followed by nothing. */
	public static Frontier before(AbstractElement element) {
		return of(java.util.Collections.singletonList(new Continuation(new Item(element, Item.AS_WRITTEN), null)));
	}

	private static Frontier of(List<Continuation> start) {
		Closure c = closure(start, e -> false);
		return new Frontier(start, c.ready(), c.end());
	}

	/** Whether no continuation is left: the words read are not in the language. */
	public boolean lost() {
		return ready.isEmpty() && !atEnd;
	}

	/** Whether the text may end here. */
	public boolean mayEnd() {
		return atEnd;
	}

	/** The frontier after one more word, which {@code matches} tells a keyword or terminal it fits. */
	public Frontier read(Predicate<AbstractElement> matches) {
		List<Continuation> next = new ArrayList<>();
		for (Continuation c : ready) {
			if (matches.test(c.head.element())) {
				next.add(c.tail);
			}
		}
		return of(next);
	}

	/** The continuations ready to match a word: each headed by a keyword or a terminal rule call. */
	Set<Continuation> ready() {
		return ready;
	}

	/**
	 * The continuations as a reader would list them: like {@link #ready}, but stopping at a rule call {@code stop}
	 * accepts (a name, a number: a phrase says "a name", not every word a name may be).
	 */
	Closure readyStoppingAt(Predicate<AbstractElement> stop) {
		return closure(start, stop);
	}

	/** What a closure reaches: continuations headed by a word (or a stopping rule call), and whether the text may end. */
	record Closure(Set<Continuation> ready, boolean end) {
	}

	/** Expands continuations until each is headed by a word to match (or by a rule call {@code stop} accepts). */
	static Closure closure(List<Continuation> start, Predicate<AbstractElement> stop) {
		Set<Continuation> seen = new HashSet<>();
		Set<Continuation> ready = new LinkedHashSet<>();
		boolean end = false;
		List<Continuation> work = new ArrayList<>(start);
		java.util.Collections.reverse(work); // a stack: the first continuation is expanded first
		while (!work.isEmpty()) {
			Continuation c = work.remove(work.size() - 1);
			if (c == null) {
				end = true;
				continue;
			}
			if (!seen.add(c)) {
				continue;
			}
			Item item = c.head;
			AbstractElement e = item.element();
			if (item.times() == Item.RETURN) {
				push(work, c.tail);
				continue;
			}
			String card = item.times() == Item.AS_WRITTEN ? e.getCardinality() : item.times() == Item.ANY ? "*" : null;
			if ("?".equals(card) || "*".equals(card)) {
				push(work, c.tail);
			}
			if ("*".equals(card) || "+".equals(card)) {
				push(work, new Continuation(new Item(e, Item.ONCE), new Continuation(new Item(e, Item.ANY), c.tail)));
				continue;
			}
			if ("?".equals(card)) {
				push(work, new Continuation(new Item(e, Item.ONCE), c.tail));
				continue;
			}
			expand(e, c.tail, work, ready, stop, c);
		}
		return new Closure(ready, end);
	}

	private static void push(List<Continuation> work, Continuation c) {
		work.add(c);
	}

	private static void expand(AbstractElement e, Continuation tail, List<Continuation> work, Set<Continuation> ready,
			Predicate<AbstractElement> stop, Continuation self) {
		switch (e) {
		case Keyword k -> ready.add(self);
		case Group g -> {
			Continuation c = tail;
			List<AbstractElement> elements = g.getElements();
			for (int i = elements.size() - 1; i >= 0; i--) {
				c = new Continuation(new Item(elements.get(i), Item.AS_WRITTEN), c);
			}
			push(work, c);
		}
		case UnorderedGroup g -> {
			Continuation c = tail;
			List<AbstractElement> elements = g.getElements();
			for (int i = elements.size() - 1; i >= 0; i--) {
				c = new Continuation(new Item(elements.get(i), Item.AS_WRITTEN), c);
			}
			push(work, c);
		}
		case Alternatives a -> {
			List<AbstractElement> elements = a.getElements();
			for (int i = elements.size() - 1; i >= 0; i--) {
				push(work, new Continuation(new Item(elements.get(i), Item.AS_WRITTEN), tail));
			}
		}
		case Assignment a -> push(work, new Continuation(new Item(a.getTerminal(), Item.AS_WRITTEN), tail));
		case CrossReference x -> push(work, new Continuation(new Item(x.getTerminal(), Item.AS_WRITTEN), tail));
		case Action x -> push(work, tail);
		case EnumLiteralDeclaration d -> push(work, new Continuation(new Item(d.getLiteral(), Item.AS_WRITTEN), tail));
		case RuleCall r -> {
			AbstractRule rule = r.getRule();
			if (rule instanceof TerminalRule || stop.test(r)) {
				ready.add(self);
			} else if (rule instanceof ParserRule || rule instanceof EnumRule) {
				push(work, new Continuation(new Item(rule.getAlternatives(), Item.AS_WRITTEN), new Continuation(new Item(r, Item.RETURN), tail)));
			}
		}
		default -> {
			// nothing else matches words
		}
		}
	}

	/** The grammar element a continuation waits for. */
	static AbstractElement head(Continuation c) {
		return c.head.element();
	}

	/** The rule that holds an element. */
	static AbstractRule ruleOf(EObject element) {
		return org.eclipse.xtext.GrammarUtil.containingRule(element);
	}
}
