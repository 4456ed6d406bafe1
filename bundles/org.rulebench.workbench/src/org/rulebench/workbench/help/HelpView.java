package org.rulebench.workbench.help;

import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

/**
 * Help > Rulebench Help: the documentation's contents (documents and their sections) beside the section shown,
 * and a search field that lists the sections holding every word typed, most relevant first.
 */
public final class HelpView extends ViewPart {
	public static final String ID = "org.rulebench.workbench.help";
	private HelpTopics topics;
	private Text search;
	private TreeViewer contents;
	private TableViewer results;
	private Label found;
	private StyledText page;
	private MarkdownText markdown;
	private StackLayout stack;
	private Composite left;

	@Override
	public void createPartControl(Composite parent) {
		topics = HelpTopics.shipped();
		SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
		Composite side = new Composite(sash, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(side);
		search = new Text(side, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
		search.setMessage("Search the documentation");
		GridDataFactory.fillDefaults().grab(true, false).applyTo(search);
		found = new Label(side, SWT.NONE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(found);
		left = new Composite(side, SWT.NONE);
		stack = new StackLayout();
		left.setLayout(stack);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(left);

		contents = new TreeViewer(left, SWT.SINGLE | SWT.V_SCROLL);
		contents.setContentProvider(new Contents());
		contents.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return element instanceof HelpTopics.Topic t ? t.title() : ((HelpTopics.Section) element).heading();
			}
		});
		contents.setInput(topics);
		contents.addSelectionChangedListener(e -> show(((IStructuredSelection) e.getSelection()).getFirstElement()));

		results = new TableViewer(left, SWT.SINGLE | SWT.V_SCROLL);
		results.setContentProvider(ArrayContentProvider.getInstance());
		results.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				HelpTopics.Hit h = (HelpTopics.Hit) element;
				return h.section().heading() + " — " + h.section().topic().title();
			}

			@Override
			public String getToolTipText(Object element) {
				return ((HelpTopics.Hit) element).line();
			}
		});
		results.addSelectionChangedListener(e -> {
			Object hit = ((IStructuredSelection) e.getSelection()).getFirstElement();
			show(hit instanceof HelpTopics.Hit h ? h.section() : null);
		});
		stack.topControl = contents.getControl();

		page = new StyledText(sash, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
		page.setMargins(12, 8, 12, 8);
		markdown = new MarkdownText(page);
		sash.setWeights(1, 3);
		search.addModifyListener(e -> search(search.getText()));
		if (!topics.topics().isEmpty()) {
			contents.expandToLevel(topics.topics().get(0), 1);
			show(topics.topics().get(0));
		} else {
			page.setText("The documentation is missing from this installation (the bundle's help/ folder).");
		}
	}

	/** Shows the sections holding every word, or the contents again when the field is empty. */
	public void search(String query) {
		if (!search.getText().equals(query)) {
			search.setText(query); // calls back here
			return;
		}
		List<HelpTopics.Hit> hits = topics.search(query);
		stack.topControl = query.isBlank() ? contents.getControl() : results.getControl();
		results.setInput(hits);
		found.setText(query.isBlank() ? "" : hits.isEmpty() ? "Nothing holds every word" : hits.size() + " sections");
		left.layout();
		if (!hits.isEmpty()) {
			show(hits.get(0).section());
		}
	}

	private void show(Object element) {
		if (element instanceof HelpTopics.Topic t) {
			markdown.show(String.join("", t.sections().stream().map(HelpTopics.Section::text).toList()));
		} else if (element instanceof HelpTopics.Section s) {
			markdown.show(s.text());
		}
	}

	/** The text shown now (tests). */
	public String shown() {
		return page.getText();
	}

	/** What the list beside it shows now: sections found, or the documents (tests). */
	public List<String> listed() {
		if (stack.topControl == results.getControl()) {
			return java.util.Arrays.stream(results.getTable().getItems()).map(i -> i.getText()).toList();
		}
		return java.util.Arrays.stream(contents.getTree().getItems()).map(i -> i.getText()).toList();
	}

	@Override
	public void setFocus() {
		search.setFocus();
	}

	private static final class Contents implements ITreeContentProvider {
		@Override
		public Object[] getElements(Object input) {
			return ((HelpTopics) input).topics().toArray();
		}

		@Override
		public Object[] getChildren(Object parent) {
			return parent instanceof HelpTopics.Topic t ? t.sections().stream().filter(s -> s.level() > 1).toArray() : new Object[0];
		}

		@Override
		public Object getParent(Object element) {
			return element instanceof HelpTopics.Section s ? s.topic() : null;
		}

		@Override
		public boolean hasChildren(Object element) {
			return getChildren(element).length > 0;
		}
	}
}
