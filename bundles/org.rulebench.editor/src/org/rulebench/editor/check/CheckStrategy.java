package org.rulebench.editor.check;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.swt.widgets.Control;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.editor.highlight.SemanticHighlighter;
import org.rulebench.editor.highlight.SemanticHighlighter.Styled;
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.editor.model.ReadingFiles;
import org.rulebench.editor.model.ReadingParser;
import org.rulebench.editor.outline.OutlineNode;

/**
 * One check of the editor's text, in the reconciler's thread: parse with the project's other readings, validate,
 * then markers, semantic colours and outline. A check overtaken by typing stops and publishes nothing.
 */
final class CheckStrategy implements IReconcilingStrategy, IReconcilingStrategyExtension {
	private IDocument document;
	private ITextViewer viewer;
	private IProgressMonitor monitor = new NullProgressMonitor();

	void setViewer(ITextViewer viewer) {
		this.viewer = viewer;
	}

	@Override
	public void setDocument(IDocument document) {
		this.document = document;
	}

	@Override
	public void setProgressMonitor(IProgressMonitor monitor) {
		this.monitor = monitor;
	}

	@Override
	public void initialReconcile() {
		check();
	}

	@Override
	public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
		check();
	}

	@Override
	public void reconcile(IRegion partition) {
		check();
	}

	private void check() {
		IDocument doc = document;
		if (doc == null) {
			return;
		}
		long stamp = ((IDocumentExtension4) doc).getModificationStamp();
		String text = doc.get();
		CancelIndicator cancel = () -> monitor.isCanceled() || ((IDocumentExtension4) doc).getModificationStamp() != stamp;
		IFile file = ReadingFiles.of(doc);
		ParsedReading parsed = ReadingParser.parse(file, text);
		List<Issue> issues = parsed.validate(cancel);
		if (cancel.isCanceled()) {
			return;
		}
		List<Styled> styled = colours(parsed, file, cancel);
		OutlineNode outline = OutlineNode.of(parsed.reading());
		if (cancel.isCanceled()) {
			return;
		}
		if (file != null) {
			try {
				ProblemMarkers.replace(file, issues);
			} catch (CoreException e) {
				ILog.get().log(e.getStatus());
			}
		}
		ITextViewer v = viewer;
		Control control = v == null ? null : v.getTextWidget();
		if (control != null && !control.isDisposed()) {
			control.getDisplay().asyncExec(() -> {
				if (!control.isDisposed()) {
					SemanticHighlighter.of(v).update(stamp, styled);
				}
			});
		}
		int errors = (int) issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).count();
		int warnings = (int) issues.stream().filter(i -> i.getSeverity() == Severity.WARNING).count();
		ReadingDocuments.publish(doc, new ReadingDocuments.Checked(stamp, outline, errors, warnings));
	}

	/** The semantic colours; a help only: the problems must reach the Problems view whatever happens here. */
	private static List<Styled> colours(ParsedReading parsed, IFile file, CancelIndicator cancel) {
		try {
			return SemanticHighlighter.compute(parsed.resource(), cancel);
		} catch (RuntimeException | LinkageError e) {
			ILog.get().error("Semantic highlighting failed for " + (file == null ? "a reading" : file.getFullPath()), e);
			return List.of();
		}
	}
}
