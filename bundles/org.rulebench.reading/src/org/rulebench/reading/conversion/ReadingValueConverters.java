package org.rulebench.reading.conversion;

import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.nodemodel.INode;

/**
 * A passage is written as TEI points at it, {@code #kishi.s3.4.r1}; its id is what follows the #. A number too large
 * for the reading is told in words ("99999999999 is more than a reading's numbers go, 2147483647"), not as Java's
 * "For input string".
 */
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

	@Override
	@ValueConverter(rule = "INT")
	public IValueConverter<Integer> INT() {
		return number(false);
	}

	@ValueConverter(rule = "SignedInt")
	public IValueConverter<Integer> signedNumber() {
		return number(true);
	}

	private static IValueConverter<Integer> number(boolean signed) {
		return new IValueConverter<>() {
			@Override
			public Integer toValue(String string, INode node) {
				if (string == null || string.isBlank()) {
					throw new ValueConverterException("a number is missing here", node, null);
				}
				String digits = string.replaceAll("\\s+", "");
				try {
					return Integer.valueOf(signed && digits.startsWith("+") ? digits.substring(1) : digits);
				} catch (NumberFormatException e) {
					throw new ValueConverterException("`" + string + "` is " + (digits.matches("[+-]?\\d+")
							? "more than a reading's numbers go (" + Integer.MAX_VALUE + ")" : "not a whole number"), node, null);
				}
			}

			@Override
			public String toString(Integer value) {
				return String.valueOf(value);
			}
		};
	}
}
