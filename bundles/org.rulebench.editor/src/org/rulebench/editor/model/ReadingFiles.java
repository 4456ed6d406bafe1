package org.rulebench.editor.model;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.IDocument;

/** Which workspace file an editor's document belongs to. */
public final class ReadingFiles {

	private ReadingFiles() {
	}

	/** The workspace file the document is the buffer of, or null for text outside the workspace. */
	public static IFile of(IDocument document) {
		ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(document);
		IPath location = buffer == null ? null : buffer.getLocation();
		if (location == null || location.segmentCount() < 2) {
			return null;
		}
		IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(location);
		return file.exists() ? file : null;
	}
}
