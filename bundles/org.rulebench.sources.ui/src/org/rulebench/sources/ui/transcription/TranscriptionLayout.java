package org.rulebench.sources.ui.transcription;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.rulebench.sources.Passages;
import org.rulebench.sources.model.Apparatus;
import org.rulebench.sources.model.Division;
import org.rulebench.sources.model.Inline;
import org.rulebench.sources.model.Paragraph;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Segment;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.model.TextRun;
import org.rulebench.sources.model.Variant;
import org.rulebench.sources.model.Witness;

/**
 * A source as the view shows it: header and witnesses, then every passage under a label with its canonical reference
 * and id, a segment a line, each apparatus's other readings under its paragraph. The source's own text is laid out
 * in {@link Piece}s that know where they stand in the text of every passage around them, so a selection in the view
 * is a span of a passage's text and a span of a passage's text is a set of ranges in the view.
 */
public final class TranscriptionLayout {
	/** What a range of the laid-out text is, for its style. */
	public enum Kind {
		TITLE, LABEL, HEAD, WITNESS, LEMMA, VARIANT
	}

	/** A styled range of the laid-out text that is not plain source text. */
	public record Mark(int start, int length, Kind kind, String tip) {
	}

	/**
	 * Source text at {@code start} in the view; {@code chain} the passages it belongs to, innermost first, and
	 * {@code offsets} where it starts in each one's text (chars).
	 */
	public record Piece(int start, int length, List<Passage> chain, int[] offsets) {
		int offsetIn(Passage p) {
			int i = chain.indexOf(p);
			return i < 0 ? -1 : offsets[i];
		}
	}

	/** A span of a passage's text: chars {@code start} to {@code end} of {@code Passages.text(passage)}. */
	public record Span(Passage passage, int start, int end, String quote) {
	}

	private final Source source;
	private final StringBuilder text = new StringBuilder();
	private final List<Piece> pieces = new ArrayList<>();
	private final List<Mark> marks = new ArrayList<>();
	private final Map<String, Passage> byId = new LinkedHashMap<>();
	private final Map<String, int[]> labels = new HashMap<>();
	private final Map<Passage, String> texts = new HashMap<>();
	private final Map<Passage, Integer> cursors = new HashMap<>();

	private TranscriptionLayout(Source source) {
		this.source = source;
	}

	public static TranscriptionLayout of(Source source) {
		TranscriptionLayout l = new TranscriptionLayout(source);
		l.header();
		for (Passage p : source.getPassages()) {
			l.passage(p, List.of());
		}
		return l;
	}

	public Source source() {
		return source;
	}

	public String text() {
		return text.toString();
	}

	public List<Mark> marks() {
		return List.copyOf(marks);
	}

	public List<Piece> pieces() {
		return List.copyOf(pieces);
	}

	/** The passages with an id, in document order. */
	public Map<String, Passage> passages() {
		return Map.copyOf(byId);
	}

	public Optional<Passage> passage(String id) {
		return Optional.ofNullable(byId.get(id));
	}

	/** Where the passage's label is: {start, length}; null for a passage of another source. */
	public int[] label(String passageId) {
		return labels.get(passageId);
	}

	/** The line of the view the passage's label is on; -1 if it is not here. */
	public int lineOf(String passageId) {
		int[] l = labels.get(passageId);
		return l == null ? -1 : (int) text.substring(0, l[0]).chars().filter(c -> c == '\n').count();
	}

	public int lineCount() {
		return (int) text.chars().filter(c -> c == '\n').count() + 1;
	}

	private void header() {
		String title = source.getTitle() == null ? source.getId() : source.getTitle();
		mark(title, Kind.TITLE, null);
		List<String> about = new ArrayList<>(source.getAuthors());
		if (source.getDate() != null) {
			about.add(source.getDate());
		}
		if (!about.isEmpty()) {
			text.append(" — ").append(String.join(", ", about));
		}
		text.append('\n');
		if (!source.getWitnesses().isEmpty()) {
			text.append("Witnesses\n");
			for (Witness w : source.getWitnesses()) {
				text.append("  ");
				mark(w.getSiglum() == null ? "#" + w.getId() : w.getSiglum(), Kind.WITNESS, "#" + w.getId());
				text.append("  ").append(w.getDescription() == null ? "" : w.getDescription()).append('\n');
			}
		}
		text.append('\n');
	}

	private void mark(String s, Kind kind, String tip) {
		marks.add(new Mark(text.length(), s.length(), kind, tip));
		text.append(s);
	}

	private void label(Passage p) {
		String ref = Passages.reference(p);
		String s = (p instanceof Paragraph ? "¶ " : "") + (ref == null ? "" : ref + "  ") + (p.getId() == null ? "" : "#" + p.getId());
		if (p.getId() != null) {
			labels.put(p.getId(), new int[] { text.length(), s.length() });
			byId.put(p.getId(), p);
		}
		mark(s, Kind.LABEL, p.getId());
	}

	private List<Passage> enter(Passage p, List<Passage> outer) {
		texts.put(p, Passages.text(p));
		cursors.put(p, 0);
		List<Passage> chain = new ArrayList<>();
		chain.add(p);
		chain.addAll(outer);
		return chain;
	}

	private void passage(Passage p, List<Passage> outer) {
		List<Passage> chain = enter(p, outer);
		if (p instanceof Division d) {
			if (d.getHead() != null) {
				mark(d.getHead(), Kind.HEAD, null);
				text.append("  ");
			}
			label(d);
			text.append('\n');
			for (Passage inner : d.getPassages()) {
				passage(inner, chain);
			}
			text.append('\n');
		} else if (p instanceof Paragraph para) {
			label(para);
			text.append('\n');
			List<Apparatus> apparatus = new ArrayList<>();
			inline(para.getContent(), chain, apparatus);
			newLine();
			for (Apparatus a : apparatus) {
				variants(a);
			}
		} else if (p instanceof Segment s) {
			segment(s, chain, new ArrayList<>());
		}
	}

	private void segment(Segment s, List<Passage> chain, List<Apparatus> apparatus) {
		newLine();
		label(s);
		text.append("  ");
		inline(s.getContent(), chain, apparatus);
		newLine();
	}

	private void inline(List<Inline> content, List<Passage> chain, List<Apparatus> apparatus) {
		for (Inline i : content) {
			if (i instanceof TextRun r && r.getValue() != null) {
				piece(r.getValue(), chain, null);
			} else if (i instanceof Segment s) {
				if (s.getId() != null) {
					segment(s, enter(s, chain), apparatus);
				} else {
					inline(s.getContent(), chain, apparatus);
				}
			} else if (i instanceof Apparatus a && a.getLemma() != null && a.getLemma().getText() != null) {
				apparatus.add(a);
				piece(a.getLemma().getText(), chain, a);
			}
		}
	}

	private void newLine() {
		if (!text.isEmpty() && text.charAt(text.length() - 1) != '\n') {
			text.append('\n');
		}
	}

	/** Source text: where it stands in each passage around it (a division's text has a line break between parts). */
	private void piece(String s, List<Passage> chain, Apparatus lemmaOf) {
		if (s.isEmpty()) {
			return;
		}
		int[] offsets = new int[chain.size()];
		for (int i = 0; i < chain.size(); i++) {
			Passage p = chain.get(i);
			String t = texts.get(p);
			int at = cursors.get(p);
			while (at < t.length() && t.charAt(at) == '\n' && s.charAt(0) != '\n') {
				at++;
			}
			offsets[i] = at;
			cursors.put(p, at + s.length());
		}
		if (lemmaOf != null) {
			marks.add(new Mark(text.length(), s.length(), Kind.LEMMA, apparatusTip(lemmaOf)));
		}
		pieces.add(new Piece(text.length(), s.length(), List.copyOf(chain), offsets));
		text.append(s);
	}

	private void variants(Apparatus a) {
		text.append("    ");
		String lem = a.getLemma().getText() + witnesses(a.getLemma()) + "]";
		String rdgs = a.getVariants().stream().map(v -> v.getText() + witnesses(v)).collect(Collectors.joining("; "));
		mark(lem + " " + rdgs, Kind.VARIANT, apparatusTip(a));
		text.append('\n');
	}

	private static String witnesses(Variant v) {
		return v.getWitnesses().isEmpty() ? ""
				: " " + v.getWitnesses().stream().map(w -> w.getSiglum() != null ? w.getSiglum() : "#" + w.getId())
						.collect(Collectors.joining(" "));
	}

	private static String apparatusTip(Apparatus a) {
		StringBuilder s = new StringBuilder("Witnesses differ here.\nText (lemma): ").append(a.getLemma().getText())
				.append(witnesses(a.getLemma()));
		for (Variant v : a.getVariants()) {
			s.append("\nVariant: ").append(v.getText()).append(witnesses(v));
		}
		return s.toString();
	}

	/**
	 * The selection [start, end) of the view as a span of the innermost passage holding all the source text in it,
	 * without surrounding spaces; empty if it holds no source text.
	 */
	public Optional<Span> spanOf(int start, int end) {
		List<Piece> hit = pieces.stream().filter(p -> p.start() < end && p.start() + p.length() > start).toList();
		if (hit.isEmpty()) {
			return Optional.empty();
		}
		Piece first = hit.get(0);
		Piece last = hit.get(hit.size() - 1);
		Passage common = null;
		for (Passage p : first.chain()) {
			if (p.getId() != null && hit.stream().allMatch(h -> h.chain().contains(p))) {
				common = p;
				break;
			}
		}
		if (common == null) {
			return Optional.empty();
		}
		String t = texts.get(common);
		int s = first.offsetIn(common) + Math.max(0, start - first.start());
		int e = last.offsetIn(common) + Math.min(last.length(), end - last.start());
		while (s < e && Character.isWhitespace(t.charAt(s))) {
			s++;
		}
		while (e > s && Character.isWhitespace(t.charAt(e - 1))) {
			e--;
		}
		return s == e ? Optional.empty() : Optional.of(new Span(common, s, e, t.substring(s, e)));
	}

	/** The ranges of the view ({start, length}) showing chars [start, end) of the passage's text. */
	public List<int[]> rangesOf(Passage passage, int start, int end) {
		List<int[]> ranges = new ArrayList<>();
		for (Piece p : pieces) {
			int o = p.offsetIn(passage);
			if (o < 0) {
				continue;
			}
			int from = Math.max(start, o);
			int to = Math.min(end, o + p.length());
			if (from < to) {
				ranges.add(new int[] { p.start() + from - o, to - from });
			}
		}
		return ranges;
	}

	/** The passage's text as the view's map knows it. */
	public String textOf(Passage p) {
		return texts.getOrDefault(p, Passages.text(p));
	}

	/** The innermost passage with an id whose text is at the view's offset, or whose label is there. */
	public Optional<Passage> passageAt(int offset) {
		for (Piece p : pieces) {
			if (offset >= p.start() && offset < p.start() + p.length()) {
				return p.chain().stream().filter(q -> q.getId() != null).findFirst();
			}
		}
		for (Map.Entry<String, int[]> l : labels.entrySet()) {
			if (offset >= l.getValue()[0] && offset < l.getValue()[0] + l.getValue()[1]) {
				return Optional.of(byId.get(l.getKey()));
			}
		}
		return Optional.empty();
	}
}
