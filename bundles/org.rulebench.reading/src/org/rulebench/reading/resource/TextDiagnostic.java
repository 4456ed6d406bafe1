package org.rulebench.reading.resource;

import org.eclipse.xtext.diagnostics.AbstractDiagnostic;
import org.eclipse.xtext.nodemodel.INode;

/** A problem found in a reading's text before it is parsed, where it stands: offset, length, line and column (1-based). */
public final class TextDiagnostic extends AbstractDiagnostic {
	private final String message;
	private final String code;
	private final int offset;
	private final int length;
	private final int line;
	private final int column;

	public TextDiagnostic(String message, String code, int offset, int length, int line, int column) {
		this.message = message;
		this.code = code;
		this.offset = offset;
		this.length = length;
		this.line = line;
		this.column = column;
	}

	@Override
	public String getMessage() {
		return message;
	}

	@Override
	public String getCode() {
		return code;
	}

	@Override
	public String[] getData() {
		return null;
	}

	@Override
	protected INode getNode() {
		return null;
	}

	@Override
	public int getOffset() {
		return offset;
	}

	@Override
	public int getLength() {
		return length;
	}

	@Override
	public int getLine() {
		return line;
	}

	@Override
	public int getColumn() {
		return column;
	}

	@Override
	public int getLineEnd() {
		return line;
	}

	@Override
	public int getColumnEnd() {
		return column + length;
	}
}
