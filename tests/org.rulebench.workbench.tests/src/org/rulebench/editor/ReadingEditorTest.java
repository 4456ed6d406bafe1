package org.rulebench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.ITextEditorActionConstants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.assist.ReadingContentAssist;
import org.rulebench.editor.check.ProblemMarkers;
import org.rulebench.editor.check.ReadingDocuments;
import org.rulebench.editor.format.ReadingFormat;
import org.rulebench.editor.hover.ReadingHover;
import org.rulebench.editor.outline.OutlineNode;
import org.rulebench.workbench.tests.Ui;

/** The reading editor as a historian uses it: typing, problems, assist, hover, outline, format, undo. */
class ReadingEditorTest {
	private static final String QILIANG = "pu-shuang/qiliang.reading";

	@AfterEach
	void closeEditors() {
		Ui.page().closeAllEditors(false);
	}

	private static ITextEditor open(IFile file) throws CoreException {
		IEditorPart part = IDE.openEditor(Ui.page(), file);
		assertEquals("org.eclipse.ui.genericeditor.GenericEditor", part.getSite().getId());
		return (ITextEditor) part;
	}

	private static IDocument document(ITextEditor editor) {
		return editor.getDocumentProvider().getDocument(editor.getEditorInput());
	}

	private static long errorMarkers(IFile file) {
		try {
			return Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
					.filter(m -> m.getAttribute(IMarker.SEVERITY, 0) == IMarker.SEVERITY_ERROR).count();
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}

	@Test
	void typingAMistakeShowsAnErrorInTheProblemsViewAndUndoTakesItBack() throws Exception {
		IFile file = Ui.example(QILIANG);
		ITextEditor editor = open(file);
		IDocument document = document(editor);
		assertEquals(0, Ui.checked(document).errors());
		StyledText text = (StyledText) editor.getAdapter(org.eclipse.swt.widgets.Control.class);
		int at = document.get().indexOf("has 14 pieces") + "has ".length();
		text.setSelection(at, at + 2);
		text.insert("many");
		assertTrue(editor.isDirty());
		assertTrue(Ui.checked(document).errors() > 0);
		Ui.waitUntil("an error marker on the file", () -> errorMarkers(file) > 0);
		IMarker marker = Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
				.filter(m -> m.getAttribute(IMarker.SEVERITY, 0) == IMarker.SEVERITY_ERROR).findFirst().orElseThrow();
		assertEquals(document.getLineOfOffset(at) + 1, marker.getAttribute(IMarker.LINE_NUMBER, -1));

		editor.getAction(ITextEditorActionConstants.UNDO).run();
		assertTrue(document.get().contains("each side has 14 pieces"));
		assertEquals(0, Ui.checked(document).errors());
		Ui.waitUntil("the error marker is gone", () -> errorMarkers(file) == 0);
	}

	@Test
	void theOutlineListsTheRulesAndTheirClaims() throws CoreException {
		ITextEditor editor = open(Ui.example(QILIANG));
		OutlineNode root = Ui.checked(document(editor)).outline();
		assertTrue(root.label().startsWith("reading pushuang.qiliang extends pushuang.ping"), root.label());
		List<String> labels = root.children().stream().map(OutlineNode::label).toList();
		assertTrue(labels.contains("pieces: each side has 14 pieces"), labels.toString());
		assertTrue(labels.contains("expect figure13"), labels.toString());
	}

	@Test
	void namesAndPassagesAreColouredAfterTheCheck() throws CoreException {
		ITextEditor editor = open(Ui.example(QILIANG));
		IDocument document = document(editor);
		Ui.checked(document);
		StyledText text = (StyledText) editor.getAdapter(org.eclipse.swt.widgets.Control.class);
		int event = document.get().indexOf("掲頭 scores");
		Ui.waitUntil("the event name is coloured", () -> {
			StyleRange r = text.getStyleRangeAtOffset(event);
			return r != null && r.foreground != null;
		});
	}

	@Test
	void contentAssistProposesWhatTheGrammarAllowsNext() {
		String text = "reading x.y game \"x\"\nrule pieces: each side has 15 ";
		List<String> proposals = ReadingContentAssist.proposals(null, text, text.length()).stream()
				.map(ReadingContentAssist.Proposal::text).toList();
		assertTrue(proposals.contains("pieces"), proposals.toString());
	}

	@Test
	void contentAssistProposesTheReadingsOfTheWorkspaceToExtend() {
		IFile file = Ui.example("pu-shuang/new.reading");
		String text = "reading pushuang.new extends pushuang.p";
		List<String> proposals = ReadingContentAssist.proposals(file, text, text.length()).stream()
				.map(ReadingContentAssist.Proposal::text).toList();
		assertTrue(proposals.contains("pushuang.ping"), proposals.toString());
	}

	@Test
	void hoverOnACitationShowsThePassageQuoteAndEvidence() throws Exception {
		IFile file = Ui.example(QILIANG);
		String text = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
		String hover = ReadingHover.describe(file, text, text.indexOf("#pushuang.qiliang.name") + 3);
		assertTrue(hover.startsWith("Passage #pushuang.qiliang.name in "), hover);
		assertTrue(hover.contains("十四馬"), "the passage's text: " + hover);
		assertTrue(hover.contains("十四馬行過一邊就七路雙立"), hover);
		assertTrue(hover.contains("evidence: described"), hover);
	}

	@Test
	void hoverOnARuleNamesTheBaseRuleItReplaces() throws Exception {
		IFile file = Ui.example(QILIANG);
		String text = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
		String hover = ReadingHover.describe(file, text, text.indexOf("rule pieces") + 6);
		assertTrue(hover.contains("replaces the rule of pushuang.ping"), hover);
		assertTrue(hover.contains("15 pieces"), hover);
		assertTrue(hover.contains("\nevidence: described"), "a rule's evidence label at a glance: " + hover);
	}

	@Test
	void hoverOnARuleWithAlternativesShowsTheLabelOfEach() throws Exception {
		IFile file = Ui.example(QILIANG);
		String text = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
		String hover = ReadingHover.describe(file, text, text.indexOf("rule 大彩") + 6);
		assertTrue(hover.contains("\n  kishi: reconstructed") && hover.contains("\n  doubles: assumed"), hover);
	}

	@Test
	void formatLaysTheReadingOutAndLeavesAFormattedOneAlone() throws Exception {
		String messy = "reading   x.y game \"x\"  rule pieces:   each side has 15 pieces  assumed";
		ReadingFormat.Result result = ReadingFormat.of(null, messy);
		assertNull(result.problem());
		assertTrue(!result.edits().isEmpty());
		org.eclipse.jface.text.Document doc = new org.eclipse.jface.text.Document(messy);
		ReadingFormat.apply(doc, result.edits());
		assertTrue(ReadingFormat.of(null, doc.get()).edits().isEmpty(), doc.get());
		assertNotNull(ReadingFormat.of(null, "reading x.y game \"x\" rule : :").problem());
	}

	@Test
	void aThousandLineReadingIsCheckedInTheBackground() throws CoreException {
		StringBuilder big = new StringBuilder("reading big.one game \"big\"\nrules may go uncited\n");
		for (int i = 0; big.toString().lines().count() < 1000; i++) {
			big.append("rule r").append(i).append(": each side has 15 pieces\n\tcites #big.p").append(i)
					.append(" \"quote\" assumed\n");
		}
		IFile file = Ui.example("big/big.reading");
		if (!file.getParent().exists()) {
			((org.eclipse.core.resources.IFolder) file.getParent()).create(true, true, null);
		}
		file.create(new ByteArrayInputStream(big.toString().getBytes(StandardCharsets.UTF_8)), true, null);
		try {
			ITextEditor editor = open(file);
			IDocument document = document(editor);
			Ui.checked(document);
			StyledText text = (StyledText) editor.getAdapter(org.eclipse.swt.widgets.Control.class);
			text.setCaretOffset(text.getCharCount());
			text.insert("rule last: 2 dice of 6 faces\n");
			ReadingDocuments.Checked after = Ui.checked(document);
			assertTrue(after.outline().children().size() > 300, "rules in the outline: " + after.outline().children().size());
		} finally {
			Ui.page().closeAllEditors(false);
			file.getParent().delete(true, null);
		}
	}
}
