package org.rulebench.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.annotations.Annotation;
import org.rulebench.annotations.AnnotationSet;
import org.rulebench.annotations.Body;
import org.rulebench.annotations.Filter;
import org.rulebench.annotations.anchoring.Placement;
import org.rulebench.annotations.anchoring.ReanchorCommand;
import org.rulebench.annotations.anchoring.Transcriptions;

/** `annotations list --format json`: each set with the annotations the filter selects and where they stand. */
final class AnnotationsJson {
	private AnnotationsJson() {
	}

	static List<Map<String, Object>> sets(List<AnnotationSet> sets, Filter filter, Transcriptions t) {
		List<Map<String, Object>> list = new ArrayList<>();
		for (AnnotationSet set : sets) {
			Map<String, Object> m = new LinkedHashMap<>();
			m.put("set", set.name());
			m.put("label", set.label());
			m.put("total", set.annotations().size());
			List<Map<String, Object>> annotations = new ArrayList<>();
			for (Placement p : new ReanchorCommand().transcriptions(t).annotations(set.select(filter)).call()) {
				annotations.add(annotation(p, !t.isEmpty()));
			}
			m.put("annotations", annotations);
			list.add(m);
		}
		return list;
	}

	private static Map<String, Object> annotation(Placement p, boolean checked) {
		Annotation a = p.before();
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("id", a.id());
		m.put("kind", a.kind().term());
		m.put("passage", a.target().passageId());
		m.put("source", a.target().source());
		m.put("quote", a.target().quote() == null ? null : a.target().quote().exact());
		m.put("creator", a.creator() == null ? null : a.creator().label());
		m.put("created", a.created());
		m.put("status", checked ? p.status().word() : null);
		List<Map<String, Object>> bodies = new ArrayList<>();
		for (Body b : a.bodies()) {
			Map<String, Object> body = new LinkedHashMap<>();
			body.put(b.isText() ? "value" : "id", b.isText() ? b.value() : b.id());
			body.put("term", b.isTerm());
			body.put("language", b.language());
			bodies.add(body);
		}
		m.put("bodies", bodies);
		return m;
	}
}
