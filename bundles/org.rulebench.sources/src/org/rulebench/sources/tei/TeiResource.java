package org.rulebench.sources.tei;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.impl.ResourceImpl;
import org.rulebench.sources.model.Source;
import org.rulebench.sources.tei.internal.TeiExport;
import org.rulebench.sources.tei.internal.TeiImport;
import org.rulebench.sources.tei.internal.XmlTree;

/**
 * A TEI P5 file as an EMF resource holding one {@link Source}. Loading never throws for bad content: malformed
 * XML, ids used twice and pointers to no witness are in {@link #getErrors()}, TEI outside the supported subset in
 * {@link #getWarnings()}, each a {@link TeiProblem} with line and column. Objects are addressed by their xml:id
 * (URI fragments are the ids), so a citation's URI survives edits of everything around its passage.
 */
public class TeiResource extends ResourceImpl {

	public TeiResource(URI uri) {
		super(uri);
		setIntrinsicIDToEObjectMap(new HashMap<>());
	}

	/** The source in the file, or null if it could not be read (the errors say why). */
	public Source source() {
		return getContents().isEmpty() ? null : (Source) getContents().get(0);
	}

	/** Every problem found when loading, errors and warnings, in order of position. */
	public List<TeiProblem> problems() {
		return java.util.stream.Stream.concat(getErrors().stream(), getWarnings().stream())
				.filter(TeiProblem.class::isInstance).map(TeiProblem.class::cast)
				.sorted((a, b) -> a.line() != b.line() ? Integer.compare(a.line(), b.line()) : Integer.compare(a.column(), b.column()))
				.toList();
	}

	@Override
	protected void doLoad(InputStream in, Map<?, ?> options) throws IOException {
		String location = location();
		try {
			XmlTree.Element root = XmlTree.read(in);
			TeiImport tei = new TeiImport(location);
			Source source = tei.read(root);
			for (TeiProblem p : tei.problems()) {
				(p.error() ? getErrors() : getWarnings()).add(p);
			}
			if (source != null) {
				getContents().add(source);
			}
		} catch (XmlTree.Malformed e) {
			getErrors().add(new TeiProblem(location, e.line, e.column, true,
					"malformed XML: " + e.getMessage() + " Fix the file here; nothing of it was read"));
		}
	}

	@Override
	protected void doSave(OutputStream out, Map<?, ?> options) throws IOException {
		if (source() != null) {
			out.write(TeiExport.write(source()).getBytes(StandardCharsets.UTF_8));
		}
	}

	/** The file as problems name it: its path for a file URI, else the URI. */
	private String location() {
		URI uri = getURI();
		return uri != null && uri.isFile() ? uri.toFileString() : String.valueOf(uri);
	}
}
