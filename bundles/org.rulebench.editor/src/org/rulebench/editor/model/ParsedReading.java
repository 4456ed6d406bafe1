package org.rulebench.editor.model;

import java.nio.charset.StandardCharsets;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.workspace.ReadingWorkspace;

/**
 * One parse of a reading, with the other readings and sources of its project beside it ({@link ProjectReadings}).
 * Valid only inside the function it was handed to: EMF resources are not thread-safe, and the next use of the
 * project may parse its files again.
 *
 * @param file     the workspace file, or null for text with no file
 * @param text     the text parsed, or null for the file as saved
 * @param resource the parsed resource, or null for a saved file that could not be read
 * @param parses   the project's parses it was made among, or null for text parsed alone
 */
public record ParsedReading(IFile file, String text, XtextResource resource, ReadingWorkspace.Parses parses) {

	/** Text parsed alone, for its syntax: no base, no passage resolves. */
	public static ParsedReading alone(String text) {
		XtextResourceSet set = ReadingLanguage.get(XtextResourceSet.class);
		XtextResource resource = (XtextResource) set.createResource(URI.createURI("synthetic:/alone.reading"));
		try {
			resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
					Map.of(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name()));
		} catch (IOException e) {
			throw new IllegalStateException("reading text from memory cannot fail", e);
		}
		return new ParsedReading(null, text, resource, null);
	}

	/** The reading, or null when the text does not even start like one. */
	public Reading reading() {
		return resource == null || resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Reading r) ? null : r;
	}

	/**
	 * The problems: syntax, unknown names and the checks of the mode ({@link CheckMode#FAST_ONLY} while typing, the
	 * full check of a saved file made once until a file changes).
	 *
	 * @throws org.eclipse.xtext.service.OperationCanceledError when {@code cancel} says so midway
	 */
	public List<Issue> validate(CheckMode mode, CancelIndicator cancel) {
		if (parses == null) {
			return ReadingLanguage.get(IResourceValidator.class).validate(resource, mode, cancel);
		}
		return parses.issues(resource, mode, cancel);
	}

	public boolean hasSyntaxErrors() {
		return resource.getParseResult() != null && resource.getParseResult().hasSyntaxErrors();
	}
}
