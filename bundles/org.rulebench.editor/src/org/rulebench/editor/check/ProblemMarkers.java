package org.rulebench.editor.check;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.CheckType;
import org.eclipse.xtext.validation.Issue;

/** The problems of one reading as markers of the file: what the Problems view lists and the editor underlines. */
public final class ProblemMarkers {
	/** A subtype of problemmarker and textmarker (plugin.xml). */
	public static final String TYPE = "org.rulebench.editor.problem";
	/** The diagnostic's code, e.g. reading.missing-citation, as `rulebench check` prints it. */
	public static final String CODE = "code";

	private ProblemMarkers() {
	}

	/**
	 * Whether the problem was found by a check made on save only (CheckType.NORMAL: every combination compiled,
	 * expectations played): the checks made while typing keep such markers until the next save checks again.
	 */
	public static final String ON_SAVE = "onSave";

	/** Replaces the file's markers with the issues of a full check (the builder's), in one workspace operation. */
	public static void replace(IFile file, List<Issue> issues) throws CoreException {
		replace(file, issues, false);
	}

	/** Replaces the markers of the fast checks with the issues of the text being typed; those of a save stay. */
	public static void replaceTyped(IFile file, List<Issue> issues) throws CoreException {
		replace(file, issues, true);
	}

	private static void replace(IFile file, List<Issue> issues, boolean typed) throws CoreException {
		if (!file.exists()) {
			return;
		}
		file.getWorkspace().run(monitor -> {
			for (IMarker old : file.findMarkers(TYPE, false, IResource.DEPTH_ZERO)) {
				if (!typed || !old.getAttribute(ON_SAVE, false)) {
					old.delete();
				}
			}
			for (Issue issue : issues) {
				if (issue.getSeverity() == Severity.IGNORE) {
					continue;
				}
				IMarker m = file.createMarker(TYPE);
				m.setAttribute(IMarker.SEVERITY, severity(issue.getSeverity()));
				m.setAttribute(IMarker.MESSAGE, issue.getMessage());
				if (issue.getLineNumber() != null) {
					m.setAttribute(IMarker.LINE_NUMBER, issue.getLineNumber());
				}
				if (issue.getOffset() != null && issue.getLength() != null) {
					m.setAttribute(IMarker.CHAR_START, issue.getOffset());
					m.setAttribute(IMarker.CHAR_END, issue.getOffset() + Math.max(issue.getLength(), 1));
				}
				if (issue.getCode() != null) {
					m.setAttribute(CODE, code(issue));
				}
				if (issue.getType() == CheckType.NORMAL || issue.getType() == CheckType.EXPENSIVE) {
					m.setAttribute(ON_SAVE, true);
				}
			}
		}, file, IWorkspace.AVOID_UPDATE, null);
	}

	private static int severity(Severity s) {
		return switch (s) {
		case ERROR -> IMarker.SEVERITY_ERROR;
		case WARNING -> IMarker.SEVERITY_WARNING;
		default -> IMarker.SEVERITY_INFO;
		};
	}

	/** The code `rulebench check` prints: Xtext's own codes shortened to the language's names. */
	static String code(Issue issue) {
		String code = issue.getCode();
		if (code.startsWith("org.eclipse.xtext.diagnostics.Diagnostic.Linking")) {
			return "reading.unknown-name";
		}
		return issue.isSyntaxError() || code.startsWith("org.eclipse.xtext.diagnostics.Diagnostic.Syntax") ? "syntax" : code;
	}
}
