package org.rulebench.reading.syntax;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.Token;
import org.antlr.runtime.TokenStream;
import org.eclipse.xtext.AbstractElement;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.Group;
import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.ParserRule;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.TerminalRule;
import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.parser.antlr.SyntaxErrorMessageProvider;

import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * A sentence that leaves the language gets a message in the reading's words: the word that does not fit, the words
 * before it, what may follow them (the phrases of the grammar, as a historian reads them: never token names), and
 * the section of docs/reading-language.md that documents that part. Works from the grammar itself ({@link Frontier}),
 * so every family's sentences are covered as they are written.
 */
@Singleton
public class ReadingSyntaxMessages extends SyntaxErrorMessageProvider {
	/** How many phrases a message lists before it lists first words only. */
	static final int PHRASES = 12;
	/** The most words a phrase runs to before "…". */
	static final int WORDS = 12;

	@Inject
	private IGrammarAccess grammar;
	private DocumentedParts parts;
	private AbstractElement statements;
	private AbstractElement whole;
	private final Set<AbstractRule> statementRules = new java.util.HashSet<>();

	@Override
	public SyntaxErrorMessage getSyntaxErrorMessage(IParserErrorContext context) {
		try {
			Where where = frontier(context.getRecognitionException(), context.getTokenNames());
			if (where != null) {
				return new SyntaxErrorMessage(where.message(), Diagnostic.SYNTAX_DIAGNOSTIC, where.data());
			}
		} catch (RuntimeException | StackOverflowError e) {
			// a message in ANTLR's words is better than none
		}
		return new SyntaxErrorMessage(Words.plain(Words.lexer(context.getDefaultMessage())), Diagnostic.SYNTAX_DIAGNOSTIC);
	}

	private synchronized void init() {
		if (parts == null) {
			parts = new DocumentedParts(grammar.getGrammar());
			ParserRule entry = (ParserRule) grammar.getGrammar().getRules().get(0);
			whole = entry.getAlternatives();
			statements = whole;
			if (whole instanceof Group g) {
				for (AbstractElement e : g.getElements()) {
					if ("*".equals(e.getCardinality()) || "+".equals(e.getCardinality())) {
						statements = e;
					}
				}
				for (RuleCall call : org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(statements, RuleCall.class)) {
					statementRules.add(call.getRule());
				}
			}
		}
	}

	/**
	 * A message and where the word it is about is ({@link #AT}, offset, length, line, column: {@code ReadingResource}
	 * reports the error there, whichever node the parser hung it on).
	 */
	record Where(String message, String[] data) {
	}

	/** The first of a syntax error's data: the error belongs at the word its message is about. */
	public static final String AT = "at";

	/** The message, or null if the words read cannot be followed through the grammar (an earlier error in the statement). */
	Where frontier(RecognitionException e, String[] tokenNames) {
		if (e == null || e.token == null || !(e.input instanceof TokenStream tokens) || e.token.getType() == Token.INVALID_TOKEN_TYPE) {
			return null;
		}
		init();
		int at = e.token.getTokenIndex() >= 0 ? e.token.getTokenIndex() : e.index;
		List<Token> read = new ArrayList<>();
		boolean inStatement = false;
		for (int i = Math.min(at, tokens.size()) - 1; i >= 0; i--) {
			Token t = tokens.get(i);
			if (t.getChannel() != Token.DEFAULT_CHANNEL) {
				continue;
			}
			read.add(0, t);
			if (t.getCharPositionInLine() == 0 && ("rule".equals(t.getText()) || "expect".equals(t.getText()))) {
				inStatement = true;
				break;
			}
		}
		Frontier f = Frontier.before(inStatement ? statements : whole);
		for (Token t : read) {
			f = f.read(matching(t, tokenNames));
			if (f.lost()) {
				return null;
			}
		}
		// the parser may flag the first word of a choice it could not make (`it` of `it holds`): the word that leaves the
		// language is the first the grammar cannot read
		Token culprit = e.token;
		int ahead = 0;
		for (int i = at; i < tokens.size() && ahead < 64; i++) {
			Token t = tokens.get(i);
			if (t.getChannel() != Token.DEFAULT_CHANNEL) {
				continue;
			}
			culprit = t;
			if (t.getType() == Token.EOF) {
				break;
			}
			Frontier next = f.read(matching(t, tokenNames));
			if (next.lost()) {
				break;
			}
			read.add(t);
			f = next;
			ahead++;
		}
		Frontier.Closure shown = f.readyStoppingAt(ReadingSyntaxMessages::described);
		Set<String> phrases = new LinkedHashSet<>();
		List<List<AbstractRule>> stacks = new ArrayList<>();
		for (Frontier.Continuation c : shown.ready()) {
			phrases.add(phrase(c));
			stacks.add(c.rules());
		}
		if (shown.end()) {
			phrases.add("the end of the reading");
		}
		String section = parts.section(common(stacks));
		StringBuilder m = new StringBuilder();
		Token previous = read.isEmpty() ? null : read.get(read.size() - 1);
		if (previous != null && previous.getText() != null && previous.getText().startsWith("\"")
				&& previous.getText().indexOf('\n') >= 0) {
			m.append("the quoted text opened on line ").append(previous.getLine()).append(" runs to here (is its closing \" missing?); ");
		}
		m.append(Words.found(culprit)).append(" does not fit here");
		String before = Words.last(read, 6);
		m.append(before.isEmpty() ? ": a reading starts with " : ": after `" + before + "` comes ");
		m.append(Words.list(phrases.size() > PHRASES ? firstWords(phrases) : new ArrayList<>(phrases)));
		if (section != null) {
			m.append(" (").append(DocumentedParts.DOC).append(", “").append(section).append("”)");
		}
		// always placed: the node the parser hangs the error on may start before the token it flagged (`it` of `it holds`)
		String[] data = !(culprit instanceof org.antlr.runtime.CommonToken c) || culprit.getType() == Token.EOF ? null
				: new String[] { AT, String.valueOf(c.getStartIndex()), String.valueOf(c.getStopIndex() - c.getStartIndex() + 1),
						String.valueOf(c.getLine()), String.valueOf(c.getCharPositionInLine() + 1) };
		return new Where(m.toString(), data);
	}

	/** The innermost rules every continuation is inside, innermost first. */
	private static List<AbstractRule> common(List<List<AbstractRule>> stacks) {
		if (stacks.isEmpty()) {
			return List.of();
		}
		List<AbstractRule> out = new ArrayList<>();
		for (AbstractRule r : stacks.get(0)) {
			if (stacks.stream().allMatch(s -> s.contains(r))) {
				out.add(r);
			}
		}
		return out;
	}

	/** Phrases that share their first words, once: `the board …`, `the cards …`. */
	private static List<String> firstWords(Set<String> phrases) {
		Set<String> out = new LinkedHashSet<>();
		for (String p : phrases) {
			String[] w = p.split(" ");
			out.add(w.length <= 2 ? p : w[0] + " " + w[1] + " …");
		}
		List<String> list = new ArrayList<>(out);
		if (list.size() > 2 * PHRASES) {
			int more = list.size() - 2 * PHRASES;
			list = new ArrayList<>(list.subList(0, 2 * PHRASES));
			list.add(more + " more");
		}
		return list;
	}

	/**
	 * The words a continuation goes on with, as long as they are keywords it must read next; "…" where it may go on
	 * otherwise, nothing where the sentence may end (what may follow is a citation, a label, another rule).
	 */
	private String phrase(Frontier.Continuation c) {
		List<String> words = new ArrayList<>();
		words.add(Words.of(Frontier.head(c)));
		boolean inSentence = !sentence(Frontier.head(c));
		List<Frontier.Continuation> now = List.of(c);
		while (words.size() < WORDS) {
			List<Frontier.Continuation> tails = new ArrayList<>();
			for (Frontier.Continuation x : now) {
				tails.add(x.tail());
			}
			Frontier.Closure next = Frontier.closure(tails, ReadingSyntaxMessages::described);
			List<Frontier.Continuation> going = new ArrayList<>();
			for (Frontier.Continuation x : next.ready()) {
				if (!inSentence || !sentence(Frontier.head(x))) {
					going.add(x);
				}
			}
			if (going.isEmpty()) {
				break;
			}
			String word = null;
			for (Frontier.Continuation x : going) {
				AbstractElement h = Frontier.head(x);
				String w = h instanceof Keyword k ? k.getValue() : described(h) ? Words.of(h) : null;
				if (w == null || word != null && !word.equals(w)) {
					word = null;
					break;
				}
				word = w;
			}
			boolean mayEndHere = going.size() < next.ready().size() || next.end();
			if (word == null || mayEndHere) {
				words.add("…");
				break;
			}
			words.add(word);
			now = going;
		}
		if (words.size() >= WORDS && !"…".equals(words.get(words.size() - 1))) {
			words.add("…");
		}
		return String.join(" ", words).replace(" ,", ",").replace(" ;", ";").replace(" :", ":");
	}

	/**
	 * Whether the element belongs to the frame of every statement (rules, labels, citations, the start of the next
	 * statement), not to a sentence.
	 */
	private boolean sentence(AbstractElement e) {
		AbstractRule rule = Frontier.ruleOf(e);
		return DocumentedParts.FRAME.equals(parts.section(rule)) || statementRules.contains(rule);
	}

	/** Rule calls a phrase names by what they stand for (a name, a number) instead of listing their words. */
	static boolean described(AbstractElement e) {
		return e instanceof RuleCall r && Words.describes(r.getRule());
	}

	private static Predicate<AbstractElement> matching(Token t, String[] tokenNames) {
		String name = t.getType() >= 0 && t.getType() < tokenNames.length ? tokenNames[t.getType()] : "";
		boolean keyword = name.startsWith("'");
		return e -> e instanceof Keyword k ? keyword && k.getValue().equals(t.getText())
				: e instanceof RuleCall r && r.getRule() instanceof TerminalRule && name.equals("RULE_" + r.getRule().getName());
	}
}
