package org.rulebench.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IProject;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.model.ProjectFiles;
import org.rulebench.workbench.examples.ExampleReadings;
import org.rulebench.workbench.examples.ReadingsProject;
import org.rulebench.workbench.tests.Ui;

class ReadingsPerspectiveTest {

	@Test
	void theWindowIsRulebenchInTheReadingsPerspective() {
		assertEquals("Rulebench", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().getText());
		assertEquals(ReadingsPerspective.ID, Ui.page().getPerspective().getId());
		assertNotNull(Ui.page().findView(ReadingsPerspective.PROJECT_EXPLORER), "the Project Explorer");
		assertNotNull(Ui.page().findView(IPageLayout.ID_PROBLEM_VIEW), "the Problems view");
		assertNotNull(Ui.page().findView(IPageLayout.ID_OUTLINE), "the Outline view");
	}

	@Test
	void theFirstStartCopiesEveryExampleAndSourceIntoTheReadingsProject() {
		IProject readings = Ui.readings();
		assertEquals(ReadingsProject.NAME, readings.getName());
		assertTrue(readings.isOpen());
		assertEquals(ExampleReadings.names().stream().filter(n -> n.endsWith(".reading")).count(),
				ProjectFiles.readingsOf(readings).size());
		assertEquals(ExampleReadings.names().stream().filter(n -> n.contains(".tei")).count(),
				ProjectFiles.sourcesOf(readings).size());
		assertTrue(ExampleReadings.names().contains("pu-shuang/qiliang.reading"));
		assertTrue(ExampleReadings.names().contains("sources/pushuang.tei"));
		assertTrue(readings.getFile("pu-shuang/qiliang.reading").exists());
	}
}
