package org.rulebench.editor.check;

import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;

import org.eclipse.jface.text.IDocument;
import org.rulebench.editor.outline.OutlineNode;

/**
 * What the last check of each open reading found, for the parts that show it (the outline) and for those that
 * wait for it (tests): the document's modification stamp it was made for and the reading's outline.
 */
public final class ReadingDocuments {
	/** One finished check of a document's text. */
	public record Checked(long stamp, OutlineNode outline, int errors, int warnings) {
	}

	private static final Map<IDocument, Checked> LATEST = new WeakHashMap<>();
	private static final Map<IDocument, Integer> OVERTAKEN = new WeakHashMap<>();
	private static final List<BiConsumer<IDocument, Checked>> LISTENERS = new CopyOnWriteArrayList<>();
	private static final Map<IDocument, Runnable> MIDWAY = new WeakHashMap<>();

	private ReadingDocuments() {
	}

	static void publish(IDocument document, Checked checked) {
		synchronized (LATEST) {
			LATEST.put(document, checked);
		}
		for (BiConsumer<IDocument, Checked> l : LISTENERS) {
			l.accept(document, checked);
		}
	}

	static void countOvertaken(IDocument document) {
		synchronized (LATEST) {
			OVERTAKEN.merge(document, 1, Integer::sum);
		}
	}

	/** How many checks of the document typing has overtaken (stopped midway, the newer text checked instead). */
	public static int overtaken(IDocument document) {
		synchronized (LATEST) {
			return OVERTAKEN.getOrDefault(document, 0);
		}
	}

	/** The last check of the document, or null if none finished yet. */
	public static Checked latest(IDocument document) {
		synchronized (LATEST) {
			return LATEST.get(document);
		}
	}

	/**
	 * Runs {@code r} once, in the checking thread, the next time a check of the document asks whether typing has
	 * overtaken it: midway through the check, so that a test can type then, whatever the machine's speed.
	 */
	public static void onceMidwayThroughACheck(IDocument document, Runnable r) {
		synchronized (LATEST) {
			MIDWAY.put(document, r);
		}
	}

	/** A check of the document asks whether typing has overtaken it. */
	static void midway(IDocument document) {
		Runnable r;
		synchronized (LATEST) {
			if (MIDWAY.isEmpty()) {
				return;
			}
			r = MIDWAY.remove(document);
		}
		if (r != null) {
			r.run();
		}
	}

	/** Called in the checking thread after every check. */
	public static void addListener(BiConsumer<IDocument, Checked> listener) {
		LISTENERS.add(listener);
	}

	public static void removeListener(BiConsumer<IDocument, Checked> listener) {
		LISTENERS.remove(listener);
	}
}
