package org.rulebench.editor.preferences;

import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

/** Window > Preferences > Rulebench: the simulator's defaults and the author of commits and annotations. */
public final class RulebenchPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	public RulebenchPreferencePage() {
		super(GRID);
		setDescription("How the simulator plays a reading (the same values as `rulebench simulate` give the same "
				+ "numbers), and who commits readings and annotates sources.");
	}

	@Override
	public void init(IWorkbench workbench) {
		setPreferenceStore(RulebenchPreferences.store());
	}

	@Override
	protected void createFieldEditors() {
		Composite p = getFieldEditorParent();
		IntegerFieldEditor seed = new IntegerFieldEditor(RulebenchPreferences.SEED, "&Seed:", p);
		seed.setValidRange(0, Integer.MAX_VALUE);
		seed.getLabelControl(p).setToolTipText("The first game's seed; game i plays with a seed derived from it");
		addField(seed);
		IntegerFieldEditor games = new IntegerFieldEditor(RulebenchPreferences.GAMES, "&Games per combination:", p);
		games.setValidRange(RulebenchPreferences.MIN_GAMES, RulebenchPreferences.MAX_GAMES);
		addField(games);
		IntegerFieldEditor cap = new IntegerFieldEditor(RulebenchPreferences.TURN_CAP, "&Turn cap:", p);
		cap.setValidRange(1, 1_000_000);
		cap.getLabelControl(p).setToolTipText("A game still running after this many turns counts as unfinished");
		addField(cap);
		String[][] players = RulebenchPreferences.PLAYER_NAMES.stream().map(n -> new String[] { n, n }).toArray(String[][]::new);
		addField(new ComboFieldEditor(RulebenchPreferences.PLAYERS, "&Players (both sides):", players, p));
		addField(new StringFieldEditor(RulebenchPreferences.AUTHOR_NAME, "&Author:", p));
		addField(new StringFieldEditor(RulebenchPreferences.AUTHOR_EMAIL, "Author's &e-mail:", p));
	}

	@Override
	public boolean performOk() {
		boolean ok = super.performOk();
		RulebenchPreferences.save();
		return ok;
	}
}
