package org.rulebench.editor.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rulebench.editor.model.ProjectFiles;
import org.rulebench.workbench.examples.ReadingsProject;
import org.rulebench.workbench.tests.Ui;

/**
 * The reading checker as the workspace builds a project: markers after a build, and after an edit of a base
 * reading, of a source, of a reading nothing depends on. A project of its own, with 平雙陸, 三梁雙陸 (which extends
 * it) and the examples' sources.
 */
class ReadingBuilderTest {
	private static final String PING = "pu-shuang/ping.reading";
	private static final String SANLIANG = "pu-shuang/sanliang.reading";
	private static final String KISHI = "sources/kishi.tei";
	private IProject project;

	@BeforeEach
	void aProjectWithTheChecker() throws CoreException {
		IProject examples = Ui.readings();
		project = ResourcesPlugin.getWorkspace().getRoot().getProject("builder-test");
		project.create(null);
		project.open(null);
		project.setDefaultCharset(StandardCharsets.UTF_8.name(), null);
		project.getFolder("pu-shuang").create(true, true, null);
		project.getFolder("sources").create(true, true, null);
		for (String path : List.of(PING, SANLIANG)) {
			examples.getFile(path).copy(project.getFile(path).getFullPath(), true, null);
		}
		for (IFile source : ProjectFiles.sourcesOf(examples)) {
			source.copy(project.getFile(source.getProjectRelativePath()).getFullPath(), true, null);
		}
		IProjectDescription d = project.getDescription();
		ICommand checker = d.newCommand();
		checker.setBuilderName(ReadingBuilder.ID);
		d.setBuildSpec(new ICommand[] { checker });
		project.setDescription(d, null);
		build();
	}

	@AfterEach
	void remove() throws CoreException {
		Ui.built();
		project.delete(true, true, null);
	}

	@Test
	void theReadingsProjectIsCheckedByTheBuilder() throws CoreException {
		assertTrue(Arrays.stream(Ui.readings().getDescription().getBuildSpec())
				.anyMatch(c -> ReadingsProject.CHECKER.equals(c.getBuilderName()) && ReadingBuilder.ID.equals(c.getBuilderName())));
	}

	@Test
	void aBuildLeavesCleanReadingsWithoutErrors() throws CoreException {
		assertEquals(List.of(), errors(PING));
		assertEquals(List.of(), errors(SANLIANG));
	}

	@Test
	void renamingABaseReadingMarksTheReadingThatExtendsIt() throws CoreException {
		String ping = text(PING);
		write(PING, ping.replace("reading pushuang.ping", "reading pushuang.ping2"));
		build();
		assertEquals(List.of(), errors(PING));
		assertTrue(errors(SANLIANG).stream().anyMatch(m -> m.contains("pushuang.ping")), errors(SANLIANG).toString());

		write(PING, ping);
		build();
		assertEquals(List.of(), errors(SANLIANG));
	}

	@Test
	void aPassageGoneFromASourceMarksTheReadingsThatCiteIt() throws CoreException {
		String kishi = text(KISHI);
		write(KISHI, kishi.replace("xml:id=\"kishi.s3.3.1\"", "xml:id=\"kishi.s3.3.1-moved\""));
		build();
		List<String> errors = errors(SANLIANG);
		assertTrue(errors.stream().anyMatch(m -> m.contains("kishi.s3.3.1")), errors.toString());
		assertEquals(List.of(), errors(PING), "平雙陸 does not cite that passage");

		write(KISHI, kishi);
		build();
		assertEquals(List.of(), errors(SANLIANG));
	}

	@Test
	void anEditChecksOnlyWhatDependsOnIt() throws CoreException {
		// a marker the checker would remove if it checked 平雙陸 again: 平雙陸 does not depend on 三梁雙陸
		IMarker stale = project.getFile(PING).createMarker(ProblemMarkers.TYPE);
		stale.setAttribute(IMarker.SEVERITY, IMarker.SEVERITY_ERROR);
		stale.setAttribute(IMarker.MESSAGE, "left by the test");
		write(SANLIANG, text(SANLIANG) + "\n// 三梁: saved again\n");
		build();
		assertEquals(List.of("left by the test"), errors(PING));
		assertEquals(List.of(), errors(SANLIANG));

		write(SANLIANG, text(SANLIANG).replace("rule dice: 3 dice", "rule dice: three dice"));
		build();
		assertTrue(!errors(SANLIANG).isEmpty(), "a syntax error in the edited reading");
		assertEquals(List.of("left by the test"), errors(PING));
	}

	@Test
	void aFullBuildAfterACleanChecksEveryReading() throws CoreException {
		IMarker stale = project.getFile(PING).createMarker(ProblemMarkers.TYPE);
		stale.setAttribute(IMarker.SEVERITY, IMarker.SEVERITY_ERROR);
		project.build(IncrementalProjectBuilder.CLEAN_BUILD, new NullProgressMonitor());
		project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
		assertEquals(List.of(), errors(PING));
	}

	private void build() throws CoreException {
		Ui.built();
		project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, new NullProgressMonitor());
		Ui.built();
	}

	private List<String> errors(String path) throws CoreException {
		return Arrays.stream(project.getFile(path).findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
				.filter(m -> m.getAttribute(IMarker.SEVERITY, 0) == IMarker.SEVERITY_ERROR)
				.map(m -> m.getAttribute(IMarker.MESSAGE, "")).toList();
	}

	private String text(String path) throws CoreException {
		try (var in = project.getFile(path).getContents(true)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		} catch (java.io.IOException e) {
			throw new IllegalStateException(e);
		}
	}

	private void write(String path, String text) throws CoreException {
		project.getFile(path).setContents(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, true, null);
	}
}
