package org.rulebench.readings.ui.internal;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/** Asks for a commit's message (what changed and on what it rests) and its author. */
public final class CommitDialog extends TitleAreaDialog {
	private final String branch;
	private Author author;
	private String message = "";
	private Text messageText;
	private Text nameText;
	private Text emailText;

	public CommitDialog(Shell shell, String branch, Author author) {
		super(shell);
		this.branch = branch;
		this.author = author;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Commit readings");
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		setTitle("Commit every changed reading" + (branch == null ? "" : " on " + branch));
		setMessage("Say what changed in the reading and on what passage or argument the change rests.");
		Composite c = new Composite(area, SWT.NONE);
		c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		c.setLayout(new GridLayout(2, false));
		new Label(c, SWT.NONE).setText("Message:");
		messageText = new Text(c, SWT.BORDER | SWT.MULTI | SWT.WRAP | SWT.V_SCROLL);
		GridData md = new GridData(SWT.FILL, SWT.FILL, true, true);
		md.heightHint = messageText.getLineHeight() * 5;
		md.widthHint = 480;
		messageText.setLayoutData(md);
		new Label(c, SWT.NONE).setText("Author:");
		nameText = new Text(c, SWT.BORDER);
		nameText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		nameText.setText(author.name());
		new Label(c, SWT.NONE).setText("E-mail:");
		emailText = new Text(c, SWT.BORDER);
		emailText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		emailText.setText(author.email());
		messageText.addModifyListener(e -> check());
		nameText.addModifyListener(e -> check());
		return area;
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, "Commit", true);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
		check();
	}

	private void check() {
		boolean ok = !messageText.getText().isBlank() && !nameText.getText().isBlank();
		setErrorMessage(messageText.getText().isBlank() ? null : nameText.getText().isBlank() ? "Who commits? Give the author's name." : null);
		if (getButton(IDialogConstants.OK_ID) != null) {
			getButton(IDialogConstants.OK_ID).setEnabled(ok);
		}
	}

	@Override
	protected void okPressed() {
		message = messageText.getText().strip();
		author = new Author(nameText.getText().strip(), emailText.getText().strip());
		super.okPressed();
	}

	public String message() {
		return message;
	}

	public Author author() {
		return author;
	}
}
