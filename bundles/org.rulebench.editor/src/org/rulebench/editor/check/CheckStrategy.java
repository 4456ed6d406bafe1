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
import org.eclipse.xtext.service.OperationCanceledError;
import org.eclipse.xtext.service.OperationCanceledManager;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.editor.highlight.SemanticHighlighter;
import org.rulebench.editor.highlight.SemanticHighlighter.Styled;
import org.rulebench.editor.ReadingLanguage;
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.editor.model.ReadingFiles;
import org.rulebench.editor.outline.OutlineNode;

/**
 * One check of the editor's text, in the reconciler's thread: parse it against the project's saved readings and
 * sources (kept parsed, not parsed again), the fast checks only (the full ones, which compile every combination and
 * play the expectations, are the builder's on save), then markers, semantic colours and outline. A check overtaken
 * by typing stops and publishes nothing.
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

	/**
	 * Never lets anything out: an exception would end the reconciler's thread, and with it every later check of
	 * the editor. A check overtaken by typing stops (Xtext throws OperationCanceledError out of the validator) and
	 * the next one checks the new text; anything else goes to the error log.
	 */
	private void check() {
		IDocument doc = document;
		if (doc == null) {
			return;
		}
		try {
			check(doc);
		} catch (RuntimeException | OperationCanceledError | LinkageError e) {
			if (ReadingLanguage.get(OperationCanceledManager.class).isOperationCanceledException(e)) {
				ReadingDocuments.countOvertaken(doc);
				return;
			}
			IFile file = ReadingFiles.of(doc);
			ILog.get().error("Checking " + (file == null ? "a reading" : file.getFullPath().toString()) + " failed; the next edit checks it again", e);
		}
	}

	private void check(IDocument doc) {
		long stamp = ((IDocumentExtension4) doc).getModificationStamp();
		String text = doc.get();
		CancelIndicator cancel = () -> {
			ReadingDocuments.midway(doc);
			return monitor.isCanceled() || ((IDocumentExtension4) doc).getModificationStamp() != stamp;
		};
		IFile file = ReadingFiles.of(doc);
		Checked checked = ProjectReadings.withText(file, text, parsed -> {
			List<Issue> issues = parsed.validate(CheckMode.FAST_ONLY, cancel);
			if (cancel.isCanceled()) {
				return null;
			}
			return new Checked(issues, colours(parsed, file, cancel), OutlineNode.of(parsed.reading()));
		});
		if (checked == null || cancel.isCanceled()) {
			ReadingDocuments.countOvertaken(doc);
			return;
		}
		if (file != null) {
			try {
				ProblemMarkers.replaceTyped(file, checked.issues());
			} catch (CoreException e) {
				ILog.get().log(e.getStatus());
			}
		}
		ITextViewer v = viewer;
		Control control = v == null ? null : v.getTextWidget();
		if (control != null && !control.isDisposed()) {
			control.getDisplay().asyncExec(() -> {
				if (!control.isDisposed()) {
					SemanticHighlighter.of(v).update(stamp, checked.styled());
				}
			});
		}
		List<Issue> issues = checked.issues();
		int errors = (int) issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).count();
		int warnings = (int) issues.stream().filter(i -> i.getSeverity() == Severity.WARNING).count();
		ReadingDocuments.publish(doc, new ReadingDocuments.Checked(stamp, checked.outline(), errors, warnings));
	}

	/** What one check of the text found, gathered while its parse is valid. */
	private record Checked(List<Issue> issues, List<Styled> styled, OutlineNode outline) {
	}

	/** The semantic colours; a help only: the problems must reach the Problems view whatever happens here. */
	private static List<Styled> colours(ParsedReading parsed, IFile file, CancelIndicator cancel) {
		try {
			return SemanticHighlighter.compute(parsed.resource(), cancel);
		} catch (RuntimeException | LinkageError e) {
			ReadingLanguage.get(OperationCanceledManager.class).propagateIfCancelException(e);
			ILog.get().error("Semantic highlighting failed for " + (file == null ? "a reading" : file.getFullPath()), e);
			return List.of();
		}
	}
}
