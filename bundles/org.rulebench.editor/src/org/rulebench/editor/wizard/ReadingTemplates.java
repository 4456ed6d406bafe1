package org.rulebench.editor.wizard;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IProject;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Rule;
import org.rulebench.reading.reading.Support;

/**
 * The text of a new reading: one that extends a reading of the workspace (it states only what it changes), or one
 * that starts from a family's template, the rules of a shipped reading of that family with every citation taken
 * out and every rule labelled {@code assumed} until the historian states it as the source has it.
 */
public final class ReadingTemplates {
	/** A family of games and the shipped reading whose rules are its template. */
	public record Family(String label, String reading) {
	}

	/** Race games, grid games, card games: the families the engine plays. */
	public static final List<Family> FAMILIES = List.of(new Family("Race game (dice, points, bearing off)", "backgammon"),
			new Family("Grid game (pieces on files and ranks)", "xiangqi.standard"),
			new Family("Card game (a banker against players)", "pokdeng.seed"));

	private ReadingTemplates() {
	}

	/** The names of the project's readings, sorted, with the URI of each. */
	public static Map<String, URI> readings(IProject project) {
		return ProjectReadings.of(project).read(parses -> {
			Map<String, URI> names = new java.util.TreeMap<>();
			parses.readings().forEach((uri, r) -> {
				Reading reading = parses.readingOf(r);
				if (reading != null && reading.getName() != null) {
					names.putIfAbsent(reading.getName(), uri);
				}
			});
			return names;
		});
	}

	/** A reading that extends {@code base}. */
	public static String extending(String name, String game, String base) {
		return "reading " + name + " extends " + base + "\ngame " + quoted(game) + "\n\n"
				+ "// State only the rules that differ from " + base + ", each under the name of the rule it replaces and\n"
				+ "// citing its passage, e.g.  rule pieces: each side has 14 pieces cites #PASSAGE \"quote\" described\n";
	}

	/**
	 * A reading with the rules of the template reading, each rule's citations and label replaced by {@code assumed};
	 * null if the project has no reading of that name.
	 */
	public static String fromTemplate(IProject project, String name, String game, Family family) {
		URI uri = readings(project).get(family.reading());
		if (uri == null) {
			return null;
		}
		List<String> rules = ProjectReadings.of(project).read(parses -> {
			XtextResource resource = parses.reading(uri);
			Reading template = parses.readingOf(resource);
			List<String> found = new ArrayList<>();
			for (Rule rule : template == null ? List.<Rule>of() : template.getRules()) {
				found.add(assumed(rule));
			}
			return found;
		});
		StringBuilder text = new StringBuilder("reading ").append(name).append("\ngame ").append(quoted(game)).append("\n\n");
		text.append("// The rules of ").append(family.reading()).append(", each labelled assumed: state each as your source has\n")
				.append("// it and cite the passage (cites #PASSAGE \"quote\" described), or leave it assumed where the source is silent.\n\n");
		rules.forEach(r -> text.append(r).append("\n\n"));
		return text.toString().stripTrailing() + "\n";
	}

	/** The rule as written, every support (citations and label) replaced by {@code assumed}. */
	private static String assumed(Rule rule) {
		INode node = NodeModelUtils.findActualNodeFor(rule);
		String text = node.getRootNode().getText();
		Map<Integer, Integer> supports = new LinkedHashMap<>();
		for (Support s : EcoreUtil2.eAllOfType(rule, Support.class)) {
			INode n = NodeModelUtils.findActualNodeFor(s);
			if (n != null) {
				supports.put(n.getOffset(), n.getOffset() + n.getLength());
			}
		}
		StringBuilder out = new StringBuilder();
		int at = node.getOffset();
		for (Map.Entry<Integer, Integer> s : supports.entrySet()) {
			out.append(text, at, s.getKey()).append("assumed");
			at = s.getValue();
		}
		out.append(text, at, node.getOffset() + node.getLength());
		return out.toString().replaceAll("(?m)[ \\t]*//[^\\n]*\\n", "").replaceAll("(?m)^(\\s*)\\n", "");
	}

	private static String quoted(String s) {
		return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
	}
}
