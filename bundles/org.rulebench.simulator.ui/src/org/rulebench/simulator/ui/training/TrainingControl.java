package org.rulebench.simulator.ui.training;

import java.util.function.BiConsumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.compile.Choice;
import org.rulebench.simulator.ui.CompiledReading;

/**
 * The Simulator's Train button and what it says beside it: the player of the chosen combination of a race
 * reading's alternatives trained by self-play in a job, with its progress twice a second; the button stops it, and
 * every game played so far is kept in the player file.
 */
public final class TrainingControl {
	private static final String TRAIN = "Train…";
	private static final String TRAIN_TIP = "Train the player of the chosen combination of alternatives by self-play (race"
			+ " readings): it is saved beside the reading and plays as 'trained'";

	private final Button button;
	private final Label state;
	private final Supplier<CompiledReading> reading;
	private final IntSupplier combination;
	private final BiConsumer<CompiledReading, TrainingJob.Outcome> trained;
	private TrainingJob training;
	private String last = "";
	/** The reading the last training was of: what it did is said beside the button only while that reading is shown. */
	private IFile lastOf;
	/** The reading the running training is of. */
	private CompiledReading trainingOf;

	/**
	 * The button and its label in {@code row}, training the {@code combination} of the {@code reading} shown; told
	 * each run's reading and outcome on the UI thread.
	 */
	public TrainingControl(Composite row, Supplier<CompiledReading> reading, IntSupplier combination,
			BiConsumer<CompiledReading, TrainingJob.Outcome> trained) {
		this.reading = reading;
		this.combination = combination;
		this.trained = trained;
		button = new Button(row, SWT.PUSH);
		button.setText(TRAIN);
		button.setToolTipText(TRAIN_TIP);
		button.addListener(SWT.Selection, e -> {
			if (training != null) {
				stop();
			} else {
				ask(row.getShell());
			}
		});
		button.setEnabled(false);
		state = new Label(row, SWT.NONE);
		state.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
	}

	/**
	 * The button only for a race reading (the family a player is trained for), or while a training runs; beside it,
	 * what the last training of this reading did, or nothing: another reading's training is not this one's.
	 */
	public void readingShown(CompiledReading c) {
		button.setEnabled(c != null && c.race() || training != null);
		if (training == null) {
			say(c != null && c.file().equals(lastOf) ? last : "");
		}
	}

	/** Asks how many games to train the chosen combination's player for (and a new player's λ), then trains it. */
	public void ask(Shell shell) {
		CompiledReading c = reading.get();
		if (c == null || !c.race()) {
			return;
		}
		int i = combination.getAsInt();
		Choice choice = c.choices().get(i);
		boolean resumes = TrainingJob.playerFile(c.file(), choice).exists()
				&& TrainingJob.unusable(c.file(), c.name(), choice, c.rules().get(i)) == null;
		TrainDialog dialog = new TrainDialog(shell, c.name() + " (" + choice + ")", resumes);
		if (dialog.open() == Window.OK) {
			train(dialog.games(), dialog.lambda());
		}
	}

	/**
	 * Trains the chosen combination's player for {@code games} games (a new player with the given λ), in a job with
	 * progress and cancel. A player file trained for other rules is replaced only if the person agrees.
	 */
	public void train(long games, float lambda) {
		CompiledReading c = reading.get();
		if (c == null || !c.race() || training != null) {
			return;
		}
		int i = combination.getAsInt();
		Choice choice = c.choices().get(i);
		RuleSet rules = c.rules().get(i);
		String unusable = TrainingJob.unusable(c.file(), c.name(), choice, rules);
		boolean restart = unusable != null;
		if (restart && !MessageDialog.openQuestion(button.getShell(), "Train a new player?", unusable
				+ "\n\nTrain a new player in its place?")) {
			return;
		}
		training = new TrainingJob(c.file(), c.name(), choice, rules, games, restart, outcome -> button.getDisplay().asyncExec(() -> {
			training = null;
			trainingOf = null;
			last = outcome.describe();
			lastOf = c.file();
			if (button.isDisposed()) {
				return;
			}
			button.setText(TRAIN);
			button.setToolTipText(TRAIN_TIP);
			readingShown(reading.get());
			trained.accept(c, outcome);
		})).lambda(lambda);
		trainingOf = c;
		button.setText("Stop training");
		button.setToolTipText("Stop the training: every game played so far is kept in the player file");
		button.getParent().layout();
		training.schedule();
		showProgress(training);
	}

	/** The running training's games, twice a second, beside its button (also in the Progress view). */
	private void showProgress(TrainingJob job) {
		if (state.isDisposed() || training != job) {
			return;
		}
		CompiledReading shown = reading.get();
		// the reading shown may be another by now: the progress says whose it is
		say((shown != null && shown.file().equals(trainingOf.file()) ? "training: " : "training " + trainingOf.name() + ": ")
				+ job.progress());
		state.getDisplay().timerExec(500, () -> showProgress(job));
	}

	private void say(String text) {
		state.setText(text);
		state.setToolTipText(text); // the view may be too narrow for the label
		state.getParent().layout();
	}

	/** Stops the running training, as its button does: every game played so far is saved. */
	public void stop() {
		if (training != null) {
			training.cancel();
		}
	}

	/** Beside the Train button: the running training's progress, or what the last one did. */
	public String state() {
		return state.getText();
	}

	/** What the last training did (its games, the file), or why it failed; empty before the first. */
	public String last() {
		return last;
	}

	/** The training job running, or null. */
	public TrainingJob running() {
		return training;
	}
}
