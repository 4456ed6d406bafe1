package org.rulebench.readings.internal;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.IParser;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.ReadingPackage;

/**
 * What a reading file says about itself (name, base, game), from the parser alone: listing a workspace needs no
 * linking. Null fields where the file does not say it (or not parseably).
 */
public record Header(String name, String base, String game) {

	public static Header of(byte[] text) {
		IParser parser = Language.injector().getInstance(IParser.class);
		IParseResult result = parser.parse(new StringReader(new String(text, StandardCharsets.UTF_8)));
		if (!(result.getRootASTElement() instanceof Reading r)) {
			return new Header(null, null, null);
		}
		List<INode> base = NodeModelUtils.findNodesForFeature(r, ReadingPackage.eINSTANCE.getReading_Base());
		return new Header(r.getName(), base.isEmpty() ? null : NodeModelUtils.getTokenText(base.get(0)), r.getGame());
	}
}
