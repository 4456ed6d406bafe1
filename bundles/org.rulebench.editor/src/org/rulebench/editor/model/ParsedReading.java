package org.rulebench.editor.model;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.reading.reading.Reading;

/**
 * One parse of a reading's text, in a resource set of its own with the other readings of the project. Confined
 * to the thread that made it: EMF resources are not thread-safe.
 *
 * @param file     the workspace file, or null for text with no file
 * @param text     the text parsed
 * @param resource the parsed resource
 */
public record ParsedReading(IFile file, String text, XtextResource resource) {

	/** The reading, or null when the text does not even start like one. */
	public Reading reading() {
		return resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Reading r) ? null : r;
	}

	/** Syntax errors, unknown names and every check of the reading's validator. */
	public List<Issue> validate(CancelIndicator cancel) {
		return ReadingLanguage.get(IResourceValidator.class).validate(resource, CheckMode.ALL, cancel);
	}

	public boolean hasSyntaxErrors() {
		return resource.getParseResult() != null && resource.getParseResult().hasSyntaxErrors();
	}
}
