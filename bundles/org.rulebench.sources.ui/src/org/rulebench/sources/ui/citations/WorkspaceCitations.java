package org.rulebench.sources.ui.citations;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.rulebench.editor.model.ParsedReading;
import org.rulebench.editor.model.ProjectFiles;
import org.rulebench.editor.model.ProjectReadings;
import org.rulebench.reading.reading.Alternative;
import org.rulebench.reading.reading.Citation;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;
import org.rulebench.reading.reading.Rule;

/** Every citation of the saved readings of a project, read from their syntax (no cross-reference is resolved). */
public final class WorkspaceCitations {
	private WorkspaceCitations() {
	}

	/** The project's saved parses (ProjectReadings), brought up to date: call it in a job, never in the UI thread. */
	public static List<CitationSite> of(IContainer project) {
		return ProjectReadings.of(project.getProject()).read(parses -> {
			List<CitationSite> all = new ArrayList<>();
			for (IFile f : ProjectFiles.readingsOf(project)) {
				XtextResource resource = parses.reading(ProjectFiles.uri(f));
				if (resource != null) { // an unreadable reading cites nothing the view could show; its own check says why
					all.addAll(in(f, new ParsedReading(f, null, resource, parses)));
				}
			}
			return all;
		});
	}

	static List<CitationSite> in(IFile file, ParsedReading parsed) {
		Reading reading = parsed.reading();
		if (reading == null) {
			return List.of();
		}
		List<CitationSite> sites = new ArrayList<>();
		for (Citation c : EcoreUtil2.eAllOfType(reading, Citation.class)) {
			String id = NodeModelUtils.findNodesForFeature(c, ReadingPackage.eINSTANCE.getCitation_Passage()).stream()
					.map(NodeModelUtils::getTokenText).findFirst().orElse("").replaceFirst("^#", "");
			if (id.isEmpty()) {
				continue;
			}
			Rule rule = EcoreUtil2.getContainerOfType(c, Rule.class);
			Alternative alt = EcoreUtil2.getContainerOfType(c, Alternative.class);
			String name = (rule == null ? "?" : rule.getName()) + (alt == null ? "" : "/" + alt.getLabel());
			INode node = NodeModelUtils.findActualNodeFor(c);
			sites.add(new CitationSite(file, name, id, c.getQuote(), node == null ? 0 : node.getStartLine()));
		}
		return sites;
	}
}
