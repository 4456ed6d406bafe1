package org.rulebench.workbench;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The "Readings" perspective: the readings of the workspace and the outline on the left, the reading editor in
 * the middle, problems below it, analysis views on the right. Other bundles add their views (the simulator, sources, readings history) with
 * {@code org.eclipse.ui.perspectiveExtensions}, relative to the folders named here or to the editor area.
 */
public final class ReadingsPerspective implements IPerspectiveFactory {
	public static final String ID = "org.rulebench.workbench.readings";
	/** The Project Explorer over the workspace's readings. */
	public static final String NAVIGATION = "org.rulebench.workbench.navigation";
	/** The outline of the reading in the editor. */
	public static final String OUTLINE = "org.rulebench.workbench.outline";
	/**
	 * Right of the editor, the full height: an initially empty placeholder folder (it shows only once a view is in
	 * it) where the simulator and later analysis views stack themselves with relationship="stack".
	 */
	public static final String ANALYSIS = "org.rulebench.workbench.analysis";
	/** Problems (errors and warnings of every reading). */
	public static final String PROBLEMS = "org.rulebench.workbench.problems";
	public static final String PROJECT_EXPLORER = "org.eclipse.ui.navigator.ProjectExplorer";

	@Override
	public void createInitialLayout(IPageLayout layout) {
		String editors = layout.getEditorArea();
		layout.setEditorAreaVisible(true);
		IFolderLayout navigation = layout.createFolder(NAVIGATION, IPageLayout.LEFT, 0.18f, editors);
		navigation.addView(PROJECT_EXPLORER);
		IFolderLayout outline = layout.createFolder(OUTLINE, IPageLayout.BOTTOM, 0.6f, NAVIGATION);
		outline.addView(IPageLayout.ID_OUTLINE);
		layout.createPlaceholderFolder(ANALYSIS, IPageLayout.RIGHT, 0.45f, editors);
		IFolderLayout problems = layout.createFolder(PROBLEMS, IPageLayout.BOTTOM, 0.75f, editors);
		problems.addView(IPageLayout.ID_PROBLEM_VIEW);
		layout.addShowViewShortcut(PROJECT_EXPLORER);
		layout.addShowViewShortcut(IPageLayout.ID_OUTLINE);
		layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
	}
}
