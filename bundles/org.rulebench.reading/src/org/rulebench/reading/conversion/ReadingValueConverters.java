package org.rulebench.reading.conversion;

import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.nodemodel.INode;

/** A passage is written as TEI points at it, {@code #kishi.s3.4.r1}; its id is what follows the #. */
public class ReadingValueConverters extends DefaultTerminalConverters {

	@ValueConverter(rule = "PASSAGE")
	public IValueConverter<String> passage() {
		return new IValueConverter<>() {
			@Override
			public String toValue(String string, INode node) {
				if (string == null || !string.startsWith("#") || string.length() < 2) {
					throw new ValueConverterException("a passage is written #ID", node, null);
				}
				return string.substring(1);
			}

			@Override
			public String toString(String value) {
				return "#" + value;
			}
		};
	}
}
