package org.rulebench.annotations.diff;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.diff.AnnotationChange.Aspect;

/**
 * The annotations of two states of a workspace (two branches, two commits) compared by id: added, removed, and
 * changed in motivation, body, target, provenance or set. In the old state's order, then the added ones.
 *
 * @param changes the annotations that differ
 * @param same    how many both have alike
 */
public record AnnotationDiff(List<AnnotationChange> changes, int same) {

	public AnnotationDiff {
		changes = List.copyOf(changes);
	}

	public static AnnotationDiff compare(List<AnnotationSet> old, List<AnnotationSet> now) {
		Map<String, Placed> before = index(old);
		Map<String, Placed> after = index(now);
		List<String> ids = new ArrayList<>(before.keySet());
		after.keySet().stream().filter(id -> !before.containsKey(id)).forEach(ids::add);
		List<AnnotationChange> changes = new ArrayList<>();
		int same = 0;
		for (String id : ids) {
			Placed x = before.get(id);
			Placed y = after.get(id);
			EnumSet<Aspect> aspects = EnumSet.noneOf(Aspect.class);
			if (x == null) {
				aspects.add(Aspect.ADDED);
			} else if (y == null) {
				aspects.add(Aspect.REMOVED);
			} else {
				Annotation a = x.annotation;
				Annotation b = y.annotation;
				if (a.kind() != b.kind() || !Objects.equals(a.motivation(), b.motivation())) {
					aspects.add(Aspect.MOTIVATION);
				}
				if (!a.bodies().equals(b.bodies())) {
					aspects.add(Aspect.BODY);
				}
				if (!a.target().equals(b.target())) {
					aspects.add(Aspect.TARGET);
				}
				if (!Objects.equals(a.creator(), b.creator()) || !Objects.equals(a.created(), b.created())
						|| !Objects.equals(a.modified(), b.modified()) || !a.extras().equals(b.extras())) {
					aspects.add(Aspect.PROVENANCE);
				}
				if (!x.set.equals(y.set)) {
					aspects.add(Aspect.SET);
				}
			}
			if (aspects.isEmpty()) {
				same++;
				continue;
			}
			changes.add(new AnnotationChange(id, y != null ? y.set : x.set, aspects, x == null ? null : x.annotation,
					y == null ? null : y.annotation));
		}
		return new AnnotationDiff(changes, same);
	}

	private record Placed(String set, Annotation annotation) {
	}

	private static Map<String, Placed> index(List<AnnotationSet> sets) {
		Map<String, Placed> m = new LinkedHashMap<>();
		for (AnnotationSet s : sets) {
			for (Annotation a : s.annotations()) {
				m.putIfAbsent(a.id(), new Placed(s.name(), a));
			}
		}
		return m;
	}

	public boolean isEmpty() {
		return changes.isEmpty();
	}

	/** The ids of the annotations with this difference, in order. */
	public List<String> ids(Aspect aspect) {
		return changes.stream().filter(c -> c.aspects().contains(aspect)).map(AnnotationChange::id).toList();
	}

	public AnnotationChange change(String id) {
		return changes.stream().filter(c -> c.id().equals(id)).findFirst().orElse(null);
	}

	/** One line per annotation that differs, for a terminal. */
	public String table() {
		if (changes.isEmpty()) {
			return "annotations: the same " + same + (same == 1 ? " annotation" : " annotations") + " on both sides\n";
		}
		int added = ids(Aspect.ADDED).size();
		int removed = ids(Aspect.REMOVED).size();
		StringBuilder b = new StringBuilder(String.format("annotations: %d differ: %d added, %d removed, %d changed; %d the same%n",
				changes.size(), added, removed, changes.size() - added - removed, same));
		for (AnnotationChange c : changes) {
			b.append("  ").append(c.what()).append("  ").append(c.id()).append("  (").append(c.set()).append(")\n");
			if (c.before() != null) {
				b.append("    old: ").append(summary(c.before())).append('\n');
			}
			if (c.after() != null) {
				b.append("    new: ").append(summary(c.after())).append('\n');
			}
		}
		return b.toString();
	}

	/** "translating 兩馬相比為梁 @ pushuang.qiliang.liang: Two pieces side by side make a point. (en)" */
	public static String summary(Annotation a) {
		StringBuilder b = new StringBuilder(a.kind().term()).append(' ');
		if (a.target().quote() != null) {
			b.append('"').append(a.target().quote().exact()).append("\" in ");
		}
		b.append(a.target().passageId() != null ? a.target().passageId() : a.target().source());
		List<String> said = new ArrayList<>();
		for (var body : a.bodies()) {
			String v = body.value() != null ? body.value() : body.id();
			if (body.isTerm()) {
				v = "[" + v + "]";
			}
			said.add(v + (body.language() != null ? " (" + body.language() + ")" : ""));
		}
		if (!said.isEmpty()) {
			b.append(": ").append(String.join("; ", said));
		}
		return b.toString();
	}

	/** As JSON-ready maps: {"same", "changes": [{"id", "set", "changes", "old", "new"}]}, old/new as summaries. */
	public Map<String, Object> json() {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("same", same);
		List<Object> list = new ArrayList<>();
		for (AnnotationChange c : changes) {
			Map<String, Object> x = new LinkedHashMap<>();
			x.put("id", c.id());
			x.put("set", c.set());
			x.put("changes", List.of(c.what().split(", ")));
			x.put("old", c.before() == null ? null : summary(c.before()));
			x.put("new", c.after() == null ? null : summary(c.after()));
			list.add(x);
		}
		m.put("changes", list);
		return m;
	}
}
