package org.rulebench.reading.resource;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.util.List;

import org.eclipse.emf.ecore.resource.Resource.Diagnostic;
import org.eclipse.xtext.linking.lazy.LazyLinkingResource;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.resource.XtextSyntaxDiagnostic;
import org.rulebench.reading.syntax.ReadingSyntaxMessages;
import org.eclipse.xtext.util.LazyStringInputStream;

/**
 * A reading file as a resource: its text goes through {@link ReadingText} before the parser sees it, and the
 * problems found there join the syntax errors.
 */
public class ReadingResource extends LazyLinkingResource {
	private List<TextDiagnostic> textProblems = List.of();

	@Override
	protected Reader createReader(InputStream in) throws IOException {
		String raw = in instanceof LazyStringInputStream s ? s.getString() : new String(in.readAllBytes(), getEncoding());
		ReadingText text = ReadingText.of(raw);
		textProblems = text.problems();
		return new StringReader(text.text());
	}

	/** A text given to reparse goes through {@link ReadingText} as a loaded one does. */
	@Override
	public void update(int offset, int replacedTextLength, String newText) {
		String current = getParseResult() == null ? "" : getParseResult().getRootNode().getText();
		if (offset < 0 || offset + replacedTextLength > current.length()) {
			super.update(offset, replacedTextLength, newText);
			return;
		}
		String full = current.substring(0, offset) + newText + current.substring(offset + replacedTextLength);
		ReadingText text = ReadingText.of(full);
		textProblems = text.problems();
		if (text.text().equals(full)) {
			super.update(offset, replacedTextLength, newText);
		} else {
			super.update(0, current.length(), text.text());
		}
	}

	/** A syntax error the message provider places at another word than the parser did goes there. */
	@Override
	protected void addSyntaxDiagnostic(List<Diagnostic> diagnostics, INode node) {
		SyntaxErrorMessage m = node.getSyntaxErrorMessage();
		String[] data = m == null ? null : m.getIssueData();
		if (data != null && data.length == 5 && ReadingSyntaxMessages.AT.equals(data[0])) {
			diagnostics.add(new MovedSyntaxDiagnostic(node, Integer.parseInt(data[1]), Integer.parseInt(data[2]), Integer.parseInt(data[3]),
					Integer.parseInt(data[4])));
		} else {
			super.addSyntaxDiagnostic(diagnostics, node);
		}
	}

	/** A syntax error at the word its message is about. */
	static final class MovedSyntaxDiagnostic extends XtextSyntaxDiagnostic {
		private final int offset;
		private final int length;
		private final int line;
		private final int column;

		MovedSyntaxDiagnostic(INode node, int offset, int length, int line, int column) {
			super(node);
			this.offset = offset;
			this.length = length;
			this.line = line;
			this.column = column;
		}

		@Override
		public int getOffset() {
			return offset;
		}

		@Override
		public int getLength() {
			return length;
		}

		@Override
		public int getLine() {
			return line;
		}

		@Override
		public int getColumn() {
			return column;
		}

		@Override
		public int getLineEnd() {
			return line;
		}

		@Override
		public int getColumnEnd() {
			return column + length;
		}

		@Override
		public String[] getData() {
			return null;
		}
	}

	@Override
	protected void addSyntaxErrors() {
		if (textProblems.stream().noneMatch(p -> ReadingText.TOO_LONG.equals(p.getCode()))) {
			super.addSyntaxErrors(); // a text too long is not parsed: the parser's complaints about nothing are no news
		}
		getErrors().addAll(textProblems);
	}
}
