package org.rulebench.editor.quickfix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.rulebench.editor.check.ProblemMarkers;
import org.eclipse.jface.text.Document;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.format.ReadingFormat;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.editor.quickfix.ReadingFixes.Fix;
import org.rulebench.reading.validation.IssueCodes;
import org.rulebench.workbench.tests.Ui;

/** Issue 27, item 5: each problem with an obvious repair is repaired by its quick fix, and the problem is gone. */
class ReadingFixesTest {
	private static final String HEAD = "reading pushuang.fixed extends pushuang.ping\ngame \"x\"\n";

	private static IFile file() {
		return Ui.example("pu-shuang/fixed.reading");
	}

	private static List<Issue> issues(String text) {
		return ProjectReadings.withText(file(), text, p -> p.validate(CheckMode.FAST_ONLY, CancelIndicator.NullImpl));
	}

	private static Issue issue(String text, String code) {
		return issues(text).stream().filter(i -> code.equals(i.getCode()) || code.equals("syntax") && i.isSyntaxError())
				.findFirst().orElseThrow(() -> new AssertionError("no " + code + " in " + issues(text)));
	}

	private static List<Fix> fixes(String text, String code) {
		Issue i = issue(text, code);
		return ReadingFixes.of(file(), text, i.getOffset(), i.getLength(), code);
	}

	private static String apply(String text, Fix fix) throws Exception {
		Document d = new Document(text);
		ReadingFormat.apply(d, fix.edits());
		return d.get();
	}

	@Test
	void anUnknownPassageBecomesOneItIsNearTo() throws Exception {
		String text = HEAD + "rule pieces: each side has 14 pieces\n\tcites #pushuang.qiliang.nme \"十四馬\" described\n";
		List<Fix> fixes = fixes(text, IssueCodes.UNKNOWN_PASSAGE);
		assertEquals("Cite #pushuang.qiliang.name instead", fixes.get(0).label().substring(0, "Cite #pushuang.qiliang.name instead".length()));
		assertTrue(fixes.get(0).label().contains("十四馬"), "the passage's text in the label: " + fixes.get(0).label());
		String fixed = apply(text, fixes.get(0));
		assertTrue(fixed.contains("cites #pushuang.qiliang.name \"十四馬\""), fixed);
		assertTrue(issues(fixed).isEmpty(), issues(fixed).toString());
	}

	@Test
	void aDimensionStatedTwiceBecomesOneRuleOfAlternatives() throws Exception {
		String text = HEAD + "rule pieces: each side has 14 pieces\n\tcites #pushuang.qiliang.name \"十四馬\" described\n"
				+ "rule fewer: each side has 12 pieces assumed\n";
		List<Fix> fixes = fixes(text, IssueCodes.DIMENSION_TWICE);
		assertEquals("Make rules pieces and fewer alternatives of rule pieces", fixes.get(0).label());
		String fixed = apply(text, fixes.get(0));
		assertTrue(fixed.contains("rule pieces: one of {\n\tpieces: each side has 14 pieces cites #pushuang.qiliang.name \"十四馬\" described\n"
				+ "\tfewer: each side has 12 pieces assumed\n}"), fixed);
		assertFalse(fixed.contains("rule fewer"), fixed);
		assertTrue(issues(fixed).stream().noneMatch(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR), issues(fixed).toString());
	}

	@Test
	void aRuleThatCitesNothingIsLabelledAssumed() throws Exception {
		String text = HEAD + "rule pieces: each side has 14 pieces\n";
		List<Fix> fixes = fixes(text, IssueCodes.MISSING_CITATION);
		assertEquals("Label rule pieces assumed (the sources say nothing of it)", fixes.get(0).label());
		String fixed = apply(text, fixes.get(0));
		assertTrue(fixed.contains("rule pieces: each side has 14 pieces assumed"), fixed);
		assertTrue(issues(fixed).isEmpty(), issues(fixed).toString());
	}

	@Test
	void quickFixInTheEditorRepairsTheMarkedTypo() throws Exception {
		IFile file = Ui.example("pu-shuang/typo.reading");
		String text = HEAD + "rule pieces: eahc side has 14 pieces assumed\n";
		file.create(new java.io.ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
		try {
			ITextEditor editor = (ITextEditor) IDE.openEditor(Ui.page(), file);
			IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
			assertTrue(Ui.checked(document).errors() > 0);
			Ui.waitUntil("a marker on the typo", () -> syntaxMarker(file) != null);
			IMarkerResolution[] resolutions = IDE.getMarkerHelpRegistry().getResolutions(syntaxMarker(file));
			assertEquals("Change 'eahc' to 'each'", resolutions[0].getLabel());
			resolutions[0].run(syntaxMarker(file));
			assertTrue(document.get().contains("rule pieces: each side has 14 pieces assumed"), document.get());
			assertEquals(0, Ui.checked(document).errors());
			Ui.waitUntil("the typo's marker is gone", () -> syntaxMarker(file) == null);
		} finally {
			Ui.page().closeAllEditors(false);
			file.delete(true, null);
		}
	}

	private static IMarker syntaxMarker(IFile file) {
		try {
			for (IMarker m : file.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO)) {
				if (ReadingFixes.SYNTAX.equals(m.getAttribute(ProblemMarkers.CODE, ""))) {
					return m;
				}
			}
			return null;
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}

	@Test
	void aMisspeltWordBecomesAWordTheGrammarAllowsThere() throws Exception {
		String text = HEAD + "rule pieces: eahc side has 14 pieces assumed\n";
		List<Fix> fixes = fixes(text, ReadingFixes.SYNTAX);
		assertEquals("Change 'eahc' to 'each'", fixes.get(0).label(), fixes.toString());
		String fixed = apply(text, fixes.get(0));
		assertTrue(issues(fixed).isEmpty(), issues(fixed).toString());
	}
}
