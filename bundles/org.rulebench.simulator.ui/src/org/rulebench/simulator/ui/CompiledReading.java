package org.rulebench.simulator.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.service.OperationCanceledError;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.engine.cards.game.CardVariant;
import org.rulebench.engine.game.RaceVariant;
import org.rulebench.engine.game.Variant;
import org.rulebench.engine.grid.game.GridVariant;
import org.rulebench.engine.rules.RuleSet;
import org.rulebench.reading.compile.Choice;
import org.rulebench.reading.compile.ReadingChain;
import org.rulebench.reading.compile.ReadingProblem;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.variant.Variants;

/**
 * A saved reading compiled into engine rules, one variant per combination of its alternatives (as `rulebench
 * simulate` plays them), or the reason it cannot be played.
 *
 * @param name     the reading's name, e.g. pushuang.qiliang
 * @param game     the game's title, e.g. 七梁雙陸
 * @param choices  the combinations of alternatives, "as written" alone when there are none
 * @param variants the rules of each combination, in the same order: race, grid or card variants
 */
public record CompiledReading(IFile file, String name, String game, List<Choice> choices, List<Variant> variants) {

	/** Whether the reading is of a grid game (files and ranks) rather than a race game. */
	public boolean grid() {
		return variants.get(0) instanceof GridVariant;
	}

	/** Whether the reading is of a race game (the family a player is trained for). */
	public boolean race() {
		return variants.get(0) instanceof RaceVariant;
	}

	/** Whether the reading is a showdown (three-card poker): a card game the game pane does not deal out yet. */
	public boolean showdown() {
		return variants.get(0) instanceof org.rulebench.engine.cards.showdown.ShowdownVariant;
	}

	/** Whether the reading is of a card game (Pok Deng). */
	public boolean cards() {
		return variants.get(0) instanceof CardVariant;
	}

	/**
	 * The events the reading's rules count, over all its combinations (a race reading's scoring events, such as
	 * 掲頭), besides the family's own (hits, captures).
	 */
	public List<String> eventNames() {
		return variants.stream().flatMap(v -> v.events().stream()).distinct().toList();
	}

	/** The names of the two sides in this family: first and second; the player and the banker in a card game. */
	public List<String> sides() {
		return variants.get(0).sides();
	}

	/** The chosen player if it plays this reading's family (greedy plays no grid game), else the random player. */
	public String player(String chosen) {
		return variants.get(0).players().contains(chosen) ? chosen : "random";
	}

	/** The race rules of each combination (a race reading only). */
	public List<RuleSet> rules() {
		return variants.stream().map(v -> ((RaceVariant) v).rules()).toList();
	}

	/** Why a reading cannot be played: a message naming FILE:LINE:COL and what to do. */
	public static final class NotPlayable extends Exception {
		private static final long serialVersionUID = 1L;

		NotPlayable(String message) {
			super(message);
		}
	}

	/**
	 * Compiles the file as saved, from the project's parses (ProjectReadings): a save is parsed and fully checked
	 * once, by the builder or here, whichever comes first, and the other reuses it.
	 */
	public static CompiledReading of(IFile file) throws NotPlayable {
		return of(file, () -> false);
	}

	/**
	 * {@link #of(IFile)}, stopped between two combinations once {@code cancelled} says so (a reading of hundreds of
	 * alternatives takes a while to compile): then it throws {@link OperationCanceledException}.
	 */
	public static CompiledReading of(IFile file, BooleanSupplier cancelled) throws NotPlayable {
		Object result = ProjectReadings.withSaved(file, parsed -> {
			try {
				return compile(file, parsed, cancelled);
			} catch (NotPlayable e) {
				return e;
			}
		});
		if (result instanceof NotPlayable e) {
			throw e;
		}
		return (CompiledReading) result;
	}

	private static CompiledReading compile(IFile file, ParsedReading parsed, BooleanSupplier cancelled) throws NotPlayable {
		if (parsed.resource() == null) {
			throw new NotPlayable(file.getFullPath() + ": cannot be read — is it still there, and readable?");
		}
		List<Issue> issues;
		try { // the full check of a reading of hundreds of combinations takes a while: a stop reaches it too
			issues = parsed.validate(CheckMode.NORMAL_AND_FAST, cancelled::getAsBoolean);
		} catch (OperationCanceledError e) {
			throw new OperationCanceledException();
		}
		if (cancelled.getAsBoolean()) {
			throw new OperationCanceledException();
		}
		for (Issue issue : issues) {
			if (issue.getSeverity() == Severity.ERROR) {
				throw new NotPlayable(file.getFullPath() + ":" + issue.getLineNumber() + ":" + issue.getColumn() + ": "
						+ issue.getMessage() + " — fix the errors (Problems view) and save to simulate");
			}
		}
		Reading reading = parsed.reading();
		if (reading == null) {
			throw new NotPlayable(file.getFullPath() + ":1:1: not a reading — it must start with: reading NAME game \"TITLE\"");
		}
		try {
			ReadingChain chain = ReadingChain.of(reading);
			List<Choice> choices = Choice.all(chain);
			List<Variant> variants = new ArrayList<>();
			for (Choice c : choices) {
				if (cancelled.getAsBoolean()) {
					throw new OperationCanceledException();
				}
				variants.add(Variants.compile(chain, c));
			}
			return new CompiledReading(file, reading.getName(), reading.getGame(), choices, variants);
		} catch (ReadingProblem | IllegalStateException e) {
			throw new NotPlayable(file.getFullPath() + ": " + e.getMessage());
		}
	}
}
