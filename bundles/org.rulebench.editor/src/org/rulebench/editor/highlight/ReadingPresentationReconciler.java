package org.rulebench.editor.highlight;

import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.NumberRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.rulebench.reading.ide.ReadingHighlighting;

/**
 * Lexical colours as the historian types: the words that structure a reading (reading, extends, game, rule,
 * expect, cites, one of, event), quotes, numbers and comments. Everything else is prose in the default colour;
 * names and passages get their colours from the semantic pass ({@link SemanticHighlighter}).
 */
public final class ReadingPresentationReconciler extends PresentationReconciler {
	static final List<String> STRUCTURE = List.of("reading", "extends", "game", "rule", "expect", "cites", "one", "of",
			"event", "described", "reconstructed", "suggested", "assumed", "contradicted");

	public ReadingPresentationReconciler() {
		RuleBasedScanner scanner = new RuleBasedScanner();
		IToken comment = token(Styles.COMMENT);
		WordRule words = new WordRule(new Words(), Token.UNDEFINED);
		IToken keyword = token(Styles.KEYWORD);
		for (String k : STRUCTURE) {
			words.addWord(k, keyword);
		}
		scanner.setRules(new IRule[] {
				new EndOfLineRule("//", comment),
				new MultiLineRule("/*", "*/", comment, (char) 0, true),
				new SingleLineRule("\"", "\"", token(ReadingHighlighting.QUOTE), '\\'),
				new WordRule(new Passages(), token(ReadingHighlighting.PASSAGE)),
				words,
				new NumberRule(token(Styles.NUMBER)) });
		DefaultDamagerRepairer dr = new DefaultDamagerRepairer(scanner);
		setDamager(dr, IDocument.DEFAULT_CONTENT_TYPE);
		setRepairer(dr, IDocument.DEFAULT_CONTENT_TYPE);
	}

	private static IToken token(String style) {
		TextAttribute a = Styles.of(style);
		return new Token(a);
	}

	/** A passage reference as the grammar's PASSAGE: #kishi.s3.4.r1, its digits not numbers of their own. */
	private static final class Passages implements IWordDetector {
		@Override
		public boolean isWordStart(char c) {
			return c == '#';
		}

		@Override
		public boolean isWordPart(char c) {
			return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-';
		}
	}

	/** Words as the grammar's ID: letters (CJK too), digits and underscores; a passage's # is not a word. */
	private static final class Words implements IWordDetector {
		@Override
		public boolean isWordStart(char c) {
			return Character.isLetter(c) || c == '_';
		}

		@Override
		public boolean isWordPart(char c) {
			return Character.isLetterOrDigit(c) || c == '_' || c == '-';
		}
	}
}
