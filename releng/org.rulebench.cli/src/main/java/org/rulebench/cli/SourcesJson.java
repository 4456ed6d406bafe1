package org.rulebench.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rulebench.sources.model.Division;
import org.rulebench.sources.model.Passage;
import org.rulebench.sources.model.Source;

/** `sources list` and `sources cite` as JSON: the same fields as their tables, one object per row. */
final class SourcesJson {
	private SourcesJson() {
	}

	static Map<String, Object> source(Source s, String bibliography, List<Passage> passages) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("title", s.getTitle());
		m.put("bibliography", bibliography);
		m.put("passages", passages.stream().map(SourcesJson::passage).toList());
		return m;
	}

	private static Map<String, Object> passage(Passage p) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("id", p.getId());
		m.put("reference", p.reference());
		if (p instanceof Division d) {
			m.put("head", d.getHead());
		} else {
			m.put("text", p.text());
		}
		return m;
	}

	static List<Map<String, Object>> citations(List<CitedRule> cited) {
		return cited.stream().map(SourcesJson::citation).toList();
	}

	private static Map<String, Object> citation(CitedRule c) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("rule", c.name());
		m.put("reading", c.reading().getName());
		m.put("evidence", c.evidence());
		m.put("passage", c.passageId());
		m.put("known", c.passage() != null);
		m.put("reference", c.passage() == null ? null : c.passage().reference());
		m.put("quote", c.quote());
		m.put("quote_found", c.quote() == null || c.passage() == null ? null : c.anchor() != null);
		m.put("passage_text", c.passage() == null ? null : c.passage().text());
		return m;
	}
}
