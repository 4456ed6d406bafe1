package org.rulebench.sources.ui.annotate;

import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rulebench.annotations.Motivation;
import org.rulebench.editor.preferences.RulebenchPreferences;
import org.rulebench.sources.ui.transcription.TranscriptionLayout.Span;

/** Asks what to say about the selected span: comment, translation, gloss (with the word), tag or question. */
public final class AnnotateDialog extends TitleAreaDialog {
	/** The kinds offered, as the dialog names them, and their motivations. */
	public static final List<String> KINDS = List.of("comment", "translate", "gloss", "tag", "question");
	private static final List<Motivation> MOTIVATIONS = List.of(Motivation.COMMENTING, Motivation.TRANSLATING,
			Motivation.DESCRIBING, Motivation.TAGGING, Motivation.QUESTIONING);
	private static String lastSet = "notes";

	private final Span span;
	private final String sourceLanguage;
	private final List<String> sets;
	private Combo kind;
	private Text body;
	private Text language;
	private Text term;
	private Text author;
	private Combo set;
	private AnnotationRequest request;

	public AnnotateDialog(Shell shell, Span span, String sourceLanguage, List<String> sets) {
		super(shell);
		this.span = span;
		this.sourceLanguage = sourceLanguage;
		this.sets = sets;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Annotate");
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		setTitle("Annotate \"" + span.quote() + "\"");
		setMessage("in #" + span.passage().getId() + (span.passage().reference() == null ? "" : " (" + span.passage().reference() + ")"));
		Composite c = new Composite(area, SWT.NONE);
		c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		c.setLayout(new GridLayout(2, false));
		label(c, "Kind");
		kind = new Combo(c, SWT.READ_ONLY);
		kind.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		KINDS.forEach(kind::add);
		kind.select(0);
		kind.addListener(SWT.Selection, e -> kindChanged());
		label(c, "Text");
		body = new Text(c, SWT.MULTI | SWT.BORDER | SWT.WRAP | SWT.V_SCROLL);
		GridData d = new GridData(SWT.FILL, SWT.FILL, true, true);
		d.heightHint = 70;
		d.widthHint = 380;
		body.setLayoutData(d);
		language = field(c, "Language", "en");
		term = field(c, "Term", "");
		author = field(c, "Author", author());
		label(c, "Set");
		set = new Combo(c, SWT.DROP_DOWN);
		set.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		sets.forEach(set::add);
		set.setText(lastSet);
		kindChanged();
		return area;
	}

	private static Composite label(Composite c, String text) {
		new Label(c, SWT.NONE).setText(text);
		return c;
	}

	private static Text field(Composite c, String label, String value) {
		label(c, label);
		Text t = new Text(c, SWT.BORDER);
		t.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		t.setText(value);
		return t;
	}

	private void kindChanged() {
		Motivation m = motivation();
		boolean termed = m == Motivation.DESCRIBING || m == Motivation.TAGGING;
		term.setEnabled(termed);
		if (m == Motivation.DESCRIBING && term.getText().isEmpty()) {
			term.setText(span.quote());
		}
		if (m == Motivation.TRANSLATING && language.getText().isBlank()) {
			language.setText("en");
		}
	}

	private Motivation motivation() {
		return MOTIVATIONS.get(Math.max(0, kind.getSelectionIndex()));
	}

	@Override
	protected void okPressed() {
		Motivation m = motivation();
		String termLanguage = m == Motivation.DESCRIBING ? sourceLanguage : language.getText();
		AnnotationRequest r = new AnnotationRequest(m, body.getText(), language.getText(),
				term.isEnabled() ? term.getText() : null, termLanguage, author.getText(), set.getText().strip(), span);
		String problem = r.problem();
		if (problem != null) {
			setErrorMessage(problem);
			return;
		}
		request = r;
		if (!author.getText().strip().equals(RulebenchPreferences.authorName())) {
			RulebenchPreferences.rememberAuthor(author.getText(), null); // the same author commits (Readings view)
		}
		lastSet = set.getText().strip();
		super.okPressed();
	}

	/** The Rulebench preferences' author (who last committed or annotated), else the system's user name. */
	private static String author() {
		String name = RulebenchPreferences.authorName();
		return name.isEmpty() ? System.getProperty("user.name", "") : name;
	}

	/** What was asked for; null if the dialog was cancelled. */
	public AnnotationRequest request() {
		return request;
	}

	/** Fills the dialog as a person would (for tests): kind as {@link #KINDS} names it. */
	public void fill(String kindName, String text, String lang, String termText, String authorName, String setName) {
		kind.select(KINDS.indexOf(kindName));
		kindChanged();
		body.setText(text);
		language.setText(lang);
		term.setText(termText);
		author.setText(authorName);
		set.setText(setName);
	}

	/** Presses OK (for tests). */
	public void pressOk() {
		buttonPressed(IDialogConstants.OK_ID);
	}
}
