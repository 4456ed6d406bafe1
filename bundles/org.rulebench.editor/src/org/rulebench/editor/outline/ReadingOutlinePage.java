package org.rulebench.editor.outline;

import java.util.function.BiConsumer;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.viewers.IElementComparer;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;
import org.rulebench.editor.check.ReadingDocuments;
import org.rulebench.editor.check.ReadingDocuments.Checked;

/** The Outline view's page for a reading editor: rebuilt after every check, selecting a line reveals it. */
public final class ReadingOutlinePage extends ContentOutlinePage {
	private final ITextEditor editor;
	private final IDocument document;
	private final BiConsumer<IDocument, Checked> listener = this::checked;

	ReadingOutlinePage(ITextEditor editor) {
		this.editor = editor;
		this.document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
	}

	@Override
	public void createControl(Composite parent) {
		super.createControl(parent);
		TreeViewer viewer = getTreeViewer();
		// nodes are records: equal labels must still be different lines
		viewer.setComparer(new IElementComparer() {
			@Override
			public boolean equals(Object a, Object b) {
				return a == b;
			}

			@Override
			public int hashCode(Object element) {
				return System.identityHashCode(element);
			}
		});
		viewer.setContentProvider(new ITreeContentProvider() {
			@Override
			public Object[] getElements(Object input) {
				return (Object[]) input;
			}

			@Override
			public Object[] getChildren(Object parent) {
				return ((OutlineNode) parent).children().toArray();
			}

			@Override
			public Object getParent(Object element) {
				return null;
			}

			@Override
			public boolean hasChildren(Object element) {
				return !((OutlineNode) element).children().isEmpty();
			}
		});
		viewer.setLabelProvider(new LabelProvider() {
			@Override
			public String getText(Object element) {
				return ((OutlineNode) element).label();
			}
		});
		ReadingDocuments.addListener(listener);
		Checked latest = ReadingDocuments.latest(document);
		if (latest != null) {
			show(latest.outline());
		}
	}

	private void checked(IDocument checkedDocument, Checked checked) {
		Control control = getControl();
		if (checkedDocument != document || control == null || control.isDisposed()) {
			return;
		}
		control.getDisplay().asyncExec(() -> show(checked.outline()));
	}

	private void show(OutlineNode root) {
		TreeViewer viewer = getTreeViewer();
		if (viewer == null || viewer.getControl().isDisposed()) {
			return;
		}
		Object[] expanded = viewer.getExpandedElements();
		viewer.setInput(new Object[] { root });
		viewer.expandToLevel(2);
		for (Object e : expanded) {
			for (OutlineNode n : root.children()) {
				if (n.label().equals(((OutlineNode) e).label())) {
					viewer.setExpandedState(n, true);
				}
			}
		}
	}

	@Override
	public void selectionChanged(SelectionChangedEvent event) {
		super.selectionChanged(event);
		if (event.getSelection() instanceof IStructuredSelection s && s.getFirstElement() instanceof OutlineNode n) {
			editor.selectAndReveal(n.offset(), n.length());
		}
	}

	@Override
	public void dispose() {
		ReadingDocuments.removeListener(listener);
		super.dispose();
	}
}
