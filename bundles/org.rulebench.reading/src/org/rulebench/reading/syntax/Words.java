package org.rulebench.reading.syntax;

import java.util.List;
import java.util.Map;

import org.antlr.runtime.Token;
import org.eclipse.xtext.AbstractElement;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.RuleCall;

/** How a syntax message says things: words of the reading, never token names; always one line. */
final class Words {
	/** Rules a message names by what they stand for. */
	private static final Map<String, String> DESCRIBED = Map.of("Name", "NAME", "QualifiedName", "NAME", "INT", "NUMBER",
			"SignedInt", "NUMBER", "STRING", "\"QUOTE\"", "PASSAGE", "#PASSAGE", "ID", "NAME", "FileLetter", "FILE");
	/** Token names of the terminals, as ANTLR's messages write them. */
	private static final Map<String, String> TOKENS = Map.of("RULE_ID", "a name", "RULE_INT", "a number", "RULE_STRING",
			"a quoted text", "RULE_PASSAGE", "a passage (#id)", "RULE_WS", "a space", "RULE_ANY_OTHER", "a character",
			"RULE_ML_COMMENT", "a comment", "RULE_SL_COMMENT", "a comment", "EOF", "the end of the reading", "<EOF>",
			"the end of the reading");

	private Words() {
	}

	static boolean describes(AbstractRule rule) {
		return rule != null && DESCRIBED.containsKey(rule.getName());
	}

	static String of(AbstractElement e) {
		if (e instanceof Keyword k) {
			return k.getValue();
		}
		if (e instanceof RuleCall r && r.getRule() != null) {
			return DESCRIBED.getOrDefault(r.getRule().getName(), r.getRule().getName());
		}
		return "…";
	}

	/** The word found where the error is, quoted, on one line. */
	static String found(Token t) {
		if (t.getType() == Token.EOF) {
			return "the end of the reading";
		}
		return "`" + abbreviated(t.getText()) + "`";
	}

	/** The last {@code n} words read, from the last colon on (what a rule or an alternative says). */
	static String last(List<Token> read, int n) {
		int from = Math.max(0, read.size() - n);
		for (int i = read.size() - 1; i > from; i--) {
			if (":".equals(read.get(i - 1).getText()) && i < read.size()) {
				from = i;
				break;
			}
		}
		StringBuilder s = new StringBuilder();
		for (Token t : read.subList(from, read.size())) {
			String w = abbreviated(t.getText());
			s.append(s.length() == 0 || w.equals(",") || w.equals(";") || w.equals(":") ? "" : " ").append(w);
		}
		return s.toString();
	}

	static String list(List<String> phrases) {
		StringBuilder s = new StringBuilder();
		for (int i = 0; i < phrases.size(); i++) {
			if (i > 0) {
				s.append(i == phrases.size() - 1 ? " or " : ", ");
			}
			String p = phrases.get(i);
			s.append(p.endsWith(" more") && i == phrases.size() - 1 ? p : "`" + p + "`");
		}
		return s.toString();
	}

	/** A token's text on one line, at most 30 characters. */
	static String abbreviated(String text) {
		if (text == null) {
			return "";
		}
		String one = text.replace("\r\n", "⏎").replace('\n', '⏎').replace('\r', '⏎').replace('\t', ' ');
		return one.length() > 30 ? one.substring(0, 29) + "…" : one;
	}

	/** The lexer's messages in words: a quoted text never closed, a character the language does not use. */
	static String lexer(String message) {
		if (message == null) {
			return null;
		}
		java.util.regex.Matcher m = java.util.regex.Pattern.compile("mismatched character '(.*)' expecting '(.*)'").matcher(message);
		if (m.matches() && m.group(2).equals("\"")) {
			return "this quoted text is never closed: end it with \"";
		}
		if (m.matches()) {
			return "`" + abbreviated(m.group(1)) + "` does not fit here: `" + abbreviated(m.group(2)) + "` was expected";
		}
		m = java.util.regex.Pattern.compile("no viable alternative at character '(.*)'").matcher(message);
		if (m.matches()) {
			return "`" + abbreviated(m.group(1)) + "` is not a character the reading language uses here";
		}
		return message;
	}

	/** ANTLR's own message with the token names said in words, on one line. */
	static String plain(String message) {
		if (message == null) {
			return "this is not in the reading language here";
		}
		String m = message;
		for (Map.Entry<String, String> e : TOKENS.entrySet()) {
			m = m.replace(e.getKey(), e.getValue());
		}
		return m.replace("\r\n", "⏎").replace('\n', '⏎').replace('\r', '⏎');
	}
}
