package org.rulebench.readings.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;

import org.eclipse.core.resources.IProject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;
import org.rulebench.readings.compare.Comparison;
import org.rulebench.publish.figures.ComparisonFigures;
import org.rulebench.simulator.ui.statistics.TableCopy;
import com.google.gson.Gson;
import org.rulebench.readings.compare.Measure;
import org.rulebench.readings.compare.Significance;
import org.rulebench.readings.diff.RuleChange;
import org.rulebench.readings.diff.RuleDiff;
import org.rulebench.readings.diff.RuleVersion;
import org.rulebench.engine.game.PlayerNames;
import org.rulebench.readings.ui.compare.CompareJob;
import org.rulebench.readings.ui.compare.RandomPlay;
import org.rulebench.readings.ui.compare.Sides;
import org.rulebench.readings.ui.internal.ReadingsFolder;
import org.rulebench.simulator.ui.Shares;
import org.rulebench.simulator.ui.statistics.SashOrTabs;
import org.rulebench.simulator.ui.statistics.StatisticsCharts;

/**
 * Two readings side by side: two branches of one file, two commits, or two files, named as the command line names
 * them. The rule-level diff (each rule that differs, old and new with their citations) comes first; then both are
 * played on the same seeds in a job, and every measure is shown with both values, the difference, its interval
 * and p-value, significant ones marked, and the test each figure is (McNemar for a rate, paired t for a mean), with
 * both readings' charts overlaid.
 */
public final class CompareView extends ViewPart {
	public static final String ID = "org.rulebench.readings.ui.compare";

	private IProject project = ReadingsFolder.defaultProject();
	private Combo oldSpec;
	private Combo newSpec;
	private Spinner games;
	private Combo players;
	private Label summary;
	private Table rules;
	private Text detail;
	private ProgressBar progress;
	private Label behaviourStatus;
	/** Why the figures may say little (random play of a grid game), in the problem's colour; hidden when nothing is to say. */
	private Label caution;
	private Table measures;
	private SashOrTabs<SashForm, Composite> parts;
	private SashOrTabs<Table, StatisticsCharts> numbers;
	private StatisticsCharts charts;
	private Color problemColour;

	private CompareJob running;
	private RuleDiff diff;
	private Comparison comparison;
	private TableCopy measuresCopy;
	private String problem;

	@Override
	public void createPartControl(Composite parent) {
		problemColour = new Color(176, 0, 32);
		parent.setLayout(new GridLayout(1, false));
		Composite row = new Composite(parent, SWT.NONE); // the readings on a line of their own: their names are long
		row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		GridLayout rl = new GridLayout(4, false);
		rl.marginWidth = 0;
		rl.marginHeight = 0;
		row.setLayout(rl);
		new Label(row, SWT.NONE).setText("Old:");
		oldSpec = spec(row, "The old reading: a file (pu-shuang/ping.reading), FILE at a branch or commit (kishi:pu-shuang/ping.reading) or a bare branch");
		new Label(row, SWT.NONE).setText("New:");
		newSpec = spec(row, "The new reading, named the same way");
		oldSpec.addListener(SWT.DefaultSelection, e -> run()); // Enter compares, as the tool bar's Compare does
		newSpec.addListener(SWT.DefaultSelection, e -> run());
		Composite how = new Composite(parent, SWT.NONE);
		how.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		GridLayout hl = new GridLayout(5, false);
		hl.marginWidth = 0;
		hl.marginHeight = 0;
		how.setLayout(hl);
		new Label(how, SWT.NONE).setText("Games:");
		games = new Spinner(how, SWT.BORDER);
		games.setValues(1000, 10, 1_000_000, 0, 100, 1000);
		games.setToolTipText("Games of each reading, on the same seeds (seed " + CompareJob.SEED + ")");
		new Label(how, SWT.NONE).setText("players:");
		players = new Combo(how, SWT.READ_ONLY);
		players.setItems(PlayerNames.all().toArray(String[]::new));
		players.select(PlayerNames.all().indexOf(CompareJob.PLAYERS));
		players.setToolTipText("Who plays both sides of both readings: search for grid readings (random play seldom mates),"
				+ " trained plays each reading's own trained player (saved beside it, or at its revision)");
		progress = new ProgressBar(how, SWT.HORIZONTAL);
		progress.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		summary = new Label(parent, SWT.WRAP);
		GridData sd = new GridData(SWT.FILL, SWT.CENTER, true, false);
		sd.widthHint = 300;
		summary.setLayoutData(sd);
		summary.setText("Choose two readings (\"Compare Readings…\" on a reading in the Readings view or the Project Explorer), or name them above.");

		// the rules over the games where the view is high enough for both (maximized), else a tab each
		parts = new SashOrTabs<>(parent, this::createRules, this::createGames, new String[] { "Rules", "Games" },
				() -> 180 + 2 * 130 + 8 * measures.getItemHeight() + 60, 35, 65);
		parts.area().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		Shares.keep(parts.sash(), 120, 320); // the rules that differ, and the figures: neither squeezed out by the other
	}

	/** The rules that differ, and the selected one's two versions in full below them. */
	private SashForm createRules(Composite parent) {
		SashForm rulePart = new SashForm(parent, SWT.VERTICAL);
		rules = new Table(rulePart, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
		rules.setHeaderVisible(true);
		rules.setLinesVisible(true);
		column(rules, "rule", 90);
		column(rules, "change", 110);
		column(rules, "old (citations)", 330);
		column(rules, "new (citations)", 330);
		rules.addListener(SWT.Selection, e -> showDetail());
		detail = new Text(rulePart, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
		detail.setText("Select a rule above: both versions in full, with what each cites, its evidence and where it is stated.");
		rulePart.setWeights(58, 42); // the detail holds both versions of a rule, each with its citations: several lines
		return rulePart;
	}

	/** What the games showed: the measures and both readings' charts. */
	private Composite createGames(Composite parent) {
		Composite behaviour = new Composite(parent, SWT.NONE);
		GridLayout bl = new GridLayout(1, false);
		bl.marginWidth = 0;
		bl.marginHeight = 0;
		behaviour.setLayout(bl);
		behaviourStatus = new Label(behaviour, SWT.WRAP);
		GridData bd = new GridData(SWT.FILL, SWT.CENTER, true, false);
		bd.widthHint = 300;
		behaviourStatus.setLayoutData(bd);
		caution = new Label(behaviour, SWT.WRAP);
		GridData cd = new GridData(SWT.FILL, SWT.CENTER, true, false);
		cd.widthHint = 300;
		cd.exclude = true;
		caution.setLayoutData(cd);
		caution.setVisible(false);
		caution.setForeground(problemColour);
		numbers = new SashOrTabs<>(behaviour, c -> new Table(c, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE), StatisticsCharts::new,
				new String[] { "Measures", "Charts" }, () -> wide() ? 0 : 2 * 130 + 6 * measures.getItemHeight(), 45, 55);
		numbers.area().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		numbers.area().addListener(SWT.Resize, e -> orient());
		measures = numbers.first();
		measures.setHeaderVisible(true);
		measures.setLinesVisible(true);
		column(measures, "measure", 150);
		column(measures, "old [95% CI]", 140);
		column(measures, "new [95% CI]", 140);
		column(measures, "new − old [95% CI]", 150);
		column(measures, "p", 60);
		column(measures, "", 22);
		column(measures, "test", 80).setToolTipText("McNemar: " + Significance.MCNEMAR + "; paired t: " + Significance.PAIRED_T
				+ " on the per-seed differences");
		column(measures, "pairs", 80).setToolTipText("The pairs of games (the same seed for both readings) the row is over: both"
				+ " finished for wins, lengths, chips and events; both decided for the side moving first; all for unfinished games");
		measures.setToolTipText("* significant at 5% (two-sided). Both readings play game i on the same seed, so each difference"
				+ " is tested on the pairs of games. Old and new are over the same pairs as the difference (the pairs column), so"
				+ " new − old is their difference. Rates: " + Significance.MCNEMAR + ", Bonett and Price's interval of the"
				+ " difference; means: " + Significance.PAIRED_T + " on the per-seed differences. Each reading's own figures over"
				+ " all its games are in the charts.");
		// the difference and its test next to the measure's name: in the perspective's narrow column they are what is
		// in sight; old, new, the test's name and the pairs follow, the table scrolling sideways to them
		measures.setColumnOrder(new int[] { 0, 3, 4, 5, 1, 2, 6, 7 });
		for (TableColumn c : measures.getColumns()) {
			c.setMoveable(true);
		}
		charts = numbers.second();
		measuresCopy = TableCopy.install(measures, getViewSite().getActionBars(), this::publishedTables, () -> "comparison");
		return behaviour;
	}

	/** Whether the view is wide enough (maximized) for the measures and the charts side by side. */
	private boolean wide() {
		org.eclipse.swt.graphics.Rectangle r = numbers.area().getClientArea();
		return r.width >= 900 && r.width > 1.6 * r.height;
	}

	/**
	 * The measures beside the charts in a wide view, over them where the view is high enough, else each on a tab: the
	 * charts keep the room to be read.
	 */
	private void orient() {
		int wanted = wide() ? SWT.HORIZONTAL : SWT.VERTICAL;
		SashForm s = numbers.sash();
		if (numbers.area().getClientArea().width > 0 && s.getOrientation() != wanted) {
			s.setOrientation(wanted);
			s.setWeights(wanted == SWT.HORIZONTAL ? new int[] { 55, 45 } : new int[] { 45, 55 });
		}
	}

	private static Combo spec(Composite row, String tip) {
		Combo c = new Combo(row, SWT.DROP_DOWN | SWT.BORDER);
		GridData gd = new GridData(SWT.FILL, SWT.CENTER, true, false);
		gd.widthHint = 150;
		c.setLayoutData(gd);
		c.setToolTipText(tip);
		return c;
	}

	private static TableColumn column(Table t, String name, int width) {
		TableColumn c = new TableColumn(t, SWT.LEFT);
		c.setText(name);
		c.setWidth(width);
		return c;
	}

	/** Compares two readings of the project shown (the default readings project unless one was given). */
	public void compare(String old, String now) {
		compare(project, old, now);
	}

	/** Compares two readings of the project, each a FILE, REV:PATH or REV relative to its folder. */
	public void compare(IProject in, String old, String now) {
		this.project = in;
		remember(oldSpec, old);
		remember(newSpec, now);
		run();
	}

	/** Chooses who plays both sides of both readings in the next comparison, as the players list does. */
	public void players(String name) {
		players.select(PlayerNames.all().indexOf(name));
	}

	private static void remember(Combo c, String spec) {
		List<String> items = new ArrayList<>(List.of(c.getItems()));
		items.remove(spec);
		items.add(0, spec);
		c.setItems(items.subList(0, Math.min(12, items.size())).toArray(String[]::new));
		c.setText(spec);
	}

	/** Compares what the two fields name, cancelling a comparison that runs. */
	public void run() {
		if (running != null) {
			running.cancel();
		}
		diff = null;
		comparison = null;
		problem = null;
		rules.removeAll();
		measures.removeAll();
		detail.setText("");
		progress.setSelection(0);
		summary.setForeground(null);
		summary.setText("Comparing rule by rule…");
		behaviourStatus.setText("");
		caution.setText("");
		((GridData) caution.getLayoutData()).exclude = true;
		caution.setVisible(false);
		Sides sides = new Sides(project, oldSpec.getText().strip(), newSpec.getText().strip());
		int n = games.getSelection();
		CompareJob[] self = new CompareJob[1];
		CompareJob job = new CompareJob(sides, n, players.getText(), new CompareJob.Listener() {
			@Override
			public void rules(RuleDiff d) {
				ui(self[0], () -> shown(d, n));
			}

			@Override
			public void progress(int played, int all) {
				ui(self[0], () -> {
					progress.setMaximum(all);
					progress.setSelection(played);
				});
			}

			@Override
			public void behaviour(Comparison c) {
				ui(self[0], () -> shown(c));
			}

			@Override
			public void stopped(String why) {
				ui(self[0], () -> {
					if (why == null) {
						behaviourStatus.setText("Cancelled: the games were not all played.");
					} else {
						problem = why;
						(diff == null ? summary : behaviourStatus).setForeground(problemColour);
						(diff == null ? summary : behaviourStatus).setText(why);
						summary.getParent().layout(true, true);
					}
				});
			}
		});
		self[0] = job;
		running = job;
		job.schedule();
	}

	/** Runs on the UI thread, if the view is still there and this comparison is still the current one. */
	private void ui(CompareJob from, Runnable r) {
		if (summary.isDisposed()) {
			return;
		}
		summary.getDisplay().asyncExec(() -> {
			if (!summary.isDisposed() && from == running) {
				r.run();
			}
		});
	}

	/** The old and the new reading as typed. */
	public List<String> specs() {
		return List.of(oldSpec.getText(), newSpec.getText());
	}

	/** Sets the old and the new reading without comparing them. */
	public void specs(String old, String now) {
		oldSpec.setText(old);
		newSpec.setText(now);
	}

	/** Swaps the old and the new reading. */
	public void swap() {
		String o = oldSpec.getText();
		oldSpec.setText(newSpec.getText());
		newSpec.setText(o);
	}

	/** Cancels the games being played (the rule diff stays). */
	public void cancel() {
		if (running != null) {
			running.cancel();
		}
	}

	private void shown(RuleDiff d, int n) {
		diff = d;
		int all = d.changes().size() + d.same();
		summary.setText("old: " + d.old() + "\nnew: " + d.now() + (d.mergeBase() == null ? "" : "   (merge base " + d.mergeBase() + ")")
				+ "\n" + (d.isEmpty() ? "The readings state the same " + d.same() + " rules alike."
						: d.changes().size() + " of " + all + " rules differ; " + d.same() + " the same."));
		for (RuleChange c : d.changes()) {
			TableItem item = new TableItem(rules, SWT.NONE);
			item.setText(new String[] { c.rule(), c.what() + side(c), cell(c.before()), cell(c.after()) });
			item.setData(c);
		}
		fit(rules, 520);
		parts.name(0, "Rules: " + d.changes().size() + " differ");
		parts.name(1, "Games: playing…");
		behaviourStatus.setText(String.format(Locale.ROOT, "Playing %,d games of each on the same seeds…", n));
		summary.getParent().layout(true, true);
	}

	private static String side(RuleChange c) {
		if (c.changedOn() == null) {
			return "";
		}
		return switch (c.changedOn()) {
		case OLD -> " (old side)";
		case NEW -> " (new side)";
		case BOTH -> " (both sides)";
		};
	}

	/** One line: the claim, then what it cites, then its evidence label. */
	static String cell(RuleVersion v) {
		if (v == null) {
			return "—";
		}
		StringBuilder b = new StringBuilder(v.value());
		if (!v.citations().isEmpty()) {
			b.append("  ‹").append(v.citations()).append('›');
		}
		if (!v.evidence().isEmpty()) {
			b.append("  ").append(v.evidence());
		}
		return b.toString();
	}

	private void showDetail() {
		if (rules.getSelectionCount() != 1) {
			return;
		}
		RuleChange c = (RuleChange) rules.getSelection()[0].getData();
		detail.setText("rule " + c.rule() + ": " + c.what() + side(c) + "\n\nold: " + full(c.before()) + "\n\nnew: " + full(c.after()));
	}

	private static String full(RuleVersion v) {
		if (v == null) {
			return "(no such rule)";
		}
		return v.value() + "\n  cites: " + (v.citations().isEmpty() ? "(nothing)" : v.citations()) + "\n  evidence: "
				+ (v.evidence().isEmpty() ? "(none written)" : v.evidence()) + "\n  stated by " + v.reading() + " at " + v.location();
	}

	private void shown(Comparison c) {
		comparison = c;
		progress.setSelection(progress.getMaximum());
		long significant = c.significant().size();
		parts.name(1, "Games: " + significant + " of " + c.measures().size() + " measures differ");
		behaviourStatus.setForeground(null);
		behaviourStatus.setText(String.format(Locale.ROOT, "%,d games of each, seed %d, %s players: %d of %d measures differ"
				+ " significantly (*, 5%%, two-sided).", c.games(), c.seed(), c.players().get(0), significant, c.measures().size())
				+ "\nCompared: old " + c.old() + "; new " + c.now());
		String said = RandomPlay.caution(c);
		caution.setText(said);
		((GridData) caution.getLayoutData()).exclude = said.isEmpty();
		caution.setVisible(!said.isEmpty());
		for (Measure m : c.measures()) {
			TableItem item = new TableItem(measures, SWT.NONE);
			item.setText(new String[] { m.name(), m.format(m.old(), false), m.format(m.now(), false), m.format(m.difference(), true),
					m.formatP(), m.significant() ? "*" : "", m.testName(), c.pairs(m) });
		}
		fit(measures, 400);
		charts.family(c.turnUnit(), c.sides());
		charts.show(List.of("old: " + shortName(c.old()), "new: " + shortName(c.now())), List.of(c.before(), c.after()));
		summary.getParent().layout(true, true);
	}

	/** Columns as wide as what they show (no interval cut off), none wider than {@code max} pixels. */
	private static void fit(Table table, int max) {
		for (TableColumn c : table.getColumns()) {
			c.pack();
			c.setWidth(Math.min(c.getWidth() + 4, max));
		}
	}

	/**
	 * "pushuang.ping (kishi:pu-shuang/ping.reading) with start=backgammon" → "pushuang.ping (kishi)" for a legend:
	 * the alternatives chosen are in the summary above, and a long label would be cut off.
	 */
	private static String shortName(String name) {
		int with = name.indexOf(") with ");
		if (with > 0) {
			name = name.substring(0, with + 1);
		}
		int open = name.indexOf(" (");
		int colon = name.indexOf(':', Math.max(open, 0));
		return open > 0 && colon > open ? name.substring(0, colon) + ")" : name;
	}

	/**
	 * The measures as a published comparison's tables (rates, then means), from the comparison's JSON as `rulebench
	 * compare --format json` prints it; none before the games are played.
	 */
	@SuppressWarnings("unchecked")
	private List<org.rulebench.publish.figures.Table> publishedTables() {
		if (comparison == null || diff == null) {
			return List.of();
		}
		Map<String, Object> json = new Gson().fromJson(comparison.json(), Map.class);
		return ComparisonFigures.of(json, diff).tables().stream().filter(t -> !t.rows().isEmpty()).toList();
	}

	/** Copy as CSV and Copy as LaTeX of the measures. */
	public TableCopy measuresCopy() {
		return measuresCopy;
	}

	/** The project whose readings are compared (the specs are relative to its folder). */
	public IProject project() {
		return project;
	}

	/** The rule diff shown; null before it is read. */
	public RuleDiff ruleDiff() {
		return diff;
	}

	/** The behavioural comparison shown; null until the games are played. */
	public Comparison comparison() {
		return comparison;
	}

	/** What stopped the last comparison; null if nothing did. */
	public String problem() {
		return problem;
	}

	public Table rules() {
		return rules;
	}

	public Table measures() {
		return measures;
	}

	public String summary() {
		return summary.getText();
	}

	/** What the games showed, under the rule differences: the games played, the combinations compared, cautions. */
	public String behaviour() {
		return behaviourStatus.getText() + (caution.getVisible() ? "\n" + caution.getText() : "");
	}

	/** The detail of the rule selected. */
	public Text detail() {
		return detail;
	}

	/** Both readings' charts. */
	public StatisticsCharts charts() {
		return charts;
	}

	/** Brings the charts to the front, where the rules and the games, or the measures and the charts, are on tabs. */
	public void showCharts() {
		parts.show(1);
		numbers.show(1);
	}

	/** Brings the measures to the front, where the rules and the games, or the measures and the charts, are on tabs. */
	public void showMeasures() {
		parts.show(1);
		numbers.show(0);
	}

	/** Brings the rules to the front, where the rules and the games are on tabs. */
	public void showRules() {
		parts.show(0);
	}

	@Override
	public void setFocus() {
		oldSpec.setFocus();
	}

	@Override
	public void dispose() {
		cancel();
		problemColour.dispose();
		super.dispose();
	}
}
