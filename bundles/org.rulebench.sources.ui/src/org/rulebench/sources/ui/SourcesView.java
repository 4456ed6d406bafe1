package org.rulebench.sources.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.part.ViewPart;
import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.Filter;
import org.rulebench.annotations.Motivation;
import org.rulebench.editor.model.ProjectFiles;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.ui.SourcesSnapshot.CitedSpan;
import org.rulebench.sources.ui.SourcesSnapshot.LoadedSource;
import org.rulebench.sources.ui.SourcesSnapshot.PlacedAnnotation;
import org.rulebench.sources.ui.annotate.AnnotationRequest;
import org.rulebench.sources.ui.annotate.SaveAnnotation;
import org.rulebench.sources.ui.transcription.TranscriptionLayout;
import org.rulebench.sources.ui.transcription.TranscriptionLayout.Mark;
import org.rulebench.sources.ui.transcription.TranscriptionLayout.Span;

/**
 * The Sources view: a TEI transcription of the workspace (passages under their references and ids, witnesses,
 * variant readings), the spans the readings cite highlighted, the annotations underlined in the colour of their kind
 * and listed beside it with their bodies, a translation set as a column beside the text, and what no longer holds
 * (orphaned citations and annotations). Everything is read by a job; the view only lays out what the job read.
 */
public final class SourcesView extends ViewPart {
	public static final String ID = "org.rulebench.sources.ui.sources";
	private static final String ANY_KIND = "(any kind)";
	private static final String ANY_AUTHOR = "(any author)";
	private static final String ANY_TAG = "(any tag)";
	private static final String NONE = "(no translation)";
	private static final Color CITED = new Color(255, 232, 140);
	private static final Color LABEL = new Color(110, 110, 110);
	private static final Color VARIANT = new Color(150, 40, 40);
	private static final Color LEMMA = new Color(150, 40, 40);

	private Combo sourceCombo;
	private Combo motivationCombo;
	private Combo authorCombo;
	private Combo tagCombo;
	private Combo besideCombo;
	private StyledText text;
	private StyledText beside;
	private SashForm columns;
	/** Whether an alignment of the columns is waiting to run. */
	private boolean aligning;
	private Table annotationTable;
	private Table orphanTable;
	/** The annotations and the orphans, beside the text; hidden for a source with neither. */
	private SashForm side;
	private Label status;

	private SourcesSnapshot snapshot;
	private TranscriptionLayout layout;
	private volatile boolean loading;
	private Job job;
	private String pendingPassage;
	private String pendingQuote;
	private final SelectionProvider selections = new SelectionProvider();
	private final IResourceChangeListener changes = this::resourcesChanged;
	/** The reading whose sources the view shows: the active editor's, followed as editors are activated. */
	private IFile following;
	private boolean followPending;
	private final IPartListener2 editors = new IPartListener2() {
		@Override
		public void partActivated(IWorkbenchPartReference ref) {
			followPart(ref);
		}

		@Override
		public void partBroughtToTop(IWorkbenchPartReference ref) {
			followPart(ref);
		}

		private void followPart(IWorkbenchPartReference ref) {
			IFile f = reading(ref.getPart(false));
			if (f != null && !f.equals(following) && !text.isDisposed()) {
				follow(f);
			}
		}
	};

	@Override
	public void createPartControl(Composite parent) {
		parent.setLayout(new GridLayout(1, false));
		Composite bar = new Composite(parent, SWT.NONE);
		bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		RowLayout flow = new RowLayout(SWT.HORIZONTAL); // the filters go on to a second line in a narrow view
		flow.center = true;
		flow.spacing = 6;
		flow.marginLeft = flow.marginRight = 0;
		bar.setLayout(flow);
		sourceCombo = labelled(bar, "Source:", 220, "The source (TEI transcription) shown");
		sourceCombo.addListener(SWT.Selection, e -> showSource(sourceCombo.getSelectionIndex()));
		motivationCombo = labelled(bar, "Annotations of kind:", 110, "Show only the annotations of this kind (commenting, translating, ...)");
		authorCombo = labelled(bar, "by:", 120, "Show only the annotations of this author");
		tagCombo = labelled(bar, "tagged:", 100, "Show only the annotations with this tag");
		for (Combo c : List.of(motivationCombo, authorCombo, tagCombo)) {
			c.addListener(SWT.Selection, e -> render());
		}
		besideCombo = labelled(bar, "Translation beside:", 160, "A set of translations of this source to show beside it, each line by"
				+ " the passage it translates (only sets that translate the source shown are offered)");
		besideCombo.addListener(SWT.Selection, e -> render());

		columns = new SashForm(parent, SWT.HORIZONTAL);
		columns.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		text = new StyledText(columns, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
		text.setMargins(6, 4, 6, 4);
		text.addListener(SWT.Selection, e -> selectionChanged());
		text.addListener(SWT.MouseUp, e -> selectionChanged());
		text.addListener(SWT.KeyUp, e -> selectionChanged());
		text.addListener(SWT.MouseHover, e -> text.setToolTipText(tipAt(e.x, e.y)));
		text.addPaintListener(e -> {
			if (beside.isVisible() && beside.getTopPixel() != text.getTopPixel()) {
				beside.setTopPixel(text.getTopPixel());
			}
		});
		beside = new StyledText(columns, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.BORDER | SWT.WRAP);
		beside.setMargins(6, 4, 6, 4);
		beside.setWordWrap(true);
		// a new width wraps both columns anew: their lines are met again
		beside.addListener(SWT.Resize, e -> realign());
		text.addListener(SWT.Resize, e -> realign());
		beside.setForeground(new Color(0, 100, 60));
		beside.setVisible(false);
		side = new SashForm(columns, SWT.VERTICAL);
		annotationTable = table(side, "Annotations", "Kind", 70, "On", 90, "Says", 220, "Author", 90, "Set", 90);
		annotationTable.addListener(SWT.Selection, e -> revealRow(annotationTable));
		Columns.fit(annotationTable, 2, 0); // "Says" takes the room the others leave; a kind is read whole
		orphanTable = table(side, "No longer in the text", "What", 160, "Where", 150, "Why", 260);
		Columns.fit(orphanTable, 2);
		side.setWeights(65, 35);
		columns.setWeights(50, 25, 35);

		status = new Label(parent, SWT.NONE);
		status.setLayoutData(new GridData(SWT.FILL, SWT.BOTTOM, true, false));

		MenuManager menu = new MenuManager();
		menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		text.setMenu(menu.createContextMenu(text));
		getSite().registerContextMenu(menu, selections);
		getSite().setSelectionProvider(selections);
		ResourcesPlugin.getWorkspace().addResourceChangeListener(changes, IResourceChangeEvent.POST_CHANGE);
		getSite().getPage().addPartListener(editors);
		following = activeReading();
		followPending = following != null;
		reload();
	}

	/** The reading of the active editor, or null. */
	private IFile activeReading() {
		IEditorPart editor = getSite().getPage().getActiveEditor();
		return editor == null ? null : reading(editor);
	}

	private static IFile reading(IWorkbenchPart part) {
		return part instanceof IEditorPart e && e.getEditorInput().getAdapter(IFile.class) instanceof IFile f
				&& "reading".equals(f.getFileExtension()) ? f : null;
	}

	/**
	 * Shows the source of the reading's first citation (a reading cites the source it revives first, the studies
	 * of it after), reading the sources of its project first if another project's are shown; a reading that cites
	 * nothing leaves the view as it is.
	 */
	public void follow(IFile reading) {
		following = reading;
		if (snapshot == null || loading || !snapshot.project().equals(reading.getProject())) {
			followPending = true; // loaded() follows it
			if (snapshot != null && !loading) {
				reload();
			}
			return;
		}
		snapshot.citations().stream()
				.filter(c -> c.site().file().equals(reading) && snapshot.sourceOf(c.site().passageId()) != null)
				.min(Comparator.comparingInt(c -> c.site().line()))
				.map(c -> snapshot.sources().indexOf(snapshot.sourceOf(c.site().passageId())))
				.filter(i -> i >= 0 && i != sourceCombo.getSelectionIndex()).ifPresent(this::showSource);
	}

	/** A label and its list, kept together on one line of the bar. */
	private static Combo labelled(Composite bar, String label, int width, String tip) {
		Composite pair = new Composite(bar, SWT.NONE);
		GridLayout l = new GridLayout(2, false);
		l.marginWidth = 0;
		l.marginHeight = 0;
		l.horizontalSpacing = 4;
		pair.setLayout(l);
		new Label(pair, SWT.NONE).setText(label);
		Combo c = new Combo(pair, SWT.READ_ONLY | SWT.DROP_DOWN);
		GridData d = new GridData();
		d.widthHint = width;
		c.setLayoutData(d);
		c.setToolTipText(tip);
		return c;
	}

	private static Table table(Composite parent, String title, Object... columns) {
		Composite box = new Composite(parent, SWT.NONE);
		GridLayout l = new GridLayout(1, false);
		l.marginWidth = 0;
		l.marginHeight = 0;
		box.setLayout(l);
		new Label(box, SWT.NONE).setText(title);
		Table t = new Table(box, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
		t.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		t.setHeaderVisible(true);
		t.setLinesVisible(true);
		for (int i = 0; i < columns.length; i += 2) {
			TableColumn c = new TableColumn(t, SWT.LEFT);
			c.setText((String) columns[i]);
			c.setWidth((Integer) columns[i + 1]);
		}
		return t;
	}

	@Override
	public void setFocus() {
		text.setFocus();
	}

	@Override
	public void dispose() {
		ResourcesPlugin.getWorkspace().removeResourceChangeListener(changes);
		getSite().getPage().removePartListener(editors);
		super.dispose();
	}

	// ---- loading

	/** Reads the project's sources, citations and annotations again, in a job. */
	public void reload() {
		IProject project = project();
		if (project == null) {
			status("No TEI sources (*.tei, *.tei.xml) in the workspace: add one to a project to see it here.");
			return;
		}
		loading = true;
		status("Reading the sources of " + project.getName() + "...");
		if (job != null) {
			job.cancel();
		}
		job = Job.create("Reading the sources of " + project.getName(), monitor -> {
			SourcesSnapshot s = SourcesSnapshot.load(project);
			if (!monitor.isCanceled() && !text.isDisposed()) {
				text.getDisplay().asyncExec(() -> loaded(s));
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule(100);
	}

	/** Whether a load is under way (the view shows the last snapshot meanwhile). */
	public boolean loading() {
		return loading;
	}

	private IProject project() {
		IFile file = following != null ? following : activeReading();
		if (file != null && !ProjectFiles.sourcesOf(file.getProject()).isEmpty()) {
			return file.getProject();
		}
		for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
			if (p.isOpen() && !ProjectFiles.sourcesOf(p).isEmpty()) {
				return p;
			}
		}
		return null;
	}

	private void resourcesChanged(IResourceChangeEvent event) {
		if (event.getDelta() == null || snapshot == null) {
			return;
		}
		boolean[] relevant = { false };
		try {
			event.getDelta().accept(d -> {
				if (d.getResource().getType() == IResource.FILE && (ProjectFiles.isSource(d.getResource())
						|| Set.of("reading", "jsonld").contains(String.valueOf(d.getResource().getFileExtension())))
						&& (d.getKind() != IResourceDelta.CHANGED || (d.getFlags() & IResourceDelta.CONTENT) != 0)) {
					relevant[0] = true;
				}
				return !relevant[0];
			});
		} catch (CoreException e) {
			relevant[0] = true;
		}
		if (relevant[0] && !text.isDisposed()) {
			text.getDisplay().asyncExec(() -> {
				if (!text.isDisposed()) {
					reload();
				}
			});
		}
	}

	private void loaded(SourcesSnapshot s) {
		if (text.isDisposed()) {
			return;
		}
		String shown = shownSource() == null ? null : shownSource().file().getFullPath().toString();
		snapshot = s;
		loading = job != null && job.getState() == Job.WAITING;
		sourceCombo.removeAll();
		int select = 0;
		for (int i = 0; i < s.sources().size(); i++) {
			sourceCombo.add(s.sources().get(i).label());
			if (s.sources().get(i).file().getFullPath().toString().equals(shown)) {
				select = i;
			}
		}
		fill(motivationCombo, s.annotations().stream().map(a -> a.placement().before().kind().term()).collect(Collectors.toCollection(TreeSet::new)), ANY_KIND);
		fill(authorCombo, s.annotations().stream().map(a -> a.placement().before().creator()).filter(a -> a != null)
				.map(a -> a.label()).collect(Collectors.toCollection(TreeSet::new)), ANY_AUTHOR);
		fill(tagCombo, s.annotations().stream().flatMap(a -> a.placement().before().terms().stream())
				.collect(Collectors.toCollection(TreeSet::new)), ANY_TAG);
		if (!s.sources().isEmpty()) {
			sourceCombo.select(select);
			showSource(select);
		}
		status(s.problems().isEmpty() ? s.sources().size() + " sources, " + s.citations().size() + " citations, "
				+ s.annotations().size() + " annotations in " + s.project().getName() : String.join("; ", s.problems()));
		if (pendingPassage != null) {
			show(pendingPassage, pendingQuote);
		} else if (followPending && following != null && following.getProject().equals(s.project())) {
			followPending = false; // only then: a reload after an annotation keeps the source the person chose
			follow(following);
		}
	}

	private static void fill(Combo c, Set<String> values, String first) {
		String was = c.getSelectionIndex() < 0 ? first : c.getItem(c.getSelectionIndex());
		c.removeAll();
		c.add(first);
		values.forEach(c::add);
		int i = Arrays.asList(c.getItems()).indexOf(was);
		c.select(Math.max(0, i));
	}

	// ---- showing

	private void showSource(int index) {
		if (snapshot == null || index < 0 || index >= snapshot.sources().size()) {
			return;
		}
		LoadedSource s = snapshot.sources().get(index);
		if (sourceCombo.getSelectionIndex() != index) {
			sourceCombo.select(index);
		}
		if (s.source() == null) {
			layout = null;
			text.setText(s.file().getFullPath() + " cannot be shown:\n" + s.problems().stream().map(Object::toString)
					.collect(Collectors.joining("\n")) + "\nFix the file; the view reads it again when it is saved.");
			annotationTable.removeAll();
			return;
		}
		layout = TranscriptionLayout.of(s.source());
		text.setText(layout.text());
		fill(besideCombo, translationSets(), NONE); // the sets that translate this source, none other
		render();
	}

	/** The source shown; null before the first load. */
	public LoadedSource shownSource() {
		int i = sourceCombo == null ? -1 : sourceCombo.getSelectionIndex();
		return snapshot == null || i < 0 || i >= snapshot.sources().size() ? null : snapshot.sources().get(i);
	}

	public SourcesSnapshot snapshot() {
		return snapshot;
	}

	public TranscriptionLayout layout() {
		return layout;
	}

	/** The names of the annotation sets with a translation of a passage of the source shown. */
	private Set<String> translationSets() {
		Set<String> sets = new TreeSet<>();
		for (PlacedAnnotation a : snapshot.annotations()) {
			if (!a.orphaned() && a.placement().before().kind() == Motivation.TRANSLATING && layout.passage(a.passage().getId()).orElse(null) == a.passage()) {
				sets.add(a.set());
			}
		}
		return sets;
	}

	/** The annotations the filters let through. */
	public Filter filter() {
		return new Filter(Motivation.of(chosen(motivationCombo, ANY_KIND)), chosen(authorCombo, ANY_AUTHOR), chosen(tagCombo, ANY_TAG));
	}

	private static String chosen(Combo c, String none) {
		int i = c.getSelectionIndex();
		return i < 0 || c.getItem(i).equals(none) ? null : c.getItem(i);
	}

	/** Styles, the annotation list, the orphans and the column beside, for the source shown and the filters. */
	private void render() {
		if (layout == null) {
			return;
		}
		int n = layout.text().length();
		boolean[] cited = new boolean[n];
		Motivation[] annotated = new Motivation[n];
		Mark[] marked = new Mark[n];
		for (Mark m : layout.marks()) {
			Arrays.fill(marked, m.start(), m.start() + m.length(), m);
		}
		for (CitedSpan c : snapshot.citations()) {
			if (!c.orphaned() && layout.passage(c.passage().getId()).orElse(null) == c.passage()) {
				for (int[] r : layout.rangesOf(c.passage(), c.start(), c.end())) {
					Arrays.fill(cited, r[0], r[0] + r[1], true);
				}
			}
		}
		Filter filter = filter();
		List<PlacedAnnotation> shown = shownAnnotations(filter);
		for (PlacedAnnotation a : shown) {
			for (int[] r : ranges(a)) {
				for (int i = r[0]; i < r[0] + r[1]; i++) {
					annotated[i] = annotated[i] == null ? a.placement().before().kind() : annotated[i];
				}
			}
		}
		List<StyleRange> styles = new ArrayList<>();
		int start = 0;
		for (int i = 1; i <= n; i++) {
			if (i == n || cited[i] != cited[start] || annotated[i] != annotated[start] || marked[i] != marked[start]) {
				StyleRange s = style(start, i - start, cited[start], annotated[start], marked[start]);
				if (s != null) {
					styles.add(s);
				}
				start = i;
			}
		}
		text.setStyleRanges(styles.toArray(StyleRange[]::new));
		annotationTable.removeAll();
		for (PlacedAnnotation a : shown) {
			Annotation an = a.placement().before();
			TableItem item = new TableItem(annotationTable, SWT.NONE);
			item.setText(new String[] { an.kind().term(), a.wholePassage() ? "#" + a.passage().getId() : an.target().quote().exact(),
					says(an), an.creator() == null ? "" : an.creator().label(), a.set() });
			item.setForeground(0, colour(an.kind()));
			item.setData(a);
		}
		Columns.refit(annotationTable);
		orphans();
		// no blank pane beside a source nobody annotated and whose citations all stand (the filters may still empty it)
		boolean annotations = orphanTable.getItemCount() > 0 || snapshot.annotations().stream()
				.anyMatch(a -> !a.orphaned() && layout.passage(a.passage().getId()).orElse(null) == a.passage());
		if (side.getVisible() != annotations) {
			side.setVisible(annotations);
			columns.layout();
		}
		besideColumn();
	}

	private List<PlacedAnnotation> shownAnnotations(Filter filter) {
		return snapshot.annotations().stream().filter(a -> !a.orphaned() && layout.passage(a.passage().getId()).orElse(null) == a.passage())
				.filter(a -> filter.test(a.placement().before())).toList();
	}

	/** A whole-passage annotation marks the passage's label; a span its text. */
	private List<int[]> ranges(PlacedAnnotation a) {
		if (a.wholePassage()) {
			int[] l = layout.label(a.passage().getId());
			return l == null ? List.of() : List.of(l);
		}
		return layout.rangesOf(a.passage(), a.start(), a.end());
	}

	private static StyleRange style(int start, int length, boolean cited, Motivation annotated, Mark mark) {
		if (!cited && annotated == null && mark == null) {
			return null;
		}
		StyleRange s = new StyleRange();
		s.start = start;
		s.length = length;
		if (mark != null) {
			switch (mark.kind()) {
			case TITLE, HEAD -> s.fontStyle = SWT.BOLD;
			case LABEL, WITNESS -> s.foreground = LABEL;
			case LEMMA -> {
				s.foreground = LEMMA;
				s.underline = true;
				s.underlineStyle = SWT.UNDERLINE_SQUIGGLE;
				s.underlineColor = LEMMA;
			}
			case VARIANT -> {
				s.foreground = VARIANT;
				s.fontStyle = SWT.ITALIC;
			}
			}
		}
		if (cited) {
			s.background = CITED;
		}
		if (annotated != null) {
			s.underline = true;
			s.underlineStyle = SWT.UNDERLINE_DOUBLE;
			s.underlineColor = colour(annotated);
		}
		return s;
	}

	/** The colour of a kind of annotation, as its underline and in the list. */
	public static Color colour(Motivation m) {
		return switch (m) {
		case COMMENTING -> new Color(20, 90, 200);
		case TRANSLATING -> new Color(0, 140, 70);
		case DESCRIBING -> new Color(140, 50, 170);
		case TAGGING -> new Color(220, 110, 0);
		case QUESTIONING -> new Color(200, 0, 0);
		default -> new Color(90, 90, 90);
		};
	}

	private static String says(Annotation a) {
		List<String> parts = new ArrayList<>();
		a.terms().forEach(t -> parts.add("[" + t + "]"));
		for (Body b : a.texts()) {
			parts.add(b.value() + (b.language() == null ? "" : " (" + b.language() + ")"));
		}
		a.bodies().stream().filter(b -> !b.isText()).forEach(b -> parts.add("→ " + b.id()));
		return String.join(" ", parts);
	}

	private void orphans() {
		orphanTable.removeAll();
		for (CitedSpan c : snapshot.citations()) {
			if (c.orphaned()) {
				row(orphanTable, c, "citation #" + c.site().passageId() + (c.site().quote() == null ? "" : " \"" + c.site().quote() + "\""),
						c.site().where(), c.why());
			}
		}
		for (PlacedAnnotation a : snapshot.annotations()) {
			if (a.orphaned()) {
				Annotation an = a.placement().before();
				row(orphanTable, a, an.kind().term() + (an.target().quote() == null ? "" : " \"" + an.target().quote().exact() + "\""),
						"annotations/" + a.set() + ".jsonld", a.placement().status().word()
								+ (a.placement().detail() == null ? "" : ": " + a.placement().detail()));
			}
		}
		Columns.refit(orphanTable);
	}

	private static void row(Table t, Object data, String... cells) {
		TableItem item = new TableItem(t, SWT.NONE);
		item.setText(cells);
		item.setData(data);
	}

	/** The translations of the chosen set, each on the line of the passage it translates. */
	private void besideColumn() {
		String set = chosen(besideCombo, NONE);
		boolean show = set != null;
		if (beside.isVisible() != show) {
			beside.setVisible(show);
			columns.setWeights(show ? new int[] { 35, 35, 30 } : new int[] { 50, 25, 35 });
			columns.layout();
		}
		text.setWordWrap(true);
		if (!show) {
			clearIndents(text);
			return;
		}
		String[] lines = new String[layout.lineCount()];
		Arrays.fill(lines, "");
		for (PlacedAnnotation a : snapshot.annotations()) {
			Annotation an = a.placement().before();
			if (!a.orphaned() && set.equals(a.set()) && an.kind() == Motivation.TRANSLATING) {
				int line = layout.lineOf(a.passage().getId());
				if (line >= 0) {
					String t = an.texts().stream().map(Body::value).collect(Collectors.joining(" / "));
					String quote = a.wholePassage() ? "" : "「" + an.target().quote().exact() + "」 ";
					lines[line] = (lines[line].isEmpty() ? "" : lines[line] + "  ") + quote + t.replace('\n', ' ');
				}
			}
		}
		beside.setText(String.join("\n", lines));
		align();
		beside.setTopPixel(text.getTopPixel());
	}

	/**
	 * Each line of the translation at the height of its line of the transcription: both wrap, so whichever runs
	 * longer pushes the other's next line down to meet it (CJK lines are also taller than Latin ones).
	 */
	private void align() {
		clearIndents(text);
		clearIndents(beside);
		int n = Math.min(text.getLineCount(), beside.getLineCount());
		int base = text.getLinePixel(0);
		int besideBase = beside.getLinePixel(0);
		for (int i = 1; i < n; i++) {
			int shift = (text.getLinePixel(i) - base) - (beside.getLinePixel(i) - besideBase);
			if (shift > 0) {
				beside.setLineVerticalIndent(i, shift);
			} else if (shift < 0) {
				text.setLineVerticalIndent(i, -shift);
			}
		}
	}

	/** Aligns the columns again once the resize is laid out, if a translation is beside the text. */
	private void realign() {
		if (beside.isVisible() && !aligning) {
			aligning = true;
			beside.getDisplay().asyncExec(() -> {
				aligning = false;
				if (!beside.isDisposed() && beside.isVisible()) {
					align();
					beside.setTopPixel(text.getTopPixel());
				}
			});
		}
	}

	private static void clearIndents(StyledText t) {
		for (int i = 0; i < t.getLineCount(); i++) {
			if (t.getLineVerticalIndent(i) != 0) {
				t.setLineVerticalIndent(i, 0);
			}
		}
	}

	/** The column of translations beside the transcription (hidden while none is chosen). */
	public StyledText beside() {
		return beside;
	}

	/** The translations offered for the source shown, "(no translation)" first. */
	public List<String> besideChoices() {
		return List.of(besideCombo.getItems());
	}

	/** What each filter is labelled, and what it offers for "any", in the order of the bar. */
	public List<String> filterLabels() {
		List<String> labels = new ArrayList<>();
		for (Combo c : List.of(sourceCombo, motivationCombo, authorCombo, tagCombo, besideCombo)) {
			Label label = (Label) c.getParent().getChildren()[0];
			labels.add(label.getText() + (c == sourceCombo || c.getItemCount() == 0 ? "" : " " + c.getItem(0)));
		}
		return labels;
	}

	/** The text beside the transcription (the translation column); empty when none is chosen. */
	public String besideText() {
		return beside.isVisible() ? beside.getText() : "";
	}

	private String tipAt(int x, int y) {
		if (layout == null) {
			return null;
		}
		int offset = text.getOffsetAtPoint(new Point(x, y));
		if (offset < 0) {
			return null;
		}
		List<String> lines = new ArrayList<>();
		for (Mark m : layout.marks()) {
			if (m.tip() != null && offset >= m.start() && offset < m.start() + m.length()) {
				Passage p = m.kind() == TranscriptionLayout.Kind.LABEL ? layout.passage(m.tip()).orElse(null) : null;
				lines.add(p == null ? m.tip() : "#" + p.getId() + (p.reference() == null ? "" : " (" + p.reference() + ")"));
			}
		}
		Set<String> citing = new LinkedHashSet<>();
		for (CitedSpan c : snapshot.citations()) {
			if (!c.orphaned() && covers(layout.rangesOf(c.passage(), c.start(), c.end()), offset)) {
				citing.add("cited by " + c.site().where() + (c.why() == null ? "" : " (" + c.why() + ")"));
			}
		}
		lines.addAll(citing);
		for (PlacedAnnotation a : shownAnnotations(filter())) {
			if (covers(ranges(a), offset)) {
				Annotation an = a.placement().before();
				lines.add(an.kind().term() + (an.creator() == null ? "" : " by " + an.creator().label()) + ": " + says(an));
			}
		}
		return lines.isEmpty() ? null : String.join("\n", lines);
	}

	/** What the tooltip says at an offset of the transcription (for tests and the hover). */
	public String tipAtOffset(int offset) {
		Point p = text.getLocationAtOffset(offset);
		return tipAt(p.x + 1, p.y + 1);
	}

	private static boolean covers(List<int[]> ranges, int offset) {
		return ranges.stream().anyMatch(r -> offset >= r[0] && offset < r[0] + r[1]);
	}

	private void revealRow(Table table) {
		TableItem[] sel = table.getSelection();
		if (sel.length == 1 && sel[0].getData() instanceof PlacedAnnotation a && layout != null) {
			List<int[]> r = ranges(a);
			if (!r.isEmpty()) {
				int[] last = r.get(r.size() - 1);
				text.setSelection(r.get(0)[0], last[0] + last[1]);
				text.showSelection();
				selectionChanged();
			}
		}
	}

	/**
	 * Shows the passage (and the quote in it, if it is there) in the source that has it; once loaded if the view is
	 * still reading.
	 */
	public void show(String passageId, String quote) {
		if (snapshot == null || loading) {
			pendingPassage = passageId;
			pendingQuote = quote;
			return;
		}
		pendingPassage = null;
		LoadedSource s = snapshot.sourceOf(passageId);
		if (s == null) {
			status("No source of " + snapshot.project().getName() + " has a passage #" + passageId + ".");
			return;
		}
		int index = snapshot.sources().indexOf(s);
		if (index != sourceCombo.getSelectionIndex()) {
			showSource(index);
		}
		Passage p = layout.passage(passageId).orElseThrow();
		String t = layout.textOf(p);
		int at = quote == null ? -1 : t.indexOf(quote);
		List<int[]> r = at < 0 ? layout.rangesOf(p, 0, t.length()) : layout.rangesOf(p, at, at + quote.length());
		if (r.isEmpty()) {
			int[] l = layout.label(passageId);
			r = List.of(l);
		}
		int[] last = r.get(r.size() - 1);
		text.setSelection(r.get(0)[0], last[0] + last[1]);
		text.showSelection();
		selectionChanged();
		status("#" + passageId + (p.reference() == null ? "" : " (" + p.reference() + ")")
				+ (quote != null && at < 0 ? ": the quote \"" + quote + "\" is not in this passage" : ""));
	}

	// ---- selection, citing, annotating

	/** The selected text as a span of the innermost passage holding it. */
	public Optional<Span> selectedSpan() {
		if (layout == null) {
			return Optional.empty();
		}
		Point sel = text.getSelection();
		return sel.x == sel.y ? Optional.empty() : layout.spanOf(sel.x, sel.y);
	}

	public StyledText text() {
		return text;
	}

	public Table annotationTable() {
		return annotationTable;
	}

	public Table orphanTable() {
		return orphanTable;
	}

	/**
	 * Chooses a filter value by its text ("tagging", an author, a tag; "(any)" for none; a set for "beside", "(no
	 * translation)" for none); false if it is not offered.
	 */
	public boolean choose(String which, String value) {
		Combo c = switch (which) {
		case "motivation" -> motivationCombo;
		case "author" -> authorCombo;
		case "tag" -> tagCombo;
		case "beside" -> besideCombo;
		default -> throw new IllegalArgumentException(which);
		};
		if (value.equals("(any)")) { // each filter names its own "any"
			value = c.getItem(0);
		}
		int i = Arrays.asList(c.getItems()).indexOf(value);
		if (i < 0) {
			return false;
		}
		c.select(i);
		render();
		return true;
	}

	/** A short message under the view (what happened, or what to do). */
	public void status(String message) {
		if (!status.isDisposed()) {
			status.setText(message == null ? "" : message);
			status.setToolTipText(message);
		}
	}

	public String status() {
		return status.getText();
	}

	/** Saves a new annotation of the selected span into its set (in a job); the view reloads when the file changes. */
	public void annotate(AnnotationRequest request) {
		LoadedSource s = shownSource();
		Job save = new SaveAnnotation(snapshot.project(), s.file(), request, this::status);
		save.schedule();
	}

	private void selectionChanged() {
		Optional<Span> span = selectedSpan();
		selections.set(span.<ISelection>map(StructuredSelection::new).orElse(StructuredSelection.EMPTY));
	}

	/** The view's selection: a {@link Span} or nothing, for the commands and the context menu. */
	private static final class SelectionProvider implements ISelectionProvider {
		private final List<ISelectionChangedListener> listeners = new ArrayList<>();
		private ISelection selection = StructuredSelection.EMPTY;

		void set(ISelection s) {
			selection = s;
			SelectionChangedEvent e = new SelectionChangedEvent(this, s);
			new ArrayList<>(listeners).forEach(l -> l.selectionChanged(e));
		}

		@Override
		public void addSelectionChangedListener(ISelectionChangedListener l) {
			listeners.add(l);
		}

		@Override
		public ISelection getSelection() {
			return selection;
		}

		@Override
		public void removeSelectionChangedListener(ISelectionChangedListener l) {
			listeners.remove(l);
		}

		@Override
		public void setSelection(ISelection s) {
			set(s);
		}
	}
}
