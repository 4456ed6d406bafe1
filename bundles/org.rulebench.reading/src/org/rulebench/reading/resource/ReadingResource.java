package org.rulebench.reading.resource;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.util.List;

import org.eclipse.xtext.linking.lazy.LazyLinkingResource;
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

	@Override
	protected void addSyntaxErrors() {
		super.addSyntaxErrors();
		getErrors().addAll(textProblems);
	}
}
