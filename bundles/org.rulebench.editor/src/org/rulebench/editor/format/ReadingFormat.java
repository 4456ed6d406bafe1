package org.rulebench.editor.format;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.ITextReplacement;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.preferences.IPreferenceValuesProvider;
import org.eclipse.xtext.preferences.TypedPreferenceValues;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.editor.model.ProjectReadings;

/**
 * The edits that format a reading (the language's formatting2 formatter), or why it cannot be formatted: a text
 * with syntax errors is left alone, since the formatter would lay out what the parser guessed, not what was meant.
 */
public final class ReadingFormat {
	/** One replacement of the text. */
	public record Edit(int offset, int length, String text) {
	}

	/** The edits, in document order; empty if the text is formatted already. */
	public record Result(List<Edit> edits, String problem) {
	}

	private ReadingFormat() {
	}

	public static Result of(IFile file, String text) {
		return ProjectReadings.withText(file, text, ReadingFormat::of);
	}

	private static Result of(ParsedReading parsed) {
		if (parsed.hasSyntaxErrors()) {
			INode first = parsed.resource().getParseResult().getSyntaxErrors().iterator().next();
			return new Result(List.of(), "Not formatted: the syntax error at line " + first.getStartLine()
					+ " must be fixed first (" + first.getSyntaxErrorMessage().getMessage() + ")");
		}
		FormatterRequest request = new FormatterRequest()
				.setTextRegionAccess(new TextRegionAccessBuilder().forNodeModel(parsed.resource()).create())
				.setAllowIdentityEdits(false).setFormatUndefinedHiddenRegionsOnly(false)
				.setPreferences(TypedPreferenceValues.castOrWrap(
						ReadingLanguage.get(IPreferenceValuesProvider.class).getPreferenceValues(parsed.resource())));
		List<Edit> edits = new ArrayList<>();
		for (ITextReplacement r : ReadingLanguage.get(IFormatter2.class).format(request)) {
			edits.add(new Edit(r.getOffset(), r.getLength(), r.getReplacementText()));
		}
		edits.sort(Comparator.comparingInt(Edit::offset));
		return new Result(edits, null);
	}

	/** Applies the edits from the last to the first, so that earlier offsets stay valid. */
	public static void apply(IDocument document, List<Edit> edits) throws BadLocationException {
		for (int i = edits.size() - 1; i >= 0; i--) {
			Edit e = edits.get(i);
			document.replace(e.offset(), e.length(), e.text());
		}
	}
}
