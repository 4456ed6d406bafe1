package org.rulebench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.assist.ReadingContentAssist;
import org.rulebench.editor.check.ReadingDocuments;
import org.rulebench.editor.hover.ReadingHover;
import org.rulebench.editor.outline.OutlineNode;
import org.rulebench.workbench.tests.Ui;

/** The reading editor on grid readings: the same checks, outline, colouring, assist and hover as for race games. */
class GridReadingEditorTest {
	private static final String XIANGQI = "xiangqi/xiangqi.reading";

	@AfterEach
	void closeEditors() {
		Ui.page().closeAllEditors(false);
	}

	private static ReadingDocuments.Checked checked(ITextEditor editor) {
		return Ui.checked(editor.getDocumentProvider().getDocument(editor.getEditorInput()));
	}

	@Test
	void xiangqiChecksCleanAndItsOutlineListsThePieces() throws Exception {
		ITextEditor editor = (ITextEditor) IDE.openEditor(Ui.page(), Ui.example(XIANGQI));
		ReadingDocuments.Checked checked = checked(editor);
		assertEquals(0, checked.errors());
		List<String> labels = checked.outline().children().stream().map(OutlineNode::label).toList();
		assertTrue(labels.stream().anyMatch(l -> l.startsWith("horse: piece horse (N)")), labels.toString());
		assertTrue(labels.contains("expect opening"), labels.toString());
	}

	@Test
	void aMisspeltMoveIsAnErrorWhereItStands() throws Exception {
		ITextEditor editor = (ITextEditor) IDE.openEditor(Ui.page(), Ui.example(XIANGQI));
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		checked(editor);
		StyledText text = (StyledText) editor.getAdapter(org.eclipse.swt.widgets.Control.class);
		int at = document.get().indexOf("any distance orthogonally assumed");
		text.setSelection(at, at + "any".length());
		text.insert("ani");
		assertTrue(checked(editor).errors() > 0, "ani distance is not a move");
		editor.doRevertToSaved();
		assertEquals(0, checked(editor).errors());
	}

	@Test
	void pieceLettersAndZonesAreColoured() throws Exception {
		ITextEditor editor = (ITextEditor) IDE.openEditor(Ui.page(), Ui.example(XIANGQI));
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		checked(editor);
		StyledText text = (StyledText) editor.getAdapter(org.eclipse.swt.widgets.Control.class);
		int zone = document.get().indexOf("never leaves the palace") + "never leaves the ".length();
		Ui.waitUntil("the zone's name is coloured", () -> {
			StyleRange r = text.getStyleRangeAtOffset(zone);
			return r != null && r.foreground != null;
		});
	}

	@Test
	void contentAssistProposesPieceMoves() {
		String text = "reading x.y game \"x\"\nrule board: the board has 9 files and 10 ranks\nrule horse: piece horse (N): moves ";
		List<String> proposals = ReadingContentAssist.proposals(null, text, text.length()).stream()
				.map(ReadingContentAssist.Proposal::text).toList();
		assertTrue(proposals.contains("one") && proposals.contains("any"), proposals.toString());
	}

	@Test
	void hoverOnAPieceShowsItsMovesInXBetza() throws Exception {
		IFile file = Ui.example(XIANGQI);
		String text = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
		String horse = ReadingHover.describe(file, text, text.indexOf("piece horse") + "piece ".length() + 1);
		assertTrue(horse.contains("XBetza: nN"), horse);
		String cannon = ReadingHover.describe(file, text, text.indexOf("piece cannon") + "piece ".length() + 1);
		assertTrue(cannon.contains("XBetza: mRcpR"), cannon);
	}
}
