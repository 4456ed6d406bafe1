package org.rulebench.workbench.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.lang.reflect.Field;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.help.HelpSystem;
import org.eclipse.help.IToc;
import org.eclipse.help.ITopic;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.forms.widgets.FormText;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rulebench.workbench.tests.Ui;

/**
 * The docs as Eclipse help: a Rulebench book in Help > Help Contents whose pages are the docs' Markdown served as
 * HTML by the help system's own web server, and Help > Search finding a term of the reading language's page.
 */
class EclipseHelpTest {
	private static final String HELP_VIEW = "org.eclipse.help.ui.HelpView";

	@AfterEach
	void closeTheHelpView() {
		IViewPart view = Ui.page().findView(HELP_VIEW);
		if (view != null) {
			Ui.page().hideView(view); // it takes the perspective's right column from the views tested next
		}
	}

	@Test
	void theDocsAreTheRulebenchBookOfTheHelpContents() throws Exception {
		IToc book = Arrays.stream(HelpSystem.getTocs()).filter(t -> t.getLabel().equals("Rulebench")).findFirst().orElse(null);
		assertNotNull(book, "a Rulebench book among " + Arrays.stream(HelpSystem.getTocs()).map(IToc::getLabel).toList());
		List<String> topics = Arrays.stream(book.getTopics()).map(ITopic::getLabel).toList();
		assertEquals("Getting started", topics.get(0), topics.toString());
		assertTrue(topics.contains("The reading language"), topics.toString());

		URL page = PlatformUI.getWorkbench().getHelpSystem().resolve("/org.rulebench.workbench/help/reading-language.html", true);
		assertNotNull(page, "the help system serves the page");
		assertTrue(page.getProtocol().startsWith("http"), "from the help's web server: " + page);
		String html;
		try (InputStream in = page.openStream()) {
			html = new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		assertTrue(html.contains("<title>The reading language</title>"), html.substring(0, Math.min(400, html.length())));
		assertTrue(html.contains("<h2>Readings, rules, citations</h2>"), "the Markdown rendered as HTML");
		assertTrue(html.contains("七梁雙陸"), "in UTF-8, as written");
	}

	@Test
	void helpSearchFindsATermOfTheReadingLanguage() throws Exception {
		PlatformUI.getWorkbench().getHelpSystem().search("shorthand");
		IViewPart view = Ui.page().findView(HELP_VIEW);
		assertNotNull(view, "Help > Search opens the Help view");
		Ui.waitUntil("the search shows its hits", () -> shown(view).stream().anyMatch(t -> t.contains("The reading language")),
				() -> shown(view).toString());
	}

	/** The texts of the view's links and formatted texts, where the search shows its hits. */
	private static List<String> shown(IViewPart view) {
		List<String> texts = new ArrayList<>();
		Control top = view.getSite().getShell();
		collect(top, view, texts);
		return texts;
	}

	private static void collect(Control c, IViewPart view, List<String> texts) {
		if (c instanceof Hyperlink h && h.getText() != null) {
			texts.add(h.getText());
		} else if (c instanceof FormText f) {
			texts.add(text(f));
		}
		if (c instanceof Composite parent) {
			for (Control child : parent.getChildren()) {
				collect(child, view, texts);
			}
		}
	}

	/** FormText keeps its text in its model, which only its accessibility reads out. */
	private static String text(FormText f) {
		try {
			Field model = FormText.class.getDeclaredField("model");
			model.setAccessible(true);
			Object m = model.get(f);
			return String.valueOf(m.getClass().getMethod("getAccessibleText").invoke(m));
		} catch (ReflectiveOperationException e) {
			return "";
		}
	}
}
