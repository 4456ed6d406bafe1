package org.rulebench.simulator.ui.training;

import java.util.Locale;

import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * Asks how many games of self-play to train a player for and, for a new player, its λ: an eligibility trace lets
 * an outcome teach every result that led to it, which a reading whose scoring is rare needs (docs/measures.md).
 */
public final class TrainDialog extends TitleAreaDialog {
	private final String player;
	private final boolean resumes;
	private Text gamesText;
	private Text lambdaText;
	private long games = 100_000;
	private float lambda;

	/** @param resumes a player is already there: it goes on with its own λ */
	public TrainDialog(Shell shell, String player, boolean resumes) {
		super(shell);
		this.player = player;
		this.resumes = resumes;
	}

	@Override
	public void create() {
		super.create();
		getShell().setText("Train a player");
		setTitle("Train the player of " + player);
		setMessage("A backgammon player wins about 64 % against pubeval after a million games (10 minutes on two cores)"
				+ (resumes ? "; this player goes on from where it was." : "."));
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		Composite fields = new Composite(area, SWT.NONE);
		fields.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		fields.setLayout(new GridLayout(2, false));
		new Label(fields, SWT.NONE).setText("Games of self-play:");
		gamesText = new Text(fields, SWT.BORDER);
		gamesText.setText("100000");
		gamesText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		new Label(fields, SWT.NONE).setText("λ (eligibility trace):");
		lambdaText = new Text(fields, SWT.BORDER);
		lambdaText.setText("0");
		lambdaText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		lambdaText.setEnabled(!resumes);
		lambdaText.setToolTipText(resumes ? "a player already trained keeps its own λ"
				: "0 (TD(0)) suits most readings; 0.7 where the scoring event is rare, as in 大尖 with gaps of three");
		gamesText.addListener(SWT.Modify, e -> check());
		lambdaText.addListener(SWT.Modify, e -> check());
		return area;
	}

	/** Reads both fields; names the first that is wrong in the dialog's message, and allows OK only if neither is. */
	private void check() {
		String problem = null;
		try {
			games = Long.parseLong(gamesText.getText().replace(",", "").trim());
			if (games < 1 || games > 100_000_000) {
				problem = "Games: between 1 and 100,000,000";
			}
		} catch (NumberFormatException e) {
			problem = "Games: a number of games, e.g. 100000";
		}
		if (problem == null && !resumes) {
			try {
				lambda = Float.parseFloat(lambdaText.getText().trim());
				if (!(lambda >= 0 && lambda <= 1)) {
					problem = "λ: a number from 0 to 1";
				}
			} catch (NumberFormatException e) {
				problem = "λ: a number from 0 to 1, e.g. 0.7";
			}
		}
		setErrorMessage(problem);
		getButton(OK).setEnabled(problem == null);
	}

	public long games() {
		return games;
	}

	public float lambda() {
		return lambda;
	}

	@Override
	protected boolean isResizable() {
		return true;
	}

	@Override
	public String toString() {
		return String.format(Locale.ROOT, "%,d games, λ %s", games, lambda);
	}
}
