package org.rulebench.publish.ui;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.IDialogSettings;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.publish.DocumentFormat;

/**
 * Asks how to publish a reading or a comparison: the formats, the games, the seed, the players of both sides, the
 * alternatives to publish (every combination unless some are chosen) and the folder; what is wrong is said in the
 * title area and Publish waits until it is fixed.
 */
public final class PublishDialog extends TitleAreaDialog {
	private static final String EVERY = "every alternative";
	private static final String OUTPUT = "output";
	private final PublishTarget target;
	private final ReadingOptions options;
	private final boolean unsaved;
	private final Map<DocumentFormat, Button> formats = new EnumMap<>(DocumentFormat.class);
	private final Map<String, Combo> alternatives = new LinkedHashMap<>();
	private Spinner games;
	private Text seed;
	private Combo first;
	private Combo second;
	private Text output;
	private PublishRequest request;
	private String shownProblem;

	/** @param unsaved whether the reading's editor has changes not saved (the saved reading is published) */
	public PublishDialog(Shell shell, PublishTarget target, ReadingOptions options, boolean unsaved) {
		super(shell);
		this.target = target;
		this.options = options;
		this.unsaved = unsaved;
		setHelpAvailable(false);
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Publish");
	}

	@Override
	protected boolean isResizable() {
		return true;
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		setTitle("Publish " + options.name() + (target.compare() == null ? "" : ", compared with " + target.compare()));
		Composite body = new Composite(area, SWT.NONE);
		body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		body.setLayout(new GridLayout(3, false));

		label(body, "Formats:");
		Composite kinds = new Composite(body, SWT.NONE);
		kinds.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		GridLayout kl = new GridLayout(3, false);
		kl.marginWidth = 0;
		kinds.setLayout(kl);
		format(kinds, DocumentFormat.HTML, "&HTML", "One self-contained page (styles and charts inline) that opens offline");
		format(kinds, DocumentFormat.PDF, "&PDF", "The same document laid out for print, charts as vector drawing");
		format(kinds, DocumentFormat.TEX, "&LaTeX", "A LaTeX document, with tables and figures a paper can \\input");

		label(body, "Games:");
		games = new Spinner(body, SWT.BORDER);
		games.setValues(Math.max(2, RulebenchPreferences.games()), 2, RulebenchPreferences.MAX_GAMES, 0, 100, 1000);
		games.setToolTipText("Games of each combination of alternatives (the document's figures are over them)");
		games.addListener(SWT.Modify, e -> validate());
		filler(body);

		label(body, "Seed:");
		seed = new Text(body, SWT.BORDER);
		seed.setText(Long.toString(RulebenchPreferences.seed()));
		seed.setToolTipText("The seed of game 0 of each combination: the same seed gives the same figures again");
		seed.setLayoutData(new GridData(160, SWT.DEFAULT));
		seed.addListener(SWT.Modify, e -> validate());
		filler(body);

		label(body, "Players:");
		Composite sides = new Composite(body, SWT.NONE);
		sides.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		GridLayout sl = new GridLayout(4, false);
		sl.marginWidth = 0;
		sides.setLayout(sl);
		new Label(sides, SWT.NONE).setText("first side");
		first = players(sides);
		new Label(sides, SWT.NONE).setText("second side");
		second = players(sides);

		if (!options.alternatives().isEmpty()) {
			Group open = new Group(body, SWT.NONE);
			open.setText("Alternatives published (" + options.combinations() + " combinations in all)");
			open.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
			open.setLayout(new GridLayout(2, false));
			options.alternatives().forEach((rule, labels) -> {
				new Label(open, SWT.NONE).setText(rule + ":");
				Combo c = new Combo(open, SWT.READ_ONLY);
				List<String> items = new ArrayList<>(List.of(EVERY));
				items.addAll(labels);
				c.setItems(items.toArray(String[]::new));
				c.select(0);
				c.setToolTipText("Publish only this alternative of " + rule + ", or every one (a row of figures each)");
				c.addListener(SWT.Selection, e -> validate());
				alternatives.put(rule, c);
			});
		}

		label(body, "Folder:");
		output = new Text(body, SWT.BORDER);
		output.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		output.setText(defaultOutput());
		output.setToolTipText("Where the documents are written (made if it does not exist); files of the same name are replaced");
		output.addListener(SWT.Modify, e -> validate());
		Button browse = new Button(body, SWT.PUSH);
		browse.setText("&Browse…");
		browse.addListener(SWT.Selection, e -> {
			DirectoryDialog d = new DirectoryDialog(getShell());
			d.setText("Folder of the published documents");
			d.setFilterPath(output.getText());
			String chosen = d.open();
			if (chosen != null) {
				output.setText(chosen);
			}
		});
		return area;
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, "&Publish", true);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
		validate();
	}

	private static void label(Composite parent, String text) {
		new Label(parent, SWT.NONE).setText(text);
	}

	private static void filler(Composite parent) {
		new Label(parent, SWT.NONE);
	}

	private void format(Composite parent, DocumentFormat f, String text, String tip) {
		Button b = new Button(parent, SWT.CHECK);
		b.setText(text);
		b.setToolTipText(tip);
		b.setSelection(true);
		b.addListener(SWT.Selection, e -> validate());
		formats.put(f, b);
	}

	private Combo players(Composite parent) {
		Combo c = new Combo(parent, SWT.READ_ONLY);
		c.setItems(options.players().toArray(String[]::new));
		int wanted = options.players().indexOf(RulebenchPreferences.players());
		c.select(wanted >= 0 ? wanted : Math.max(0, options.players().indexOf("random")));
		c.setToolTipText("Who plays this side in every game (a trained player needs its file: Train in the Simulator view)");
		return c;
	}

	private String defaultOutput() {
		IDialogSettings s = settings();
		String last = s.get(OUTPUT);
		return last != null ? last : target.folder().resolve("published").toString();
	}

	private static IDialogSettings settings() {
		IDialogSettings all = PlatformUI.getDialogSettingsProvider(org.osgi.framework.FrameworkUtil.getBundle(PublishDialog.class))
				.getDialogSettings();
		IDialogSettings s = all.getSection("publish");
		return s != null ? s : all.addNewSection("publish");
	}

	/** Says what is wrong (and keeps Publish disabled until it is fixed), or what will be written. */
	private void validate() {
		if (output == null || getButton(IDialogConstants.OK_ID) == null) {
			return;
		}
		String problem = problem();
		shownProblem = problem;
		getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
		if (problem != null) {
			setErrorMessage(problem);
			return;
		}
		setErrorMessage(null);
		Map<String, String> chosen = chosen();
		int n = options.combinations(chosen);
		String what = String.format("%,d games of each of %d combination%s%s, then the documents.", games.getSelection(), n, n == 1 ? "" : "s",
				target.compare() == null ? "" : ", and of both readings for the comparison");
		if (unsaved) {
			setMessage("The editor has unsaved changes: the reading as saved is published. " + what, IMessageProvider.WARNING);
		} else {
			setMessage("Plays " + what, IMessageProvider.INFORMATION);
		}
	}

	private String problem() {
		if (formats.values().stream().noneMatch(Button::getSelection)) {
			return "Choose a format: HTML, PDF or LaTeX.";
		}
		try {
			Long.parseLong(seed.getText().strip());
		} catch (NumberFormatException e) {
			return "The seed must be a whole number, not '" + seed.getText() + "'.";
		}
		return folderProblem(output.getText().strip());
	}

	/** Why the documents cannot be written in this folder, or null: checked before the games are played. */
	public static String folderProblem(String folder) {
		if (folder.isEmpty()) {
			return "Choose the folder the documents are written to.";
		}
		Path p;
		try {
			p = Path.of(folder).toAbsolutePath();
		} catch (InvalidPathException e) {
			return "'" + folder + "' is not a folder name: " + e.getReason() + ".";
		}
		if (Files.exists(p) && !Files.isDirectory(p)) {
			return p + " is a file, not a folder: choose a folder.";
		}
		Path existing = p;
		while (existing != null && !Files.exists(existing)) {
			existing = existing.getParent();
		}
		if (existing == null || !Files.isDirectory(existing) || !Files.isWritable(existing)) {
			return (existing == null ? p : existing) + " cannot be written to: choose a folder you can write in.";
		}
		return null;
	}

	private Map<String, String> chosen() {
		Map<String, String> chosen = new LinkedHashMap<>();
		alternatives.forEach((rule, c) -> {
			if (c.getSelectionIndex() > 0) {
				chosen.put(rule, c.getText());
			}
		});
		return chosen;
	}

	@Override
	protected void okPressed() {
		Set<DocumentFormat> kinds = EnumSet.noneOf(DocumentFormat.class);
		formats.forEach((f, b) -> {
			if (b.getSelection()) {
				kinds.add(f);
			}
		});
		Path folder = Path.of(output.getText().strip()).toAbsolutePath();
		settings().put(OUTPUT, folder.toString());
		request = new PublishRequest(kinds, games.getSelection(), Long.parseLong(seed.getText().strip()), first.getText(), second.getText(),
				chosen(), folder);
		super.okPressed();
	}

	/** What was asked, once Publish was pressed; null before. */
	public PublishRequest request() {
		return request;
	}

	/** The combinations the request plays. */
	public int combinations() {
		return options.combinations(request == null ? Map.of() : request.chosen());
	}

	// for the tests, which fill the dialog as a person would

	public Button format(DocumentFormat f) {
		return formats.get(f);
	}

	public Spinner games() {
		return games;
	}

	public Text seed() {
		return seed;
	}

	public Text output() {
		return output;
	}

	public Combo alternative(String rule) {
		return alternatives.get(rule);
	}

	/** Presses Publish, as a person would: only if it is enabled. */
	public boolean publish() {
		Button ok = getButton(IDialogConstants.OK_ID);
		if (ok == null || !ok.isEnabled()) {
			return false;
		}
		okPressed();
		return true;
	}

	/** What the title area says is wrong; null if nothing. */
	public String problemShown() {
		return shownProblem;
	}
}
