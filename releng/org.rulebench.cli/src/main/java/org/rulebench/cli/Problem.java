package org.rulebench.cli;

/** A diagnostic as `rulebench check` prints it: FILE:LINE:COL: error|warning: message [code]. */
record Problem(String file, int line, int column, boolean error, String message, String code) {

	@Override
	public String toString() {
		return file + ":" + line + ":" + column + ": " + (error ? "error" : "warning") + ": " + message
				+ (code == null ? "" : " [" + code + "]");
	}
}
