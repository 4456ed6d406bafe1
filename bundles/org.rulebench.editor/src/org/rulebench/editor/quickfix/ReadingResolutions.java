package org.rulebench.editor.quickfix;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolution2;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.rulebench.editor.check.ProblemMarkers;
import org.rulebench.editor.format.ReadingFormat;
import org.rulebench.editor.quickfix.ReadingFixes.Fix;

/**
 * The repairs of a reading's problem marker ({@link ReadingFixes}), for the editor's Ctrl+1 (the Generic Editor asks
 * the marker help registry) and the Problems view's Quick Fix. A repair edits the file's document: the open
 * editor's, unsaved, or the file's, saved at once when no editor has it open.
 */
public final class ReadingResolutions implements IMarkerResolutionGenerator2 {

	@Override
	public boolean hasResolutions(IMarker marker) {
		return ReadingFixes.repairs(marker.getAttribute(ProblemMarkers.CODE, ""));
	}

	@Override
	public IMarkerResolution[] getResolutions(IMarker marker) {
		if (!(marker.getResource() instanceof IFile file) || !hasResolutions(marker)) {
			return new IMarkerResolution[0];
		}
		int start = marker.getAttribute(IMarker.CHAR_START, -1);
		int end = marker.getAttribute(IMarker.CHAR_END, start);
		if (start < 0) {
			return new IMarkerResolution[0];
		}
		try {
			String text = text(file);
			List<Fix> fixes = ReadingFixes.of(file, text, start, end - start, marker.getAttribute(ProblemMarkers.CODE, ""));
			return fixes.stream().map(f -> new Resolution(file, text, f)).toArray(IMarkerResolution[]::new);
		} catch (CoreException | IOException e) {
			ILog.get().warn("No quick fix for " + file.getFullPath() + ": " + e.getMessage());
			return new IMarkerResolution[0];
		}
	}

	/** The file's text as the open editor holds it, else as saved. */
	private static String text(IFile file) throws CoreException, IOException {
		ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(), LocationKind.IFILE);
		if (buffer != null) {
			return buffer.getDocument().get();
		}
		try (InputStream in = file.getContents(true)) {
			return new String(in.readAllBytes(), file.getCharset() == null ? StandardCharsets.UTF_8.name() : file.getCharset());
		}
	}

	/** One repair, applied only to the text it was computed for. */
	private record Resolution(IFile file, String text, Fix fix) implements IMarkerResolution2 {
		@Override
		public String getLabel() {
			return fix.label();
		}

		@Override
		public String getDescription() {
			return fix.label();
		}

		@Override
		public Image getImage() {
			return null;
		}

		@Override
		public void run(IMarker marker) {
			ITextFileBufferManager manager = FileBuffers.getTextFileBufferManager();
			boolean open = manager.getTextFileBuffer(file.getFullPath(), LocationKind.IFILE) != null;
			try {
				manager.connect(file.getFullPath(), LocationKind.IFILE, null);
				try {
					ITextFileBuffer buffer = manager.getTextFileBuffer(file.getFullPath(), LocationKind.IFILE);
					if (!buffer.getDocument().get().equals(text)) {
						ILog.get().warn(file.getFullPath() + " changed since the quick fix was offered: ask for it again");
						return;
					}
					ReadingFormat.apply(buffer.getDocument(), fix.edits());
					if (!open) {
						buffer.commit(null, true);
					}
				} finally {
					manager.disconnect(file.getFullPath(), LocationKind.IFILE, null);
				}
			} catch (CoreException | BadLocationException e) {
				ILog.get().error("The quick fix '" + fix.label() + "' failed on " + file.getFullPath(), e);
			}
		}
	}
}
