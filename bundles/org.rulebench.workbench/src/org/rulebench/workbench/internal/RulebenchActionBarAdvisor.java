package org.rulebench.workbench.internal;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.ICoolBarManager;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.action.ToolBarContributionItem;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/**
 * Menus File, Edit, Window and Help with the workbench's standard actions; other bundles add menus (Source,
 * Simulation) after Edit through {@code org.eclipse.ui.menus}, at {@code menu:org.eclipse.ui.main.menu?after=edit}.
 */
final class RulebenchActionBarAdvisor extends ActionBarAdvisor {
	private IWorkbenchAction save;
	private IWorkbenchAction saveAll;
	private IWorkbenchAction close;
	private IWorkbenchAction closeAll;
	private IWorkbenchAction refresh;
	private IWorkbenchAction quit;
	private IWorkbenchAction undo;
	private IWorkbenchAction redo;
	private IWorkbenchAction cut;
	private IWorkbenchAction copy;
	private IWorkbenchAction paste;
	private IWorkbenchAction delete;
	private IWorkbenchAction selectAll;
	private IWorkbenchAction find;
	private IWorkbenchAction resetPerspective;
	private IWorkbenchAction preferences;
	private IWorkbenchAction about;
	private IWorkbenchAction helpContents;
	private IWorkbenchAction helpSearch;
	private IWorkbenchAction dynamicHelp;

	RulebenchActionBarAdvisor(IActionBarConfigurer configurer) {
		super(configurer);
	}

	@Override
	protected void makeActions(IWorkbenchWindow window) {
		save = register(ActionFactory.SAVE.create(window));
		saveAll = register(ActionFactory.SAVE_ALL.create(window));
		close = register(ActionFactory.CLOSE.create(window));
		closeAll = register(ActionFactory.CLOSE_ALL.create(window));
		refresh = register(ActionFactory.REFRESH.create(window));
		quit = register(ActionFactory.QUIT.create(window));
		undo = register(ActionFactory.UNDO.create(window));
		redo = register(ActionFactory.REDO.create(window));
		cut = register(ActionFactory.CUT.create(window));
		copy = register(ActionFactory.COPY.create(window));
		paste = register(ActionFactory.PASTE.create(window));
		delete = register(ActionFactory.DELETE.create(window));
		selectAll = register(ActionFactory.SELECT_ALL.create(window));
		find = register(ActionFactory.FIND.create(window));
		resetPerspective = register(ActionFactory.RESET_PERSPECTIVE.create(window));
		preferences = register(ActionFactory.PREFERENCES.create(window));
		about = register(ActionFactory.ABOUT.create(window));
		helpContents = register(ActionFactory.HELP_CONTENTS.create(window));
		helpSearch = register(ActionFactory.HELP_SEARCH.create(window));
		dynamicHelp = register(ActionFactory.DYNAMIC_HELP.create(window));
	}

	private IWorkbenchAction register(IWorkbenchAction action) {
		super.register(action);
		return action;
	}

	@Override
	protected void fillMenuBar(IMenuManager bar) {
		IWorkbenchWindow window = getActionBarConfigurer().getWindowConfigurer().getWindow();
		MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
		file.add(new GroupMarker(IWorkbenchActionConstants.FILE_START));
		file.add(new GroupMarker(IWorkbenchActionConstants.NEW_EXT));
		file.add(new Separator());
		file.add(close);
		file.add(closeAll);
		file.add(new Separator());
		file.add(save);
		file.add(saveAll);
		file.add(new Separator());
		file.add(refresh);
		file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
		file.add(new Separator());
		file.add(quit);
		file.add(new GroupMarker(IWorkbenchActionConstants.FILE_END));

		MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
		edit.add(new GroupMarker(IWorkbenchActionConstants.EDIT_START));
		edit.add(undo);
		edit.add(redo);
		edit.add(new GroupMarker(IWorkbenchActionConstants.UNDO_EXT));
		edit.add(new Separator());
		edit.add(cut);
		edit.add(copy);
		edit.add(paste);
		edit.add(new GroupMarker(IWorkbenchActionConstants.CUT_EXT));
		edit.add(new Separator());
		edit.add(delete);
		edit.add(selectAll);
		edit.add(new Separator());
		edit.add(find);
		edit.add(new GroupMarker(IWorkbenchActionConstants.FIND_EXT));
		edit.add(new GroupMarker(IWorkbenchActionConstants.ADD_EXT));
		edit.add(new GroupMarker(IWorkbenchActionConstants.EDIT_END));
		edit.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));

		MenuManager windowMenu = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
		MenuManager showView = new MenuManager("Show &View", "showView");
		showView.add(ContributionItemFactory.VIEWS_SHORTLIST.create(window));
		windowMenu.add(showView);
		windowMenu.add(resetPerspective);
		windowMenu.add(new Separator());
		windowMenu.add(preferences);
		windowMenu.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));

		MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
		help.add(helpContents);
		help.add(helpSearch);
		help.add(dynamicHelp);
		help.add(new Separator());
		help.add(new GroupMarker(IWorkbenchActionConstants.HELP_START));
		help.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
		help.add(new Separator());
		help.add(about);
		help.add(new GroupMarker(IWorkbenchActionConstants.HELP_END));

		bar.add(file);
		bar.add(edit);
		bar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
		bar.add(windowMenu);
		bar.add(help);
	}

	@Override
	protected void fillCoolBar(ICoolBarManager coolBar) {
		IToolBarManager files = new ToolBarManager(SWT.FLAT | SWT.RIGHT);
		files.add(save);
		files.add(saveAll);
		coolBar.add(new ToolBarContributionItem(files, "org.rulebench.workbench.files"));
		coolBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
	}
}
