package org.rulebench.reading.validation;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.validation.DiagnosticConverterImpl;
import org.eclipse.xtext.validation.Issue;

/**
 * Every message is one line: a message that quotes the reading (a FEN, a play, a passage's text) quotes it with its
 * line breaks made spaces, so that `rulebench check` prints FILE:LINE:COL: message on one line whatever was quoted (a
 * quote left open swallows the lines after it; MutantsTest found such messages).
 */
public class OneLineDiagnostics extends DiagnosticConverterImpl {

	@Override
	public void convertValidatorDiagnostic(Diagnostic diagnostic, IAcceptor<Issue> acceptor) {
		super.convertValidatorDiagnostic(diagnostic, issue -> acceptor.accept(oneLine(issue)));
	}

	@Override
	public void convertResourceDiagnostic(Resource.Diagnostic diagnostic, Severity severity, IAcceptor<Issue> acceptor) {
		super.convertResourceDiagnostic(diagnostic, severity, issue -> acceptor.accept(oneLine(issue)));
	}

	private static Issue oneLine(Issue issue) {
		if (issue instanceof Issue.IssueImpl i && i.getMessage() != null && (i.getMessage().indexOf('\n') >= 0 || i.getMessage().indexOf('\r') >= 0)) {
			i.setMessage(i.getMessage().replaceAll("[ \\t]*\\R\\s*", " "));
		}
		return issue;
	}
}
