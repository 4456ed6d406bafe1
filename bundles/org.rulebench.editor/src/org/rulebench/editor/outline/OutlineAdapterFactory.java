package org.rulebench.editor.outline;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.rulebench.editor.ReadingLanguage;

/** Gives a text editor on a .reading file its outline page (the Generic Editor asks its adapters for one). */
public final class OutlineAdapterFactory implements IAdapterFactory {

	@Override
	public <T> T getAdapter(Object adaptable, Class<T> type) {
		if (type != IContentOutlinePage.class || !(adaptable instanceof ITextEditor editor)) {
			return null;
		}
		IFile file = editor.getEditorInput().getAdapter(IFile.class);
		String name = file != null ? file.getName() : editor.getEditorInput().getName();
		if (name == null || !name.endsWith("." + ReadingLanguage.FILE_EXTENSION)) {
			return null;
		}
		return type.cast(new ReadingOutlinePage(editor));
	}

	@Override
	public Class<?>[] getAdapterList() {
		return new Class<?>[] { IContentOutlinePage.class };
	}
}
