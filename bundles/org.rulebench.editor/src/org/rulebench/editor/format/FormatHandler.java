package org.rulebench.editor.format;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRewriteTarget;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.texteditor.ITextEditor;
import org.rulebench.editor.ReadingLanguage;

/** Source > Format (Ctrl+Shift+F) in a reading editor: formats the whole reading as one undoable change. */
public final class FormatHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		IEditorPart part = HandlerUtil.getActiveEditor(event);
		if (!(part instanceof ITextEditor editor)) {
			return null;
		}
		IFile file = editor.getEditorInput().getAdapter(IFile.class);
		if (file == null || !ReadingLanguage.FILE_EXTENSION.equals(file.getFileExtension())) {
			return null;
		}
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		ReadingFormat.Result result = ReadingFormat.of(file, document.get());
		if (result.problem() != null) {
			editor.getEditorSite().getActionBars().getStatusLineManager().setErrorMessage(result.problem());
			return null;
		}
		editor.getEditorSite().getActionBars().getStatusLineManager().setErrorMessage(null);
		IRewriteTarget target = editor.getAdapter(IRewriteTarget.class);
		if (target != null) {
			target.beginCompoundChange();
		}
		try {
			ReadingFormat.apply(document, result.edits());
		} catch (BadLocationException e) {
			throw new ExecutionException("The formatter's edits do not fit the text of " + file.getFullPath(), e);
		} finally {
			if (target != null) {
				target.endCompoundChange();
			}
		}
		return null;
	}
}
